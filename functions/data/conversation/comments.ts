/**
 * Comments on a task (docs/api.md#comments, docs/data-model.md#comments): the thread of a task's
 * audience (./task-audience.ts), in a partition of its own, `THREAD#<threadId>` / `COMMENT#<id>`,
 * oldest first by the time-ordered id.
 *
 * Unread marks without a read per task on the board: every item of the board that shows the task
 * (the task; an assignment's row and each of its copies) carries the thread's counter `commentSeq`,
 * moved in the comment's transaction, and each user keeps a read mark `USER#<id>` / `READ#<threadId>`
 * (`seen`), which the board's one Query reads with the tasks. Unread = commentSeq - seen (a deleted
 * comment was still posted: the counter never goes back).
 *
 * Mentions: `@username` of a member of the audience; anyone else's name stays text and notifies
 * nobody. Each mentioned member (but the author) gets a notification through `commentNotification`,
 * the one function through which a comment's notification is made (an email layer hooks there).
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { commentLimits } from '@shared/limits';
import { commentTexts } from '@shared/messages/server';
import type { NotificationChoice } from '@shared/notification-settings';
import type { TeamMemberSummary } from '@shared/types';
import { Forbidden, NotFound } from '../../lib/errors';
import { getUserSummaries, type UserItem } from '../accounts/users';
import { db, tableName } from '../core/client';
import { newId } from '../core/ids';
import { type CommentItem, creatorOf, type ReadMarkItem } from '../core/items';
import { commentSortKeyPrefix, keys, threadPartitionPrefix } from '../core/keys';
import {
  retryOnConflict,
  type TransactItem,
  TransactionCancelled,
  tags,
  transact,
} from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';
import { groupWrite } from '../lists/list-access';
import { choicesOf, noticeWrites, settingsOfUsers } from '../notifications/notification-emails';
import { activityEntry } from './activity';
import { resolveTaskAudience, type TaskAudience } from './task-audience';

/** Who comments: the signed-in user as the session read them. */
type Commenter = Pick<UserItem, 'id' | 'username' | 'coverImg' | 'sharedLists'>;

/** A comment as answered. */
export interface CommentView {
  _id: string;
  author: TeamMemberSummary;
  text: string;
  mentions: string[];
  createdAt: string;
  editedAt: string | null;
}

/** What a comment's notification is about: a `mention` of the recipient, or a `comment` on a task they follow. */
type CommentNotificationKind = 'mention' | 'comment';

/**
 * Who follows a task's comments (the notification settings' `comments` kind): its owner; an
 * assignment's assigner and every assignee; in a shared list, the task's creator and a team task's
 * assignees, while they are in its audience (the list's members as read now: a creator or an
 * assignee who left the list, or stopped being the owner's teammate, is told nothing).
 */
function followersOf(audience: TaskAudience): string[] {
  if (audience.kind === 'assignment') return audience.memberIds;
  if (audience.kind === 'own' || !audience.task) return [audience.ownerId];
  const parts = (audience.task.assignees ?? []).map((part) => part.id);
  return [...new Set([creatorOf(audience.task), ...parts])].filter((id) => audience.memberIds.includes(id));
}

/** The notification settings' kind of each (shared/notification-settings.ts). */
const settingOf = { mention: 'mentions', comment: 'comments' } as const;

/**
 * THE function through which a comment's notification is made (bell, live toast and Web Push, and
 * its email when the recipient wants the kind by email: ../notifications/notification-emails.ts `noticeWrites`),
 * as elements of the comment's own transaction. `choice`: the recipient's setting when read
 * (`off`: nothing); unknown, the email is checked when due.
 */
export function commentNotification(note: {
  kind: CommentNotificationKind;
  recipientId: string;
  author: Pick<Commenter, 'id' | 'username'>;
  /** The task's description, as shown. */
  description: string;
  /** The task id the recipient knows it by. */
  taskId: string;
  /** The comment: the notice opens at it, and its email quotes it. */
  comment: { id: string; text: string };
  choice?: NotificationChoice | undefined;
}): TransactItem[] {
  return noticeWrites(
    settingOf[note.kind],
    note.recipientId,
    note.author.id,
    textOf[note.kind](note.author.username, note.description),
    { todo: note.taskId, comment: note.comment, push: true, choice: note.choice },
  );
}

