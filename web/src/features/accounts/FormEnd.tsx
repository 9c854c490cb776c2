/** The end of a two-factor form: its failure, then the submitting button and Cancel. */
import { accountScreens as text } from '@shared/messages/accounts';
import { FormError } from '../../components/FormError';

export function FormEnd({
  error,
  errorId,
  busy,
  submitLabel,
  danger = false,
  ready = true,
  onCancel,
}: {
  error: string | null;
  errorId: string;
  busy: boolean;
  submitLabel: string;
  /** A submit that takes something away (turning two-factor sign-in off) is drawn as such. */
  danger?: boolean;
  /** False while the form lacks what it must send: the submit waits, disabled (not busy). */
  ready?: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <FormError text={error} id={errorId} />
      <div className="button-row">
        <button
          type="submit"
          className={`button ${danger ? 'danger' : 'primary'}`}
          disabled={busy || !ready}
          aria-busy={busy}
        >
          {submitLabel}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {text.twoFactorCancel}
        </button>
      </div>
    </>
  );
}
