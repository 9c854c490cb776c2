/**
 * Password reset links (docs/api.md#password-resets). A link's token is stored only as its SHA-256,
 * twice: as the key of a lookup item (`RESET#<hash>`, which names the account) and on the account's
 * profile (`resetTokenHash`). Issuing a link replaces the profile's hash, so only the newest link of
 * an account works; using one deletes its lookup and clears the profile's hash in the transaction
 * that sets the password, so a link works once. An account with two-factor sign-in on also spends a
 * second factor in that transaction: a link alone does not take it over.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { accountTexts } from '@shared/messages/server';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { db, tableName } from '../core/client';
import { keys } from '../core/keys';
import { type TransactItem, TransactionCancelled, tags, transact } from '../core/transactions';
import { noKey } from '../core/unit-of-work';
import { joinParts } from '../core/update-parts';
import { type SecondFactorProof, spent, withoutTwoFactor } from './two-factor';
import type { UserItem } from './users';

interface ResetItem {
  pk: string;
  sk: string;
  type: 'passwordReset';
  userId: string;
  /** Epoch seconds: also the TTL. */
  expiresAt: number;
}

/**
 * Issues a link for `userId`: its lookup, and the profile write that makes it the account's one live
 * link. `profileCondition` guards that write (the role an admin saw, functions/data/accounts/directory.ts);
 * `endSessions`: the account's sessions end at once (an admin's link: the account may be taken).
 */
export function resetLinkWrites(
  userId: string,
  hash: string,
  expiresAt: number,
  profile: {
    condition: string;
    names?: Record<string, string>;
    values?: Record<string, unknown>;
    endSessions: boolean;
  },
): TransactItem[] {
  const item: ResetItem = { ...keys.passwordReset(hash), type: 'passwordReset', userId, expiresAt };
  return [
    { tag: tags.passwordReset(hash), write: { Put: { TableName: tableName, Item: item } } },
    {
      tag: tags.profile(userId),
      write: {
        Update: {
          TableName: tableName,
          Key: keys.user(userId),
          UpdateExpression: `SET resetTokenHash = :hash${profile.endSessions ? ', sessions = :none' : ''}`,
          ConditionExpression: profile.condition,
          ...(profile.names ? { ExpressionAttributeNames: profile.names } : {}),
          ExpressionAttributeValues: {
            ':hash': hash,
            ...(profile.endSessions ? { ':none': {} } : {}),
            ...profile.values,
          },
        },
      },
    },
  ];
}

/** The account a live link names; Invalid for one unknown, expired, used or superseded. */
export async function resetLinkAccount(hash: string, nowSeconds: number): Promise<string> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.passwordReset(hash), ConsistentRead: true }),
  );
  const link = Item as ResetItem | undefined;
  if (!link || link.expiresAt <= nowSeconds) throw new Invalid(accountTexts.resetLinkInvalid);
  return link.userId;
}

/**
 * Sets the password of the account a live link names (`resetLinkAccount`), and ends all its
 * sessions: the link's lookup is deleted and the profile's hash cleared in the same transaction.
 * An account with two-factor sign-in on needs `proof`, a second factor checked against it
 * (./two-factor.ts), spent in the same transaction: without one, Invalid (it needs a code), and
 * nothing changes. Invalid too when the link was used or superseded meanwhile.
 */
