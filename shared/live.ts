/**
 * The live-update contract between the fan-out function (functions/realtime/) and the web client
 * (web/src/api/live.ts). A message names WHAT changed: the client re-reads through the ordinary
 * routes, so authorization stays in the route handlers. Only the recipient's own new notices and
 * task counters travel in it, and the changed tasks of a list shared with them (a member may read
 * them through the routes anyway). Architecture and costs: docs/realtime.md.
 */
import type { Task } from './types';

/** The WebSocket path on the site's own origin (CloudFront behaviour in AWS, the local gateway locally). */
export const livePath = '/ws';

/**
 * What a user must re-read:
 *  - `tasks`: their groups and task lists (any view, getall, search results);
 *  - `assignments`: their "Assigned by you" rows and the completion of the copies in them;
 *  - `notifications`, `requests`: the two lists behind the bell;
 *  - `profile`: their own user (counters, team, pending requests) and their teammates list.
 */
export const liveTopics = ['tasks', 'assignments', 'notifications', 'requests', 'profile'] as const;
export type LiveTopic = (typeof liveTopics)[number];

/**
 * A new notification about a task (a reminder, a completion notice), for the toast on
 * every open page. It is the recipient's own notification (only their connections get it), so its
 * text travels with it; the list itself is re-read through the `notifications` topic as usual.
 */
export interface LiveNotice {
  /** The notification's id. */
  id: string;
  /** The task it is about: the toast links to `/dashboard?highlight=todo-<todo>`. */
  todo: string;
  /** A comment's notice: the comment the toast's link opens the task's details at. */
  comment?: string;
  message: string;
}

/**
 * A new comment on a task of the recipient's audience (docs/api.md#comments), carried whole: the
 * task as the recipient knows it (`todo`), the thread it belongs to, and the comment as
 * GET /api/tasks/{id}/comments answers it. A page appends it to an open thread and bumps the row's
 * unread count (unless the recipient wrote it).
 */
export interface LiveComment {
  todo: string;
  thread: string;
  comment: {
    _id: string;
    author: { _id: string; username: string; coverImg: string | null };
    text: string;
    mentions: string[];
    createdAt: string;
    editedAt: string | null;
  };
}

/** Topics that only one of the recipient's own writes changed, named by its Idempotency-Key. */
export interface LiveWrite {
  key: string;
  topics: LiveTopic[];
}

/**
 * A change of a list shared with the recipient, carried whole (docs/realtime.md#shared-lists): the
 * list's version after it (one more than before: a page holding the version before applies it, one
 * holding this or a later one drops it, one further behind re-reads), the tasks it wrote in the
 * list as the routes answer them, and the ids of tasks that left it (deleted or moved out).
 */
export interface LiveListPatch {
  id: string;
  version: number;
  tasks: Task[];
  removed: string[];
}

/** The recipient's own task counters as stored (the profile's `totalTasks`, `completedTasks`). */
export interface LiveCounters {
  totalTasks: number;
  completedTasks: number;
}

/**
 * Server to client: one message per connection per stream batch, topics merged.
 *
 * A page re-reads `topics`, unless the message says more (docs/realtime.md#own-echo): with `always`,
 * it re-reads `always`, plus each of `writes` whose answer it does not hold (the page that sent
 * that write and got its answer skips it), and patches its user with `counters` instead of reading
 * it again. `topics` stays the whole set, for a page that knows nothing of the rest.
 */
export interface LiveChange {
  type: 'changed';
  topics: LiveTopic[];
  /** Users whose public profile changed (a teammate's counters, avatar, bio or team). */
  users?: string[];
  /**
   * Those of `users` whose public profile changed only in its counters, with their stored values:
   * a page patches them into what it holds of that user instead of reading it again (a task added
   * by a teammate would otherwise make each of their teammates' pages read the team).
   */
  userCounters?: Record<string, LiveCounters>;
  /** New notifications about tasks. */
  notices?: LiveNotice[];
  /** New comments on tasks of the recipient's audience. */
  comments?: LiveComment[];
  /** The topics every page re-reads; present when `writes` or `counters` are. */
  always?: LiveTopic[];
  /** Topics only the recipient's own keyed writes changed (never sent to anyone else). */
  writes?: LiveWrite[];
  /** The profile changed only in its counters: their stored values. */
  counters?: LiveCounters;
  /** Changes of lists shared with the recipient, whole; their `tasks` topic is not in `always`. */
  lists?: LiveListPatch[];
}

/** The answer to a ping (the `$default` route answers it on the same connection). */
export interface LivePong {
  type: 'pong';
}

/**
 * The session this connection was opened with has ended (signed out on another device, by an
 * admin, by a password reset, a disabled or deleted account): the server closes the connection
 * right after. A page shows the sign-in page at once instead of reconnecting, which its `$connect`
 * would be refused (docs/realtime.md#a-session-that-ends).
 */
export interface LiveSignedOut {
  type: 'signedOut';
}

export const liveSignedOut: LiveSignedOut = { type: 'signedOut' };

type LiveMessage = LiveChange | LivePong | LiveSignedOut;

/** Client to server, to keep an idle connection open (API Gateway closes it after 10 idle minutes). */
export const livePing = JSON.stringify({ action: 'ping' });
export const livePingIntervalMs = 5 * 60 * 1000;

/**
 * API Gateway ends every WebSocket connection after 2 hours; a connection item lives a little
 * longer (TTL), so one whose $disconnect was lost disappears on its own.
 */
