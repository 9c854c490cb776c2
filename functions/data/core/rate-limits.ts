/**
 * Fixed-window attempt counters (sign-ins per username and per client address, link and code
 * checks). An item holds
 * `count` and `expiresAt` (the window's end, epoch seconds, also the TTL attribute). DynamoDB Local
 * never deletes expired items and AWS may take hours to, so every condition checks the expiry itself.
 *
 * An attempt is *reserved* before the work it guards (the password check) with a conditional
 * update that refuses once the window holds `max` attempts. Reading the count first and adding to it
 * afterwards let any number of parallel attempts through (they all read the same count); a
 * conditional update cannot be overtaken, so at most `max` attempts per window get through under
 * any concurrency. A successful attempt gives its reservation back (`release`) or clears the window.
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { limits } from '@shared/limits';
import { accountTexts } from '@shared/messages/server';
import { twoFactorLimits } from '@shared/two-factor';
import { TooMany } from '../../lib/errors';
import type { ItemKey } from './batch';
import { db, tableName } from './client';
import { isConditionFailed } from './conditional';
import { keys } from './keys';

/**
 * Longest client address used as it is in a key. API Gateway's sourceIp is at most an IPv6 address
 * (45 characters); anything longer (a forged X-Forwarded-For in the local gateway's test mode) is
 * hashed, so a counter's key stays far below DynamoDB's 2,048-byte partition key limit.
 */
const addressKeyMax = 64;

const addressPart = (sourceIp: string): string =>
  sourceIp.length <= addressKeyMax
    ? sourceIp
    : `sha256:${createHash('sha256').update(sourceIp).digest('hex')}`;

/** `usernameLower` is at most limits.usernameMax characters: the sign-in schema refuses longer ones. */
export const signInCounterKeys = (usernameLower: string, sourceIp: string) => ({
  username: keys.rate(`signin-user#${usernameLower}`),
  address: keys.rate(`signin-ip#${addressPart(sourceIp)}`),
});

/** The calendar feed's reads per client address: polled by calendar apps, guessed by nobody. */
export const calendarFeedCounterKey = (sourceIp: string) => keys.rate(`calendar-ip#${addressPart(sourceIp)}`);

/** The link checks a client address may make per window: the setup link, reset links, invitations. */
type LinkCheck = 'setup' | 'reset' | 'invite' | 'verify' | 'forgot' | 'passkey';

export const linkCheckCounterKey = (check: LinkCheck, sourceIp: string) =>
  keys.rate(`${check}-ip#${addressPart(sourceIp)}`);

/**
 * The account mail sent to one account or asked for one login (verification links, forgotten
 * passwords): keyed by what was typed, so a login that names no account costs the same.
 */
export const accountMailCounterKey = (who: string) =>
  keys.rate(`mail#${who.length <= addressKeyMax * 4 ? who : createHash('sha256').update(who).digest('hex')}`);
/**
 * Password checks outside sign-in (functions/lib/password-check.ts), per account and per client
 * address: a session left open, or a verification link, must not let the password be guessed.
 */
export const passwordCheckCounterKeys = (userId: string, sourceIp: string) => ({
  account: keys.rate(`password-user#${userId}`),
  address: keys.rate(`password-ip#${addressPart(sourceIp)}`),
});

/** Second-factor code checks, per account and per client address (../accounts/two-factor.ts's routes). */
export const codeCheckCounterKeys = (userId: string, sourceIp: string) => ({
  account: keys.rate(`code-user#${userId}`),
  address: keys.rate(`code-ip#${addressPart(sourceIp)}`),
});

export interface Window {
  /** Attempts a window holds; the next one is refused. */
  max: number;
  windowSeconds: number;
  nowSeconds: number;
}

/** The counter of `old` when it is a live window, else null (absent, expired or not known). */
function liveCountOf(old: Record<string, { N?: string }> | undefined, nowSeconds: number): number | null {
  const expiresAt = Number(old?.expiresAt?.N ?? Number.NaN);
  return expiresAt > nowSeconds ? Number(old?.count?.N ?? 0) : null;
}

