/**
 * Email addresses and their verification (docs/api.md#email). A profile has two: `email`, the
 * address shown, which a session changes at once, and the recovery address (`recoveryEmail`,
 * `recoveryOf`), the verified one that recovery mail goes to, which only a verification link
 * confirmed with the account's password moves (docs/decisions/0142-sensitive-changes-need-proof.md).
 * A verification link's token is stored only as its SHA-256, twice: as the key of a lookup item
 * (`VERIFY#<hash>`, naming the account and the address it was sent to) and on the profile
 * (`emailVerifyHash`), so only the newest link of an account works, and only while the profile
 * still shows that address. The recovery address is claimed (`EMAIL#<lowercase address>`) for its
 * account, in the transaction that confirms it: one account per address, and the
 * forgotten-password route finds the account by it.
 */

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { accountTexts, serverErrors } from '@shared/messages/server';
import type { StartView } from '@shared/web-views';
import { Conflict, Invalid } from '../../lib/errors';
import { db, tableName } from '../core/client';
import { keys } from '../core/keys';
import { type TransactItem, TransactionCancelled, tags, transact } from '../core/transactions';
import { noKey, type UnitOfWork } from '../core/unit-of-work';
import { joinParts, type UpdateParts } from '../core/update-parts';
import { type Addresses, claimRelease, recoveryOf, sameAddress } from './recovery-address';
import { type NewUndo, undoWrites } from './recovery-undo';
import { type SecondFactorProof, spent, withoutTwoFactor } from './two-factor';
import type { UserItem } from './users';

/** How long a verification link lives. */
export const verificationSeconds = 24 * 60 * 60;

interface VerificationItem {
  pk: string;
  sk: string;
  type: 'emailVerification';
  userId: string;
  /** The address as the profile held it when the link was made. */
  email: string;
  /** Mailed by a sign-up, before any session existed: its click alone verifies. */
  signUp?: true;
  /** Epoch seconds: also the TTL. */
  expiresAt: number;
}

/** A new link's hash and expiry (functions/lib/link-tokens.ts makes the token). */
export interface NewVerification {
  hash: string;
  expiresAt: number;
}

/**
 * The write of a new verification link for `email` on `userId`'s profile: its lookup (the profile's
 * hash is written by the caller's Update). `signUp`: mailed by a sign-up, verified by its click.
 */
export function verificationWrites(
  userId: string,
  email: string,
  link: NewVerification,
  options: { signUp?: boolean } = {},
): TransactItem {
  const item: VerificationItem = {
    ...keys.emailVerification(link.hash),
    type: 'emailVerification',
    userId,
    email,
    ...(options.signUp ? { signUp: true as const } : {}),
    expiresAt: link.expiresAt,
  };
  return { tag: tags.emailVerification(link.hash), write: { Put: { TableName: tableName, Item: item } } };
}

/** Sends nothing: makes a new verification link for the profile's current address. */
export async function issueVerification(
  user: Pick<UserItem, 'id' | 'email'>,
  link: NewVerification,
  unit: UnitOfWork,
): Promise<void> {
  try {
    await transact(
      [
        verificationWrites(user.id, user.email, link),
        {
          tag: tags.profile(user.id),
          write: {
            Update: {
              TableName: tableName,
              Key: keys.user(user.id),
              UpdateExpression: 'SET emailVerifyHash = :hash',
              // The address may have changed since the session read: the link would name the old one.
              ConditionExpression: 'email = :email',
              ExpressionAttributeValues: { ':hash': link.hash, ':email': user.email },
            },
          },
        },
      ],
      unit,
    );
  } catch (error) {
    if (error instanceof TransactionCancelled) throw new Conflict(accountTexts.accountChanged);
    throw error;
  }
}

/** A live verification link, as its lookup names it. */
export interface VerificationLink {
  hash: string;
  userId: string;
  email: string;
  /** Mailed by a sign-up: verified by its click alone. */
  signUp: boolean;
}

/**
 * The link a token's hash names, while it lives and its account still shows the address it was
 * sent to with this link as its newest (Invalid otherwise), and that account as read.
 */
