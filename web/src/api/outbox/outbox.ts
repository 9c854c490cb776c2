/**
 * The outbox: every task and group change goes through it, in the order it was made, so a change
 * made offline (or whose request met a network error) waits in the store, is sent again on
 * reconnect, and nothing typed is lost with a closed tab (docs/architecture.md#the-outbox).
 *
 * - Each change keeps one Idempotency-Key for all its attempts: a replay of a request that did reach
 *   the server is answered with the first answer and applies nothing twice.
 * - One request at a time, head first: a change to a task created offline is sent after the create,
 *   with the temporary id replaced by the id the server gave it (queue.ts `answered`).
 * - Online, a change is sent at once and its caller gets the answer. When it cannot be sent, its
 *   caller is told it is `queued`; a refusal on replay goes to the refused list with the server's
 *   reason (answers.ts), and the page re-reads its data after a replay (OutboxIo `replayed`).
 * - Per user: only the signed-in user's entries are sent; another user's wait for their owner. A
 *   change made as its user's page signed out (a held delete whose window ended after their
 *   session did) is stored for them, never sent as whoever signs in next (`keptFor`).
 * - The tabs of one user share the store (tab-sync.ts); one tab sends at a time (a lock per user).
 * - Held changes (held.ts) are stored before they are sent; a page that dies leaves them to the next.
 *
 * Made of its parts (ports.ts; outbox-page.ts gives the browser's): `createOutbox` adds no listener,
 * `start` does.
 */
import { attempt, refuse, settle } from './answers';
import { heldChanges } from './held';
import { type Fate, outboxState, parkAll, show, write } from './outbox-state';
import { pageLock } from './page-lock';
import type { OutboxIo, OutboxParts } from './ports';
import * as core from './queue';
import { isOld, refusedPrefix, settledPrefix, waitingPrefix } from './records';
import { backoff } from './retry';
import type { OutboxEntry, OutboxRequest } from './state';
import { learnSettled, listenToTabs, resync } from './tab-sync';

export type { Fate };

