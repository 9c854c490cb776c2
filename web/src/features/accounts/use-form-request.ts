/**
 * A form that sends one request: busy meanwhile (a second submit does nothing), the failure's text
 * kept to show, and `field` focused when the form appears and again after a failure, so that a
 * keyboard user types on where the form needs them.
 */
import { type FormEvent, type RefObject, useEffect } from 'react';
import { useRequest } from '../../lib/useRequest';

export function useFormRequest(field: RefObject<HTMLInputElement | null>, failureText: string) {
  const request = useRequest();
  const { error, busy } = request;
  useEffect(() => field.current?.focus(), [field]);
  const run = async (event: FormEvent, work: () => Promise<void>) => {
    event.preventDefault();
    if (busy) return;
    await request.run(work, failureText, { onFailure: () => field.current?.focus() });
  };
  return { error, busy, run };
}
