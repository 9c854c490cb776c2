/**
 * What a stream record says of the write that made it, for ./audience.ts and the fan-out: the
 * Idempotency-Key of the user's own keyed write (docs/realtime.md#own-echo), the deletes that write
 * named, and the sessions a profile change ended. Pure.
 */
import { profileSortKey } from '../data/core/keys';
import { writeKeyAttribute, writeRemovedAttribute } from '../data/core/write-key';
import { type Image, mapKeys } from './image-fields';

/**
 * The Idempotency-Key of the write that made this change, when that write stored it (a Put or an
 * Update of the keyed transaction: functions/data/core/write-key.ts). A key the item kept from an
 * earlier write names nobody: only a key that changed with this record does.
 */
export function writeKeyOf(before: Image | undefined, after: Image | undefined): string | undefined {
  const key = after?.[writeKeyAttribute];
  return typeof key === 'string' && key !== before?.[writeKeyAttribute] ? key : undefined;
}

/** Which keyed write deleted an item, by its partition and sort key (from `removalsOf`). */
export type Removals = Map<string, string>;

export const removalId = (pk: unknown, sk: unknown) => `${String(pk)}\n${String(sk)}`;

/**
 * Adds the deletes a keyed write named on this record's item (functions/data/core/write-key.ts
 * `writeRemoved`), when this change set the key: a delete's own record has no new image to carry it.
 */
export function addRemovals(removals: Removals, before: Image | undefined, after: Image | undefined): void {
  const key = writeKeyOf(before, after);
  const removed = after?.[writeRemovedAttribute];
  if (key === undefined || !Array.isArray(removed)) return;
  for (const sk of removed) removals.set(removalId(after?.pk, sk), key);
}

/** Session ids a profile change ended (logout, a password change): their connections are closed. */
export function endedSessions(before: Image | undefined, after: Image | undefined): string[] {
  if (before?.sk !== profileSortKey) return [];
  const remaining = new Set(mapKeys(after?.sessions));
  return mapKeys(before?.sessions).filter((sessionId) => !remaining.has(sessionId));
}
