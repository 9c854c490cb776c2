/**
 * Invitations (docs/api.md#invitations): links that admit up to `uses` sign-ups until they expire,
 * each new user becoming the inviter's teammate. All of them live in one partition (`INVITES`),
 * which their expiry keeps to the invitations of the last 30 days: the admin screen lists them all
 * with one Query, a member their own. The link carries the invitation's id and a secret of which
 * only the hash is stored (`<id>.<secret>`).
 *
 * An invitation lives only while its inviter could still make it (decision 0143): the inviter's
 * account exists, is not disabled nor being deleted, and still holds the right it invited under
 * (`madeAs`: an admin's invitation needs an admin, a member's needs members to be let invite). The
 * invitation's info route judges that from the inviter's profile and the deploy's settings; a
 * sign-up's transaction holds both to it in its conditions, so a right lost a moment ago admits nobody.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { defaultSettings, isAdminRole } from '@shared/accounts';
import { accountTexts } from '@shared/messages/server';
import type { TeamMemberSummary } from '@shared/types';
import { Forbidden, NotFound } from '../../lib/errors';
import { newLinkToken, sameHash, tokenHash } from '../../lib/link-tokens';
import { deleteItems, getItems, type ItemKey, keyString } from '../core/batch';
import { db, tableName } from '../core/client';
import { isConditionFailed } from '../core/conditional';
import { newId } from '../core/ids';
import { invitesPartition, keys } from '../core/keys';
import { queryAll } from '../core/query';
import { type TransactItem, type TransactionCancelled, tags } from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';
import { roleOf, toSummary, type UserItem } from './users';

/** The right an invitation was made under: an admin's, or the one members have while the deploy lets them. */
type InviteRight = 'admin' | 'member';

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
  /**
   * With `email`: the hash of a second secret that only the mailed link carries (not the link the
   * inviter is shown), so a sign-up presenting it proves it read that address's mail.
   */
  emailProofHash?: string;
  /** The right it was made under; absent on invitations made before it was kept: read as 'member'. */
  madeAs?: InviteRight;
  uses: number;
  usesLeft: number;
  /** Epoch seconds: also the TTL. */
  expiresAt: number;
  createdAt: string;
}