export const liveConnectionMaxSeconds = 2 * 60 * 60;
export const liveConnectionTtlSeconds = liveConnectionMaxSeconds + 10 * 60;

/** Parses a server message; anything else (a foreign or future shape) is null and ignored. */
export function parseLiveMessage(text: string): LiveMessage | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== 'object' || !('type' in value)) return null;
    if (value.type === 'pong') return { type: 'pong' };
    if (value.type === 'signedOut') return liveSignedOut;
    if (value.type !== 'changed' || !('topics' in value) || !Array.isArray(value.topics)) return null;
    const topics = topicsOf(value.topics);
    const users =
      'users' in value && Array.isArray(value.users)
        ? value.users.filter((u): u is string => typeof u === 'string')
        : [];
    const notices =
      'notices' in value && Array.isArray(value.notices)
        ? value.notices.filter(
            (n): n is LiveNotice =>
              !!n &&
              typeof n === 'object' &&
              typeof n.id === 'string' &&
              typeof n.todo === 'string' &&
              typeof n.message === 'string',
          )
        : [];
    const userCounters = userCountersOf(value, users);
    const comments =
      'comments' in value && Array.isArray(value.comments) ? value.comments.filter(isLiveComment) : [];
    return {
      type: 'changed',
      topics,
      ...(users.length ? { users } : {}),
      ...(userCounters ? { userCounters } : {}),
      ...(notices.length ? { notices } : {}),
      ...(comments.length ? { comments } : {}),
      ...ownParts(value),
    };
  } catch {
    return null;
  }
}

/** A live comment as sent: its task, thread and the comment's own fields. */
function isLiveComment(c: unknown): c is LiveComment {
  if (!c || typeof c !== 'object') return false;
  const { todo, thread, comment } = c as Partial<Record<keyof LiveComment, unknown>>;
  if (typeof todo !== 'string' || typeof thread !== 'string' || !comment || typeof comment !== 'object')
    return false;
  const fields = comment as Record<string, unknown>;
  const author = fields.author as Record<string, unknown> | undefined;
  return (
    typeof fields._id === 'string' &&
    typeof fields.text === 'string' &&
    typeof fields.createdAt === 'string' &&
    isStrings(fields.mentions) &&
    !!author &&
    typeof author._id === 'string' &&
    typeof author.username === 'string'
  );
}

const topicsOf = (value: unknown[]): LiveTopic[] =>
  value.filter((t): t is LiveTopic => liveTopics.includes(t as LiveTopic));

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const isWrite = (w: unknown): w is { key: string; topics: unknown[] } =>
  !!w &&
  typeof w === 'object' &&
  'key' in w &&
  typeof w.key === 'string' &&
  'topics' in w &&
  Array.isArray(w.topics);

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A list patch as sent; its tasks are the answers' shape, which a page takes as the routes' answers. */
const isListPatch = (p: unknown): p is LiveListPatch =>
  !!p &&
  typeof p === 'object' &&
  'id' in p &&
  typeof p.id === 'string' &&
  'version' in p &&
  isCount(p.version) &&
  'removed' in p &&
  isStrings(p.removed) &&
  'tasks' in p &&
  Array.isArray(p.tasks) &&
  p.tasks.every(
    (task) => !!task && typeof task === 'object' && typeof (task as { _id?: unknown })._id === 'string',
  );

const isCounters = (c: unknown): c is LiveCounters =>
  !!c &&
  typeof c === 'object' &&
  'totalTasks' in c &&
  isCount(c.totalTasks) &&
  'completedTasks' in c &&
  isCount(c.completedTasks);

/** The counters of `users` a message carries; none when any is malformed (the page reads them all). */
function userCountersOf(value: object, users: string[]): Record<string, LiveCounters> | undefined {
  if (!('userCounters' in value) || !value.userCounters || typeof value.userCounters !== 'object') return;
  const entries = Object.entries(value.userCounters);
  if (entries.length === 0 || !entries.every(([id, c]) => users.includes(id) && isCounters(c))) return;
  return Object.fromEntries(
    entries.map(([id, c]: [string, LiveCounters]) => [
      id,
      { totalTasks: c.totalTasks, completedTasks: c.completedTasks },
    ]),
  );
}

/**
 * The parts that let a page skip what it already holds. Any of them malformed, none counts: the
 * page re-reads `topics`, which is never wrong.
 */
function ownParts(value: object): Pick<LiveChange, 'always' | 'writes' | 'counters' | 'lists'> {
  if (!('always' in value) || !Array.isArray(value.always)) return {};
  const writes = 'writes' in value ? value.writes : [];
  const counters = 'counters' in value ? value.counters : undefined;
  const lists = 'lists' in value ? value.lists : [];
  if (
    !Array.isArray(writes) ||
    !writes.every(isWrite) ||
    (counters !== undefined && !isCounters(counters)) ||
    !Array.isArray(lists) ||
    !lists.every(isListPatch)
  )
    return {};
  return {
    always: topicsOf(value.always),
    ...(lists.length ? { lists } : {}),
    ...(writes.length ? { writes: writes.map((w) => ({ key: w.key, topics: topicsOf(w.topics) })) } : {}),
    ...(counters
      ? { counters: { totalTasks: counters.totalTasks, completedTasks: counters.completedTasks } }
      : {}),
  };
}
