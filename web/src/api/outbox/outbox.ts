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
 * - Per user: entries are stored as `outbox:<userId>:<entryId>` (records.ts) and only sent for that
 *   user's session. Another user signing in on the browser neither sees nor sends them; they wait
 *   for their owner.
 * - The tabs of one user share what is stored: each tells the others when it changed it (a
 *   BroadcastChannel), and they read it again before they next send (`resync`), so a change made in
 *   a tab that was closed before the network came back is sent by another, and every tab marks what
 *   waits. One tab sends at a time (a Web Lock per user), so the tabs never send one change at once.
 * - A delete held for its undo window is stored before it is sent (`keepHeld`): a page that dies
 *   meanwhile leaves it to the next page, which sends it once that page's lock is gone (page-lock.ts).
 *
 * Loaded on first use through state.ts `loadOutbox` (not in the first download).
 */
import { idbDelete, idbSet } from '../../lib/idb';
import { heldDone, openPages, pageId, takePageLock } from './page-lock';
import {
  byEntryId,
  type HeldRecord,
  heldPrefix,
  isOld,
  mentions,
  newEntryId,
  readStored,
  refusedPrefix,
  replaced,
  type SettledRecord,
  settledPrefix,
  waitingPrefix,
} from './records';
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
  /** Changes another tab stored were taken in: the page lays them over what it shows. */
  adopted: (entries: readonly OutboxEntry[]) => void;
}

const notStarted: OutboxIo = {
  send: () => Promise.reject(new Error('Outbox not started')),
  show: () => {},
  settled: () => {},
  replayed: () => {},
  adopted: () => {},
};
let io = notStarted;

/** What became of a submitted change, as its caller learns it. */
export type Fate =
  | { status: 'done'; result: unknown }
  | { status: 'refused'; error: unknown }
  /** Not sent yet (offline, or the network failed): it waits in the outbox and is replayed later. */
  | { status: 'queued' };

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
/** The change whose request is on its way from this page. */
let sendingId: string | null = null;
/** A drain was asked for while one ran (the network came back, another tab wrote): one more turn after it. */
let drainAgain = false;
let replayed = false;
/** Another tab changed what is stored since this one last read it. */
let othersChanged = false;
/** Entries whose write failed: only this page holds them, and a read of the store must not drop them. */
const unstored = new Set<string>();
/** Refused entries dismissed on this page, whose delete a read of the store may not see yet. */
const dismissed = new Set<string>();
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

/** What a tab tells the others: the user whose stored outbox changed, and an id a create's answer gave. */
interface TabMessage {
  user: string;
  settled?: [tempId: string, id: string];
}
const tabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel('teamtodo-outbox') : null;
const tellTabs = (message: TabMessage) => tabs?.postMessage(message);

/** A write of the store; the other tabs are told once it landed. */
function store(owner: string, work: Promise<unknown>, entryId?: string): void {
  saved(
    work.then(
      () => {
        if (entryId) unstored.delete(entryId);
        tellTabs({ user: owner });
      },
      (error: unknown) => {
        if (entryId) unstored.add(entryId);
        throw error;
      },
    ),
  );
}

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
  const stored = await readStored(id);
  if (userId !== id || !stored) return;
  queue = stored.waiting;
  refused = stored.refused.filter((entry) => !dismissed.has(entry.id));
  const [old, recent] = [stored.settled.filter(isOld), stored.settled.filter((record) => !isOld(record))];
  for (const record of old) store(id, idbDelete(settledPrefix(id) + record.tempId));
  await takeOrphans(id, stored.held);
  if (userId !== id) return;
  // A new page shows what the server sent, already under the saved ids: nothing to swap on it.
  learnSettled(id, recent, false);
}

/**
 * Held changes whose page is gone (closed or crashed within the undo window, its last writes lost)
 * join the outbox: the user's delete stands, as the page would have sent it. A page still open keeps
 * its own (its Undo may still take it back). Without Web Locks, a page cannot tell: they wait.
 */
