/**
 * Runs the signed-in user's outbox (api/outbox/): started for the user the page
 * knows (it sends what an earlier page left), stopped on sign-out (their changes stay stored for
 * their next sign-in), and everything shown is read again after a replay, so the server's answer
 * replaces what was shown while the changes waited. Renders nothing; mounted once in App.
 */
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../api/client';
import { everyApiKey } from '../api/live-keys';
import { loadedOutbox, loadOutbox } from '../api/outbox/load';
import type { OutboxIo } from '../api/outbox/ports';
import {
  onReplayed,
  publish,
  publishAdopted,
  publishReplayed,
  publishSending,
  publishSettled,
  settledIds,
} from '../api/outbox/state';

/** The outbox's way into the page: the api client sends, state.ts shows. */
const page: OutboxIo = {
  // As the entry's owner, whoever the page shows by then: never under another account's session.
  send: (entry, keepalive, owner) =>
    api(entry.route, {
      asUser: owner,
      ...(entry.params ? { params: entry.params } : {}),
      ...(entry.body !== undefined ? { body: entry.body as never } : {}),
      idempotencyKey: entry.key,
      keepalive,
    }),
  show: publish,
  settled: publishSettled,
  replayed: publishReplayed,
  sending: publishSending,
  adopted: publishAdopted,
  settledIds,
};

import { useAuth } from '../session/AuthProvider';

export function OutboxSync(): null {
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  const userId = user?._id ?? null;

  useEffect(() => {
    let current = true;
    // Nothing to stop before the outbox was ever needed: a guest page does not load it.
    if (userId)
      void loadOutbox().then((outbox) => {
        if (current) void outbox.start(userId, page);
      });
    else
      void loadedOutbox()?.then((outbox) => {
        if (current) outbox.stop();
      });
    return () => {
      current = false;
    };
  }, [userId]);

  useEffect(
    () =>
      onReplayed(
        () =>
          void mutate(everyApiKey).catch((error: unknown) =>
            console.error('Re-reading after a replay failed', error),
          ),
      ),
    [mutate],
  );

  return null;
}
