/**
 * The outbox (issue 25 part 3): every task and group change goes through it, in the order it was
 * made, so a change made offline (or whose request met a network error) waits here, in IndexedDB,
 * and is sent again on reconnect, and nothing typed is lost with a closed tab.
 *
 * - Each change keeps one Idempotency-Key for all its attempts: a replay of a request that did reach
 *   the server is answered with the first answer and applies nothing twice (the server's side is
 *   functions/lib/middlewares/idempotency.ts).
 * - One request at a time, head first: a change to a task created offline is sent after the create,
 *   with the temporary id replaced by the id the server gave it (`settle`).
 * - Online, a change is sent at once and its caller gets the answer (toasts and undo as before). When
 *   it cannot be sent, its caller is told it is `queued`; what its replay then brings is handled here:
 *   a refusal goes to the refused list (state.ts) with the server's reason, never dropped silently,
 *   and the page re-reads its data after a replay (OutboxIo `replayed`).
 * - Per user: entries are stored as `outbox:<userId>:<entryId>` and only sent for that user's session.
 *   Another user signing in on the browser neither sees nor sends them; they wait for their owner.
 *
 * Loaded on first use through state.ts `loadOutbox` (not in the first download).
 */
import { idbDelete, idbGet, idbKeys, idbSet } from '../../lib/idb';
import type { OutboxEntry, OutboxRequest, RefusedEntry } from './state';

/**
 * What the outbox needs from the page, passed to `start` (app/OutboxSync.tsx) rather than imported:
 * this chunk then imports nothing of the first download, and adding it left the bundler's split of
 * the first download as it was (measured: importing the client from here cost 0.5 KB gzipped there).
 */
export interface OutboxIo {
  /**
   * Sends one stored request with its key and answers the answer's body; a failure carries the HTTP
   * status (0: no answer), as the api client's ApiError does.
   */
  send: (entry: OutboxEntry, keepalive: boolean) => Promise<unknown>;
  /** The entries changed (state.ts `publish`). */
  show: (waiting: readonly OutboxEntry[], refused: readonly RefusedEntry[]) => void;
  /** A create's temporary id was replaced by the server's (state.ts `publishSettled`). */
  settled: (tempId: string, id: string) => void;
  /** Changes whose callers were gone were replayed: the page reads the server again. */
  replayed: () => void;
}

const notStarted: OutboxIo = {
  send: () => Promise.reject(new Error('Outbox not started')),
  show: () => {},
  settled: () => {},
  replayed: () => {},
};
let io = notStarted;

/** What became of a submitted change, as its caller learns it. */
export type Fate =
  | { status: 'done'; result: unknown }
  | { status: 'refused'; error: unknown }
  /** Not sent yet (offline, or the network failed): it waits in the outbox and is replayed later. */
  | { status: 'queued' };

const waitingPrefix = (userId: string) => `outbox:${userId}:`;
const refusedPrefix = (userId: string) => `outbox-refused:${userId}:`;
/** Replays a server error (5xx) answered before the change counts as refused. */
const serverErrorAttempts = 3;
const firstRetryMs = 1000;
const lastRetryMs = 30_000;

let userId: string | null = null;
let queue: OutboxEntry[] = [];
let refused: RefusedEntry[] = [];
/** The callers still waiting for their change's answer, by entry id. */
const waiters = new Map<string, (fate: Fate) => void>();
const keepalive = new Set<string>();
const serverErrors5xx = new Map<string, number>();
/** Temporary id -> the server's, for the changes made on a temporary id after its create was answered. */
const settledIds = new Map<string, string>();
let draining = false;
let replayed = false;
let retryDelay = firstRetryMs;
let retryTimer: number | undefined;
/** Resolved once the signed-in user's entries are loaded: changes wait for it, to keep their order. */
let markReady: (() => void) | null = null;
let ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
function resolveReady(): void {
  markReady?.();
  markReady = null;
}

let sequence = 0;
/** Sorts by time of creation, then by order within this page; the random tail keeps tabs apart. */
const newEntryId = () =>
  `${Date.now().toString(36).padStart(10, '0')}${(sequence++).toString(36).padStart(5, '0')}${Math.random()
    .toString(36)
    .slice(2, 8)}`;

