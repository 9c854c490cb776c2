/**
 * The profile's two-factor sign-in (docs/api.md#two-factor-sign-in): set up with the password,
 * turned on with a code (answering the recovery codes, once), turned off with the password and a
 * code. Sent at once, not through the outbox: each needs the network and an answer there and then.
 * The current user is read again once it changed (`twoFactor`, and the admins' rule).
 */
import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { sessionKeys } from '../../../session/keys';

export const startSetup = (password: string) => api('auth-2fa-setup', { body: { password } });

export const turnOn = (code: string) => api('auth-2fa-enable', { body: { code } });

export const turnOff = (password: string, code: string) =>
  api('auth-2fa-disable', { body: { password, code } });

/** Reads the current user again: whether two-factor sign-in is on changed. */
export function useReadUserAgain(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate(sessionKeys.user);
}