async function takeOrphans(owner: string, held: readonly HeldRecord[]): Promise<void> {
  if (held.length === 0) return;
  const open = await openPages();
  if (!open || userId !== owner) return;
  const orphans = held.filter(({ page }) => !open.has(page)).map(({ entry }) => entry);
  // One whose page died between its two writes already waits.
  const taken = orphans.filter((entry) => !queue.some((e) => e.id === entry.id));
  for (const entry of orphans) {
    if (taken.includes(entry)) store(owner, idbSet(waitingPrefix(owner) + entry.id, entry), entry.id);
    store(owner, idbDelete(heldPrefix(owner) + entry.id));
  }
  if (taken.length > 0) queue = [...queue, ...taken].sort(byEntryId);
}

/**
 * Stores a change held back for an undo window (a task's delete) before it joins the outbox, so a
 * page that dies meanwhile does not lose it: the next page sends it (`takeOrphans`). Answers the
 * entry, whose id and key `submit` then takes (`heldAs`); null when no user is signed in.
 */
export async function keepHeld(request: OutboxRequest): Promise<OutboxEntry | null> {
  await ready;
  if (!userId) return null;
  // The lock first: another page must never see the record without it.
  await takePageLock();
  const owner = userId;
  if (!owner) {
    heldDone();
    return null;
  }
  const entry: OutboxEntry = { id: newEntryId(), key: crypto.randomUUID(), ...request };
  store(owner, idbSet(heldPrefix(owner) + entry.id, { entry, page: pageId } satisfies HeldRecord));
  return entry;
}

/** The user took a held change back (Undo): nothing of it is kept. */
export async function dropHeld(entryId: string): Promise<void> {
  await ready;
  if (userId) store(userId, idbDelete(heldPrefix(userId) + entryId));
  heldDone();
}

/**
 * Takes in the ids another tab's answers gave (the page swaps them as it does its own), and names
 * by them every waiting change that still names a temporary one: a change made in one tab on a task
 * that another tab's replay created is sent with the task's real id.
 */
function learnSettled(owner: string, records: readonly SettledRecord[], swap = true): void {
  const learned = records.filter((record) => !settledIds.has(record.tempId));
  for (const { tempId, id } of learned) settledIds.set(tempId, id);
  for (const [tempId, id] of settledIds) renameIn(owner, tempId, id);
  if (swap) for (const { tempId, id } of learned) io.settled(tempId, id);
}

/**
 * Another tab's replay created the task or group of `tempId`: its create, if this page holds it, is
 * done, and the changes waiting here name the item by `id` (stored so in `resync`, under the lock).
 * Before the page swaps the id: a re-read meanwhile must not lay the done create over the server's
 * answer, or the item would show twice.
 */
function heardSettled(tempId: string, id: string): void {
  settledIds.set(tempId, id);
  const done = queue.filter((entry) => entry.tempId === tempId && entry.id !== sendingId);
  for (const entry of done) {
    waiters.get(entry.id)?.({ status: 'queued' });
    waiters.delete(entry.id);
    replayed = true;
  }
  queue = queue
    .filter((entry) => !done.includes(entry))
    .map((entry) => (mentions(entry, tempId) ? replaced(entry, tempId, id) : entry));
  show();
  io.settled(tempId, id);
}

/**
 * Reads the store again after another tab changed it, while this tab holds the lock (no other tab is
 * sending, settling or refusing meanwhile): the store is the truth for every entry this page knew
 * when the read began (another tab may have sent, refused or renamed it); entries added since, and
 * those whose write failed, are this page's own and stay.
 */
