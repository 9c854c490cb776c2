/**
 * One change sent, and what its answer does: done (it leaves the queue; a create's id names the item
 * in the changes after it and in the other tabs), refused (shown with the server's reason, with the
 * changes that needed it), or wait (retry.ts decides which).
 */
import { answer, type Fate, forget, type OutboxState, show, storeRenamed, write } from './outbox-state';
import * as core from './queue';
import { refusedPrefix, type SettledRecord, settledPrefix } from './records';
import { failureOutcome } from './retry';
import type { OutboxEntry, RefusedEntry } from './state';

export type Attempt =
  | { kind: 'done'; result: unknown }
  | { kind: 'refused'; error: unknown }
  | { kind: 'wait' };

/** Sends `entry` of `owner` once, as theirs alone (shared/page-user.ts): answers what came of it. */
export async function attempt(s: OutboxState, entry: OutboxEntry, owner: string): Promise<Attempt> {
  try {
    return { kind: 'done', result: await s.io.send(entry, s.keepalive.has(entry.id), owner) };
  } catch (error) {
    const count = s.serverErrors.get(entry.id) ?? 0;
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 500) s.serverErrors.set(entry.id, count + 1);
    return failureOutcome(error, s.waiters.has(entry.id), count) === 'wait'
      ? { kind: 'wait' }
      : { kind: 'refused', error };
  }
}

/** A change was answered: it leaves the queue, and a create's id names the item everywhere. */
export function settle(s: OutboxState, owner: string, entry: OutboxEntry, result: unknown): void {
  const { queue, renamed, settledAs } = core.answered(s.queue, entry, result);
  s.queue = queue;
  show(s);
  forget(s, owner, entry);
  for (const [tempId, id] of settledAs) {
    const record: SettledRecord = { tempId, id, at: s.parts.clock.now() };
    write(s, owner, settledPrefix(owner) + tempId, record);
  }
  storeRenamed(s, owner, renamed);
  if (renamed.length > 0) show(s);
  for (const [tempId, id] of settledAs) {
    s.io.settledIds.set(tempId, id);
    s.io.settled(tempId, id);
    s.parts.tabs?.post({ user: owner, settled: [tempId, id] });
  }
  answer(s, entry, { status: 'done', result } satisfies Fate);
}

/** A change was refused: its caller is told, or it is shown with its reason; so are those needing it. */
export function refuse(s: OutboxState, owner: string, entry: OutboxEntry, error: unknown): void {
  const { queue, refused } = core.refused(s.queue, entry);
  s.queue = queue;
  show(s);
  for (const change of refused) {
    forget(s, owner, change);
    const reason = change === entry ? error : null;
    if (s.waiters.has(change.id)) {
      answer(s, change, { status: 'refused', error: reason });
      continue;
    }
    const gone = (reason as { status?: unknown } | null)?.status === 404;
    const kept: RefusedEntry = {
      ...change,
      reason: reason === null ? null : reason instanceof Error ? reason.message : String(reason),
      ...(gone ? { gone } : {}),
    };
    s.queue = core.shownRefused(s.queue, kept);
    write(s, owner, refusedPrefix(owner) + change.id, kept, change.id);
    s.replayed = true;
  }
}
