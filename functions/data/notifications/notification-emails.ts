/**
 * Notification settings and the notification emails' data (docs/notification-emails.md).
 *
 * Settings are flat attributes of the profile (`notifyMentions`, ...; absent: the default), so the
 * session read already holds them and a one-click unsubscribe sets one without a read. The zone
 * the browser reported is `timeZone` on the profile.
 *
 * The email queue: an in-app notice of a kind that may go by email is written with a queue item
 * (`XMAIL#<notification id>`, in the recipient's partition) in the same transaction, in the
 * reminder poller's due index (GSI2) 10 minutes later. The poller then claims it (a conditional
 * update that takes it out of the index: of two polls, one wins), drops it when the notification
 * is gone (the user cleared or deleted it: seen in the app) or the kind is no longer `email`,
 * reserves a send in the user's hourly window, sends, and marks it sent. A failed send goes back
 * into the index after a backoff (1, 2, 4, 8 minutes; then it is given up); a poll that dies between
 * the claim and the mark leaves the item out of the index, so nothing is ever sent twice.
 *
 * The daily digest's schedule: `XDIGEST` in the user's partition, in the same index at the user's
 * next 8:00 while the digest is `email`. The poller claims it by moving it to the following 8:00
 * (computed in the zone each time, so daylight-saving changes keep it at 8:00), so finding the
 * users whose 8:00 has come is the index's Query of the current hour, never a scan.
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dueDayOf } from '@shared/due-day';
import {
  digestHour,
  emailDelayMinutes,
  emailsPerUserHour,
  type NotificationChoice,
  type NotificationKind,
  type NotificationSettings,
  notificationKinds,
  notificationSettingsOf,
} from '@shared/notification-settings';
import { instantOfWallClock, dayIn as zoneDay, zoneOrUtc } from '@shared/time-zones';
import { addDays } from 'date-fns';
import { env } from '../../lib/env';
import { notifyAttribute } from '../accounts/profile-fields';
import type { UserItem } from '../accounts/users';
import { seenTaskIds } from '../conversation/task-audience';
import { getItems, type ItemKey, keyString } from '../core/batch';
import { db, tableName } from '../core/client';
import { isConditionFailed } from '../core/conditional';
import type { NoteItem, TodoItem } from '../core/items';
import { dueIndexKeys, keys, skPrefix, userPartition } from '../core/keys';
import { queryAll } from '../core/query';
import { reserveAttempt } from '../core/rate-limits';
import { type TransactItem, TransactionCancelled, tags, transact } from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';
import { newNotification, putNote } from './notes';
import { dueIndexAttributes } from './reminders';

// ---- Settings ----

/** The kinds an immediate email exists for (the digest has its own schedule). */
type EmailKind = Exclude<NotificationKind, 'digest'>;

/** What the profile holds of the settings (absent attributes: the defaults, shared/notification-settings.ts). */
export const settingsOf = (profile: Partial<Record<string, unknown>>): NotificationSettings =>
  notificationSettingsOf(
    Object.fromEntries(notificationKinds.map((kind) => [kind, profile[notifyAttribute(kind)]])),
  );

/** The profile attributes the settings and the digest need (a projection for the poller's reads). */
export const settingsAttributes = [
  'id',
  'username',
  'email',
  'emailVerified',
  'timeZone',
  'deleting',
  // Where the digest looks for the tasks its notices are about (../conversation/task-audience.ts).
  'sharedLists',
  ...notificationKinds.map(notifyAttribute),
];

/** Whether emails can reach the user: an address, verified, on an account not being deleted. */
export const emailReady = (profile: Partial<UserItem>): profile is UserItem & { email: string } =>
  typeof profile.email === 'string' &&
  profile.email !== '' &&
  profile.emailVerified === true &&
  !profile.deleting;

export interface SettingsChange extends Partial<NotificationSettings> {
  timeZone?: string | undefined;
}

const hourMs = 3_600_000;
const minuteMs = 60_000;

/**
 * The first 8:00 in `zone` after `now` (UTC for a zone that is not one), as an ISO instant: today's,
 * else tomorrow's (a day of a daylight-saving change included: the wall clock is the zone's).
 */