export async function liveVerification(
  hash: string,
  nowSeconds: number,
): Promise<{ link: VerificationLink; account: UserItem }> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.emailVerification(hash), ConsistentRead: true }),
  );
  const item = Item as VerificationItem | undefined;
  if (!item || item.expiresAt <= nowSeconds) throw new Invalid(accountTexts.verifyLinkInvalid);
  const { Item: profile } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.user(item.userId), ConsistentRead: true }),
  );
  const account = profile as UserItem | undefined;
  if (!account || account.emailVerifyHash !== hash || account.email !== item.email || account.deleting)
    throw new Invalid(accountTexts.verifyLinkInvalid);
  return {
    link: { hash, userId: item.userId, email: item.email, signUp: item.signUp === true },
    account,
  };
}

/**
 * What confirms a link made for a session: the password hash checked (the account's still), and
 * the second factor spent with it when two-factor sign-in is on. None for a sign-up's link.
 */
export interface AddressProof {
  passwordHash: string;
  secondFactor?: SecondFactorProof;
}

/** The profile's part of a confirmation: the address becomes the recovery address, the link dies. */
function confirmedParts(
  link: VerificationLink,
  account: UserItem,
  proof: AddressProof | null,
): UpdateParts[] {
  const seq = account.recoverySeq;
  const parts: UpdateParts[] = [
    {
      set: ['emailVerified = :true', 'recoveryEmail = :email', 'recoverySeq = :seq'],
      remove: ['emailVerifyHash', 'mustVerifyEmail'],
      conditions: [
        'emailVerifyHash = :hash AND email = :email',
        // A confirmation or undo since the read would make the old address (and its claim) stale.
        seq === undefined ? 'attribute_not_exists(recoverySeq)' : 'recoverySeq = :readSeq',
      ],
      values: {
        ':true': true,
        ':email': link.email,
        ':seq': (seq ?? 0) + 1,
        ':hash': link.hash,
        ...(seq === undefined ? {} : { ':readSeq': seq }),
      },
    },
  ];
  if (proof) {
    // A password changed since the check refuses it; so does two-factor turned on meanwhile.
    parts.push({ conditions: ['passwordHash = :password'], values: { ':password': proof.passwordHash } });
    parts.push(proof.secondFactor ? spent(proof.secondFactor) : withoutTwoFactor);
  }
  return parts;
}

/** The Put of the account's claim on `email` (any case), refused when another account holds it. */
export function claimWrite(userId: string, email: string): TransactItem {
  const emailLower = email.toLowerCase();
  return {
    tag: tags.emailClaim(emailLower),
    write: {
      Put: {
        TableName: tableName,
        Item: { ...keys.emailClaim(emailLower), type: 'emailClaim', userId },
        ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
        ExpressionAttributeValues: { ':me': userId },
      },
    },
  };
}

/**
 * Makes the address a live link names (`liveVerification`) the account's recovery address: marked
 * verified, claimed, the previous recovery address's claim given up and the link ended, in one
 * transaction. `proof`: the password (and second factor) that confirmed it, for any link but a
 * sign-up's. `undo`: the undo link mailed to the previous recovery address (./recovery-undo.ts).
 * Conflict when another account verified the address first, or the account changed meanwhile;
 * Invalid when the link died meanwhile, or the code was spent.
 */
export async function confirmAddress(
  link: VerificationLink,
  account: UserItem,
  proof: AddressProof | null,
  undo: NewUndo | null,
  nowSeconds: number,
): Promise<void> {
  const previous = recoveryOf(account);
  const claimTag = tags.emailClaim(link.email.toLowerCase());
  const profileTag = tags.profile(link.userId);
  const kept = undo ? undoWrites(account, undo, (account.recoverySeq ?? 0) + 1, nowSeconds) : null;
  const release = sameAddress(previous, link.email) ? null : claimRelease(link.userId, previous);
  try {
    await transact(
      [
        {
          tag: tags.emailVerification(link.hash),
          write: {
            Delete: {
              TableName: tableName,
              Key: keys.emailVerification(link.hash),
              ConditionExpression: 'expiresAt > :now',
              ExpressionAttributeValues: { ':now': nowSeconds },
            },
          },
        },
        {
          tag: profileTag,
          write: {
            Update: {
              TableName: tableName,
              Key: keys.user(link.userId),
              ...joinParts(...confirmedParts(link, account, proof), ...(kept ? [kept.parts] : [])),
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            },
          },
        },
        claimWrite(link.userId, link.email),
        ...(release ? [release] : []),
        ...(kept ? [kept.lookup] : []),
      ],
      // A public route: it takes no Idempotency-Key.
      noKey,
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    if (error.conditionFailed(claimTag)) throw new Conflict(accountTexts.emailTaken);
    const old = error.reason(profileTag)?.old as Partial<UserItem> | undefined;
    if (old?.emailVerifyHash !== link.hash || old.email !== link.email)
      throw new Invalid(accountTexts.verifyLinkInvalid);
    if (proof && old.passwordHash !== proof.passwordHash) throw new Invalid(serverErrors.wrongPassword);
    if (old.recoverySeq !== account.recoverySeq) throw new Conflict(accountTexts.accountChanged);
    // What is left is the second factor: spent meanwhile, or two-factor turned on since the read.
    if (proof) throw new Invalid(proof.secondFactor ? accountTexts.codeInvalid : accountTexts.resetNeedsCode);
    throw new Conflict(accountTexts.accountChanged);
  }
}

/** The account whose verified address this is (any case), or undefined. */
export async function userIdByEmail(emailLower: string): Promise<string | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.emailClaim(emailLower), ConsistentRead: true }),
  );
  return (Item as { userId?: string } | undefined)?.userId;
}