export function createOutbox(parts: OutboxParts) {
  const { locks, clock, online } = parts;
  const s = outboxState(parts);
  const retry = backoff();
  let cancelRetry = () => {};
  let listening = false;
  /** One drain at a time: running, and asked for again meanwhile. */
  const drainState = { running: false, again: false };
  /** Resolved once the signed-in user's entries are loaded: changes wait for it, to keep their order. */
  let markReady: (() => void) | null = null;
  let ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const newIds = () => ({ id: parts.newId(), key: parts.newKey() });
  /** Who made a change submitted now: the user running, else the one who just signed out. */
  const makerOf = (heldAs: Pick<OutboxEntry, 'id'> | null | undefined): string | null =>
    (heldAs ? s.heldOwners.get(heldAs.id) : undefined) ?? s.userId ?? s.stoppedUser;
  const held = heldChanges({
    lock: pageLock(locks, parts.pageId),
    pageId: parts.pageId,
    write: (owner, key, value, entryId) => write(s, owner, key, value, entryId),
    newIds,
  });

  async function load(id: string): Promise<void> {
    const stored = await parts.store.read(id);
    if (s.userId !== id || !stored) return;
    s.queue = { waiting: stored.waiting, refused: stored.refused.filter((e) => !s.dismissed.has(e.id)) };
    const old = stored.settled.filter((record) => isOld(record, clock.now()));
    for (const record of old) write(s, id, settledPrefix(id) + record.tempId);
    const orphans = await held.orphans(id, stored.held, s.queue.waiting);
    if (s.userId !== id) return;
    if (orphans.length > 0)
      s.queue = { ...s.queue, waiting: [...s.queue.waiting, ...orphans].sort(core.byEntryId) };
    // A new page shows what the server sent, already under the saved ids: nothing to swap on it.
    const recent = stored.settled.filter((record) => !old.includes(record));
    learnSettled(s, id, recent, false);
  }

  /** This page's turn: sends until the outbox is empty or has to wait; answers true (it had its turn). */
  async function sendWaiting(owner: string, afterAnotherTab: boolean): Promise<true> {
    if (s.othersChanged || afterAnotherTab) {
      s.othersChanged = false;
      await resync(s, owner);
    }
    while (s.queue.waiting.length > 0 && s.userId === owner) {
      const entry = s.queue.waiting[0] as OutboxEntry;
      s.sendingId = entry.id;
      s.io.sending(entry);
      const outcome = online.now() ? await attempt(s, entry, owner) : { kind: 'wait' as const };
      s.sendingId = null;
      try {
        if (s.userId !== owner) return true;
        if (outcome.kind === 'wait') {
          parkAll(s);
          if (online.now()) cancelRetry = clock.after(retry.next(), () => void drain());
          return true;
        }
        if (outcome.kind === 'done') settle(s, owner, entry, outcome.result);
        else refuse(s, owner, entry, outcome.error);
      } finally {
        // Its answer is applied (or it waits again): a read held behind it may land now.
        s.io.sending(null);
      }
    }
    retry.reset();
    if (s.replayed) {
      s.replayed = false;
      s.io.replayed();
    }
    return true;
  }

  /**
   * Sends the head of the outbox until it is empty or has to wait. One drain at a time in a page, and
   * one page of the user at a time (a lock), but for a page going away: it cannot wait for its turn
   * and sends at once (each change's key keeps a send of it from two tabs harmless).
   */
  async function drain(): Promise<void> {
    if (!s.userId) return;
    if (drainState.running) {
      drainState.again = true;
      return;
    }
    drainState.running = true;
    drainState.again = false;
    const owner = s.userId;
    cancelRetry();
    try {
      const lockNow = s.keepalive.size === 0 ? locks : undefined;
      const name = `teamtodo-outbox:${owner}`;
      if (!lockNow) await sendWaiting(owner, false);
      // Another tab's turn: this one waits for it, then reads the store (that tab's last messages may
      // not have arrived yet; its writes were all made before it let go, so a read now sees them).
      else if (
        !(await lockNow.request(name, { ifAvailable: true }, (free) => !!free && sendWaiting(owner, false)))
      )
        await lockNow.request(name, {}, () => sendWaiting(owner, true));
    } finally {
      drainState.running = false;
      show(s);
      // The user changed while a request of the previous one was on its way, or a drain was asked for
      // meanwhile (this one may have looked at the network or the store before): another turn.
      if (s.userId !== null && ((s.userId !== owner && s.queue.waiting.length > 0) || drainState.again))
        void drain();
    }
  }

  /**
   * A change of `maker`, whose outbox no longer runs here (signed out, their session ended): stored
   * among their waiting changes for their own next sign-in, and sent by nobody else.
   */
  function keptFor(
    maker: string,
    request: OutboxRequest,
    heldAs?: Pick<OutboxEntry, 'id' | 'key'> | null,
  ): Fate {
    const { entry } = core.submit(core.emptyQueue, request, heldAs ?? newIds(), s.io.settledIds);
    write(s, maker, waitingPrefix(maker) + entry.id, entry, entry.id);
    if (heldAs) {
      s.heldOwners.delete(heldAs.id);
      held.drop(maker, heldAs.id);
    }
    return { status: 'queued' };
  }

  const outbox = {
    /** Starts (or switches to) `id`'s outbox: loads what an earlier page left and sends it. */
    start(id: string, page: OutboxIo): Promise<void> {
      s.io = page;
      if (!listening) {
        listening = true;
        listenToTabs(s, () => void drain());
        // Back online, or the page shown again: whatever waits is sent.
        online.listen(() => void drain());
      }
      if (id === s.userId) {
        void drain();
        return ready;
      }
      outbox.stop();
      s.userId = id;
      s.stoppedUser = null;
      return load(id).then(() => {
        if (s.userId !== id) return;
        show(s);
        markReady?.();
        markReady = null;
        void drain();
      });
    },

    /** Whether a user's outbox is loaded and sends: a change submitted now goes out at once. */
    running(): boolean {
      return s.userId !== null && markReady === null;
    },

    /** Signed out: this user's entries stay stored for their next sign-in, and nothing more is sent. */
    stop(): void {
      parkAll(s);
      if (s.userId) s.stoppedUser = s.userId;
      s.userId = null;
      s.queue = core.emptyQueue;
      cancelRetry();
      // Changes made from now on wait for the next user's entries (those waiting already keep waiting).
      if (!markReady)
        ready = new Promise<void>((resolve) => {
          markReady = resolve;
        });
      show(s);
    },

    /**
     * Puts a change at the end of the outbox and answers its fate: `done` or `refused` when it was
     * sent (after every change before it), `queued` when it has to wait for the network.
     */
    async submit(
      request: OutboxRequest,
      options: { keepalive?: boolean; heldAs?: Pick<OutboxEntry, 'id' | 'key'> | null } = {},
    ): Promise<Fate> {
      const { heldAs } = options;
      const maker = makerOf(heldAs);
      if (maker !== null && maker !== s.userId) return keptFor(maker, request, heldAs);
      await ready;
      if (maker !== null && maker !== s.userId) return keptFor(maker, request, heldAs);
      const owner = s.userId;
      // Signed out while it waited to start: the change's caller undoes it with its error text.
      if (!owner) {
        if (heldAs) held.release();
        return { status: 'refused', error: new Error('Signed out') };
      }
      const { queue, entry } = core.submit(s.queue, request, heldAs ?? newIds(), s.io.settledIds);
      s.queue = queue;
      if (options.keepalive) s.keepalive.add(entry.id);
      show(s);
      // Not awaited: the request goes out at once; the write lands before any later delete of the key
      // (the store runs its writes in the order they were made).
      write(s, owner, waitingPrefix(owner) + entry.id, entry, entry.id);
      // A held change is now a waiting one: its held record goes after (held.ts).
      if (heldAs) held.drop(owner, heldAs.id);
      const fate = new Promise<Fate>((resolve) => s.waiters.set(entry.id, resolve));
      void drain();
      return fate;
    },

    /**
     * Stores a change held back for an undo window (held.ts) as its user's, even when their outbox
     * just stopped (its send then keeps it for them: `submit`); null when no user is known.
     */
    async keepHeld(request: OutboxRequest): Promise<OutboxEntry | null> {
      let maker = s.userId ?? s.stoppedUser;
      if (maker === null) {
        await ready;
        maker = s.userId;
      }
      if (maker === null) return null;
      const owner = maker;
      const entry = await held.keep(() => owner, request);
      if (entry) s.heldOwners.set(entry.id, owner);
      return entry;
    },

    /** The user took a held change back (Undo): nothing of it is kept. */
    async dropHeld(entryId: string): Promise<void> {
      const maker = s.heldOwners.get(entryId) ?? null;
      s.heldOwners.delete(entryId);
      if (maker === null) await ready;
      held.drop(maker ?? s.userId, entryId);
    },

    /** The user dismissed a refused change. */
    dismiss(entryId: string): void {
      s.queue = { ...s.queue, refused: s.queue.refused.filter((entry) => entry.id !== entryId) };
      s.dismissed.add(entryId);
      show(s);
      if (s.userId) write(s, s.userId, refusedPrefix(s.userId) + entryId);
    },
  };
  return outbox;
}

export type Outbox = ReturnType<typeof createOutbox>;