export function nextDigestAt(zone: string, now: Date): string {
  const known = zoneOrUtc(zone);
  const today = zoneDay(now, known);
  const time = `${String(digestHour).padStart(2, '0')}:00`;
  const at = instantOfWallClock(today, time, known);
  if (at > now.getTime()) return new Date(at).toISOString();
  const tomorrow = addDays(new Date(`${today}T00:00:00Z`), 1)
    .toISOString()
    .slice(0, 10);
  return new Date(instantOfWallClock(tomorrow, time, known)).toISOString();
}

/** The digest's schedule item: in the due index at the next 8:00 of `zone`. */
const digestPut = (userId: string, zone: string, now: Date): TransactItem => ({
  tag: `digest:${userId}`,
  write: {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.digest(userId),
        type: 'digest',
        id: userId,
        userId,
        timeZone: zone,
        ...dueIndexKeys(nextDigestAt(zone, now), userId),
      },
    },
  },
});

const digestDelete = (userId: string): TransactItem => ({
  tag: `digest:${userId}`,
  write: { Delete: { TableName: tableName, Key: keys.digest(userId) } },
});

/**
 * Changes the caller's settings and zone in one transaction: the profile's attributes, and the
 * digest's schedule put (at the next 8:00 of the zone, UTC until one is reported) or deleted when
 * the digest or the zone changes. Nothing changed: no write. Answers the profile as changed.
 */
export async function updateNotificationSettings(
  user: UserItem,
  change: SettingsChange,
  unit: UnitOfWork,
  now = new Date(),
): Promise<UserItem> {
  const before = settingsOf(user as unknown as Record<string, unknown>);
  const set: Record<string, string> = {};
  for (const kind of notificationKinds) {
    const choice = change[kind];
    if (choice !== undefined && choice !== before[kind]) set[notifyAttribute(kind)] = choice;
  }
  const zoneChanged = change.timeZone !== undefined && change.timeZone !== user.timeZone;
  if (zoneChanged) set.timeZone = change.timeZone as string;
  const names = Object.keys(set);
  if (names.length === 0) {
    unit.keepsAnswerOnly();
    return user;
  }
  const after = { ...user, ...set } as UserItem;
  const digest = settingsOf(after as unknown as Record<string, unknown>).digest;
  const digestChanged = digest !== before.digest;
  const schedule =
    digest === 'email' && (digestChanged || zoneChanged)
      ? [digestPut(user.id, after.timeZone ?? 'UTC', now)]
      : digest !== 'email' && before.digest === 'email'
        ? [digestDelete(user.id)]
        : [];
  await transact(
    [
      {
        tag: tags.profile(user.id),
        write: {
          Update: {
            TableName: tableName,
            Key: keys.user(user.id),
            UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
            ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, set[name]])),
          },
        },
      },
      ...schedule,
    ],
    unit,
  );
  return after;
}

/**
 * The one-click unsubscribe: the kind goes to `app` (the notices stay in the app), and the
 * digest's schedule is deleted with it. False when the account is gone or being deleted.
 */
export async function unsubscribeKind(
  userId: string,
  kind: NotificationKind,
  unit: UnitOfWork,
): Promise<boolean> {
  const update: TransactItem = {
    tag: tags.profile(userId),
    write: {
      Update: {
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET #kind = :app',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting)',
        ExpressionAttributeNames: { '#kind': notifyAttribute(kind) },
        ExpressionAttributeValues: { ':app': 'app' },
      },
    },
  };
  try {
    await transact(kind === 'digest' ? [update, digestDelete(userId)] : [update], unit);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelled) return false;
    throw error;
  }
}

// ---- The queue ----

/** An email waiting for its notification to be seen, or sent (kept a week, for the record). */
export interface MailQueueItem {
  pk: string;
  sk: string;
  type: 'mailq';
  /** The notification's id. */
  id: string;
  userId: string;
  recipientId: string;
  kind: EmailKind;
  fromUserId: string;
  /** The notification's text: the mail's subject and body. */
  message: string;
  todo?: string;
  /** A comment's notice: the comment it opens at, and its text, quoted in the mail. */
  comment?: string;
  quote?: string;
  createdAt: string;
  attempts: number;
  claimedAt?: string;
  sentAt?: string;
  gsi2pk?: string;
  gsi2sk?: string;
  expiresAt: number;
}

