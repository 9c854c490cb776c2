/**
 * 'Burn Memory': GET /burn/memory?size={MB}. The size is a whole number from 1 to 400 (the input
 * enforces it; empty means the server's default, 200). Shows the server's answer, or the error toast.
 */
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { limits } from '../../../../shared/limits';
import { profileLabels, toasts, ui, validation } from '../../../../shared/messages';
import { ApiError, api, errorText } from '../../api/client';

/** The size to send: undefined for the server's default, null when the text is not a valid size. */
export function parseSize(text: string): string | undefined | null {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (!/^\d+$/.test(trimmed)) return null;
  const mb = Number(trimmed);
  return mb >= 1 && mb <= limits.burnMemoryMaxMb ? String(mb) : null;
}

interface Props {
  disabled: boolean;
  onRoutesOff: () => void;
}

export function BurnMemory({ disabled, onRoutesOff }: Props) {
  const [size, setSize] = useState('');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const mb = parseSize(size);
    setResult(null);
    if (mb === null) {
      setError(validation.burnSizeInvalid);
      return;
    }
    setError(null);
    setRunning(true);
    try {
      const answer = await api('burn-memory', {
        ...(mb ? { query: { size: mb } } : {}),
        fallback: toasts.burnMemoryFailed,
      });
      setResult(answer.message);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) onRoutesOff();
      else {
        setError(errorText(failure, toasts.burnMemoryFailed));
        toast.error(toasts.burnMemoryFailed);
      }
    } finally {
      setRunning(false);
    }
  };

  return (
    <form className="burn-control" onSubmit={submit} aria-label={ui.burnMemory} noValidate>
      <label className="field">
        {profileLabels.burnMemorySize}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={limits.burnMemoryMaxMb}
          step={1}
          value={size}
          placeholder={profileLabels.burnMemoryPlaceholder}
          onChange={(e) => setSize(e.target.value)}
          disabled={disabled}
        />
      </label>
      <button type="submit" className="button" disabled={disabled || running}>
        {ui.burnMemory}
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {result ? (
        <p className="burn-result" role="status" data-testid="burn-memory-result">
          {result}
        </p>
      ) : null}
    </form>
  );
}
