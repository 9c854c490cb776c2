/**
 * Which SWR keys a live message makes stale (shared/live.ts). Keys are matched by the route paths
 * of the manifest (shared/routes.ts), by prefix, not by today's exact key strings: a hook whose key
 * gains a query or becomes an array keyed by its path still matches. Only keys with a mounted hook
 * are fetched again (SWR revalidates what is on screen), so a broad match costs little.
 */
import type { LiveChange, LiveTopic } from '@shared/live';
import { buildPath, type RouteName, routeByName } from '@shared/routes';

/** The path a key starts with: the key itself, or the first element of an array key. */
function keyPath(key: unknown): string | null {
  if (typeof key === 'string') return key;
  if (Array.isArray(key) && typeof key[0] === 'string') return key[0];
  return null;
}

/** The fixed part of a route's path, up to its first parameter (`/api/todo/get/` for `todo-get`). */
const pathOf = (name: RouteName): string => routeByName(name).path.split('{')[0] as string;

/** The folder of a route's path (`/api/todo/` for `todo-getall`). */
const areaOf = (name: RouteName): string => pathOf(name).replace(/[^/]*$/, '');

const startsWithAny = (path: string, prefixes: string[]) =>
  prefixes.some((prefix) => path.startsWith(prefix));

/**
 * Every task list, group list and getall: the whole `/api/todo/` area, plus search results and a
 * shared list's members (a membership change is a change of the list's group item).
 */
const taskPrefixes = () => [areaOf('todo-getall'), pathOf('search'), pathOf('lists-members')];

const topicPrefixes: Record<LiveTopic, () => string[]> = {
  tasks: taskPrefixes,
  // "Assigned by you" is a task view; the copies' completion is its own route (and key family).
  assignments: () => [...taskPrefixes(), pathOf('notification-get-assignments-status')],
  notifications: () => [pathOf('notification-get-notifications')],
  requests: () => [pathOf('notification-get-requests')],
  profile: () => [pathOf('auth-user'), pathOf('notification-get-teammates'), pathOf('image-get')],
};

/** Keys a user's public profile is read under (their page, the teammates list). */
const userPrefixes = (userId: string) => [
  buildPath('notification-get-user-info', { id: userId }),
  buildPath('search-user', { id: userId }),
  pathOf('notification-get-teammates'),
];

/**
 * A filter for SWR's `mutate(filter)`: true for each key the change makes stale. The users in
 * `patched` were patched from the message (their counters) and are not stale.
 */
export function staleKeysOf(
  change: LiveChange,
  patched: ReadonlySet<string> = new Set(),
): (key: unknown) => boolean {
  const prefixes = [
    ...change.topics.flatMap((topic) => topicPrefixes[topic]()),
    ...(change.users ?? []).filter((user) => !patched.has(user)).flatMap(userPrefixes),
  ];
  return (key) => {
    const path = keyPath(key);
    return path !== null && startsWithAny(path, prefixes);
  };
}

/** After a reconnect, everything shown may be stale: every API key. */
export const everyApiKey = (key: unknown): boolean => keyPath(key) !== null;