/** What an email notice is about: the kind, whom, the notification it repeats and its task. */
export interface QueuedNotice {
  kind: EmailKind;
  recipientId: string;
  fromUserId: string;
  /** The in-app notification's id: the email is dropped once it is gone (seen, cleared). */
  noteId: string;
  message: string;
  /** The task it links to (`/dashboard?highlight=todo-<id>`). */
  todo?: string | undefined;
  /** A comment's notice: the comment the link opens at, and its text, quoted. */
  comment?: { id: string; text: string } | undefined;
  /** When the notification was made (the email is due 10 minutes later). */
  createdAt: string;
}

const weekSeconds = 7 * 24 * 3600;

/**
 * The queue item of an email notice, as an element of the transaction that writes its in-app
 * notification (the comments' mentions call it beside theirs). Whether the recipient wants it by
 * email is checked when it is due, with their profile read then.
 */
export function queueNotificationEmail(notice: QueuedNotice): TransactItem {
  const delayMs = Number.isFinite(env.notifyEmailDelaySeconds)
    ? env.notifyEmailDelaySeconds * 1000
    : emailDelayMinutes * minuteMs;
  const dueAt = new Date(Date.parse(notice.createdAt) + delayMs).toISOString();
  const item: MailQueueItem = {
    ...keys.mailQueue(notice.recipientId, notice.noteId),
    type: 'mailq',
    id: notice.noteId,
    userId: notice.recipientId,
    recipientId: notice.recipientId,
    kind: notice.kind,
    fromUserId: notice.fromUserId,
    message: notice.message,
    ...(notice.todo ? { todo: notice.todo } : {}),
    ...(notice.comment ? { comment: notice.comment.id, quote: notice.comment.text } : {}),
    createdAt: notice.createdAt,
    attempts: 0,
    ...dueIndexKeys(dueAt, notice.noteId),
    expiresAt: Math.floor(Date.parse(dueAt) / 1000) + weekSeconds,
  };
  return {
    tag: `mailq:${notice.noteId}`,
    write: { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
  };
}

export interface NoticeOptions {
  todo?: string;
  /** A comment's notice: the comment it opens at (and quotes, by email). */
  comment?: { id: string; text: string };
  push?: boolean;
  /**
   * The recipient's setting of the kind when the operation read their profile anyway: `off` writes
   * nothing, `app` no email. Unknown: the notice is written and its email queued (checked when due).
   */
  choice?: NotificationChoice | undefined;
}

/**
 * A notice of `kind` for `recipientId`, as elements of the transaction of the change it reports:
 * the in-app notification and, unless the recipient keeps the kind in the app, its queued email.
 * None when the recipient turned the kind off.
 */
export function noticeWrites(
  kind: EmailKind,
  recipientId: string,
  fromUserId: string,
  message: string,
  options: NoticeOptions = {},
): TransactItem[] {
  if (options.choice === 'off') return [];
  const note = newNotification(recipientId, fromUserId, message, {
    topic: kind,
    ...(options.todo ? { todo: options.todo } : {}),
    ...(options.comment ? { comment: options.comment.id } : {}),
    ...(options.push ? { push: true } : {}),
  });
  if (options.choice === 'app') return [putNote(note)];
  return [
    putNote(note),
    queueNotificationEmail({
      kind,
      recipientId,
      fromUserId,
      noteId: note.id,
      message,
      todo: options.todo,
      comment: options.comment,
      createdAt: note.createdAt,
    }),
  ];
}

/** The users' settings of the given kinds, read in one BatchGet (a write that does not read them). */
export async function settingsOfUsers(
  userIds: string[],
  kinds: readonly NotificationKind[],
): Promise<Map<string, NotificationSettings>> {
  if (userIds.length === 0) return new Map();
  const found = await getItems<UserItem>(
    userIds.map((id) => keys.user(id)),
    { projection: ['id', ...kinds.map(notifyAttribute)] },
  );
  return new Map(
    userIds.map((id) => [
      id,
      settingsOf((found.get(keyString(keys.user(id))) ?? {}) as unknown as Record<string, unknown>),
    ]),
  );
}

/** The recipients' settings of one kind, read in one BatchGet (a write that does not read them). */
export async function choicesOf(
  userIds: string[],
  kind: NotificationKind,
): Promise<Map<string, NotificationChoice>> {
  const settings = await settingsOfUsers(userIds, [kind]);
  return new Map([...settings].map(([id, of]) => [id, of[kind]]));
}

/** What the due index shows of a queued email or a digest schedule. */
export type DueMail = { type: 'mailq'; id: string; recipientId: string; gsi2sk: string };
export type DueDigest = { type: 'digest'; id: string; userId: string; gsi2sk: string };

/** The most sends of one email: the first and three retries (after 1, 2 and 4 minutes). */
export const mailAttemptsMax = 4;
/** The wait before the retry after `attempts` failed sends. */
export const backoffMs = (attempts: number) => 2 ** Math.max(0, attempts - 1) * minuteMs;

/**
 * Claims a due email once: out of the index, `claimedAt` set and its attempts counted, only while
 * the index still shows what was read and it was never sent. Answers the item, or null when another
 * poll has it.
 */
export async function claimMail(due: DueMail, now: Date): Promise<MailQueueItem | null> {
  try {
    const result = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.mailQueue(due.recipientId, due.id),
        UpdateExpression: `REMOVE ${dueIndexAttributes.join(', ')} SET claimedAt = :now, attempts = attempts + :one`,
        ConditionExpression: 'gsi2sk = :read AND attribute_not_exists(sentAt)',
        ExpressionAttributeValues: { ':read': due.gsi2sk, ':now': now.toISOString(), ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes as MailQueueItem;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/**
 * What a claimed email needs: the recipient's profile (settings, address), whether its
 * notification is unseen (gone: the user cleared or deleted it; or a page of theirs showed it:
 * ../notifications/notes-seen.ts), and, for a notice about a task, whether the recipient is in the
 * task's audience now (../conversation/task-audience.ts, the one rule: a member who left the list
 * since, a former teammate, is mailed nothing about it). An assignment's notice also reads the
 * recipient's task: `done` when it was completed (or deleted) meanwhile, and the mail says nothing new.
 * One BatchGet, then, for a notice about a task that would be mailed, the audience's reads (one or two).
 */
export async function mailRecipient(
  item: MailQueueItem,
): Promise<{ profile: UserItem | undefined; unseen: boolean; inAudience: boolean; done: boolean }> {
  const profileKey = keys.user(item.recipientId);
  const noteKey = keys.note(item.recipientId, item.id);
  const taskKey = item.kind === 'assigned' && item.todo ? keys.todo(item.recipientId, item.todo) : null;
  const found = await getItems<UserItem | NoteItem | (ItemKey & { completed?: boolean })>(
    [profileKey, noteKey, ...(taskKey ? [taskKey] : [])],
    { consistent: true },
  );
  const profile = found.get(keyString(profileKey)) as UserItem | undefined;
  const seenUpTo = profile?.notesSeenUpTo;
  const unseen = found.has(keyString(noteKey)) && !(seenUpTo !== undefined && seenUpTo >= item.id);
  const task = taskKey ? (found.get(keyString(taskKey)) as { completed?: boolean } | undefined) : undefined;
  const done = taskKey !== null && (task === undefined || task.completed === true);
  // Only an email that would otherwise go costs the audience's reads.
  const wanted =
    unseen &&
    profile &&
    emailReady(profile) &&
    settingsOf(profile as unknown as Record<string, unknown>)[item.kind] === 'email';
  const inAudience =
    !item.todo || !wanted || (await seenTaskIds(item.recipientId, [item.todo], profile)).has(item.todo);
  return { profile, unseen, inAudience, done };
}

/** Puts a claimed email back in the index at `at` (a retry, or a wait for the hourly window). */
export async function requeueMail(item: MailQueueItem, at: Date, countsAsAttempt: boolean): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.mailQueue(item.recipientId, item.id),
      UpdateExpression: `SET gsi2pk = :pk, gsi2sk = :sk${countsAsAttempt ? '' : ', attempts = attempts - :one'} REMOVE claimedAt`,
      ConditionExpression: 'claimedAt = :claimed AND attribute_not_exists(sentAt)',
      ExpressionAttributeValues: {
        ...(() => {
          const index = dueIndexKeys(at.toISOString(), item.id);
          return { ':pk': index.gsi2pk, ':sk': index.gsi2sk };
        })(),
        ':claimed': item.claimedAt,
        ...(countsAsAttempt ? {} : { ':one': 1 }),
      },
    }),
  );
}

