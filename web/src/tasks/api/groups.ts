/**
 * Every group with the tasks it stores, built-ins included (one request): the dashboard computes
 * each view from it (shared/views.ts), so switching views costs no request.
 */
import type { Group } from '@shared/types';
import useSWR from 'swr';
import { api } from '../../api/client';
import { startEarlyRead } from '../../api/early-reads';
import { createAnswered, outboxNow } from '../../api/outbox/state';
import { groupsReadLanded, trackGroupsRead } from './groups-read';
import { isHeld } from './held-deletes';
import { dashboardKeys } from './keys';
import { loadChanges } from './outbox-change';

/**
 * The groups, less the lists and tasks whose delete waits out its undo window (not sent yet, so still stored),
 * and with the changes still waiting in the outbox laid over them (changes.ts).
 */
const readGroups = async (): Promise<Group[]> => {
  // A copy is held by its own id (one assignee removed) or by its assignment's marker (all of them).
  const held = (t: Group['todo'][number]) =>
    isHeld(t._id) || (t.uniqueMarker !== undefined && isHeld(t.uniqueMarker));
  const groups = (await api('todo-get-groups')).groups
    .filter((group) => !isHeld(group._id))
    .map((group) => (group.todo.some(held) ? { ...group, todo: group.todo.filter((t) => !held(t)) } : group));
  // A create on its way may be in this answer already: laid over it only once its own answer is in.
  await createAnswered();
  if (outboxNow().waiting.length === 0) return groups;
  const { withPending } = await loadChanges();
  return withPending(groups, outboxNow().waiting);
};

const fetchGroups = (): Promise<Group[]> => trackGroupsRead(readGroups());

/**
 * `held`: the groups this page already read are used as they are (the calendar: no read of its own
 * after the dashboard's); the ones kept from an earlier visit are read again, as the dashboard does.
 */
export const useGroups = (held?: boolean) =>
  useSWR<Group[]>(dashboardKeys.groups, fetchGroups, { revalidateIfStale: !(held && groupsReadLanded()) });

/**
 * Starts reading the groups now (signed in on the dashboard, before anything renders): the first
 * useGroups takes this answer, one round trip sooner. Not SWR's `preload`: it keeps its promise in
 * the default cache, not in the app's own (main.tsx `provider`), and a key preloaded there stopped
 * being revalidated by `mutate`, so live updates never reached the groups. On a page load
 * web/public/early-reads.js has usually started this read already; then nothing more is sent.
 */
let groupsPreloaded = false;

export function preloadGroups(): void {
  // Once per page load: every later user read (live updates re-read it) must not start another.
  if (groupsPreloaded) return;
  groupsPreloaded = true;
  startEarlyRead(dashboardKeys.groups);
}
