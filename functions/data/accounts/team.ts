/**
 * The team repository: the operations that move two users between the states of SPEC.md section 4
 * (none, pending, member) and the requests between them: send a request, accept, reject or delete
 * it, and remove a teammate.
 *
 * Both profiles always change together, in one TransactWriteItems, and every element is conditioned
 * on the state it moves from, keyed by the other user's id in the `pending` or `team` map: a second
 * request, a double accept or a concurrent remove cancels the transaction instead of counting twice.
 * Elements on the OTHER user's profile ask for the old item on a failed condition
 * (`ReturnValuesOnConditionCheckFailure`), so an operation can tell "their account is gone" from
 * "the state changed" without another read.
 */
import { serverErrors, teamTexts } from '@shared/messages/server';
import { Conflict, NotFound } from '../../lib/errors';
import { tableName } from '../core/client';
import type { NoteItem } from '../core/items';
import { keys } from '../core/keys';
import {
  type Cancellation,
  type TransactItem,
  TransactionCancelled,
  tags,
  transact,
} from '../core/transactions';
import { noKey, type UnitOfWork } from '../core/unit-of-work';
import { endMembershipsBetween } from '../lists/shared-lists';
import {
  deleteClosedNote,
  deleteOpenRequest,
  getNote,
  markProcessed,
  newRequest,
  notificationPut,
  putNote,
} from '../notifications/notes';
import type { PendingEntry, UserItem } from './users';

const names = (otherId: string) => ({ '#team': 'team', '#pending': 'pending', '#other': otherId });
const onFailureOldItem = { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } as const;

/** An Update of `ownerId`'s profile, as a transaction element. */
const profileUpdate = (
  ownerId: string,
  update: Omit<NonNullable<TransactItem['write']['Update']>, 'TableName' | 'Key'>,
): TransactItem => ({
  tag: tags.profile(ownerId),
  write: { Update: { TableName: tableName, Key: keys.user(ownerId), ...update, ...onFailureOldItem } },
});

/**
 * A pending entry on `ownerId`'s profile, only if the two are neither pending nor teammates yet and
 * the account is not being deleted (./account-deletion.ts: nothing new joins it then).
 */
const addPending = (ownerId: string, otherId: string, entry: PendingEntry): TransactItem =>
  profileUpdate(ownerId, {
    UpdateExpression: 'SET #pending.#other = :entry',
    ConditionExpression:
      'attribute_exists(pk) AND attribute_not_exists(deleting) AND attribute_not_exists(#pending.#other) AND attribute_not_exists(#team.#other)',
    ExpressionAttributeNames: names(otherId),
    ExpressionAttributeValues: { ':entry': entry },
  });

/** Accepting: the pending entry of this request becomes a team entry, and totalTeams +1 (not on an account being deleted). */
const joinTeam = (ownerId: string, otherId: string, requestId: string, since: string): TransactItem =>
  profileUpdate(ownerId, {
    UpdateExpression: 'SET #team.#other = :since REMOVE #pending.#other ADD totalTeams :one',
    ConditionExpression:
      '#pending.#other.requestId = :requestId AND attribute_not_exists(#team.#other) AND attribute_not_exists(deleting)',
    ExpressionAttributeNames: names(otherId),
    ExpressionAttributeValues: { ':since': since, ':one': 1, ':requestId': requestId },
  });

/** Rejecting or deleting an open request: its pending entry goes. */
const dropPending = (ownerId: string, otherId: string, requestId: string): TransactItem =>
  profileUpdate(ownerId, {
    UpdateExpression: 'REMOVE #pending.#other',
    ConditionExpression: '#pending.#other.requestId = :requestId',
    ExpressionAttributeNames: { '#pending': 'pending', '#other': otherId },
    ExpressionAttributeValues: { ':requestId': requestId },
  });

/** Removing a teammate: the team entry goes and totalTeams -1 (never below 0). */
const leaveTeam = (ownerId: string, otherId: string): TransactItem =>
  profileUpdate(ownerId, {
    UpdateExpression: 'REMOVE #team.#other ADD totalTeams :minus',
    ConditionExpression: 'attribute_exists(#team.#other) AND totalTeams >= :one',
    ExpressionAttributeNames: { '#team': 'team', '#other': otherId },
    ExpressionAttributeValues: { ':minus': -1, ':one': 1 },
  });

/**
 * Whether a failed element's profile is gone: the condition failed and there was no old item, or
 * the account is being deleted (it is gone for everyone but its deletion).
 */