export async function resetPassword(
  hash: string,
  userId: string,
  newPasswordHash: string,
  nowSeconds: number,
  proof?: SecondFactorProof,
): Promise<void> {
  const profileTag = tags.profile(userId);
  try {
    await transact(
      [
        {
          tag: tags.passwordReset(hash),
          write: {
            Delete: {
              TableName: tableName,
              Key: keys.passwordReset(hash),
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
              Key: keys.user(userId),
              ...joinParts(
                {
                  set: ['passwordHash = :password', 'sessions = :none'],
                  remove: ['resetTokenHash'],
                  conditions: ['resetTokenHash = :hash'],
                  values: { ':password': newPasswordHash, ':none': {}, ':hash': hash },
                },
                proof ? spent(proof) : withoutTwoFactor,
              ),
              // Tells a link that is dead from an account that needs a code, without another read.
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            },
          },
        },
      ],
      // A public route: it takes no Idempotency-Key (shared/idempotency.ts).
      noKey,
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    const old = error.reason(profileTag)?.old as Partial<UserItem> | undefined;
    const linkLive = error.failedTags().length === 1 && old?.resetTokenHash === hash;
    if (linkLive && (proof || old?.twoFactor === true))
      throw new Invalid(proof ? accountTexts.codeInvalid : accountTexts.resetNeedsCode);
    throw new Invalid(accountTexts.resetLinkInvalid);
  }
}

/** How long a reset link lives: an admin's, sent to the person by hand; one mailed to a forgotten password's address. */
export const resetLinkSeconds = { admin: 24 * 60 * 60, forgotten: 30 * 60 } as const;

/**
 * Issues a link for a forgotten password: conditioned on the address it is mailed to being the
 * account's recovery address still (./email-addresses.ts `recoveryOf`: `recoveryEmail`, or on a
 * profile from before it, a verified `email`). The account's sessions stay until the link is used.
 */
export async function issueForgottenPasswordLink(
  user: Pick<UserItem, 'id' | 'recoveryEmail'>,
  to: string,
  link: { hash: string; expiresAt: number },
): Promise<void> {
  try {
    await transact(
      resetLinkWrites(user.id, link.hash, link.expiresAt, {
        condition:
          user.recoveryEmail === undefined
            ? 'attribute_not_exists(recoveryEmail) AND emailVerified = :true AND email = :email'
            : 'recoveryEmail = :email',
        values: { ...(user.recoveryEmail === undefined ? { ':true': true } : {}), ':email': to },
        endSessions: false,
      }),
      // A public route: it takes no Idempotency-Key.
      noKey,
    );
  } catch (error) {
    if (error instanceof TransactionCancelled) throw new Conflict(accountTexts.accountChanged);
    throw error;
  }
}

/**
 * The account a live link names, read, while its profile still names the link (not used, not
 * superseded, not ended by an undo of a recovery change): Invalid otherwise. What the reset page
 * may show and act on before the password is set.
 */
export async function liveResetAccount(hash: string, nowSeconds: number): Promise<UserItem> {
  const userId = await resetLinkAccount(hash, nowSeconds);
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.user(userId), ConsistentRead: true }),
  );
  const account = Item as UserItem | undefined;
  if (!account || account.resetTokenHash !== hash) throw new Invalid(accountTexts.resetLinkInvalid);
  return account;
}

/**
 * Removes a passkey of the account a live link names (`liveResetAccount`), and its count, by the
 * link: conditioned on the profile naming the link still, which it leaves live (it stays single
 * use for the password set). NotFound for a passkey that is not the account's; Invalid for a link
 * that died meanwhile.
 */
export async function removePasskeyByLink(hash: string, userId: string, credentialId: string): Promise<void> {
  const credentialTag = `passkey:${credentialId}`;
  try {
    await transact(
      [
        {
          tag: credentialTag,
          write: {
            Delete: {
              TableName: tableName,
              Key: keys.passkey(userId, credentialId),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
        },
        {
          tag: tags.profile(userId),
          write: {
            Update: {
              TableName: tableName,
              Key: keys.user(userId),
              UpdateExpression: 'ADD passkeyCount :minusOne',
              ConditionExpression: 'resetTokenHash = :hash AND passkeyCount > :zero',
              ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0, ':hash': hash },
            },
          },
        },
      ],
      // A public route: it takes no Idempotency-Key.
      noKey,
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    if (error.conditionFailed(credentialTag)) throw new NotFound(accountTexts.passkeyNotFound);
    throw new Invalid(accountTexts.resetLinkInvalid);
  }
}
