/**
 * What the outbox keeps in its store (ports.ts `OutboxStore`; IndexedDB in the browser, browser.ts),
 * per user. Every tab of the user reads and writes the same records (outbox.ts):
 *   - `outbox:<userId>:<entryId>`: a change waiting to be sent (an OutboxEntry);
 *   - `outbox-refused:<userId>:<entryId>`: one the server refused on replay, until dismissed;
 *   - `outbox-settled:<userId>:<tempId>`: the id a create's answer gave its temporary id, for the
 *     tabs that did not see the answer (kept a day);
 *   - `outbox-held:<userId>:<entryId>`: a change held back for its undo window (a task's delete),
 *     with the page holding it (page-lock.ts).
 */
import type { OutboxEntry, RefusedEntry } from './state';

export const waitingPrefix = (userId: string) => `outbox:${userId}:`;
export const refusedPrefix = (userId: string) => `outbox-refused:${userId}:`;
export const settledPrefix = (userId: string) => `outbox-settled:${userId}:`;
export const heldPrefix = (userId: string) => `outbox-held:${userId}:`;

/** The prefixes of one user's records, in the order `Stored` lists them. */
export const prefixesOf = (userId: string) => [
  waitingPrefix(userId),
  refusedPrefix(userId),
  settledPrefix(userId),
  heldPrefix(userId),
];

/** A temporary id and the id the server gave it, as stored. */
export interface SettledRecord {
  tempId: string;
  id: string;
  at: number;
}

/** A settled id is kept a day: long after any tab could still hold a change naming the temporary one. */
const settledKeptMs = 24 * 60 * 60 * 1000;
export const isOld = (record: SettledRecord, now: number) => now - record.at > settledKeptMs;

/** A change held back for its undo window, and the page holding it (page-lock.ts). */
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

let sequence = 0;
/** Sorts by time of creation, then by order within this page; the random tail keeps tabs apart. */
export const newEntryId = () =>
  `${Date.now().toString(36).padStart(10, '0')}${(sequence++).toString(36).padStart(5, '0')}${Math.random()
    .toString(36)
    .slice(2, 8)}`;