/**
 * The Delete of the account's claim on its recovery address (none when it has none), when the
 * account is deleted (./account-deletion.ts). Only its own claim.
 */
export const releasedEmail = (user: Addresses & Pick<UserItem, 'id'>): TransactItem | null =>
  claimRelease(user.id, recoveryOf(user));

/**
 * The part of an address change that keeps the recovery address as read: conditioned on it, and
 * written down on a profile from before `recoveryEmail` (its verified `email`).
 */
function recoveryKept(user: Addresses, recovery: string): UpdateParts {
  if (user.recoveryEmail !== undefined)
    return { conditions: ['recoveryEmail = :recovery'], values: { ':recovery': recovery } };
  const wasVerified = recovery !== '';
  return {
    set: wasVerified ? ['recoveryEmail = :recovery'] : [],
    conditions: [
      'attribute_not_exists(recoveryEmail)',
      wasVerified
        ? 'emailVerified = :wasVerified'
        : 'attribute_not_exists(emailVerified) OR emailVerified = :wasVerified',
    ],
    values: { ':wasVerified': wasVerified, ...(wasVerified ? { ':recovery': recovery } : {}) },
  };
}

/**
 * Gives `user` a new address to show (and bio), at once: its recovery address and that address's
 * claim stay (a session alone cannot move where recovery mail goes). The address is verified when
 * it is the recovery address (in any case), else unverified until its link is confirmed. The old
 * link dies; with `link`, the new address's link is made in the same transaction. A profile
 * written before `recoveryEmail` existed gets it written down here, from its verified `email`.
 */
export async function changeEmail(
  user: Pick<UserItem, 'id' | 'email' | 'emailVerified' | 'recoveryEmail'>,
  fields: { email: string; bio?: string; startView?: StartView },
  link: NewVerification | null,
  unit: UnitOfWork,
): Promise<void> {
  const recovery = recoveryOf(user);
  const parts: UpdateParts[] = [
    {
      set: ['email = :email', 'emailVerified = :verified'],
      // The address read with the session is still the one being replaced.
      conditions: ['email = :old'],
      values: {
        ':email': fields.email,
        ':verified': sameAddress(recovery, fields.email),
        ':old': user.email,
      },
    },
    recoveryKept(user, recovery),
  ];
  if (fields.bio !== undefined) parts.push({ set: ['bio = :bio'], values: { ':bio': fields.bio } });
  if (fields.startView !== undefined)
    parts.push({ set: ['startView = :startView'], values: { ':startView': fields.startView } });
  parts.push(
    link
      ? { set: ['emailVerifyHash = :hash'], values: { ':hash': link.hash } }
      : { remove: ['emailVerifyHash'] },
  );
  const expressions = joinParts(...parts);
  const writes: TransactItem[] = [
    {
      tag: tags.profile(user.id),
      write: { Update: { TableName: tableName, Key: keys.user(user.id), ...expressions } },
    },
  ];
  if (link && fields.email) writes.push(verificationWrites(user.id, fields.email, link));
  try {
    await transact(writes, unit);
  } catch (error) {
    if (error instanceof TransactionCancelled) throw new Conflict(accountTexts.accountChanged);
    throw error;
  }
}
