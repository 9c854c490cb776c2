/**
 * The notes repository: team requests and notifications. Both are NoteItems in the RECIPIENT's
 * partition (`NOTE#<time-ordered id>`), so a user's lists are one Query of their own partition,
 * newest first, and nobody can reach another user's notes (every key starts with the caller's id).
 * The sender is kept as an id and resolved to `{ _id, username, coverImg }` when listed.
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { limits } from '@shared/limits';
import { ui } from '@shared/messages/screens';
import type { FromUser, Notification, TeamMemberSummary, TeamRequest } from '@shared/types';
import { getUserSummaries } from '../accounts/users';
import { db, tableName } from '../core/client';
import { isConditionFailed } from '../core/conditional';
import { newId } from '../core/ids';
import type { NoteItem } from '../core/items';
import { dueIndexKeys, keys, skPrefix, userPartition } from '../core/keys';
import { queryAll } from '../core/query';
import { type TransactItem, tags, transact, transactionRoom } from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';

function newNote(
  kind: NoteItem['kind'],
  recipientId: string,
  fromUserId: string,
  fields: Partial<NoteItem>,
): NoteItem {
  const id = newId();
  return {
    ...keys.note(recipientId, id),
    type: 'note',
    kind,
    id,
    recipientId,
    fromUserId,
    createdAt: new Date().toISOString(),
    ...fields,
  };
}

/** A new, unprocessed team request from `fromUserId` to `recipientId` (not yet written). */
export const newRequest = (recipientId: string, fromUserId: string): NoteItem =>
  newNote('request', recipientId, fromUserId, { isProcessed: false });

/** Writes a note that must not exist yet (ids are unique, so this only guards against bugs). */
export const putNote = (note: NoteItem): TransactItem => ({
  tag: tags.note(note.id),
  write: { Put: { TableName: tableName, Item: note, ConditionExpression: 'attribute_not_exists(pk)' } },
});

/** What a notification may carry beyond its text. */
export interface NotificationExtras {
  /** The task it is about (reminders, completion notices): answered as `todo`. */
  todo?: string;
  /** The comment it is about (a mention): answered as `comment`. */
  comment?: string;
  /** Push it to the recipient's devices: it enters the reminder poller's index, due now. */
  push?: boolean;
  /** The kind of notice the recipient's notification settings govern (./notification-emails.ts). */
  topic?: NoteItem['topic'];
}

/** A new notification item (not yet written). */
export function newNotification(
  recipientId: string,
  fromUserId: string,
  message: string,
  extras: NotificationExtras = {},
): NoteItem {
  const note = newNote('notification', recipientId, fromUserId, {
    message,
    ...(extras.todo ? { todo: extras.todo } : {}),
    ...(extras.comment ? { comment: extras.comment } : {}),
    ...(extras.topic ? { topic: extras.topic } : {}),
  });
  return extras.push ? { ...note, ...dueIndexKeys(note.createdAt, note.id) } : note;
}

/** A notification to `recipientId`, as an element of the transaction of the change it reports. */
export const notificationPut = (
  recipientId: string,
  fromUserId: string,
  message: string,
  extras: NotificationExtras = {},
): TransactItem => putNote(newNotification(recipientId, fromUserId, message, extras));

/**
 * Rewrites the text of a notification the recipient still has, in place (its time and its place in
 * the list kept): the fold of a burst of edits (../tasks/assignments.ts). Cancels when it was deleted.
 */
export const notificationRefresh = (recipientId: string, noteId: string, message: string): TransactItem => ({
  tag: tags.note(noteId),
  write: {
    Update: {
      TableName: tableName,
      Key: keys.note(recipientId, noteId),
      UpdateExpression: 'SET message = :message',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':message': message },
    },
  },
});

/** Marks a request answered, only if it still is unanswered (a second accept or reject cancels). */
export const markProcessed = (note: NoteItem): TransactItem => ({
  tag: tags.note(note.id),
  write: {
    Update: {
      TableName: tableName,
      Key: keys.note(note.recipientId, note.id),
      UpdateExpression: 'SET isProcessed = :true',
      ConditionExpression: 'attribute_exists(pk) AND isProcessed = :false',
      ExpressionAttributeValues: { ':true': true, ':false': false },
    },
  },
});

/** Deletes a request only while it is still unanswered (the pending entries go in the same transaction). */
export const deleteOpenRequest = (note: Pick<NoteItem, 'recipientId' | 'id'>): TransactItem => ({
  tag: tags.note(note.id),
  write: {
    Delete: {
      TableName: tableName,
      Key: keys.note(note.recipientId, note.id),
      ConditionExpression: 'attribute_exists(pk) AND isProcessed = :false',
      ExpressionAttributeValues: { ':false': false },
    },
  },
});

