/**
 * What the outbox keeps in IndexedDB (lib/idb.ts), per user, and the pure helpers on its entries.
 * Every tab of the user reads and writes the same records (outbox.ts):
 *   - `outbox:<userId>:<entryId>`: a change waiting to be sent (an OutboxEntry);
 *   - `outbox-refused:<userId>:<entryId>`: one the server refused on replay, until dismissed;
 *   - `outbox-settled:<userId>:<tempId>`: the id a create's answer gave its temporary id, for the
 *     tabs that did not see the answer (kept a day);
 *   - `outbox-held:<userId>:<entryId>`: a change held back for its undo window (a task's delete),
 *     with the page holding it (page-lock.ts).
 */
import { idbValuesByPrefix } from '../../lib/idb';
import type { OutboxEntry, RefusedEntry } from './state';

export { replaced } from './rename';

export const waitingPrefix = (userId: string) => `outbox:${userId}:`;
export const refusedPrefix = (userId: string) => `outbox-refused:${userId}:`;
export const settledPrefix = (userId: string) => `outbox-settled:${userId}:`;
export const heldPrefix = (userId: string) => `outbox-held:${userId}:`;

/** A temporary id and the id the server gave it, as stored. */
export interface SettledRecord {
  tempId: string;
  id: string;
  at: number;
}

/** A settled id is kept a day: long after any tab could still hold a change naming the temporary one. */
const settledKeptMs = 24 * 60 * 60 * 1000;
export const isOld = (record: SettledRecord) => Date.now() - record.at > settledKeptMs;

/** A change held back for its undo window, and the page holding it (page-lock.ts `pageId`). */
export interface HeldRecord {
  entry: OutboxEntry;
  page: string;
}

export interface Stored {
  waiting: OutboxEntry[];
  refused: RefusedEntry[];
  settled: SettledRecord[];
  held: HeldRecord[];
}

/** `userId`'s records, each kind in the order it was made, read at once; null when unreadable. */
export async function readStored(userId: string): Promise<Stored | null> {
  try {
    const [waiting = [], refused = [], settled = [], held = []] = await idbValuesByPrefix<unknown>([
      waitingPrefix(userId),
      refusedPrefix(userId),
      settledPrefix(userId),
      heldPrefix(userId),
    ]);
    return {
      waiting: waiting as OutboxEntry[],
      refused: refused as RefusedEntry[],
      settled: settled as SettledRecord[],
      held: held as HeldRecord[],
    };
  } catch (error) {
    console.error('Outbox not read', error);
    return null;
  }
}

let sequence = 0;
/** Sorts by time of creation, then by order within this page; the random tail keeps tabs apart. */
export const newEntryId = () =>
  `${Date.now().toString(36).padStart(10, '0')}${(sequence++).toString(36).padStart(5, '0')}${Math.random()
    .toString(36)
    .slice(2, 8)}`;

export const byEntryId = (a: OutboxEntry, b: OutboxEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Whether the change names `id` (a temporary id) anywhere. */
export const mentions = (entry: OutboxEntry, id: string) =>
  JSON.stringify([entry.params, entry.body, entry.touches]).includes(JSON.stringify(id));