const textOf = { mention: commentTexts.mentioned, comment: commentTexts.commented } as const;

const mentionPattern = /(^|[^\w@.])@([A-Za-z0-9][A-Za-z0-9._-]{2,29})/g;

/** The `@names` a text holds, lowercase (a trailing dot ends a sentence, not a name). */
export function mentionedNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(mentionPattern))
    names.add((match[2] as string).replace(/[.]+$/, '').toLowerCase());
  return [...names];
}

/**
 * The audience members a text mentions, by id, in the order of the audience. Names the audience's
 * read did not give are looked up (one BatchGet), only when the text mentions someone.
 */
async function mentionsIn(text: string, audience: TaskAudience): Promise<string[]> {
  const names = mentionedNames(text);
  if (names.length === 0) return [];
  const known = new Map(Object.entries(audience.knownNames).filter(([, name]) => name !== ''));
  const missing = audience.memberIds.filter((id) => !known.has(id));
  for (const [id, summary] of await getUserSummaries(missing)) known.set(id, summary.username);
  const wanted = new Set(names);
  return audience.memberIds.filter((id) => wanted.has((known.get(id) ?? '').toLowerCase()));
}

/** The task's description as a notification names it. */
const descriptionOf = (audience: TaskAudience) =>
  audience.task?.description ?? audience.assignment?.description ?? '';

/**
 * What the first item that shows the task keeps of its newest comment (`lastComment`), for the live
 * fan-out to carry it whole to the audience (functions/realtime/audience.ts) with no read.
 */
const lastCommentOf = (item: CommentItem, author: Pick<Commenter, 'username' | 'coverImg'>) => ({
  id: item.id,
  threadId: item.threadId,
  authorId: item.authorId,
  authorName: author.username,
  authorImg: author.coverImg ?? null,
  text: item.text,
  mentions: item.mentions,
  createdAt: item.createdAt,
  audience: item.audience,
  taskIds: item.taskIds,
});

/** Moves the thread's counter on every item that shows the task; the first one as read, with the comment. */
function counterWrites(
  audience: TaskAudience,
  next: number,
  last: ReturnType<typeof lastCommentOf>,
): TransactItem[] {
  return audience.carriers.map((carrier, i) => {
    const first = i === 0;
    const guard = audience.commentSeq === 0 ? 'attribute_not_exists(commentSeq)' : 'commentSeq = :prev';
    return {
      tag: carrier.tag,
      write: {
        Update: {
          TableName: tableName,
          Key: carrier.key,
          UpdateExpression: first ? 'SET commentSeq = :next, lastComment = :last' : 'SET commentSeq = :next',
          ConditionExpression: first ? `attribute_exists(pk) AND ${guard}` : 'attribute_exists(pk)',
          ExpressionAttributeValues: {
            ':next': next,
            ...(first ? { ':last': last } : {}),
            ...(first && audience.commentSeq !== 0 ? { ':prev': audience.commentSeq } : {}),
          },
        },
      },
    };
  });
}

const readMarkPut = (userId: string, threadId: string, seen: number): TransactItem => ({
  tag: tags.readMark(userId, threadId),
  write: {
    Put: {
      TableName: tableName,
      Item: { ...keys.readMark(userId, threadId), type: 'readMark', threadId, seen } satisfies ReadMarkItem,
    },
  },
});

/**
 * The task's history entry of a comment added or deleted (./activity.ts), written in the comment's
 * transaction: the history thread is the comment thread's (the task's id in its owner's partition,
 * or an assignment's marker in the assigner's).
 */
const commentActivity = (
  user: Commenter,
  audience: TaskAudience,
  kind: 'comment-added' | 'comment-deleted',
  text: string,
): TransactItem =>
  activityEntry({ userId: audience.ownerId, id: audience.threadId }, user, kind, [
    {
      field: 'comment',
      from: kind === 'comment-deleted' ? text : null,
      to: kind === 'comment-added' ? text : null,
    },
  ]);

