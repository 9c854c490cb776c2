/**
 * The outbox of this page, made of the browser's parts (ports.ts): IndexedDB records (lib/idb.ts),
 * Web Locks, a BroadcastChannel to the user's other tabs, the window's timers, and the online and
 * visibility events. Nothing listens before the app starts it (app/OutboxSync.tsx). Loaded on first
 * use through state.ts `loadOutbox` (not in the first download).
 */
import { idbDelete, idbSet, idbValuesByPrefix } from '../../lib/idb';
import { createOutbox } from './outbox';
import type { OutboxParts, OutboxStore, TabChannel, TabMessage } from './ports';
import { newEntryId, prefixesOf, type Stored } from './records';

const store: OutboxStore = {
  async read(userId) {
    try {
      const [waiting = [], refused = [], settled = [], held = []] = await idbValuesByPrefix<unknown>(
        prefixesOf(userId),
      );
      return { waiting, refused, settled, held } as Stored;
    } catch (error) {
      console.error('Outbox not read', error);
      return null;
    }
  },
  put: idbSet,
  remove: idbDelete,
};

function tabChannel(): TabChannel | undefined {
  if (typeof BroadcastChannel !== 'function') return undefined;
  const channel = new BroadcastChannel('teamtodo-outbox');
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) =>
      channel.addEventListener('message', (event: MessageEvent<TabMessage>) => {
        if (event.data) listener(event.data);
      }),
  };
}

const parts: OutboxParts = {
  store,
  locks: navigator.locks,
  tabs: tabChannel(),
  clock: {
    now: () => Date.now(),
    after: (ms, run) => {
      const timer = window.setTimeout(run, ms);
      return () => window.clearTimeout(timer);
    },
  },
  online: {
    now: () => navigator.onLine,
    listen: (listener) => {
      window.addEventListener('online', listener);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') listener();
      });
    },
  },
  newId: newEntryId,
  newKey: () => crypto.randomUUID(),
  pageId: newEntryId(),
};

/** This page's outbox. */
export const outbox = createOutbox(parts);
