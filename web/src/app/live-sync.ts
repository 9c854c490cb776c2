/**
 * Keeps the signed-in page's SWR cache fresh from the live connection (docs/realtime.md): each
 * message revalidates the keys it makes stale (api/live-keys.ts), less what this page's own writes'
 * answers already gave it (api/own-writes.ts, docs/realtime.md#own-echo), patches the user's and
 * teammates' counters when only they changed and a shared list's changes carried whole; every reopen after a gap, and the first open after a page left
 * with a write on its way, revalidates everything, so nothing that changed meanwhile is missed. Loaded after the first render (app/LiveUpdates.tsx), outside the
 * first download.
 */
import type { LiveCounters, LiveTopic } from '@shared/live';
import type { PublicUser, User } from '@shared/types';
import type { ScopedMutator } from 'swr';
import { takeExitWrite } from '../api/exit-writes';
import { type LiveConnection, openLiveConnection } from '../api/live';
import { everyApiKey, staleKeysOf } from '../api/live-keys';
import { rereadOf } from '../api/own-writes';
import { sessionMayHaveEnded, whenSessionEnds } from '../api/page-user';
import { reportTimeZone } from '../features/accounts/api/time-zone';
import { sessionKeys } from '../session/keys';
import { applyListPatches } from '../tasks/api/list-patches';

export function startLiveSync(mutate: ScopedMutator, go: (url: string) => void, me: string): LiveConnection {
  // The browser's zone, for the daily digest at 8:00 there: reported here, outside the first download.
  reportTimeZone(me);
  /** The revalidations this page started here that have not answered yet. */
  const reading = new Set<(key: unknown) => boolean>();
  const revalidate = (filter: (key: unknown) => boolean) => {
    reading.add(filter);
    void mutate(filter)
      .catch((error: unknown) => console.error('Live revalidation failed', error))
      .finally(() => reading.delete(filter));
  };
  /** A patch would make SWR drop the answer of a read on its way: such a key is read again instead. */
  const beingRead = (key: string) => [...reading].some((filter) => filter(key));
  const reread = (topics: LiveTopic[], users?: string[], patched?: ReadonlySet<string>) =>
    revalidate(staleKeysOf({ type: 'changed', topics, ...(users ? { users } : {}) }, patched));
  const patchCounters = (counters: LiveCounters) =>
    beingRead(sessionKeys.user)
      ? reread(['profile'])
      : void mutate<User | null>(sessionKeys.user, (user) => user && { ...user, ...counters }, {
          revalidate: false,
        });
  /** Teammates whose counters alone changed, patched into the team and their profile; answers who was. */
  const patchTeammates = (userCounters: Record<string, LiveCounters>): Set<string> => {
    const patched = new Set(
      beingRead(sessionKeys.teammates)
        ? []
        : Object.keys(userCounters).filter((id) => !beingRead(sessionKeys.userInfo(id))),
    );
    if (patched.size === 0) return patched;
    const withCounters = <T extends { _id: string }>(user: T): T => {
      const counters = patched.has(user._id) ? userCounters[user._id] : undefined;
      return counters ? { ...user, ...counters } : user;
    };
    void mutate<PublicUser[]>(sessionKeys.teammates, (team) => team?.map(withCounters), {
      revalidate: false,
    });
    for (const id of patched)
      void mutate<PublicUser>(sessionKeys.userInfo(id), (user) => user && withCounters(user), {
        revalidate: false,
      });
    return patched;
  };

  // The session may have ended elsewhere (signed out from another device, by an admin, a reset...) or
  // another user signed in in this browser (api/page-user.ts): the user is read again, and a 401
  // shows the sign-in page at once, without a reload (session/AuthProvider.tsx). Nothing of the
  // user's stays shown or kept (the kept cache drops it with the user, session/persisted-cache.ts;
  // this also covers a page that was not keeping yet); what their outbox holds stays stored, for
  // their own next sign-in only (app/OutboxSync.tsx stops it with the user). Here, outside the first
  // download: a page this early has its first user read on its way, which says as much.
  whenSessionEnds(() =>
    mutate<User | null>(sessionKeys.user)
      .then(async (user) => {
        if (user !== null) return;
        await mutate((key) => key !== sessionKeys.user, undefined, { revalidate: false });
        await import('../session/persisted-cache').then((kept) => kept.forgetKeptCache());
      })
      .catch((error: unknown) => console.error('Reading the user again failed', error)),
  );
  const connection = openLiveConnection({
    onChange: (change) => {
      const { now, later } = rereadOf(change);
      const patched =
        change.userCounters && !now.includes('profile') ? patchTeammates(change.userCounters) : undefined;
      reread(now, change.users, patched);
      // A shared list's change carried whole is patched in; one that cannot be is read.
      const lists = change.lists;
      if (lists?.length && !now.includes('tasks'))
        void applyListPatches(mutate, lists, me).then((whole) => whole || reread(['tasks']));
      for (const { answered, topics } of later) void answered.then((held) => held || reread(topics));
      if (change.counters && !now.includes('profile')) patchCounters(change.counters);
      // New comments (docs/api.md#comments): carried whole, kept for their thread, loaded on demand.
      if (change.comments?.length) {
        const comments = change.comments;
        void import('../features/task-details/api/live-comments').then(({ applyLiveComments }) =>
          applyLiveComments(mutate, comments, me),
        );
      }
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
    // Signed out on another device, by an admin, a reset...: the user read again answers 401, and the
    // page shows the sign-in page at once (session/AuthProvider.tsx), the kept cache cleared, the
    // outbox kept for this user's next sign-in. Refused: perhaps the session ended while the socket
    // was down; the same read says.
    onSignedOut: () => sessionMayHaveEnded(me),
    onRefused: () => sessionMayHaveEnded(me),
  });
  return {
    close() {
      whenSessionEnds(null);
      connection.close();
    },
  };
}
