/**
 * A form that sends one request: busy meanwhile (a second submit does nothing), the failure's text
 * kept to show, and `field` focused when the form appears and again after a failure, so that a
 * keyboard user types on where the form needs them.
 */
import { type FormEvent, type RefObject, useEffect, useState } from 'react';
import { errorText } from '../../api/client';

export function useFormRequest(field: RefObject<HTMLInputElement | null>, failureText: string) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => field.current?.focus(), [field]);
  const run = async (event: FormEvent, work: () => Promise<void>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorText(failure, failureText));
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run };
}
