/**
 * The live-update contract between the fan-out function (functions/realtime/) and the web client
 * (web/src/api/live.ts). A message names WHAT changed, never the data itself: the client re-reads
 * through the ordinary routes, so authorization stays in the route handlers. Architecture and
 * costs: docs/realtime.md.
 */

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
  message: string;
}

/** Server to client: one message per connection per stream batch, topics merged. */
export interface LiveChange {
  type: 'changed';
  topics: LiveTopic[];
  /** Users whose public profile changed (a teammate's counters, avatar, bio or team). */
  users?: string[];
  /** New notifications about tasks. */
  notices?: LiveNotice[];
}

/** The answer to a ping (the `$default` route answers it on the same connection). */
export interface LivePong {
  type: 'pong';
}

export type LiveMessage = LiveChange | LivePong;

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
    if (value.type !== 'changed' || !('topics' in value) || !Array.isArray(value.topics)) return null;
    const topics = value.topics.filter((t): t is LiveTopic => liveTopics.includes(t as LiveTopic));
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
    return {
      type: 'changed',
      topics,
      ...(users.length ? { users } : {}),
      ...(notices.length ? { notices } : {}),
    };
  } catch {
    return null;
  }
}
