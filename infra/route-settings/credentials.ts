/**
 * The settings of the credential routes of functions/auth/ besides the password: passkeys,
 * sessions, two-factor sign-in and a session's step-up. One part of the table of
 * infra/route-settings.ts.
 */
import { passwordWork, read, sessionPasswordCheck, write } from './presets';
import type { AreaSettings } from './types';

export const credentialRouteSettings = {
  /** scrypt for the password a registration starts with (decision 0142), as for a sign-in. */
  'auth-passkeys-register-options': {
    ...passwordWork,
    ddbCalls: 10,
    ddbCallsWhy: `${sessionPasswordCheck}; with two-factor on, the code check is reserved in two more and the code spent; the user's passkeys are read (not to register one twice), then the challenge kept`,
  },
  'auth-passkeys-register-verify': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: 'the challenge is taken, then one transaction stores the passkey and counts it',
  },
  'auth-passkeys-signin-options': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: "the address's window is reserved, then the challenge kept",
  },
  'auth-passkeys-signin-verify': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      'the challenge is taken, the user and the passkey read together, then its counter moves and the session is added',
  },
  'auth-passkeys': { ...read, ddbCalls: 2 },
  'auth-passkey-delete': write,
  'auth-sessions': { ...read, ddbCalls: 1 },
  'auth-session-delete': write,
  'auth-sessions-revoke-others': write,
  /** Two-factor sign-in: scrypt for the password of setup and disable, as for a sign-in. */
  'auth-2fa-setup': {
    ...passwordWork,
    ddbCalls: 6,
    ddbCallsWhy: `${sessionPasswordCheck}; then the pending secret is written`,
  },
  'auth-2fa-enable': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      "the code check is reserved in the account's and the address's windows, then the profile is written",
  },
  'auth-2fa-disable': {
    ...passwordWork,
    ddbCalls: 9,
    ddbCallsWhy: `an admin reads whether the deploy requires a second factor; ${sessionPasswordCheck}; the code check is reserved in the account's and the address's windows, then the profile is written`,
  },
  /** A session proves a second factor (docs/decisions/0142-sensitive-changes-need-proof.md). */
  'auth-step-up': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      "a code: the code check is reserved in the account's and the address's windows, then one write spends it and marks the session; a passkey: its challenge taken, the passkey read, its counter and the session written",
  },
  'auth-signin-2fa': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      "the challenge is read, then the account beside the code check's two windows, then one transaction spends the challenge and the code and adds the session (a wrong code: one write counts it against the challenge)",
  },
} as const satisfies AreaSettings;