const authorOf = (user: Pick<Commenter, 'id' | 'username' | 'coverImg'>): TeamMemberSummary => ({
  _id: user.id,
  username: user.username,
  coverImg: user.coverImg ?? null,
});

const toView = (item: CommentItem, author: TeamMemberSummary): CommentView => ({
  _id: item.id,
  author,
  text: item.text,
  mentions: item.mentions,
  createdAt: item.createdAt,
  editedAt: item.editedAt ?? null,
});

/**
 * Writes a comment on the task `taskId` as the caller names it, in one transaction: the comment,
 * the counter on every item that shows the task (the first conditioned on the count read; a race
 * reads again), the author's read mark (their own comment is read), a shared list's group element
 * (so its members hear the change, and a member removed meanwhile cancels it), and a notification
 * per mentioned member. Round trips: the audience's (./task-audience.ts), a BatchGet of names when
 * the text mentions someone the audience did not name, and the transaction.
 */
export async function addComment(
  user: Commenter,
  taskId: string,
  text: string,
  unit: UnitOfWork,
): Promise<CommentView> {
  return retryOnConflict(async () => {
    const audience = await resolveTaskAudience(user.id, user, taskId);
    const mentions = (await mentionsIn(text, audience)).filter((memberId) => memberId !== user.id);
    // Followers told of the comment: those it does not mention already (they hear of the mention).
    const followers = followersOf(audience).filter(
      (memberId) => memberId !== user.id && !mentions.includes(memberId),
    );
    // Their settings of both kinds, in one BatchGet (none when nobody is told).
    const settings = await settingsOfUsers([...mentions, ...followers], ['mentions', 'comments']);
    const id = newId();
    const item: CommentItem = {
      ...keys.comment(audience.threadId, id),
      type: 'comment',
      id,
      threadId: audience.threadId,
      authorId: user.id,
      text,
      mentions,
      createdAt: new Date().toISOString(),
      editedAt: null,
      audience: audience.memberIds,
      taskIds: audience.taskIdFor,
    };
    const next = audience.commentSeq + 1;
    const description = descriptionOf(audience);
    await transact(
      [
        {
          tag: tags.comment(id),
          write: {
            Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
          },
        },
        ...counterWrites(audience, next, lastCommentOf(item, user)),
        readMarkPut(user.id, audience.threadId, next),
        commentActivity(user, audience, 'comment-added', text),
        ...(audience.place?.shared ? [groupWrite(audience.place, user.id, 0, 1, 'member')] : []),
        ...mentions.flatMap((memberId) =>
          commentNotification({
            kind: 'mention',
            recipientId: memberId,
            author: user,
            description,
            taskId: audience.taskIdFor[memberId] ?? taskId,
            comment: { id, text },
            choice: settings.get(memberId)?.mentions,
          }),
        ),
        ...followers.flatMap((memberId) =>
          commentNotification({
            kind: 'comment',
            recipientId: memberId,
            author: user,
            description,
            taskId: audience.taskIdFor[memberId] ?? taskId,
            comment: { id, text },
            choice: settings.get(memberId)?.comments,
          }),
        ),
      ],
      unit,
    );
    return toView(item, authorOf(user));
  });
}

/** One page of the thread, oldest first, and the cursor of the next (null after the last). */
export async function listComments(
  user: Commenter,
  taskId: string,
  cursor: string,
): Promise<{ comments: CommentView[]; next: string | null }> {
  const audience = await resolveTaskAudience(user.id, user, taskId);
  const pk = `${threadPartitionPrefix}${audience.threadId}`;
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: cursor ? 'pk = :pk AND sk > :after' : 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: cursor
        ? { ':pk': pk, ':after': `${commentSortKeyPrefix}${cursor}` }
        : { ':pk': pk, ':prefix': commentSortKeyPrefix },
      Limit: commentLimits.pageSize,
      ConsistentRead: true,
    }),
  );
  const items = (result.Items ?? []) as CommentItem[];
  const authors = await getUserSummaries([...new Set(items.map((item) => item.authorId))]);
  const comments = items.map((item) =>
    toView(
      item,
      authors.get(item.authorId) ?? { _id: item.authorId, username: 'Unknown User', coverImg: null },
    ),
  );
  const last = items[items.length - 1];
  return { comments, next: result.LastEvaluatedKey && last ? last.id : null };
}