/** Makes an invitation; answers it with its code (`<id>.<secret>`), which is shown once. */
export async function createInvite(
  inviter: { id: string; username: string; madeAs: InviteRight },
  options: { email?: string | undefined; uses: number; expiresInDays: number },
  unit: UnitOfWork,
): Promise<{ item: InviteItem; code: string; emailProof?: string }> {
  unit.keepsAnswerOnly();
  const id = newId();
  const { token, hash } = newLinkToken();
  const proof = options.email ? newLinkToken() : undefined;
  const now = new Date();
  const item: InviteItem = {
    ...keys.invite(id),
    type: 'invite',
    id,
    tokenHash: hash,
    inviterId: inviter.id,
    inviterName: inviter.username,
    email: options.email ?? '',
    ...(proof ? { emailProofHash: proof.hash } : {}),
    madeAs: inviter.madeAs,
    uses: 0,
    usesLeft: options.uses,
    expiresAt: Math.floor(now.getTime() / 1000) + options.expiresInDays * 24 * 60 * 60,
    createdAt: now.toISOString(),
  };
  await db.send(new PutCommand({ TableName: tableName, Item: item }));
  return { item, code: `${id}.${token}`, ...(proof ? { emailProof: proof.token } : {}) };
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
    // Someone else's invitation is as missing as none: its id is half of a code only its inviter
    // was given, and a stranger learns nothing of it (docs/api.md#invitations).
    throw new NotFound(accountTexts.inviteNotFound);
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

/** What the right to invite is judged on: the inviter's profile as read, and the deploy's setting. */
type Inviter = Pick<UserItem, 'id' | 'username' | 'coverImg' | 'role' | 'disabled' | 'deleting'>;

/** The invitation's right, `madeAs`, for an invitation of any age. */
const rightOf = (invite: Pick<InviteItem, 'madeAs'>): InviteRight => invite.madeAs ?? 'member';

/**
 * Whether `inviter` could still make `invite`: the account is there, neither disabled nor being
 * deleted, and holds the right the invitation was made under. Kept equal to the conditions of
 * `inviteUse` below, which hold a sign-up's transaction to the same rule.
 */
function inviterMayStillInvite(
  invite: Pick<InviteItem, 'madeAs'>,
  inviter: Inviter | undefined,
  membersCanInvite: boolean,
): inviter is Inviter {
  if (!inviter || inviter.disabled === true || inviter.deleting !== undefined) return false;
  return rightOf(invite) === 'admin' ? isAdminRole(roleOf(inviter)) : membersCanInvite;
}

/**
 * The open invitation a code names with its inviter, for the sign-up page (GET
 * /api/auth/invite/{code}): `openInvite`, then the inviter's profile and the deploy's settings in
 * one read. An invitation whose inviter lost the right to make it is not valid (403).
 */
export async function liveInvite(
  code: string,
  nowSeconds: number,
): Promise<{ invite: InviteItem; inviter: TeamMemberSummary }> {
  const invite = await openInvite(code, nowSeconds);
  const inviterKey = keys.user(invite.inviterId);
  const found = await getItems<ItemKey & Record<string, unknown>>([inviterKey, keys.deploy()], {
    projection: ['id', 'username', 'coverImg', 'role', 'disabled', 'deleting', 'membersCanInvite'],
    consistent: true,
  });
  const inviter = found.get(keyString(inviterKey)) as Inviter | undefined;
  const setting = found.get(keyString(keys.deploy()))?.membersCanInvite;
  const membersCanInvite = typeof setting === 'boolean' ? setting : defaultSettings().membersCanInvite;
  if (!inviterMayStillInvite(invite, inviter, membersCanInvite))
    throw new Forbidden(accountTexts.inviteInvalid);
  return { invite, inviter: toSummary(inviter) };
}

/**
 * The address an invitation's mail proved: its `email`, when `proof` is the secret only its mailed
 * link carries; undefined without a proof. A proof that is not the invitation's is Forbidden.
 */
export function provedEmail(invite: InviteItem, proof: string | undefined): string | undefined {
  if (proof === undefined) return undefined;
  if (!invite.email || !sameHash(tokenHash(proof), invite.emailProofHash))
    throw new Forbidden(accountTexts.inviteInvalid);
  return invite.email;
}

/** What a sign-up through an invitation adds to its transaction (./sign-up.ts `createUser`). */
export interface InviteUse {
  inviterId: string;
  /** The writes: one use taken, and the new user on the inviter's team. */
  writes(newUserId: string, since: string): TransactItem[];
  /** Throws why the transaction was refused, when the invitation is why. */
  explain(error: TransactionCancelled): void;
}

/** The tag of a sign-up's check that the deploy still lets members invite. */
const membersMayInviteTag = 'deploy:membersCanInvite';

/**
 * The inviter's profile condition of a sign-up (`inviterMayStillInvite` as one condition): the
 * account exists, is not being deleted nor disabled, and an admin's invitation needs an admin still.
 */
function inviterCondition(invite: InviteItem): {
  ConditionExpression: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
} {
  const alive =
    'attribute_exists(pk) AND attribute_not_exists(deleting) AND (attribute_not_exists(disabled) OR disabled = :false)';
  if (rightOf(invite) === 'member')
    return { ConditionExpression: alive, ExpressionAttributeValues: { ':false': false } };
  return {
    ConditionExpression: `${alive} AND #role IN (:admin, :owner)`,
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':false': false, ':admin': 'admin', ':owner': 'owner' },
  };
}

/**
 * Using `invite` for one sign-up: a use is taken only while one is left and the link is live (a
 * race for the last use admits one), and the inviter gains the new teammate with `totalTeams`,
 * only while they could still make the invitation (`inviterMayStillInvite`): a member's invitation
 * also checks that the deploy still lets members invite (its item absent: the default, they may).
 */
export function inviteUse(invite: InviteItem, nowSeconds: number): InviteUse {
  const inviteTag = tags.invite(invite.id);
  const inviterTag = tags.profile(invite.inviterId);
  const inviter = inviterCondition(invite);
  const membersMayInvite: TransactItem[] =
    rightOf(invite) === 'member'
      ? [
          {
            tag: membersMayInviteTag,
            write: {
              ConditionCheck: {
                TableName: tableName,
                Key: keys.deploy(),
                ConditionExpression: 'attribute_not_exists(membersCanInvite) OR membersCanInvite = :true',
                ExpressionAttributeValues: { ':true': true },
              },
            },
          },
        ]
      : [];
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
            // An inviter being deleted, disabled or without the right any more takes no new teammate.
            ConditionExpression: inviter.ConditionExpression,
            ExpressionAttributeNames: { '#new': newUserId, ...inviter.ExpressionAttributeNames },
            ExpressionAttributeValues: { ':since': since, ':one': 1, ...inviter.ExpressionAttributeValues },
          },
        },
      },
      ...membersMayInvite,
    ],
    explain: (error) => {
      if (error.conditionFailed(inviteTag)) throw new Forbidden(accountTexts.inviteUsedUp);
      if (error.conditionFailed(inviterTag) || error.conditionFailed(membersMayInviteTag))
        throw new Forbidden(accountTexts.inviteInvalid);
    },
  };
}
