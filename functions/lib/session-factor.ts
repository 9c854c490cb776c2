/**
 * What a session alone may not do (docs/decisions/0142-sensitive-changes-need-proof.md). A session
 * is a bearer token; how it signed in is recorded on its entry (functions/data/accounts/session-entries.ts:
 * the password alone, the password and a code, a passkey, or a second factor proved later by
 * POST /api/auth/step-up). These are the refusals the routes give a session that has not proved
 * enough, each saying what the web must ask for before it sends the request again.
 */
import { accountTexts } from '@shared/messages/server';
import { hasSecondFactor } from '../data/accounts/deploy';
import { secondFactorOf } from '../data/accounts/session-entries';
import type { UserItem } from '../data/accounts/users';
import { Forbidden, NotSignedIn } from './errors';
import type { SessionClaims } from './session';

type Account = Pick<UserItem, 'twoFactor' | 'passkeyCount' | 'sessions'>;

/** What a step-up may use on this account: a code (two-factor sign-in on), a passkey (one registered). */
export const stepUpMethods = (account: Pick<UserItem, 'twoFactor' | 'passkeyCount'>) => ({
  code: account.twoFactor === true,
  passkey: (account.passkeyCount ?? 0) > 0,
});

/**
 * 403 with `twoFactorRequired: true` and the `stepUp` methods: this session must prove the
 * account's second factor (POST /api/auth/step-up) before the request is sent again.
 */
export class StepUpNeeded extends Forbidden {
  override readonly details: Readonly<{
    twoFactorRequired: true;
    stepUp: { code: boolean; passkey: boolean };
  }>;
  constructor(message: string, account: Pick<UserItem, 'twoFactor' | 'passkeyCount'>) {
    super(message);
    this.details = { twoFactorRequired: true, stepUp: stepUpMethods(account) };
  }
}

/** 401 of a change that needs the password (and code) besides the session: `passwordNeeded: true`. */
export class PasswordNeeded extends NotSignedIn {
  override readonly details: Readonly<{ passwordNeeded: true; twoFactor: boolean }>;
  constructor(account: Pick<UserItem, 'twoFactor'>) {
    super(accountTexts.passwordToContinue);
    this.details = { passwordNeeded: true, twoFactor: account.twoFactor === true };
  }
}

/** Whether this session proved a second factor (at its sign-in, or by a step-up since). */
export const sessionHasSecondFactor = (
  account: Pick<UserItem, 'sessions'>,
  session: SessionClaims,
): boolean => secondFactorOf(account.sessions, session.sessionId) !== null;

/**
 * StepUpNeeded unless this session proved a second factor; `message` says what waits for it. For
 * an account with a second factor only: one without has nothing to step up with.
 */
export function requireSessionSecondFactor(account: Account, session: SessionClaims, message: string): void {
  if (hasSecondFactor(account) && !sessionHasSecondFactor(account, session))
    throw new StepUpNeeded(message, account);
}

/**
 * Before adding a second factor (a passkey, an authenticator app): an account that has one already
 * needs it proved by this session, or whoever holds the cookie and knows the password could add
 * their own and sign in with it as an admin's second factor.
 */
export const requireFactorToAdd = (account: Account, session: SessionClaims): void =>
  requireSessionSecondFactor(account, session, accountTexts.addFactorNeedsSecondFactor);