async function resync(owner: string): Promise<void> {
  const known = new Set([...queue, ...refused].map((entry) => entry.id));
  const stored = await readStored(owner);
  if (userId !== owner || !stored) return;
  const storedIds = new Set([...stored.waiting, ...stored.refused].map((entry) => entry.id));
  const stillWaiting = new Set(stored.waiting.map((entry) => entry.id));
  const ownOnly = (entry: OutboxEntry) =>
    !storedIds.has(entry.id) && (!known.has(entry.id) || unstored.has(entry.id));
  for (const entry of queue) {
    if (stillWaiting.has(entry.id) || ownOnly(entry)) continue;
    // Sent or refused by another tab: a caller still waiting here learns what came of it from the
    // re-read that follows (the page reads the server again).
    waiters.get(entry.id)?.({ status: 'queued' });
    waiters.delete(entry.id);
    replayed = true;
  }
  const held = new Set(queue.map((entry) => entry.id));
  queue = [...stored.waiting, ...queue.filter(ownOnly)].sort(byEntryId);
  refused = [...stored.refused, ...refused.filter(ownOnly)]
    .filter((entry) => !dismissed.has(entry.id))
    .sort(byEntryId) as RefusedEntry[];
  learnSettled(owner, stored.settled);
  show();
  const adopted = queue.filter((entry) => !held.has(entry.id));
  if (adopted.length > 0) io.adopted(adopted);
}

/**
 * Puts a change at the end of the outbox and answers its fate: `done` or `refused` when it was sent
 * (after every change before it), `queued` when it has to wait for the network.
 */
export async function submit(
  request: OutboxRequest,
  options: { keepalive?: boolean; heldAs?: Pick<OutboxEntry, 'id' | 'key'> | null } = {},
): Promise<Fate> {
  await ready;
  const owner = userId;
  // Signed out while it waited to start: the change's caller undoes it with its error text.
  if (!owner) {
    if (options.heldAs) heldDone();
    return { status: 'refused', error: new Error('Signed out') };
  }
  // A change made on a task's temporary id after the server gave it its own (a delete held for its
  // undo window, a panel opened before the answer) names the task by the server's id.
  let named: OutboxRequest = request;
  for (const [tempId, id] of settledIds) named = replaced(named, tempId, id);
  const { heldAs } = options;
  const entry: OutboxEntry = {
    ...named,
    id: heldAs?.id ?? newEntryId(),
    key: heldAs?.key ?? crypto.randomUUID(),
  };
  queue = [...queue, entry];
  if (options.keepalive) keepalive.add(entry.id);
  show();
  // Not awaited: the request goes out at once; the write lands before any later delete of the key
  // (IndexedDB runs a store's read-write transactions in the order they were made).
  store(owner, idbSet(waitingPrefix(owner) + entry.id, entry), entry.id);
  // A held change is now a waiting one: its held record goes after (were the page to die between
  // the two writes, the next page finds it waiting and does not take it twice).
  if (heldAs) {
    store(owner, idbDelete(heldPrefix(owner) + heldAs.id));
    heldDone();
  }
  const fate = new Promise<Fate>((resolve) => waiters.set(entry.id, resolve));
  void drain();
  return fate;
}