/** The sent mark: the email stays a week as the record that it went, then expires. */
export async function markMailSent(
  item: MailQueueItem,
  now: Date,
  messageId: string | undefined,
): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.mailQueue(item.recipientId, item.id),
      UpdateExpression: 'SET sentAt = :now, messageId = :id REMOVE claimedAt',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':id': messageId ?? '' },
    }),
  );
}

/** An email that will not go (seen, turned off, no address, given up): deleted. */
export async function dropMail(item: Pick<MailQueueItem, 'recipientId' | 'id'>): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.mailQueue(item.recipientId, item.id) }));
}

/**
 * Reserves one send in the user's hourly window (`emailsPerUserHour`, the digest included): false
 * when the window is full (the email waits).
 */
export const reserveMailSend = (userId: string, now: Date): Promise<boolean> =>
  reserveAttempt(keys.rate(`notifymail#${userId}`), {
    max: emailsPerUserHour,
    windowSeconds: 3600,
    nowSeconds: Math.floor(now.getTime() / 1000),
  });

// ---- The digest ----

export interface DigestItem {
  pk: string;
  sk: string;
  type: 'digest';
  id: string;
  userId: string;
  timeZone: string;
  gsi2pk?: string;
  gsi2sk?: string;
  attempts?: number;
}

/**
 * Claims a due digest once by moving its schedule to the following 8:00 (only while the index shows
 * what was read). Answers the schedule as it was, or null when another poll has it.
 */
