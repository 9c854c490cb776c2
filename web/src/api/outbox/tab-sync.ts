/**
 * The tabs of one user share the stored outbox: each tells the others when it changed it (ports.ts
 * `TabChannel`), and they read it again before they next send (`resync`, under the user's lock, so no
 * other tab sends, settles or refuses meanwhile). An id a create's answer gave in another tab is
 * taken at once (`heardSettled`), as this tab's own answers are.
 */
import { doneElsewhere, type OutboxState, show, storeRenamed } from './outbox-state';
import * as core from './queue';
import type { SettledRecord } from './records';

/** Names every waiting change by the ids the server gave (this page's or another tab's answers). */
export function learnSettled(
  s: OutboxState,
  owner: string,
  records: readonly SettledRecord[],
  swap: boolean,
): void {
  const { settledIds } = s.io;
  const learned = records.filter((record) => !settledIds.has(record.tempId));
  for (const { tempId, id } of learned) settledIds.set(tempId, id);
  for (const [tempId, id] of settledIds) {
    const { queue, renamed } = core.settled(s.queue, tempId, id);
    s.queue = queue;
    storeRenamed(s, owner, renamed);
  }
  show(s);
  if (swap) for (const { tempId, id } of learned) s.io.settled(tempId, id);
}

/**
 * Another tab's replay created the task or group of `tempId`: its create, if this page holds it, is
 * done, and the changes waiting here name the item by `id` (stored so in `resync`, under the lock).
 * Before the page swaps the id: a re-read meanwhile must not lay the done create over the server's
 * answer, or the item would show twice.
 */
export function heardSettled(s: OutboxState, tempId: string, id: string): void {
  s.io.settledIds.set(tempId, id);
  const done = s.queue.waiting.filter((entry) => entry.tempId === tempId && entry.id !== s.sendingId);
  for (const entry of done) {
    doneElsewhere(s, entry);
    s.queue = core.taken(s.queue, entry.id);
  }
  s.queue = core.settled(s.queue, tempId, id).queue;
  show(s);
  s.io.settled(tempId, id);
}

/** Reads the store again after another tab changed it (queue.ts `resync`), while this tab holds the lock. */
export async function resync(s: OutboxState, owner: string): Promise<void> {
  const known = new Set([...s.queue.waiting, ...s.queue.refused].map((entry) => entry.id));
  const stored = await s.parts.store.read(owner);
  if (s.userId !== owner || !stored) return;
  const { queue, gone, adopted } = core.resync(s.queue, stored, known, s.unstored, s.dismissed);
  for (const entry of gone) doneElsewhere(s, entry);
  s.queue = queue;
  learnSettled(s, owner, stored.settled, true);
  if (adopted.length > 0) s.io.adopted(adopted);
}

/**
 * Listens to the other tabs: when one changed this user's store, this tab reads it again (and sends
 * what waits) once its turn comes (`drain`).
 */
export function listenToTabs(s: OutboxState, drain: () => void): void {
  s.parts.tabs?.listen(({ user, settled }) => {
    if (!s.userId || user !== s.userId) return;
    if (settled && !s.io.settledIds.has(settled[0])) heardSettled(s, settled[0], settled[1]);
    s.othersChanged = true;
    drain();
  });
}
