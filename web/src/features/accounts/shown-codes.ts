/**
 * The recovery codes on show, kept outside the section that shows them. Turning two-factor sign-in
 * on changes the user, which the page reads again (the live update of the profile): an admin the
 * site sent to set it up then gets the whole profile back, with the section in another place. The
 * codes are shown only once, so they stay until the user says they saved them, whichever section
 * shows them. In memory only: never stored, gone with the page.
 */
import { useSyncExternalStore } from 'react';

let shown: readonly string[] | null = null;
const listeners = new Set<() => void>();

export function showCodes(codes: readonly string[] | null): void {
  shown = codes;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useShownCodes = (): readonly string[] | null => useSyncExternalStore(subscribe, () => shown);