export async function claimDigest(due: DueDigest, now: Date): Promise<DigestItem | null> {
  try {
    const result = await db.send(
      new GetCommand({ TableName: tableName, Key: keys.digest(due.userId), ConsistentRead: true }),
    );
    const item = result.Item as DigestItem | undefined;
    if (!item || item.gsi2sk !== due.gsi2sk) return null;
    const next = dueIndexKeys(nextDigestAt(item.timeZone, now), item.userId);
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.digest(due.userId),
        UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk',
        ConditionExpression: 'gsi2sk = :read',
        ExpressionAttributeValues: { ':pk': next.gsi2pk, ':sk': next.gsi2sk, ':read': due.gsi2sk },
      }),
    );
    return item;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/** A digest whose mail failed goes again after a backoff (at most three tries a day). */
export async function retryDigest(item: DigestItem, now: Date): Promise<boolean> {
  const attempts = (item.attempts ?? 0) + 1;
  if (attempts >= 3) return false;
  const retry = dueIndexKeys(new Date(now.getTime() + backoffMs(attempts)).toISOString(), item.userId);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.digest(item.userId),
        UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk, attempts = :attempts',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':pk': retry.gsi2pk, ':sk': retry.gsi2sk, ':attempts': attempts },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** One line of the digest: a task (or notice) and the task it links to. */
export interface DigestLine {
  text: string;
  todo?: string;
}

export interface DigestContent {
  /** The user's day, yyyy-mm-dd in their zone. */
  day: string;
  dueToday: DigestLine[];
  overdue: DigestLine[];
  assigned: DigestLine[];
  /**
   * Unread mentions: the user's notifications of topic `mentions` still in the bell (clearing them
   * is reading them). Written by the comments' mentions through `noticeWrites('mentions', ...)`.
   */
  mentions: DigestLine[];
  completed: DigestLine[];
}

/** Lines per section: the digest points to the app, it does not replace it. */
export const digestLinesMax = 20;

export const digestIsEmpty = (content: DigestContent): boolean =>
  content.dueToday.length +
    content.overdue.length +
    content.assigned.length +
    content.mentions.length +
    content.completed.length ===
  0;

/** The calendar day of `now` in `zone` (yyyy-mm-dd; UTC for a zone that is not one). */
export const dayIn = (zone: string, now: Date): string => zoneDay(now, zone);

type DigestTask = Pick<
  TodoItem,
  'id' | 'description' | 'due' | 'dueDay' | 'repeat' | 'completed' | 'assignerId' | 'createdAt'
>;

/**
 * The digest of `userId` at `now` in `zone`: two Queries of their partition, in parallel: the tasks
 * (due today, overdue, assigned to them in the last 24 hours) and the notifications (unread
 * mentions, completions of tasks they assigned in the last 24 hours). A notification's line about a
 * task stays only while the user is in the task's audience now (../conversation/task-audience.ts `seenTaskIds`:
 * one more step of one or two reads, for all of them at once, when there are some; `profile` gives
 * the user's shared lists). The tasks are the user's own partition's: theirs, or their copies.
 */
export async function digestContent(
  userId: string,
  zone: string,
  now: Date,
  profile?: Pick<UserItem, 'username'> & Partial<Pick<UserItem, 'sharedLists'>>,
): Promise<DigestContent> {
  const day = dayIn(zone, now);
  const since = new Date(now.getTime() - 24 * hourMs).toISOString();
  const [tasks, notes] = await Promise.all([
    queryAll<DigestTask>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'completed = :false',
      ProjectionExpression: 'id, description, due, dueDay, #repeat, completed, assignerId, createdAt',
      ExpressionAttributeNames: { '#repeat': 'repeat' },
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': skPrefix.todo, ':false': false },
    }),
    queryAll<Pick<NoteItem, 'id' | 'message' | 'todo' | 'topic' | 'createdAt'>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'topic IN (:mentions, :completions)',
      ProjectionExpression: 'id, message, todo, topic, createdAt',
      ExpressionAttributeValues: {
        ':pk': userPartition(userId),
        ':prefix': skPrefix.note,
        ':mentions': 'mentions',
        ':completions': 'completions',
      },
      ScanIndexForward: false,
    }),
  ]);
  const line = (task: DigestTask): DigestLine => ({ text: task.description, todo: task.id });
  const content: DigestContent = {
    day,
    dueToday: [],
    overdue: [],
    assigned: [],
    mentions: [],
    completed: [],
  };
  for (const task of tasks) {
    const due = dueDayOf(task);
    if (due === day) content.dueToday.push(line(task));
    else if (due !== null && due < day) content.overdue.push(line(task));
    if (task.assignerId && task.createdAt >= since) content.assigned.push(line(task));
  }
  const aboutTasks = [...new Set(notes.flatMap((note) => (note.todo ? [note.todo] : [])))];
  const seen = await seenTaskIds(userId, aboutTasks, profile);
  for (const note of notes) {
    if (note.todo && !seen.has(note.todo)) continue;
    const noteLine = { text: note.message ?? '', ...(note.todo ? { todo: note.todo } : {}) };
    if (note.topic === 'mentions') content.mentions.push(noteLine);
    else if (note.topic === 'completions' && note.createdAt >= since) content.completed.push(noteLine);
  }
  for (const section of ['dueToday', 'overdue', 'assigned', 'mentions', 'completed'] as const)
    content[section] = content[section].slice(0, digestLinesMax);
  return content;
}

/** The profile of a digest's user: settings, address and name (one GetItem). */
export async function digestRecipient(userId: string): Promise<UserItem | undefined> {
  const result = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.user(userId),
      ConsistentRead: true,
      ProjectionExpression: settingsAttributes.map((_, i) => `#a${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(settingsAttributes.map((name, i) => [`#a${i}`, name])),
    }),
  );
  return result.Item as UserItem | undefined;
}
