/**
 * A request a component sends at the user's asking, with its busy and error state: busy while it
 * runs (a button shows it and refuses a second press), the last failure's text cleared when it
 * starts and kept to show when it fails (`errorText`: the server's message, else the fallback).
 */
import { useCallback, useState } from 'react';
import { errorText } from '../api/client';

/** The text a failure shows: a fallback for `errorText`, or a function of the failure. */
export type FailureText = string | ((failure: unknown) => string);

export interface RequestOptions {
  /**
   * Stays busy after a success: the page moves on (a navigation), so nothing may be sent twice. A
   * function is asked once the work is done (whether this success moves on).
   */
  stayBusy?: boolean | (() => boolean);
  /** Told the failure's text as it is shown (a failure that changes the form, such as asking a code). */
  onFailure?: (text: string) => void;
  /** The last text stays shown while this request runs (a status line replaced by the next answer). */
  keepShown?: boolean;
}

export function useRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Runs `work`; resolves true once it succeeded, false once its failure is shown. */
  const run = useCallback(
    async (work: () => Promise<unknown>, failureText: FailureText, options: RequestOptions = {}) => {
      setBusy(true);
      if (!options.keepShown) setError(null);
      try {
        await work();
        const stay = typeof options.stayBusy === 'function' ? options.stayBusy() : options.stayBusy;
        if (!stay) setBusy(false);
        return true;
      } catch (failure) {
        const text = typeof failureText === 'string' ? errorText(failure, failureText) : failureText(failure);
        options.onFailure?.(text);
        setError(text);
        setBusy(false);
        return false;
      }
    },
    [],
  );
  return { busy, error, setError, run };
}