/** A comment of the task's thread, with the task's audience (404 for either missing). */
async function findComment(user: Commenter, taskId: string, commentId: string) {
  const audience = await resolveTaskAudience(user.id, user, taskId);
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.comment(audience.threadId, commentId),
      ConsistentRead: true,
    }),
  );
  if (!Item) throw new NotFound(commentTexts.notFound);
  return { audience, item: Item as CommentItem };
}

/**
 * Its author changes a comment's text, within 24 hours of writing it; `editedAt` says when. Members
 * it newly mentions are notified; those it mentioned before are not told again.
 */
export async function editComment(
  user: Commenter,
  taskId: string,
  commentId: string,
  text: string,
  unit: UnitOfWork,
): Promise<CommentView> {
  const { audience, item } = await findComment(user, taskId, commentId);
  if (item.authorId !== user.id) throw new Forbidden(commentTexts.notAuthor);
  const age = Date.now() - Date.parse(item.createdAt);
  if (age > commentLimits.editHours * 3600_000) throw new Forbidden(commentTexts.editWindowOver);
  const mentions = await mentionsIn(text, audience);
  const choices = await choicesOf(
    mentions.filter((memberId) => memberId !== user.id && !item.mentions.includes(memberId)),
    'mentions',
  );
  const edited: CommentItem = { ...item, text, mentions, editedAt: new Date().toISOString() };
  const description = descriptionOf(audience);
  await transact(
    [
      {
        tag: tags.comment(item.id),
        write: {
          Put: {
            TableName: tableName,
            Item: edited,
            ConditionExpression: 'attribute_exists(pk) AND authorId = :me',
            ExpressionAttributeValues: { ':me': user.id },
          },
        },
      },
      ...mentions
        .filter((memberId) => memberId !== user.id && !item.mentions.includes(memberId))
        .flatMap((memberId) =>
          commentNotification({
            kind: 'mention',
            recipientId: memberId,
            author: user,
            description,
            taskId: audience.taskIdFor[memberId] ?? taskId,
            comment: { id: edited.id, text: edited.text },
            choice: choices.get(memberId),
          }),
        ),
    ],
    unit,
  );
  return toView(edited, authorOf(user));
}

/**
 * Deletes a comment: its author's, or the task's owner's or the list owner's doing (403 otherwise),
 * with its history entry in one transaction (an Idempotency-Key's claim rides with it).
 */
export async function deleteComment(
  user: Commenter,
  taskId: string,
  commentId: string,
  unit: UnitOfWork,
): Promise<void> {
  const { audience, item } = await findComment(user, taskId, commentId);
  const may = item.authorId === user.id || audience.ownerId === user.id || audience.listOwnerId === user.id;
  if (!may) throw new Forbidden(commentTexts.cannotDelete);
  await transact(
    [
      {
        tag: tags.comment(commentId),
        write: {
          Delete: {
            TableName: tableName,
            Key: keys.comment(audience.threadId, commentId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      },
      commentActivity(user, audience, 'comment-deleted', item.text),
    ],
    unit,
  ).catch((error: unknown) => {
    // Deleted meanwhile (by its author and the owner at once): gone, as a second delete finds it.
    if (error instanceof TransactionCancelled && error.conditionFailed(tags.comment(commentId)))
      throw new NotFound(commentTexts.notFound);
    throw error;
  });
}

/** The caller has read the task's thread up to now: their read mark put (one transaction, for a key's claim). */
export async function markThreadRead(user: Commenter, taskId: string, unit: UnitOfWork): Promise<void> {
  const audience = await resolveTaskAudience(user.id, user, taskId);
  await transact([readMarkPut(user.id, audience.threadId, audience.commentSeq)], unit);
}