/** One of the user's own notes (consistent: it decides what a write may do). */
export async function getNote(userId: string, noteId: string): Promise<NoteItem | undefined> {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.note(userId, noteId), ConsistentRead: true }),
  );
  return result.Item as NoteItem | undefined;
}

/**
 * Deletes one of the user's notes unless it is a request still waiting for an answer (that one
 * needs the pending entries removed with it). Answers the note when it was not deleted for that
 * reason, 'deleted' when it was, and undefined when the user has no such note.
 */
export async function deleteClosedNote(
  userId: string,
  noteId: string,
): Promise<'deleted' | NoteItem | undefined> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.note(userId, noteId),
        ConditionExpression: 'attribute_exists(pk) AND (kind = :notification OR isProcessed = :true)',
        ExpressionAttributeValues: { ':notification': 'notification', ':true': true },
      }),
    );
    return 'deleted';
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    // The refused case costs a read; the common one (deleting a notification) does not.
    return getNote(userId, noteId);
  }
}

/**
 * Clears what the user has read: deletes their notifications up to `upTo` (the newest one their
 * notifications page showed; ids are time-ordered, so a notification that came after stays), never a
 * request. One Query of the NOTE# range up to it, then transactions of the found keys (one per 99).
 * One deleted meanwhile (another tab) is a delete of nothing, so nothing cancels. Answers how many.
 */
export async function clearNotifications(userId: string, upTo: string, unit: UnitOfWork): Promise<number> {
  const read = await queryAll<Pick<NoteItem, 'id'>>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
    FilterExpression: 'kind = :notification',
    ProjectionExpression: 'id',
    ExpressionAttributeValues: {
      ':pk': userPartition(userId),
      ':first': skPrefix.note,
      ':last': `${skPrefix.note}${upTo}`,
      ':notification': 'notification',
    },
    ConsistentRead: true,
  });
  if (read.length === 0) unit.keepsAnswerOnly();
  for (let start = 0; start < read.length; ) {
    const chunk = read.slice(start, start + transactionRoom(unit));
    start += chunk.length;
    await transact(
      chunk.map(({ id }) => ({
        tag: tags.note(id),
        write: {
          Delete: {
            TableName: tableName,
            Key: keys.note(userId, id),
            ConditionExpression: 'attribute_not_exists(pk) OR kind = :notification',
            ExpressionAttributeValues: { ':notification': 'notification' },
          },
        },
      })),
      unit,
    );
  }
  return read.length;
}

/**
 * The user's open requests or their notifications, newest first, at most `limits.notesListMax` of
 * them: one Query of the NOTE# range read backwards (more pages only when other notes fill a 1 MB
 * page). Answered requests are left out, as the original system leaves them out (docs/api.md).
 */
export async function listNotes(userId: string, kind: NoteItem['kind']): Promise<NoteItem[]> {
  const openOnly = kind === 'request';
  const notes = await queryAll<NoteItem>(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: openOnly ? 'kind = :kind AND isProcessed = :false' : 'kind = :kind',
      ExpressionAttributeValues: {
        ':pk': userPartition(userId),
        ':prefix': skPrefix.note,
        ':kind': kind,
        ...(openOnly ? { ':false': false } : {}),
      },
      ScanIndexForward: false,
      ConsistentRead: true,
    },
    (read) => read.length >= limits.notesListMax,
  );
  return notes.slice(0, limits.notesListMax);
}

/** The sender, flat and nested under `user` (see FromUser in shared/types.ts). */
function fromUser(summaries: Map<string, TeamMemberSummary>, id: string): FromUser {
  const summary = summaries.get(id) ?? { _id: id, username: ui.unknownUser, coverImg: null };
  return { ...summary, user: { ...summary } };
}

/** The senders of `notes` in one BatchGet (at most notesListMax distinct ids, so one call). */
const sendersOf = (notes: NoteItem[]) => getUserSummaries([...new Set(notes.map((n) => n.fromUserId))]);

export async function toRequests(notes: NoteItem[]): Promise<TeamRequest[]> {
  const senders = await sendersOf(notes);
  return notes.map((note) => ({
    _id: note.id,
    createdAt: note.createdAt,
    isProcessed: note.isProcessed === true,
    fromUser: fromUser(senders, note.fromUserId),
  }));
}

export async function toNotifications(notes: NoteItem[]): Promise<Notification[]> {
  const senders = await sendersOf(notes);
  return notes.map((note) => ({
    _id: note.id,
    createdAt: note.createdAt,
    message: note.message ?? '',
    fromUser: fromUser(senders, note.fromUserId),
    ...(note.todo ? { todo: note.todo } : {}),
    ...(note.comment ? { comment: note.comment } : {}),
  }));
}
