/**
 * Invitations (docs/api.md#invitations): links that admit up to `uses` sign-ups until they expire,
 * each new user becoming the inviter's teammate. All of them live in one partition (`INVITES`),
 * which their expiry keeps to the invitations of the last 30 days: the admin screen lists them all
 * with one Query, a member their own. The link carries the invitation's id and a secret of which
 * only the hash is stored (`<id>.<secret>`).
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { accountTexts } from '@shared/messages/server';
import { Forbidden, NotFound } from '../lib/errors';
import { newLinkToken, sameHash, tokenHash } from '../lib/link-tokens';
import { deleteItems } from './batch';
import { db, tableName } from './client';
import { isConditionFailed } from './conditional';
import { newId } from './ids';
import { invitesPartition, keys } from './keys';
import { queryAll } from './query';
import { type TransactItem, type TransactionCancelled, tags } from './transactions';
import type { UnitOfWork } from './unit-of-work';

export interface InviteItem {
  pk: string;
  sk: string;
  type: 'invite';
  id: string;
  tokenHash: string;
  inviterId: string;
  inviterName: string;
  /** Whom it was made for ('' when for anyone with the link). */
  email: string;
  uses: number;
  usesLeft: number;
  /** Epoch seconds: also the TTL. */
  expiresAt: number;
  createdAt: string;
}

/** Makes an invitation; answers it with its code (`<id>.<secret>`), which is shown once. */
export async function createInvite(
  inviter: { id: string; username: string },
  options: { email?: string | undefined; uses: number; expiresInDays: number },
  unit: UnitOfWork,
): Promise<{ item: InviteItem; code: string }> {
  unit.keepsAnswerOnly();
  const id = newId();
  const { token, hash } = newLinkToken();
  const now = new Date();
  const item: InviteItem = {
    ...keys.invite(id),
    type: 'invite',
    id,
    tokenHash: hash,
    inviterId: inviter.id,
    inviterName: inviter.username,
    email: options.email ?? '',
    uses: 0,
    usesLeft: options.uses,
    expiresAt: Math.floor(now.getTime() / 1000) + options.expiresInDays * 24 * 60 * 60,
    createdAt: now.toISOString(),
  };
  await db.send(new PutCommand({ TableName: tableName, Item: item }));
  return { item, code: `${id}.${token}` };
}

/** The invitations still open, newest first: everyone's, or those of one inviter. */
export async function listInvites(inviterId: string | 'all', nowSeconds: number): Promise<InviteItem[]> {
  const items = await queryAll<InviteItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': invitesPartition, ':prefix': 'INVITE#' },
    ScanIndexForward: false,
  });
  return items.filter(
    (item) => item.expiresAt > nowSeconds && (inviterId === 'all' || item.inviterId === inviterId),
  );
}

/** Deletes an invitation: the inviter's own, or any for an admin. */
export async function deleteInvite(
  inviteId: string,
  caller: { id: string; isAdmin: boolean },
  unit: UnitOfWork,
): Promise<void> {
  unit.keepsAnswerOnly();
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.invite(inviteId),
        ConditionExpression: caller.isAdmin ? 'attribute_exists(pk)' : 'inviterId = :me',
        ...(caller.isAdmin ? {} : { ExpressionAttributeValues: { ':me': caller.id } }),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const old = (error as { Item?: unknown }).Item;
    throw old ? new Forbidden(accountTexts.mayNotChange) : new NotFound(accountTexts.inviteNotFound);
  }
}

/** Deletes every invitation `inviterId` made (their account is being deleted): one Query, then batch deletes. */
export async function deleteInvitesOf(inviterId: string): Promise<void> {
  const made = (await listInvites(inviterId, 0)).map((item) => keys.invite(item.id));
  await deleteItems(made);
}

/** An invitation's code as its link carries it: the id, a dot, the secret (43 URL-safe characters). */
const codeForm = /^([0-9A-HJKMNP-TV-Z]{26})\.([A-Za-z0-9_-]{43})$/;

/** Whether `code` has the form of an invitation's code (a route checks it before spending a check). */
export const isInviteCode = (code: string): boolean => codeForm.test(code);

/**
 * The open invitation a code names, or Forbidden with why it admits nobody (a code that is not one,
 * or whose secret is wrong, reads as not valid: it tells nothing of what exists).
 */
export async function openInvite(code: string, nowSeconds: number): Promise<InviteItem> {
  const [, id, secret] = codeForm.exec(code) ?? [];
  const item =
    id && secret
      ? ((await db.send(new GetCommand({ TableName: tableName, Key: keys.invite(id), ConsistentRead: true })))
          .Item as InviteItem | undefined)
      : undefined;
  if (!item || !secret || !sameHash(tokenHash(secret), item.tokenHash))
    throw new Forbidden(accountTexts.inviteInvalid);
  if (item.expiresAt <= nowSeconds) throw new Forbidden(accountTexts.inviteExpired);
  if (item.usesLeft <= 0) throw new Forbidden(accountTexts.inviteUsedUp);
  return item;
}

/** What a sign-up through an invitation adds to its transaction (functions/data/users.ts `createUser`). */
export interface InviteUse {
  inviterId: string;
  /** The writes: one use taken, and the new user on the inviter's team. */
  writes(newUserId: string, since: string): TransactItem[];
  /** Throws why the transaction was refused, when the invitation is why. */
  explain(error: TransactionCancelled): void;
}

/**
 * Using `invite` for one sign-up: a use is taken only while one is left and the link is live (a
 * race for the last use admits one), and the inviter gains the new teammate with `totalTeams`.
 */
export function inviteUse(invite: InviteItem, nowSeconds: number): InviteUse {
  const inviteTag = tags.invite(invite.id);
  const inviterTag = tags.profile(invite.inviterId);
  return {
    inviterId: invite.inviterId,
    writes: (newUserId, since) => [
      {
        tag: inviteTag,
        write: {
          Update: {
            TableName: tableName,
            Key: keys.invite(invite.id),
            UpdateExpression: 'ADD usesLeft :minusOne, uses :one',
            ConditionExpression: 'usesLeft > :zero AND expiresAt > :now',
            ExpressionAttributeValues: { ':minusOne': -1, ':one': 1, ':zero': 0, ':now': nowSeconds },
          },
        },
      },
      {
        tag: inviterTag,
        write: {
          Update: {
            TableName: tableName,
            Key: keys.user(invite.inviterId),
            UpdateExpression: 'SET team.#new = :since ADD totalTeams :one',
            // An inviter whose account is being deleted takes no new teammate.
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting)',
            ExpressionAttributeNames: { '#new': newUserId },
            ExpressionAttributeValues: { ':since': since, ':one': 1 },
          },
        },
      },
    ],
    explain: (error) => {
      if (error.conditionFailed(inviteTag)) throw new Forbidden(accountTexts.inviteUsedUp);
      if (error.conditionFailed(inviterTag)) throw new Forbidden(accountTexts.inviteInvalid);
    },
  };
}