/** The arrays are replaced, never changed in place: the page compares them by reference. */
const show = () => io.show(queue, refused);

const saved = (work: Promise<unknown>) =>
  void work.catch((error: unknown) => console.error('Outbox not saved', error));

/** Starts (or switches to) `id`'s outbox: loads what an earlier page left and sends it with `send`. */
export function start(id: string, page: OutboxIo): Promise<void> {
  io = page;
  if (id === userId) {
    void drain();
    return ready;
  }
  stop();
  userId = id;
  const loading = load(id).then(() => {
    if (userId !== id) return;
    show();
    resolveReady();
    void drain();
  });
  return loading;
}

/** Signed out: this user's entries stay stored for their next sign-in, and nothing more is sent. */
export function stop(): void {
  for (const resolve of waiters.values()) resolve({ status: 'queued' });
  waiters.clear();
  userId = null;
  queue = [];
  refused = [];
  window.clearTimeout(retryTimer);
  // Changes made from now on wait for the next user's entries (those waiting already keep waiting).
  if (!markReady)
    ready = new Promise<void>((resolve) => {
      markReady = resolve;
    });
  show();
}

async function load(id: string): Promise<void> {
  try {
    const keys = (await idbKeys()).map(String).sort();
    const read = <T>(prefix: string) =>
      Promise.all(keys.filter((key) => key.startsWith(prefix)).map((key) => idbGet<T>(key)));
    const [waiting, kept] = await Promise.all([
      read<OutboxEntry>(waitingPrefix(id)),
      read<RefusedEntry>(refusedPrefix(id)),
    ]);
    if (userId !== id) return;
    queue = waiting.filter((entry): entry is OutboxEntry => entry !== undefined);
    refused = kept.filter((entry): entry is RefusedEntry => entry !== undefined);
  } catch (error) {
    console.error('Outbox not read', error);
  }
}

/**
 * Puts a change at the end of the outbox and answers its fate: `done` or `refused` when it was sent
 * (after every change before it), `queued` when it has to wait for the network.
 */
export async function submit(request: OutboxRequest, options: { keepalive?: boolean } = {}): Promise<Fate> {
  await ready;
  const owner = userId;
  // Signed out while it waited to start: the change's caller undoes it with its error text.
  if (!owner) return { status: 'refused', error: new Error('Signed out') };
  // A change made on a task's temporary id after the server gave it its own (a delete held for its
  // undo window, a panel opened before the answer) names the task by the server's id.
  let named: OutboxRequest = request;
  for (const [tempId, id] of settledIds) named = replaced(named, tempId, id);
  const entry: OutboxEntry = { id: newEntryId(), key: crypto.randomUUID(), ...named };
  queue = [...queue, entry];
  if (options.keepalive) keepalive.add(entry.id);
  show();
  // Not awaited: the request goes out at once; the write lands before any later delete of the key
  // (IndexedDB runs a store's read-write transactions in the order they were made).
  saved(idbSet(waitingPrefix(owner) + entry.id, entry));
  const fate = new Promise<Fate>((resolve) => waiters.set(entry.id, resolve));
  void drain();
  return fate;
}

/** The user dismissed a refused change. */
export function dismiss(entryId: string): void {
  const owner = userId;
  refused = refused.filter((entry) => entry.id !== entryId);
  show();
  if (owner) saved(idbDelete(refusedPrefix(owner) + entryId));
}

type Attempt = { kind: 'done'; result: unknown } | { kind: 'refused'; error: unknown } | { kind: 'wait' };

async function attempt(entry: OutboxEntry): Promise<Attempt> {
  try {
    return { kind: 'done', result: await io.send(entry, keepalive.has(entry.id)) };
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status !== 'number') return { kind: 'wait' };
    // No answer, the session gone (sent again after sign-in), or a conflict that passes: on these
    // routes a 409 is the same change still running (idempotency) or an assignment changing meanwhile.
    if (status === 0 || status === 401 || status === 409) return { kind: 'wait' };
    // A server error on replay may pass; one its caller waits for is refused at once (SPEC.md section 4).
    if (status >= 500 && !waiters.has(entry.id)) {
      const count = (serverErrors5xx.get(entry.id) ?? 0) + 1;
      serverErrors5xx.set(entry.id, count);
      if (count < serverErrorAttempts) return { kind: 'wait' };
    }
    return { kind: 'refused', error };
  }
}

