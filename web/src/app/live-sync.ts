/**
 * Keeps the signed-in page's SWR cache fresh from the live connection (docs/realtime.md): each
 * message revalidates the keys it makes stale (api/live-keys.ts), less what this page's own writes'
 * answers already gave it (api/own-writes.ts, docs/realtime.md#own-echo), patches the user's
 * counters when only they changed and a shared list's changes carried whole; every reopen after a gap, and the first open after a page left
 * with a write on its way, revalidates everything, so nothing that changed meanwhile is missed. Loaded after the first render (app/LiveUpdates.tsx), outside the
 * first download.
 */
import type { LiveCounters, LiveTopic } from '@shared/live';
import type { User } from '@shared/types';
import type { ScopedMutator } from 'swr';
import { takeExitWrite } from '../api/exit-writes';
import { type LiveConnection, openLiveConnection } from '../api/live';
import { everyApiKey, staleKeysOf } from '../api/live-keys';
import { rereadOf } from '../api/own-writes';
import { applyListPatches } from '../features/dashboard/api/list-patches';
import { sessionKeys } from '../session/keys';

export function startLiveSync(mutate: ScopedMutator, go: (url: string) => void, me: string): LiveConnection {
  /** Reads of the user this page started here and that have not answered yet. */
  let userReads = 0;
  const revalidate = (filter: (key: unknown) => boolean) => {
    const readsUser = filter(sessionKeys.user);
    if (readsUser) userReads++;
    void mutate(filter)
      .catch((error: unknown) => console.error('Live revalidation failed', error))
      .finally(() => {
        if (readsUser) userReads--;
      });
  };
  const reread = (topics: LiveTopic[], users?: string[]) =>
    revalidate(staleKeysOf({ type: 'changed', topics, ...(users ? { users } : {}) }));
  /** A patch would make SWR drop the answer of a read on its way: read again instead. */
  const patchCounters = (counters: LiveCounters) =>
    userReads > 0
      ? reread(['profile'])
      : void mutate<User | null>(sessionKeys.user, (user) => user && { ...user, ...counters }, {
          revalidate: false,
        });

  return openLiveConnection({
    onChange: (change) => {
      const { now, later } = rereadOf(change);
      reread(now, change.users);
      // A shared list's change carried whole is patched in; one that cannot be is read.
      const lists = change.lists;
      if (lists?.length && !now.includes('tasks'))
        void applyListPatches(mutate, lists, me).then((whole) => whole || reread(['tasks']));
      for (const { answered, topics } of later) void answered.then((held) => held || reread(topics));
      if (change.counters && !now.includes('profile')) patchCounters(change.counters);
      // Reminders and completion notices (docs/reminders.md): a toast linking to the task, loaded on demand.
      if (change.notices?.length)
        void import('./NoticeToast').then(({ showNotice }) => {
          for (const notice of change.notices ?? []) showNotice(notice, go);
        });
    },
    // A reopen after a gap, or the first open after a page that went away with a write still on its
    // way (api/exit-writes.ts): everything may have changed unheard.
    onOpen: (afterGap) => {
      if (takeExitWrite() || afterGap) revalidate(everyApiKey);
    },
  });
}
