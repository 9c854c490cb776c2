/**
 * One outbox's state (outbox.ts `createOutbox` makes one per page) and the effects every part of it
 * shares: a store write the other tabs are told of, showing the queue, answering a change's caller.
 */
import type { OutboxIo, OutboxParts } from './ports';
import type { Queue } from './queue';
import { emptyQueue } from './queue';
import { waitingPrefix } from './records';
import type { OutboxEntry } from './state';

/** What became of a submitted change, as its caller learns it. */
export type Fate =
  | { status: 'done'; result: unknown }
  | { status: 'refused'; error: unknown }
  /** Not sent yet (offline, or the network failed): it waits in the outbox and is replayed later. */
  | { status: 'queued' };

const notStarted: OutboxIo = {
  send: () => Promise.reject(new Error('Outbox not started')),
  show: () => {},
  settled: () => {},
  replayed: () => {},
  sending: () => {},
  adopted: () => {},
  settledIds: new Map(),
};

export function outboxState(parts: OutboxParts) {
  return {
    parts,
    io: notStarted,
    userId: null as string | null,
    queue: emptyQueue as Queue,
    /** The callers still waiting for their change's answer, by entry id. */
    waiters: new Map<string, (fate: Fate) => void>(),
    /** Entries sent as the page goes away (they cannot wait for the lock). */
    keepalive: new Set<string>(),
    /** The 5xx answers each entry had on replay (retry.ts). */
    serverErrors: new Map<string, number>(),
    /** Entries whose write failed: only this page holds them, and a read of the store must not drop them. */
    unstored: new Set<string>(),
    /** Refused entries dismissed on this page, whose delete a read of the store may not see yet. */
    dismissed: new Set<string>(),
    /** The entry whose request is on its way from this page. */
    sendingId: null as string | null,
    /** Changes whose callers were gone were sent: the page reads the server again after the drain. */
    replayed: false,
    /** Another tab changed what is stored since this one last read it. */
    othersChanged: false,
    /** The user whose outbox stopped last (signed out, their session ended), until the next starts. */
    stoppedUser: null as string | null,
    /** Who each held change of this page was kept for (held.ts), by entry id: its send is theirs. */
    heldOwners: new Map<string, string>(),
  };
}

export type OutboxState = ReturnType<typeof outboxState>;

/** A write of the store (value undefined: a delete); the other tabs are told once it landed. */
export function write(s: OutboxState, owner: string, key: string, value?: unknown, entryId?: string): void {
  const { store, tabs } = s.parts;
  const work = value === undefined ? store.remove(key) : store.put(key, value);
  work.then(
    () => {
      if (entryId) s.unstored.delete(entryId);
      tabs?.post({ user: owner });
    },
    (error: unknown) => {
      if (entryId) s.unstored.add(entryId);
      console.error('Outbox not saved', error);
    },
  );
}

/** The arrays are replaced, never changed in place: the page compares them by reference. */
export const show = (s: OutboxState) => s.io.show(s.queue.waiting, s.queue.refused);

/** Tells the change's caller, or (it was told `queued` before) has the page read the server again. */
export function answer(s: OutboxState, entry: OutboxEntry, fate: Fate): void {
  const resolve = s.waiters.get(entry.id);
  s.waiters.delete(entry.id);
  if (resolve) resolve(fate);
  else s.replayed = true;
}

/** Every caller still waiting is told its change is queued (the outbox waits, or stops). */
export function parkAll(s: OutboxState): void {
  for (const resolve of s.waiters.values()) resolve({ status: 'queued' });
  s.waiters.clear();
}

/**
 * Sent or refused by another tab: a caller still waiting here learns what came of it from the
 * re-read that follows (the page reads the server again).
 */
export function doneElsewhere(s: OutboxState, entry: OutboxEntry): void {
  s.waiters.get(entry.id)?.({ status: 'queued' });
  s.waiters.delete(entry.id);
  s.replayed = true;
}

/** A change left the queue here: its record and counters go with it. */
export function forget(s: OutboxState, owner: string, entry: OutboxEntry): void {
  s.keepalive.delete(entry.id);
  s.serverErrors.delete(entry.id);
  s.unstored.delete(entry.id);
  write(s, owner, waitingPrefix(owner) + entry.id);
}

/** Stores again the waiting changes that now name a temporary id by the server's. */
export function storeRenamed(s: OutboxState, owner: string, renamed: readonly OutboxEntry[]): void {
  for (const entry of renamed) write(s, owner, waitingPrefix(owner) + entry.id, entry, entry.id);
}