/** Sends the head of the outbox until it is empty or has to wait. One drain at a time. */
async function drain(): Promise<void> {
  if (draining || !userId) return;
  draining = true;
  const owner = userId;
  window.clearTimeout(retryTimer);
  try {
    while (queue.length > 0 && userId === owner) {
      const entry = queue[0] as OutboxEntry;
      const outcome: Attempt = navigator.onLine ? await attempt(entry) : { kind: 'wait' };
      if (userId !== owner) return;
      if (outcome.kind === 'wait') {
        park(navigator.onLine);
        return;
      }
      take(owner, entry);
      if (outcome.kind === 'done') {
        settle(owner, entry, outcome.result);
        answer(entry, { status: 'done', result: outcome.result });
      } else {
        refuse(owner, entry, outcome.error);
      }
    }
    retryDelay = firstRetryMs;
    if (replayed) {
      replayed = false;
      io.replayed();
    }
  } finally {
    draining = false;
    show();
    // The user changed while a request of the previous one was on its way: the new user's turn.
    if (userId !== null && userId !== owner && queue.length > 0) void drain();
  }
}

/** The outbox waits: every caller still waiting is told its change is queued; a retry is set when online. */
function park(online: boolean): void {
  for (const resolve of waiters.values()) resolve({ status: 'queued' });
  waiters.clear();
  if (!online) return;
  retryTimer = window.setTimeout(() => void drain(), retryDelay);
  retryDelay = Math.min(retryDelay * 2, lastRetryMs);
}

function take(owner: string, entry: OutboxEntry): void {
  queue = queue.filter((e) => e.id !== entry.id);
  keepalive.delete(entry.id);
  serverErrors5xx.delete(entry.id);
  saved(idbDelete(waitingPrefix(owner) + entry.id));
}

/** Tells the change's caller, or (it was told `queued` before) has the page read the server again. */
function answer(entry: OutboxEntry, fate: Fate): void {
  const resolve = waiters.get(entry.id);
  waiters.delete(entry.id);
  if (resolve) resolve(fate);
  else replayed = true;
}

/** Swaps `from` for `to` in every string of a stored request. */
function replaced<T>(value: T, from: string, to: string): T {
  if (value === from) return to as T;
  if (Array.isArray(value)) return value.map((item: unknown) => replaced(item, from, to)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, replaced(item, from, to)]),
    ) as T;
  return value;
}

const mentions = (entry: OutboxEntry, id: string) =>
  JSON.stringify([entry.params, entry.body, entry.touches]).includes(JSON.stringify(id));

/** A create was answered: the changes after it name the task or group by the id the server gave. */
function settle(owner: string, entry: OutboxEntry, result: unknown): void {
  const id = (result as { _id?: unknown } | null)?._id;
  if (!entry.tempId || typeof id !== 'string') return;
  const tempId = entry.tempId;
  queue = queue.map((later) => {
    if (!mentions(later, tempId)) return later;
    const next = replaced(later, tempId, id);
    saved(idbSet(waitingPrefix(owner) + next.id, next));
    return next;
  });
  settledIds.set(tempId, id);
  io.settled(tempId, id);
}

/** A refused change is shown with its reason; so are the changes that needed what it would have made. */
function refuse(owner: string, entry: OutboxEntry, error: unknown | null): void {
  if (waiters.has(entry.id)) answer(entry, { status: 'refused', error });
  else {
    const kept: RefusedEntry = {
      ...entry,
      reason: error === null ? null : error instanceof Error ? error.message : String(error),
    };
    refused = [...refused, kept];
    saved(idbSet(refusedPrefix(owner) + entry.id, kept));
    replayed = true;
  }
  const tempId = entry.tempId;
  if (!tempId) return;
  for (const later of queue.filter((e) => mentions(e, tempId))) {
    take(owner, later);
    refuse(owner, later, null);
  }
}

// Back online, or the page shown again: whatever waits is sent.
window.addEventListener('online', () => void drain());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') void drain();
});