const accountGone = (reason: Cancellation | undefined): boolean =>
  reason?.conditionFailed === true && (reason.old === undefined || reason.old.deleting !== undefined);

/** Whether a profile as it was has `otherId` in its `team` map. */
const hasTeammate = (profile: Record<string, unknown> | undefined, otherId: string): boolean =>
  Object.hasOwn((profile?.team as Record<string, unknown> | undefined) ?? {}, otherId);

/**
 * Asks `otherId` to join teams: their pending entry (from=false), the caller's (from=true), both
 * conditioned on the two being neither pending nor teammates (two racing requests cannot both land),
 * and the request note in the recipient's partition. Refused: already teammates or pending
 * (Conflict), no such user (NotFound, told by the recipient's missing old item).
 */
export async function sendTeamRequest(user: UserItem, otherId: string, unit: UnitOfWork): Promise<void> {
  if (Object.hasOwn(user.team ?? {}, otherId)) throw new Conflict(teamTexts.alreadyTeammate);
  if (Object.hasOwn(user.pending ?? {}, otherId)) throw new Conflict(teamTexts.alreadyPending);
  const note = newRequest(otherId, user.id);
  const entry = (from: boolean) => ({ from, requestId: note.id, since: note.createdAt });
  try {
    await transact(
      [addPending(otherId, user.id, entry(false)), addPending(user.id, otherId, entry(true)), putNote(note)],
      unit,
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    const recipient = error.reason(tags.profile(otherId));
    if (accountGone(recipient)) throw new NotFound(serverErrors.userNotFound);
    if (recipient?.conditionFailed && hasTeammate(recipient.old, user.id))
      throw new Conflict(teamTexts.alreadyTeammate);
    throw new Conflict(teamTexts.alreadyPending);
  }
}

/** The user's unanswered request `requestId`: NotFound when they have none by that id, Conflict when answered. */
async function openRequest(userId: string, requestId: string): Promise<NoteItem> {
  const note = await getNote(userId, requestId);
  if (note?.kind !== 'request') throw new NotFound(teamTexts.requestNotFound);
  if (note.isProcessed) throw new Conflict(teamTexts.requestAnswered);
  return note;
}

/**
 * Answers a request (accept, reject, or delete while open): the note's change, the recipient's
 * profile and the sender's side in ONE transaction, each element conditioned on the request still
 * being open; `senderSide` starts with the sender's profile update, which reports a missing profile.
 * When the sender's account is gone, the request is closed on the recipient's side alone in a second
 * transaction ('senderGone'). A request answered meanwhile is Conflict.
 */
async function settle(
  note: NoteItem,
  noteChange: TransactItem,
  recipientSide: TransactItem,
  senderSide: TransactItem[],
  unit: UnitOfWork,
): Promise<'done' | 'senderGone'> {
  try {
    await transact([noteChange, recipientSide, ...senderSide], unit);
    return 'done';
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    if (error.conditionFailed(noteChange.tag)) throw new Conflict(teamTexts.requestAnswered);
    if (!accountGone(error.reason(tags.profile(note.fromUserId)))) throw new Conflict(teamTexts.teamChanged);
  }
  try {
    await transact([noteChange, dropPending(note.recipientId, note.fromUserId, note.id)], unit);
  } catch (error) {
    if (error instanceof TransactionCancelled) throw new Conflict(teamTexts.requestAnswered);
    throw error;
  }
  return 'senderGone';
}

/**
 * The recipient accepts: the request marked processed, both profiles gain each other in `team`,
 * lose the pending entry and count totalTeams +1, and the sender is notified. When the sender's
 * account is gone the request is closed on the caller's side and the answer is NotFound.
 */
export async function acceptRequest(userId: string, requestId: string, unit: UnitOfWork): Promise<void> {
  const note = await openRequest(userId, requestId);
  const senderId = note.fromUserId;
  const now = new Date().toISOString();
  const outcome = await settle(
    note,
    markProcessed(note),
    joinTeam(userId, senderId, note.id, now),
    [
      joinTeam(senderId, userId, note.id, now),
      notificationPut(senderId, userId, teamTexts.requestAcceptedNote),
    ],
    unit,
  );
  if (outcome === 'senderGone') throw new NotFound(serverErrors.userNotFound);
}

/** The recipient rejects: the request marked processed, both pending entries go, the sender is notified. */
export async function rejectRequest(userId: string, requestId: string, unit: UnitOfWork): Promise<void> {
  const note = await openRequest(userId, requestId);
  const senderId = note.fromUserId;
  await settle(
    note,
    markProcessed(note),
    dropPending(userId, senderId, note.id),
    [
      dropPending(senderId, userId, note.id),
      notificationPut(senderId, userId, teamTexts.requestRejectedNote),
    ],
    unit,
  );
}

/**
 * Deletes one of the user's notes. A notification or an answered request goes with one conditional
 * DeleteItem; an open request cannot just vanish (both users would stay pending for ever): it is
 * dismissed, deleted together with both pending entries, without notifying the sender. (The
 * DeleteItem is no transaction: an Idempotency-Key keeps that answer only.)
 */
export async function deleteNote(userId: string, noteId: string, unit: UnitOfWork): Promise<void> {
  const outcome = await deleteClosedNote(userId, noteId);
  if (outcome === undefined) throw new NotFound(teamTexts.noteNotFound);
  if (outcome === 'deleted') {
    unit.keepsAnswerOnly();
    return;
  }
  // Refused only because it is an open request; anything else means it changed meanwhile.
  if (outcome.kind !== 'request' || outcome.isProcessed) throw new Conflict(teamTexts.teamChanged);
  const senderId = outcome.fromUserId;
  await settle(
    outcome,
    deleteOpenRequest(outcome),
    dropPending(userId, senderId, outcome.id),
    [dropPending(senderId, userId, outcome.id)],
    unit,
  );
}

/**
 * Ends a team membership for both users (and their memberships in each other's shared lists,
 * ../lists/shared-lists.ts): the team entry and totalTeams -1 on both profiles (each
 * only while the entry is there) and a notification to the removed user. When their profile no
 * longer lists the caller (their account is gone), the caller's side alone goes, in a second one.
 */
export async function removeTeammate(user: UserItem, otherId: string, unit: UnitOfWork): Promise<void> {
  if (!Object.hasOwn(user.team ?? {}, otherId)) throw new Conflict(teamTexts.notTeammate);
  // Lists are shared only among teammates: the two leave each other's lists first.
  await endMembershipsBetween(user, otherId);
  await unlink(user.id, otherId, [notificationPut(otherId, user.id, teamTexts.removedFromTeamNote)], unit);
}

/**
 * The team entry and totalTeams -1 on both profiles, with `extra` in the same transaction. When the
 * other profile no longer lists the user (their account is gone), the user's side alone goes, in a
 * second one. Conflict: the user's side is gone already, or the state changed meanwhile.
 */
async function unlink(
  userId: string,
  otherId: string,
  extra: TransactItem[],
  unit: UnitOfWork,
): Promise<void> {
  try {
    await transact([leaveTeam(userId, otherId), leaveTeam(otherId, userId), ...extra], unit);
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    if (error.conditionFailed(tags.profile(userId))) throw new Conflict(teamTexts.notTeammate);
    if (!error.conditionFailed(tags.profile(otherId))) throw new Conflict(teamTexts.teamChanged);
    await transact([leaveTeam(userId, otherId)], unit).catch((repairError: unknown) => {
      throw repairError instanceof TransactionCancelled ? new Conflict(teamTexts.notTeammate) : repairError;
    });
  }
}

/**
 * An account being deleted leaves a teammate (./account-deletion.ts): the link goes on both sides,
 * each totalTeams -1, and nobody is notified (no account is left to have sent it). Done already
 * (this side no longer lists them): nothing happens.
 */
export async function dropTeammate(userId: string, otherId: string): Promise<void> {
  try {
    await unlink(userId, otherId, [], noKey);
  } catch (error) {
    if (!(error instanceof Conflict && error.message === teamTexts.notTeammate)) throw error;
  }
}

/**
 * An account being deleted closes an open request, sent or received (`entry`, its side of it): the
 * request note deleted while still open, in the recipient's partition, with both pending entries,
 * and nobody notified. When the other side is gone or moved on, this side's entry alone goes; when
 * this side's is gone, it was closed already.
 */
export async function closeRequest(userId: string, otherId: string, entry: PendingEntry): Promise<void> {
  const note = entry.from
    ? { recipientId: otherId, id: entry.requestId }
    : { recipientId: userId, id: entry.requestId };
  try {
    await transact(
      [
        deleteOpenRequest(note),
        dropPending(userId, otherId, entry.requestId),
        dropPending(otherId, userId, entry.requestId),
      ],
      noKey,
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    if (error.conditionFailed(tags.profile(userId))) return;
    await transact([dropPending(userId, otherId, entry.requestId)], noKey).catch((repairError: unknown) => {
      if (!(repairError instanceof TransactionCancelled)) throw repairError;
    });
  }
}
