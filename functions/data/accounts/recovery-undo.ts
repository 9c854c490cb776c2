/**
 * Undoing a change of the recovery address (docs/decisions/0142-sensitive-changes-need-proof.md):
 * when a confirmation replaces a recovery address (./email-addresses.ts `confirmAddress`), the old
 * one is mailed a link, valid 7 days, that puts it back and ends every session. The token is
 * stored only as its SHA-256: as the key of a lookup item (`UNDO#<hash>`, naming the account) and
 * in the profile's `recoveryUndo` map, with the address to put back and the confirmation's number
 * (`recoverySeq`). Using a link removes it and every link numbered after it (the changes it undoes),
 * and keeps the earlier ones: the undo of a later change cannot cancel the undo of an earlier one.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { accountTexts, recoveryTexts } from '@shared/messages/server';
import { Conflict, Invalid } from '../../lib/errors';
import { db, tableName } from '../core/client';
import { keys } from '../core/keys';
import { type TransactItem, TransactionCancelled, tags, transact } from '../core/transactions';
import { noKey } from '../core/unit-of-work';
import type { UpdateParts } from '../core/update-parts';
import { claimRelease, recoveryOf, sameAddress } from './recovery-address';
import type { RecoveryUndoEntry, UserItem } from './users';

/** How long an undo link lives. */
export const undoSeconds = 7 * 24 * 60 * 60;

interface UndoItem {
  pk: string;
  sk: string;
  type: 'recoveryUndo';
  userId: string;
  /** Epoch seconds: also the TTL. */
  expiresAt: number;
}

/** A new undo link: its hash, the address it puts back, and its expiry. */
export interface NewUndo {
  hash: string;
  email: string;
  expiresAt: number;
}

const undoKey = (hash: string) => ({ pk: `UNDO#${hash}`, sk: 'UNDO' });
const undoTag = (hash: string) => `recoveryUndo:${hash}`;

/** The live entries of a map, those numbered below `seq` when given. */
function liveEntries(
  undos: Record<string, RecoveryUndoEntry> | undefined,
  nowSeconds: number,
  below = Number.POSITIVE_INFINITY,
): Record<string, RecoveryUndoEntry> {
  return Object.fromEntries(
    Object.entries(undos ?? {}).filter(([, entry]) => entry.expiresAt > nowSeconds && entry.seq < below),
  );
}

/**
 * The writes of a confirmation's undo link: the profile's part (the map as read, pruned of expired
 * links, with the new one numbered `seq`; the caller's Update conditions it on `recoverySeq` as
 * read) and the lookup's Put.
 */
export function undoWrites(
  account: Pick<UserItem, 'id' | 'recoveryUndo'>,
  undo: NewUndo,
  seq: number,
  nowSeconds: number,
): { parts: UpdateParts; lookup: TransactItem } {
  const entry: RecoveryUndoEntry = { seq, email: undo.email, expiresAt: undo.expiresAt };
  const item: UndoItem = {
    ...undoKey(undo.hash),
    type: 'recoveryUndo',
    userId: account.id,
    expiresAt: undo.expiresAt,
  };
  return {
    parts: {
      set: ['recoveryUndo = :undos'],
      values: { ':undos': { ...liveEntries(account.recoveryUndo, nowSeconds), [undo.hash]: entry } },
    },
    lookup: { tag: undoTag(undo.hash), write: { Put: { TableName: tableName, Item: item } } },
  };
}

/** Deletes of the lookups of links the profile names, which die with the undo. */
function deadLinks(account: UserItem): TransactItem[] {
  const lookups: TransactItem[] = [];
  if (account.emailVerifyHash)
    lookups.push({
      tag: tags.emailVerification(account.emailVerifyHash),
      write: { Delete: { TableName: tableName, Key: keys.emailVerification(account.emailVerifyHash) } },
    });
  if (account.resetTokenHash)
    lookups.push({
      tag: tags.passwordReset(account.resetTokenHash),
      write: { Delete: { TableName: tableName, Key: keys.passwordReset(account.resetTokenHash) } },
    });
  return lookups;
}

/**
 * Uses the undo link a token's hash names: its address becomes the shown and the recovery address
 * again (claimed back; the address it replaced given up), every session ends, the reset and
 * verification links in flight die, and the undo links of later changes with it. Invalid for a
 * link unknown, expired, used or cancelled; Conflict when another account verified the address
 * meanwhile, or the account changed since it was read. Answers the account and the address.
 */
export async function undoRecoveryChange(
  hash: string,
  nowSeconds: number,
): Promise<{ userId: string; email: string }> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: undoKey(hash), ConsistentRead: true }),
  );
  const lookup = Item as UndoItem | undefined;
  if (!lookup || lookup.expiresAt <= nowSeconds) throw new Invalid(recoveryTexts.undoLinkInvalid);
  const { Item: profile } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.user(lookup.userId), ConsistentRead: true }),
  );
  const account = profile as UserItem | undefined;
  const entry = account?.recoveryUndo?.[hash];
  if (!account || !entry || entry.expiresAt <= nowSeconds || account.deleting)
    throw new Invalid(recoveryTexts.undoLinkInvalid);
  const current = recoveryOf(account);
  const release = sameAddress(current, entry.email) ? null : claimRelease(account.id, current);
  const emailLower = entry.email.toLowerCase();
  const profileTag = tags.profile(account.id);
  try {
    await transact(
      [
        {
          tag: undoTag(hash),
          write: {
            Delete: { TableName: tableName, Key: undoKey(hash), ConditionExpression: 'attribute_exists(pk)' },
          },
        },
        {
          tag: profileTag,
          write: {
            Update: {
              TableName: tableName,
              Key: keys.user(account.id),
              UpdateExpression:
                'SET email = :email, emailVerified = :true, recoveryEmail = :email, recoverySeq = :seq, recoveryUndo = :kept, sessions = :none REMOVE emailVerifyHash, resetTokenHash',
              // The map and the addresses as read: a confirmation or another undo since makes it stale.
              ConditionExpression:
                'recoverySeq = :readSeq AND attribute_exists(recoveryUndo.#hash) AND attribute_not_exists(deleting)',
              ExpressionAttributeNames: { '#hash': hash },
              ExpressionAttributeValues: {
                ':email': entry.email,
                ':true': true,
                ':seq': (account.recoverySeq ?? 0) + 1,
                ':readSeq': account.recoverySeq ?? 0,
                ':kept': liveEntries(account.recoveryUndo, nowSeconds, entry.seq),
                ':none': {},
              },
            },
          },
        },
        {
          tag: tags.emailClaim(emailLower),
          write: {
            Put: {
              TableName: tableName,
              Item: { ...keys.emailClaim(emailLower), type: 'emailClaim', userId: account.id },
              ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
              ExpressionAttributeValues: { ':me': account.id },
            },
          },
        },
        ...(release ? [release] : []),
        ...deadLinks(account),
      ],
      // A public route: it takes no Idempotency-Key.
      noKey,
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    if (error.conditionFailed(tags.emailClaim(emailLower))) throw new Conflict(accountTexts.emailTaken);
    if (error.conditionFailed(profileTag)) throw new Conflict(accountTexts.accountChanged);
    throw new Invalid(recoveryTexts.undoLinkInvalid);
  }
  return { userId: account.id, email: entry.email };
}
