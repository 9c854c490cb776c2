/**
 * The outbox's queue as data, and what each event does to it (pure: no store, no network, no
 * timers; outbox.ts carries the effects out): a change submitted, answered, refused, an id settled
 * by another tab's answer, and the store read again (resync). Entries keep the order they were made
 * in (`byEntryId`); the arrays are replaced, never changed in place (the page compares them).
 */
import { replaced } from './rename';
import type { OutboxEntry, OutboxRequest, RefusedEntry } from './state';

export interface Queue {
  waiting: readonly OutboxEntry[];
  refused: readonly RefusedEntry[];
}

export const emptyQueue: Queue = { waiting: [], refused: [] };

export const byEntryId = (a: OutboxEntry, b: OutboxEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Whether the change names `id` (a temporary id) anywhere. */
export const mentions = (entry: OutboxEntry, id: string) =>
  JSON.stringify([entry.params, entry.body, entry.touches]).includes(JSON.stringify(id));

/** `request` with every temporary id already answered named by the server's id. */
export const named = <T extends OutboxRequest>(request: T, settled: ReadonlyMap<string, string>): T => {
  let next = request;
  for (const [tempId, id] of settled) next = replaced(next, tempId, id);
  return next;
};

/**
 * A change joins the end of the queue. A change made on a task's temporary id after the server gave
 * it its own (a delete held for its undo window, a panel opened before the answer) names the task by
 * the server's id.
 */
export function submit(
  queue: Queue,
  request: OutboxRequest,
  ids: Pick<OutboxEntry, 'id' | 'key'>,
  settled: ReadonlyMap<string, string>,
): { queue: Queue; entry: OutboxEntry } {
  // Only the id and key: a held change's stored entry still names the temporary id.
  const entry: OutboxEntry = { ...named(request, settled), id: ids.id, key: ids.key };
  return { queue: { ...queue, waiting: [...queue.waiting, entry] }, entry };
}

/** The change left the queue (answered, refused, or sent by another tab). */
export const taken = (queue: Queue, entryId: string): Queue => ({
  ...queue,
  waiting: queue.waiting.filter((e) => e.id !== entryId),
});

/** The waiting changes name `tempId` by `id`; answers those renamed (to store again). */
export function settled(queue: Queue, tempId: string, id: string): { queue: Queue; renamed: OutboxEntry[] } {
  if (!queue.waiting.some((entry) => mentions(entry, tempId))) return { queue, renamed: [] };
  const renamed: OutboxEntry[] = [];
  const waiting = queue.waiting.map((entry) => {
    if (!mentions(entry, tempId)) return entry;
    const next = replaced(entry, tempId, id);
    renamed.push(next);
    return next;
  });
  return { queue: { ...queue, waiting }, renamed };
}

/** A temporary id and the id the server gave it. */
export type SettledPair = [tempId: string, id: string];

/**
 * The ids a create's answer gave its temporary ones: a task's or a group's `_id`; an assignment's
 * marker (its copies' `uniqueMarker`) first, then each copy's id, index for index with `tempIds`.
 */
export function savedIdsOf(entry: OutboxRequest, result: unknown): SettledPair[] {
  const answer = result as { _id?: unknown; todos?: { _id?: unknown; uniqueMarker?: unknown }[] } | null;
  if (!entry.tempId || !answer) return [];
  if (typeof answer._id === 'string') return [[entry.tempId, answer._id]];
  // A quick add answers `{ todo, parsed }`.
  const made = (answer as { todo?: { _id?: unknown } }).todo;
  if (typeof made?._id === 'string') return [[entry.tempId, made._id]];
  const copies = Array.isArray(answer.todos) ? answer.todos : [];
  const marker = copies[0]?.uniqueMarker;
  if (typeof marker !== 'string') return [];
  const copyIds = (entry.tempIds ?? []).flatMap((tempId, index): SettledPair[] => {
    const id = copies[index]?._id;
    return typeof id === 'string' ? [[tempId, id]] : [];
  });
  return [[entry.tempId, marker], ...copyIds];
}

/**
 * A change was answered: it leaves the queue, and when it was a create, the changes after it name
 * what it made by the ids the server gave (`settledAs`, the create's own temporary id first).
 */
export function answered(
  queue: Queue,
  entry: OutboxEntry,
  result: unknown,
): { queue: Queue; renamed: OutboxEntry[]; settledAs: SettledPair[] } {
  const settledAs = savedIdsOf(entry, result);
  let next = taken(queue, entry.id);
  const renamed = new Map<string, OutboxEntry>();
  for (const [tempId, id] of settledAs) {
    const step = settled(next, tempId, id);
    next = step.queue;
    for (const change of step.renamed) renamed.set(change.id, change);
  }
  return { queue: next, renamed: [...renamed.values()], settledAs };
}

/** The temporary ids of what a create makes (an assignment: its marker and its copies). */
const madeIds = (change: OutboxRequest): string[] =>
  change.tempId ? [change.tempId, ...(change.tempIds ?? [])] : [];

/**
 * A change was refused: it leaves the queue, and so do the changes that needed what it would have
 * made (a change to a task never created), each in turn. Answers them in order, the change first.
 */
export function refused(queue: Queue, entry: OutboxEntry): { queue: Queue; refused: OutboxEntry[] } {
  let next = taken(queue, entry.id);
  const all: OutboxEntry[] = [];
  const refuse = (change: OutboxEntry) => {
    all.push(change);
    const made = madeIds(change);
    if (made.length === 0) return;
    for (const later of next.waiting.filter((e) => made.some((tempId) => mentions(e, tempId)))) {
      if (!next.waiting.includes(later)) continue;
      next = taken(next, later.id);
      refuse(later);
    }
  };
  refuse(entry);
  return { queue: next, refused: all };
}

/** A refused change the user is shown (it had no caller waiting for it), with its reason. */
export const shownRefused = (queue: Queue, entry: RefusedEntry): Queue => ({
  ...queue,
  refused: [...queue.refused, entry],
});

/**
 * The store read again after another tab changed it: the store is the truth for every entry this
 * page knew when the read began (`known`: another tab may have sent, refused or renamed it); entries
 * added since, and those whose write failed (`unstored`), are this page's own and stay. Answers the
 * entries gone from here (sent or refused by another tab) and those taken in from another tab.
 */
export function resync(
  queue: Queue,
  stored: Pick<Queue, 'waiting' | 'refused'>,
  known: ReadonlySet<string>,
  unstored: ReadonlySet<string>,
  dismissed: ReadonlySet<string>,
): { queue: Queue; gone: OutboxEntry[]; adopted: OutboxEntry[] } {
  const storedIds = new Set([...stored.waiting, ...stored.refused].map((entry) => entry.id));
  const stillWaiting = new Set(stored.waiting.map((entry) => entry.id));
  const ownOnly = (entry: OutboxEntry) =>
    !storedIds.has(entry.id) && (!known.has(entry.id) || unstored.has(entry.id));
  const gone = queue.waiting.filter((entry) => !stillWaiting.has(entry.id) && !ownOnly(entry));
  const held = new Set(queue.waiting.map((entry) => entry.id));
  const waiting = [...stored.waiting, ...queue.waiting.filter(ownOnly)].sort(byEntryId);
  const refusedNow = [...stored.refused, ...queue.refused.filter(ownOnly)]
    .filter((entry) => !dismissed.has(entry.id))
    .sort(byEntryId) as RefusedEntry[];
  return {
    queue: { waiting, refused: refusedNow },
    gone,
    adopted: waiting.filter((entry) => !held.has(entry.id)),
  };
}
