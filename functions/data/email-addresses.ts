/**
 * Email addresses and their verification (docs/api.md#email). A verification link's token is
 * stored only as its SHA-256, twice: as the key of a lookup item (`VERIFY#<hash>`, naming the
 * account and the address it was sent to) and on the profile (`emailVerifyHash`), so only the
 * newest link of an account works, and only while the profile still has that address. A verified
 * address is claimed (`EMAIL#<lowercase address>`) for its account, in the transaction that marks
 * it verified: one account per address, and the forgotten-password route finds the account by it.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { accountTexts } from '@shared/messages/server';
import { Conflict, Invalid } from '../lib/errors';
import { db, tableName } from './client';
import { keys } from './keys';
import { type TransactItem, TransactionCancelled, tags, transact } from './transactions';
import { noKey, type UnitOfWork } from './unit-of-work';
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
  /** Epoch seconds: also the TTL. */
  expiresAt: number;
}

/** A new link's hash and expiry (functions/lib/link-tokens.ts makes the token). */
export interface NewVerification {
  hash: string;
  expiresAt: number;
}

/**
 * The writes of a new verification link for `email` on `userId`'s profile: its lookup, and the
 * profile's hash (which `profileUpdate` may carry with other changes in the same Update).
 */
export function verificationWrites(userId: string, email: string, link: NewVerification): TransactItem {
  const item: VerificationItem = {
    ...keys.emailVerification(link.hash),
    type: 'emailVerification',
    userId,
    email,
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

/**
 * Marks the address a live link names verified, claims it for the account, and ends the link.
 * Invalid when the link is unknown, expired, used, superseded, or the profile's address changed;
 * Conflict when another account verified the address first. Answers the account's id.
 */
export async function verifyEmail(hash: string, nowSeconds: number): Promise<string> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.emailVerification(hash), ConsistentRead: true }),
  );
  const link = Item as VerificationItem | undefined;
  if (!link || link.expiresAt <= nowSeconds) throw new Invalid(accountTexts.verifyLinkInvalid);
  const emailLower = link.email.toLowerCase();
  const claimTag = tags.emailClaim(emailLower);
  try {
    await transact(
      [
        {
          tag: tags.emailVerification(hash),
          write: {
            Delete: {
              TableName: tableName,
              Key: keys.emailVerification(hash),
              ConditionExpression: 'expiresAt > :now',
              ExpressionAttributeValues: { ':now': nowSeconds },
            },
          },
        },
        {
          tag: tags.profile(link.userId),
          write: {
            Update: {
              TableName: tableName,
              Key: keys.user(link.userId),
              UpdateExpression: 'SET emailVerified = :true REMOVE emailVerifyHash, mustVerifyEmail',
              ConditionExpression: 'emailVerifyHash = :hash AND email = :email',
              ExpressionAttributeValues: { ':true': true, ':hash': hash, ':email': link.email },
            },
          },
        },
        {
          tag: claimTag,
          write: {
            Put: {
              TableName: tableName,
              Item: { ...keys.emailClaim(emailLower), type: 'emailClaim', userId: link.userId },
              ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
              ExpressionAttributeValues: { ':me': link.userId },
            },
          },
        },
      ],
      // A public route: it takes no Idempotency-Key.
      noKey,
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailed(claimTag))
      throw new Conflict(accountTexts.emailTaken);
    if (error instanceof TransactionCancelled) throw new Invalid(accountTexts.verifyLinkInvalid);
    throw error;
  }
  return link.userId;
}

/** The account whose verified address this is (any case), or undefined. */
export async function userIdByEmail(emailLower: string): Promise<string | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.emailClaim(emailLower), ConsistentRead: true }),
  );
  return (Item as { userId?: string } | undefined)?.userId;
}

/**
 * The Delete of the account's claim on its verified address (none when it has none): the address
 * changes, or the account is deleted (./account-deletion.ts). Only its own claim.
 */
export function releasedEmail(user: Pick<UserItem, 'id' | 'email' | 'emailVerified'>): TransactItem | null {
  if (!user.emailVerified || !user.email) return null;
  const emailLower = user.email.toLowerCase();
  return {
    tag: tags.emailClaim(emailLower),
    write: {
      Delete: {
        TableName: tableName,
        Key: keys.emailClaim(emailLower),
        ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
        ExpressionAttributeValues: { ':me': user.id },
      },
    },
  };
}

/**
 * The writes that give `user` a new address (and bio): the address is unverified until its link is
 * used, the old link dies, and the old verified address's claim is given up. With `link`, the new
 * address's verification link is made in the same transaction.
 */
export async function changeEmail(
  user: Pick<UserItem, 'id' | 'email' | 'emailVerified'>,
  fields: { email: string; bio?: string },
  link: NewVerification | null,
  unit: UnitOfWork,
): Promise<void> {
  const sets = ['email = :email', 'emailVerified = :false'];
  const values: Record<string, unknown> = { ':email': fields.email, ':false': false, ':old': user.email };
  if (fields.bio !== undefined) {
    sets.push('bio = :bio');
    values[':bio'] = fields.bio;
  }
  if (link) {
    sets.push('emailVerifyHash = :hash');
    values[':hash'] = link.hash;
  }
  const writes: TransactItem[] = [
    {
      tag: tags.profile(user.id),
      write: {
        Update: {
          TableName: tableName,
          Key: keys.user(user.id),
          UpdateExpression: `SET ${sets.join(', ')}${link ? '' : ' REMOVE emailVerifyHash'}`,
          // The address read with the session is still the one being replaced.
          ConditionExpression: 'email = :old',
          ExpressionAttributeValues: values,
        },
      },
    },
  ];
  if (link && fields.email) writes.push(verificationWrites(user.id, fields.email, link));
  const release = releasedEmail(user);
  if (release) writes.push(release);
  try {
    await transact(writes, unit);
  } catch (error) {
    if (error instanceof TransactionCancelled) throw new Conflict(accountTexts.accountChanged);
    throw error;
  }
}
