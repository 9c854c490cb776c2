/**
 * Changes held back for an undo window (a task's delete; tasks/api/held-deletes.ts),
 * stored before they are sent, so a page that dies meanwhile does not lose them: the record names
 * the page that holds it (page-lock.ts), and the next page of the user sends the records whose page
 * is gone, with the key they were stored with. A page still open keeps its own (its Undo may still
 * take them back).
 */
import type { PageLock } from './page-lock';
import { type HeldRecord, heldPrefix, waitingPrefix } from './records';
import type { OutboxEntry, OutboxRequest } from './state';

export interface HeldParts {
  lock: PageLock;
  pageId: string;
  /** A store write (value undefined: a delete) the other tabs are told of; `entryId`: a waiting entry's. */
  write: (owner: string, key: string, value?: unknown, entryId?: string) => void;
  newIds: () => Pick<OutboxEntry, 'id' | 'key'>;
}

export function heldChanges({ lock, pageId, write, newIds }: HeldParts) {
  return {
    /**
     * Stores `request` as held by this page, once its lock is held (another page must never see the
     * record without it); answers the entry, whose id and key the send then takes. `owner()` is
     * asked again after the wait: null when no user is signed in any more.
     */
    async keep(owner: () => string | null, request: OutboxRequest): Promise<OutboxEntry | null> {
      await lock.take();
      const user = owner();
      if (!user) {
        lock.done();
        return null;
      }
      const entry: OutboxEntry = { ...newIds(), ...request };
      write(user, heldPrefix(user) + entry.id, { entry, page: pageId } satisfies HeldRecord);
      return entry;
    },

    /** The held change was taken back (Undo), or now waits to be sent: its record goes. */
    drop(owner: string | null, entryId: string): void {
      if (owner) write(owner, heldPrefix(owner) + entryId);
      lock.done();
    },

    /** A signed-out page's held change: nothing stored, the lock may go. */
    release: () => lock.done(),

    /**
     * The held changes whose page is gone join the waiting ones (stored so first; were the page to
     * die between the two writes, the next finds it waiting and does not take it twice). Answers
     * those to add to the queue; none where a page cannot tell (no Web Locks): they wait.
     */
    async orphans(
      owner: string,
      held: readonly HeldRecord[],
      waiting: readonly OutboxEntry[],
    ): Promise<OutboxEntry[]> {
      if (held.length === 0) return [];
      const open = await lock.openPages();
      if (!open) return [];
      const orphans = held.filter(({ page }) => !open.has(page)).map(({ entry }) => entry);
      const taken = orphans.filter((entry) => !waiting.some((e) => e.id === entry.id));
      for (const entry of orphans) {
        if (taken.includes(entry)) write(owner, waitingPrefix(owner) + entry.id, entry, entry.id);
        write(owner, heldPrefix(owner) + entry.id);
      }
      return taken;
    },
  };
}