/** Adds one attempt to a live window below the limit, or to an absent item (opening a window). */
async function addToLiveWindow(key: ItemKey, window: Window): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      UpdateExpression:
        'SET #count = if_not_exists(#count, :zero) + :one, expiresAt = if_not_exists(expiresAt, :end), #type = :type',
      ConditionExpression: 'attribute_not_exists(pk) OR (expiresAt > :now AND #count < :max)',
      ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
      ExpressionAttributeValues: {
        ':zero': 0,
        ':one': 1,
        ':end': window.nowSeconds + window.windowSeconds,
        ':now': window.nowSeconds,
        ':max': window.max,
        ':type': 'rate',
      },
      // On refusal DynamoDB sends the item back, so a full window costs one call, not three.
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    }),
  );
}

/** Replaces an expired window by a fresh one holding this attempt (refused when it is live). */
async function reopenExpiredWindow(key: ItemKey, window: Window): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      UpdateExpression: 'SET #count = :one, expiresAt = :end',
      ConditionExpression: 'expiresAt <= :now',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':end': window.nowSeconds + window.windowSeconds,
        ':now': window.nowSeconds,
      },
    }),
  );
}

/** Runs a conditional write: true when written, false when its condition refused it. */
async function conditionally(write: () => Promise<void>): Promise<{ written: boolean; error?: unknown }> {
  try {
    await write();
    return { written: true };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return { written: false, error };
  }
}

/**
 * Reserves one attempt in the counter's window. True: reserved (the caller may do the work); false:
 * the live window already holds `window.max` attempts (answer 429 without doing the work).
 */
export async function reserveAttempt(key: ItemKey, window: Window): Promise<boolean> {
  // Two rounds at most: the second covers a window that expired, was reopened or was cleared by
  // another request between our two calls.
  for (let round = 0; round < 2; round++) {
    const added = await conditionally(() => addToLiveWindow(key, window));
    if (added.written) return true;
    const old = (added.error as { Item?: Record<string, { N?: string }> }).Item;
    // A live window refused us: it is full. Without the old item (an engine that does not send it
    // back) fall through: the reopen below is refused too when the window is live.
    if (old && liveCountOf(old, window.nowSeconds) !== null) return false;
    if ((await conditionally(() => reopenExpiredWindow(key, window))).written) return true;
  }
  return false;
}

/**
 * Reserves one attempt in each window (in parallel). True when every window took it; otherwise the
 * reservations that were granted are given back (this attempt checks nothing) and false.
 */
export async function reserveAttempts(counters: ItemKey[], window: Window): Promise<boolean> {
  const granted = await Promise.all(counters.map((key) => reserveAttempt(key, window)));
  if (granted.every(Boolean)) return true;
  await Promise.all(
    counters.map((key, i) => (granted[i] ? releaseAttempt(key, window.nowSeconds) : undefined)),
  );
  return false;
}

/**
 * After an attempt that passed its check: the account's own window is cleared (its failures were
 * someone who now knows the password) and the address's reservation given back.
 */
export async function attemptPassed(account: ItemKey, address: ItemKey, nowSeconds: number): Promise<void> {
  await Promise.all([clearCounter(account), releaseAttempt(address, nowSeconds)]);
}

/** Gives a reservation back after the attempt succeeded (a no-op when the window is gone). */
export async function releaseAttempt(key: ItemKey, nowSeconds: number): Promise<void> {
  await conditionally(() =>
    db
      .send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'ADD #count :minusOne',
          ConditionExpression: 'expiresAt > :now AND #count > :zero',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0, ':now': nowSeconds },
        }),
      )
      .then(() => undefined),
  );
}

export async function clearCounter(key: ItemKey): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: key }));
}

/**
 * Reserves one link check for the client address in the window, or throws TooMany. Even a token of
 * 256 bits is checked at a bounded rate: the limit spends an attacker's time, not ours.
 */
export async function limitLinkChecks(check: LinkCheck, sourceIp: string, window: Window): Promise<void> {
  if (!(await reserveAttempt(linkCheckCounterKey(check, sourceIp), window)))
    throw new TooMany(accountTexts.tooManyAttempts, window.windowSeconds);
}

