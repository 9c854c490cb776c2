/**
 * 'Burn Memory': GET /burn/memory?size={MB}. The size is a whole number from 1 to 400 (the input
 * enforces it; empty means the server's default, 200). Shows the server's answer, or the error toast.
 */
import { limits } from '@shared/limits';
import { profileLabels, toasts, ui } from '@shared/messages/screens';
import { validation } from '@shared/messages/validation';
import { type FormEvent, useState } from 'react';
import { ApiError, errorText } from '../../api/client';
import { toast } from '../../lib/toast';
import { burnMemory } from './api/memory';
import { BurnForm, parseWholeNumber } from './BurnForm';

/** The size to send: undefined for the server's default, null when the text is not a valid size. */
export function parseSize(text: string): string | undefined | null {
  const mb = parseWholeNumber(text, limits.burnMemoryMaxMb);
  return mb == null ? mb : String(mb);
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
      setResult(await burnMemory(mb));
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
    <BurnForm
      title={ui.burnMemory}
      fieldLabel={profileLabels.burnMemorySize}
      placeholder={profileLabels.burnMemoryPlaceholder}
      max={limits.burnMemoryMaxMb}
      value={size}
      onValueChange={setSize}
      onSubmit={submit}
      disabled={disabled}
      busy={running}
      error={error}
    >
      {result ? (
        <p className="burn-result" role="status" data-testid="burn-memory-result">
          {result}
        </p>
      ) : null}
    </BurnForm>
  );
}
