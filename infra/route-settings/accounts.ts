/**
 * The settings of the account routes of functions/auth/: sign-up, sign-in and sign-out, the
 * profile, passwords and their reset, the address and its verification, invitations read at
 * sign-up, and an account's deletion. One part of the table of infra/route-settings.ts.
 */
import {
  accountDeletion,
  adminSecondFactor,
  deletionCalls,
  passwordWork,
  read,
  sessionPasswordCheck,
  write,
} from './presets';
import type { AreaSettings } from './types';

export const accountRouteSettings = {
  /** The session read; an admin without a second factor also reads whether the deploy requires one. */
  'auth-user': {
    ...read,
    ddbCalls: 3,
    ddbCallsWhy:
      'the profile, the count of unseen notifications (one Query), and at most once an hour the seen mark',
  },
  'auth-signin': {
    ...passwordWork,
    ddbCalls: 8,
    ddbCallsWhy: `attempts are reserved in two rate windows before the check and given back after (with two-factor on, the challenge is written instead of the session); ${adminSecondFactor}`,
  },
  'auth-signup': {
    ...passwordWork,
    mail: true,
    ddbCalls: 4,
    ddbCallsWhy:
      "the deploy's settings are read (who may sign up) beside the invitation, when there is one, then one transaction; a sign-up that mails a verification link counts it in the account's daily window",
  },
  'auth-logout': write,
  'auth-change-password': {
    ...passwordWork,
    ddbCalls: 6,
    ddbCallsWhy: `${sessionPasswordCheck}; then one write changes the hash and ends the other sessions`,
  },
  'auth-update-profile': {
    ...write,
    mail: true,
    ddbCalls: 4,
    ddbCallsWhy:
      "a new address reserves a mail in the account's daily window, then one transaction (with its verification link), then the profile is read for the answer",
  },
  'auth-options': { ...read, ddbCalls: 1 },
  'auth-invite': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      "the address's check is reserved in its rate window, then the invitation and its inviter are read",
  },
  'auth-password-reset': {
    ...passwordWork,
    ddbCalls: 6,
    ddbCallsWhy:
      "the address's check is reserved in its rate window, the link read, then one transaction uses it and sets the password (4); with a code, the account is read and the check reserved in its two windows (6)",
  },
  'auth-password-forgot': {
    ...write,
    mail: true,
    ddbCalls: 6,
    ddbCallsWhy:
      "the address's and the login's windows are reserved, the login's account found (its username or address claim, then its profile), then one transaction makes the link",
  },
  'auth-email-verify-request': {
    ...write,
    mail: true,
    ddbCalls: 3,
    ddbCallsWhy: "the account's mail window is reserved, then one transaction makes the link",
  },
  'auth-email-verify': {
    ...passwordWork,
    mail: true,
    ddbCalls: 10,
    ddbCallsWhy:
      "the address's check is reserved in its rate window, the link and its account read; a link made for a session reserves the password check in two windows (given back when right) and, with two-factor on, the code check in two more; then one transaction verifies and claims the address (and keeps the undo link)",
  },
  'auth-email-undo': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      "the address's check is reserved in its rate window, the link and its account read, then one transaction puts the address back",
  },
  'auth-password-reset-account': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      "the address's check is reserved in its rate window, the link and its account read, then the passkeys queried",
  },
  'auth-password-reset-passkey-delete': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      "the address's check is reserved in its rate window, the link and its account read, one transaction removes the passkey, then the passkeys left are queried",
  },
  'auth-delete-account': {
    ...passwordWork,
    ...accountDeletion,
    ddbCalls: 9,
    ddbCallsWhy: `${sessionPasswordCheck} (with two-factor on, the first call's code check reserved in two more); ${deletionCalls}`,
  },
} as const satisfies AreaSettings;