/**
 * Reserves one second-factor code check for the account and for the client address
 * (shared/two-factor.ts `twoFactorLimits`), or throws TooMany. Every check counts, a right code too
 * (as a link check does): the limits are far above what a person signing in needs, and keep an
 * authenticator's million codes out of a guesser's reach. A check one window refuses gives the
 * other window its reservation back: it checks nothing.
 */
export async function limitCodeChecks(userId: string, sourceIp: string, nowSeconds: number): Promise<void> {
  const counters = codeCheckCounterKeys(userId, sourceIp);
  const windowSeconds = twoFactorLimits.codeCheckWindowMinutes * 60;
  const [byAccount, byAddress] = await Promise.all([
    reserveAttempt(counters.account, {
      max: twoFactorLimits.codeChecksPerAccount,
      windowSeconds,
      nowSeconds,
    }),
    reserveAttempt(counters.address, {
      max: twoFactorLimits.codeChecksPerAddress,
      windowSeconds,
      nowSeconds,
    }),
  ]);
  if (byAccount && byAddress) return;
  await Promise.all([
    byAccount ? releaseAttempt(counters.account, nowSeconds) : undefined,
    byAddress ? releaseAttempt(counters.address, nowSeconds) : undefined,
  ]);
  throw new TooMany(accountTexts.tooManyAttempts, windowSeconds);
}

/**
 * Reserves one password check for the account and for the client address (limits
 * `passwordChecksPerAccount`, `passwordChecksPerAddress`), or throws TooMany; a check one window
 * refuses gives the other its reservation back. A wrong password keeps both reservations (they are
 * the failure counts); a right one calls `attemptPassed` with the same keys.
 */
export async function limitPasswordChecks(
  userId: string,
  sourceIp: string,
  nowSeconds: number,
): Promise<void> {
  const counters = passwordCheckCounterKeys(userId, sourceIp);
  const windowSeconds = limits.passwordCheckWindowMinutes * 60;
  const [byAccount, byAddress] = await Promise.all([
    reserveAttempt(counters.account, { max: limits.passwordChecksPerAccount, windowSeconds, nowSeconds }),
    reserveAttempt(counters.address, { max: limits.passwordChecksPerAddress, windowSeconds, nowSeconds }),
  ]);
  if (byAccount && byAddress) return;
  await Promise.all([
    byAccount ? releaseAttempt(counters.account, nowSeconds) : undefined,
    byAddress ? releaseAttempt(counters.address, nowSeconds) : undefined,
  ]);
  throw new TooMany(accountTexts.tooManyAttempts, windowSeconds);
}

/**
 * Invitation mail (functions/invites/create.ts), per day: per sender (an admin's larger) and per
 * address, so one account cannot make the site mail strangers in bulk, nor many accounts one
 * stranger. Addresses count in lower case (one mailbox whatever its spelling); long ones hashed.
 */
export const inviteMailCounterKeys = (senderId: string, address: string) => {
  const lower = address.toLowerCase();
  return {
    sender: keys.rate(`invite-mail-user#${senderId}`),
    address: keys.rate(
      `invite-mail-to#${lower.length <= addressKeyMax ? lower : createHash('sha256').update(lower).digest('hex')}`,
    ),
  };
};

/**
 * Reserves one invitation mail for the sender and for the address, or throws TooMany (the request
 * then makes nothing). A mail one window refuses gives the other its reservation back.
 */
export async function limitInviteMail(
  sender: { id: string; isAdmin: boolean },
  address: string,
  nowSeconds: number,
): Promise<void> {
  const counters = inviteMailCounterKeys(sender.id, address);
  const windowSeconds = 24 * 60 * 60;
  const perSender = sender.isAdmin ? limits.inviteMailsPerDayAdmin : limits.inviteMailsPerDay;
  const [bySender, byAddress] = await Promise.all([
    reserveAttempt(counters.sender, { max: perSender, windowSeconds, nowSeconds }),
    reserveAttempt(counters.address, { max: limits.inviteMailsPerAddressPerDay, windowSeconds, nowSeconds }),
  ]);
  if (bySender && byAddress) return;
  await Promise.all([
    bySender ? releaseAttempt(counters.sender, nowSeconds) : undefined,
    byAddress ? releaseAttempt(counters.address, nowSeconds) : undefined,
  ]);
  throw new TooMany(accountTexts.tooManyInvitations, windowSeconds);
}
