/**
 * Deleting an account (docs/api.md#deleting-an-account, docs/data-model.md#deleting-an-account):
 * everything of the user, in calls that each work until a deadline and say whether more is left.
 * Every step is idempotent and reads what is left, so a call interrupted anywhere (a timeout, a
 * crashed function) is finished by the next one.
 *
 * 1. The mark: the profile's `deleting`. From then on nothing joins the account (a team request,
 *    an accepted one, an assignment, a list, an invitation's sign-up, the deploy: each of those
 *    writes is conditioned on its absence) and its sessions may only read their user, sign out and
 *    go on deleting (functions/lib/middlewares/session-user.ts). So the profile as marked, or as
 *    read by a later call, lists every link to other users there will ever be.
 * 2. The links, each removed on both sides in one transaction with this side's entry, which is the
 *    progress: the copies others assigned to the user (as removing an assignee does), the lists
 *    shared with the user (./account-lists.ts), open requests both ways, teammates.
 * 3. The partition, page by page (./account-sweep.ts): rows withdrawn, owned shared lists deleted,
 *    the rest in batch deletes.
 * 4. The end: the avatar object, the user's invitations, then one transaction deletes the profile
 *    (its sessions, the directory entry and every map with it) and the username claim, with the
 *    lookups the profile names (calendar token, verified address, verification and reset links).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserRole } from '@shared/accounts';
import { accountTexts } from '@shared/messages/server';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import { getItems, keyString } from '../core/batch';
import { db, tableName } from '../core/client';
import { isConditionFailed } from '../core/conditional';
import { Deadline } from '../core/deadline';
import type { TodoItem } from '../core/items';
import { keys } from '../core/keys';
import { type TransactItem, TransactionCancelled, tags, transact } from '../core/transactions';
import { noKey } from '../core/unit-of-work';
import { deleteLookup } from '../notifications/calendar-feeds';
import { removeAssignee } from '../tasks/assignments';
import { leaveJoinedLists } from './account-lists';
import { sweepPartition } from './account-sweep';
import { deleteAvatarOf } from './avatars';
import { roleIs } from './directory';
import { releasedEmail } from './email-addresses';
import { deleteInvitesOf } from './invites';
import { closeRequest, dropTeammate } from './team';
import type { UserItem } from './users';

/**
 * How long one call works before it answers (more is left: the client calls again). Far inside the
 * routes' 29-second timeout (infra/route-settings.ts): the step under way when it passes (a page of
 * 1,000 items, one shared list of at most 5,000 tasks) still has the rest.
 */
export const deletionWorkMs = 12_000;

/** Who deletes: the account itself (never the owner), or an admin who saw the account in `seenRole`. */
type Deleter = { by: 'self' } | { by: 'admin'; seenRole: UserRole };

/**
 * Marks the profile as being deleted (kept when marked already) and answers it as marked: the list
 * of links a later write can no longer add to. An admin's mark also ends the account's sessions,
 * conditioned on the role the admin saw; the account's own never makes the owner's.
 */
async function markDeleting(userId: string, deleter: Deleter): Promise<UserItem> {
  const admin = deleter.by === 'admin' ? roleIs(deleter.seenRole) : null;
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: `SET deleting = if_not_exists(deleting, :now)${admin ? ', sessions = :none' : ''}`,
        ConditionExpression:
          admin?.condition ?? 'attribute_exists(pk) AND (attribute_not_exists(#role) OR #role <> :owner)',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: {
          ':now': new Date().toISOString(),
          ...(admin ? { ':seen': admin.seen, ':none': {} } : { ':owner': 'owner' satisfies UserRole }),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as UserItem;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    throw deleter.by === 'admin'
      ? new Conflict(accountTexts.accountChanged)
      : new Forbidden(accountTexts.ownerCannotDelete);
  }
}