/** The user dismissed a refused change. */
export function dismiss(entryId: string): void {
  const owner = userId;
  refused = refused.filter((entry) => entry.id !== entryId);
  dismissed.add(entryId);
  show();
  if (owner) store(owner, idbDelete(refusedPrefix(owner) + entryId));
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

/**
 * Sends the head of the outbox until it is empty or has to wait. One drain at a time in a page, and
 * one page of the user at a time (a Web Lock), but for a page going away: it cannot wait for its
 * turn and sends at once (each change's key keeps a send of it from two tabs harmless).
 */
async function drain(): Promise<void> {
  if (!userId) return;
  if (draining) {
    drainAgain = true;
    return;
  }
  draining = true;
  drainAgain = false;
  const owner = userId;
  window.clearTimeout(retryTimer);
  try {
    const locks = keepalive.size === 0 ? navigator.locks : undefined;
    const lock = `teamtodo-outbox:${owner}`;
    if (!locks) await sendWaiting(owner, false);
    // Another tab's turn: this one waits for it, then reads the store (that tab's last messages may
    // not have arrived yet; its writes were all made before it let go, so a read now sees them).
    else if (!(await locks.request(lock, { ifAvailable: true }, (free) => free && sendWaiting(owner, false))))
      await locks.request(lock, () => sendWaiting(owner, true));
  } finally {
    draining = false;
    show();
    // The user changed while a request of the previous one was on its way, or a drain was asked for
    // meanwhile (this one may have looked at the network or the store before the change): another turn.
    if (userId !== null && ((userId !== owner && queue.length > 0) || drainAgain)) void drain();
  }
}

/** This page's turn: sends until the outbox is empty or has to wait; answers true (it had its turn). */
async function sendWaiting(owner: string, afterAnotherTab: boolean): Promise<true> {
  if (othersChanged || afterAnotherTab) {
    othersChanged = false;
    await resync(owner);
  }
  while (queue.length > 0 && userId === owner) {
    const entry = queue[0] as OutboxEntry;
    sendingId = entry.id;
    const outcome: Attempt = navigator.onLine ? await attempt(entry) : { kind: 'wait' };
    sendingId = null;
    if (userId !== owner) return true;
    if (outcome.kind === 'wait') {
      park(navigator.onLine);
      return true;
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
  return true;
}

/** The outbox waits: every caller still waiting is told its change is queued; a retry is set when online. */
function park(online: boolean): void {
  for (const resolve of waiters.values()) resolve({ status: 'queued' });
  waiters.clear();
  if (!online) return;
  retryTimer = window.setTimeout(() => void drain(), retryDelay);
  retryDelay = Math.min(retryDelay * 2, lastRetryMs);
}

/**
 * A change is done or refused: it leaves the outbox, and the page learns it at once (a re-read
 * landing while the rest is sent must not lay a create that is done over the server's answer).
 */
function take(owner: string, entry: OutboxEntry): void {
  queue = queue.filter((e) => e.id !== entry.id);
  show();
  keepalive.delete(entry.id);
  serverErrors5xx.delete(entry.id);
  unstored.delete(entry.id);
  store(owner, idbDelete(waitingPrefix(owner) + entry.id));
}

/** Tells the change's caller, or (it was told `queued` before) has the page read the server again. */
function answer(entry: OutboxEntry, fate: Fate): void {
  const resolve = waiters.get(entry.id);
  waiters.delete(entry.id);
  if (resolve) resolve(fate);
  else replayed = true;
}

/** A create was answered: the changes after it name the task or group by the id the server gave. */
function settle(owner: string, entry: OutboxEntry, result: unknown): void {
  const id = (result as { _id?: unknown } | null)?._id;
  if (!entry.tempId || typeof id !== 'string') return;
  const tempId = entry.tempId;
  const record: SettledRecord = { tempId, id, at: Date.now() };
  store(owner, idbSet(settledPrefix(owner) + tempId, record));
  renameIn(owner, tempId, id);
  settledIds.set(tempId, id);
  io.settled(tempId, id);
  tellTabs({ user: owner, settled: [tempId, id] });
}

/** Names `tempId` by `id` in every waiting change, here and in the store. */
function renameIn(owner: string, tempId: string, id: string): void {
  if (!queue.some((later) => mentions(later, tempId))) return;
  queue = queue.map((later) => {
    if (!mentions(later, tempId)) return later;
    const next = replaced(later, tempId, id);
    store(owner, idbSet(waitingPrefix(owner) + next.id, next), next.id);
    return next;
  });
  show();
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
    store(owner, idbSet(refusedPrefix(owner) + entry.id, kept), entry.id);
    replayed = true;
  }
  const tempId = entry.tempId;
  if (!tempId) return;
  for (const later of queue.filter((e) => mentions(e, tempId))) {
    take(owner, later);
    refuse(owner, later, null);
  }
}

// Another tab of this user changed the store: read it again (and send what waits) once this tab's
// turn comes; an id a create's answer gave is swapped at once, as this tab's own answers are.
tabs?.addEventListener('message', (event: MessageEvent<TabMessage>) => {
  const { user, settled } = event.data ?? {};
  if (!userId || user !== userId) return;
  if (settled && !settledIds.has(settled[0])) heardSettled(settled[0], settled[1]);
  othersChanged = true;
  void drain();
});

// Back online, or the page shown again: whatever waits is sent.
window.addEventListener('online', () => void drain());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') void drain();
});
