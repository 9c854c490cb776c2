/**
 * "Confirm it is you": this session proves the account's second factor (a code from the app or a
 * recovery code, or a passkey), where a request was refused for want of one (the admin page, adding
 * a passkey). `onDone` then sends what was refused again.
 */
import { accountScreens as text } from '@shared/messages/accounts';
import { type MouseEvent, useId, useRef, useState } from 'react';
import { FormError } from '../../components/FormError';
import { type StepUpMethods, stepUpWithCode, stepUpWithPasskey } from './api/step-up';
import { CodeField } from './ProofFields';
import { useFormRequest } from './use-form-request';

export function StepUp({
  methods,
  onDone,
  onCancel,
  heading: Heading = 'h2',
  card = false,
}: {
  methods: StepUpMethods;
  onDone: () => Promise<void> | void;
  onCancel?: () => void;
  heading?: 'h2' | 'h3';
  /** Drawn as a card of its own (on a page), not inside another (a profile section). */
  card?: boolean;
}) {
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const { error, busy, run } = useFormRequest(field, text.stepUpFailed);
  const titleId = useId();
  const errorId = useId();
  const passkey = (event: MouseEvent) =>
    void run(event, async () => {
      await stepUpWithPasskey();
      await onDone();
    });
  return (
    <section className={card ? 'profile-card step-up' : 'step-up'} aria-labelledby={titleId}>
      <Heading id={titleId}>{text.stepUpTitle}</Heading>
      <p className="hint">{text.stepUpIntro}</p>
      <form
        className="two-factor-form"
        onSubmit={(event) =>
          void run(event, async () => {
            await stepUpWithCode(code);
            await onDone();
          })
        }
      >
        {methods.code ? (
          <CodeField
            inputRef={field}
            value={code}
            onChange={setCode}
            describedBy={error ? errorId : undefined}
          />
        ) : null}
        <FormError text={error} id={errorId} />
        <div className="button-row">
          {methods.code ? (
            <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
              {text.stepUpConfirm}
            </button>
          ) : null}
          {methods.passkey ? (
            <button
              type="button"
              className={`button ${methods.code ? '' : 'primary'}`}
              disabled={busy}
              onClick={passkey}
            >
              {text.stepUpWithPasskey}
            </button>
          ) : null}
          {onCancel ? (
            <button type="button" className="button" onClick={onCancel}>
              {text.twoFactorCancel}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
