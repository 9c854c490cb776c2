/**
 * The user's seen mark (../seen.ts): read from the signed-in user, moved on with POST
 * /api/notification/seen when the notifications page shows newer ones. The cached user takes the
 * mark at once, so the bell goes plain without waiting; the user's other pages hear of it live
 * (their profile changed) and read it again.
 */
import type { User } from '@shared/types';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { useAuth } from '../../../session/AuthProvider';
import { sessionKeys } from '../../../session/keys';
import { seenMarkOf } from '../seen';

export function useSeenMark(): { seenUpTo: string | null; markSeen: (upTo: string) => void } {
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  const seenUpTo = seenMarkOf(user);
  const markSeen = useCallback(
    (upTo: string) => {
      if (seenUpTo !== null && upTo <= seenUpTo) return;
      const withMark = (mark: string) =>
        mutate<User | null>(
          sessionKeys.user,
          (current) => current && { ...current, notificationsSeenUpTo: mark },
          {
            revalidate: false,
          },
        );
      void withMark(upTo);
      // Best effort: unsent (offline, a failure), the mark moves on at the next visit instead.
      api('notification-seen', { body: { upTo } }).then(
        (answer) => withMark(answer.notificationsSeenUpTo),
        () => undefined,
      );
    },
    [seenUpTo, mutate],
  );
  return { seenUpTo, markSeen };
}