/** The copies others assigned to the user leave their assignments, one a step, as removing an assignee does. */
async function leaveAssignments(user: UserItem, deadline: Deadline): Promise<boolean> {
  const copyIds = Object.keys(user.assignedToMe ?? {});
  if (copyIds.length === 0) return true;
  const copies = await getItems<TodoItem>(
    copyIds.map((id) => keys.todo(user.id, id)),
    { projection: ['id', 'uniqueMarker'], consistent: true },
  );
  for (const copyId of copyIds) {
    const marker = copies.get(keyString(keys.todo(user.id, copyId)))?.uniqueMarker;
    // A copy without its item has no row to leave: its entry goes with the profile.
    if (!marker) continue;
    if (!deadline.open) return false;
    const assignerId = user.assignedToMe[copyId] as string;
    await removeAssignee(assignerId, marker, { assigneeId: user.id, copyId }, 0, noKey, {
      id: user.id,
      username: user.username,
    }).catch((error: unknown) => {
      // The row or this copy on it is gone already: the copy itself goes with the partition.
      if (!(error instanceof NotFound)) throw error;
    });
    deadline.step();
  }
  return true;
}

/** Each open request, sent or received, is closed on both sides, one a step. */
async function closeRequests(user: UserItem, deadline: Deadline): Promise<boolean> {
  for (const [otherId, entry] of Object.entries(user.pending ?? {})) {
    if (!deadline.open) return false;
    await closeRequest(user.id, otherId, entry);
    deadline.step();
  }
  return true;
}

/** Each teammate is left on both sides (their totalTeams -1), one a step. */
async function leaveTeams(user: UserItem, deadline: Deadline): Promise<boolean> {
  for (const otherId of Object.keys(user.team ?? {})) {
    if (!deadline.open) return false;
    await dropTeammate(user.id, otherId);
    deadline.step();
  }
  return true;
}

/** A Delete of a lookup item the profile names, as a transaction element. */
const lookupDelete = (tag: string, key: { pk: string; sk: string }): TransactItem => ({
  tag,
  write: { Delete: { TableName: tableName, Key: key } },
});

/**
 * The last transaction: the profile (only while marked and with no team link or request left: a
 * step that lost a race is done again by the next call), the username claim (only the user's), and
 * the lookups the profile names.
 */
function lastWrites(user: UserItem): TransactItem[] {
  const email = releasedEmail(user);
  return [
    {
      tag: tags.profile(user.id),
      write: {
        Delete: {
          TableName: tableName,
          Key: keys.user(user.id),
          ConditionExpression:
            'attribute_exists(deleting) AND (attribute_not_exists(team) OR size(team) = :zero) AND (attribute_not_exists(pending) OR size(pending) = :zero)',
          ExpressionAttributeValues: { ':zero': 0 },
        },
      },
    },
    {
      tag: tags.usernameClaim(user.usernameLower),
      write: {
        Delete: {
          TableName: tableName,
          Key: keys.usernameClaim(user.usernameLower),
          ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
          ExpressionAttributeValues: { ':me': user.id },
        },
      },
    },
    ...(user.calendarFeed ? [deleteLookup(user.calendarFeed)] : []),
    ...(email ? [email] : []),
    ...(user.emailVerifyHash
      ? [
          lookupDelete(
            tags.emailVerification(user.emailVerifyHash),
            keys.emailVerification(user.emailVerifyHash),
          ),
        ]
      : []),
    ...(user.resetTokenHash
      ? [lookupDelete(tags.passwordReset(user.resetTokenHash), keys.passwordReset(user.resetTokenHash))]
      : []),
  ];
}

/** The end: the avatar, the invitations, then the profile and what it names. False when a race left something. */
async function finish(user: UserItem): Promise<boolean> {
  await Promise.all([deleteAvatarOf(user.coverImg), deleteInvitesOf(user.id)]);
  try {
    await transact(lastWrites(user), noKey);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelled) return false;
    throw error;
  }
}

/**
 * Deletes `user`'s account, working until `deadlineAt` (epoch ms; the first step always runs).
 * `user`: the profile as the request read it (consistently). Answers whether the account is gone
 * (false: call again). Refused before anything changes: the owner's own account (Forbidden), an
 * account whose role changed since an admin read it (Conflict).
 */
export async function deleteAccount(
  user: UserItem,
  deleter: Deleter,
  deadlineAt: number,
): Promise<{ done: boolean }> {
  const deadline = new Deadline(deadlineAt);
  let account = user;
  if (!user.deleting) {
    account = await markDeleting(user.id, deleter);
    deadline.step();
  }
  const steps = [leaveAssignments, leaveJoinedLists, closeRequests, leaveTeams];
  for (const step of steps) if (!(await step(account, deadline))) return { done: false };
  if (!(await sweepPartition(account.id, deadline))) return { done: false };
  if (!deadline.open) return { done: false };
  return { done: await finish(account) };
}
