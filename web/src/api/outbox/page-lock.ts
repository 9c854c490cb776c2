/**
 * This page, as a Web Lock held while it keeps held changes (records.ts `HeldRecord`: a task's delete
 * in its undo window): another page learns from the locks whether the page that stored a held change
 * is still open, since a lock is let go when its page closes or crashes. Held only meanwhile: a page
 * holding a lock is kept out of the back/forward cache.
 */
import type { Locks } from './ports';

const prefix = 'teamtodo-page:';

/** The page lock of `pageId`, taken through `locks` (none: taken at once, and no page can tell). */
export function pageLock(locks: Locks | undefined, pageId: string) {
  /** Held changes this page keeps; the lock is held while there are any. */
  let heldHere = 0;
  let granted: Promise<void> | null = null;
  let release: (() => void) | null = null;

  const letGo = () => {
    if (!release) return;
    release();
    release = null;
    granted = null;
  };

  return {
    /** One more held change: answers once the lock is held (its record may be written then). */
    take(): Promise<void> {
      heldHere += 1;
      granted ??= new Promise<void>((isHeld) => {
        if (!locks) return isHeld();
        void locks.request(prefix + pageId, {}, () => {
          isHeld();
          return new Promise<void>((done) => {
            release = done;
            if (heldHere === 0) letGo();
          });
        });
      });
      return granted;
    },

    /** One held change is done with (sent or undone) and its writes are made: the lock may go. */
    done(): void {
      heldHere = Math.max(0, heldHere - 1);
      if (heldHere === 0) letGo();
    },

    /** The ids of the pages open now (holding or asking for their lock); null without Web Locks. */
    async openPages(): Promise<Set<string> | null> {
      if (!locks) return null;
      const { held = [], pending = [] } = await locks.query();
      return new Set(
        [...held, ...pending]
          .map((lock) => lock.name ?? '')
          .filter((name) => name.startsWith(prefix))
          .map((name) => name.slice(prefix.length)),
      );
    },
  };
}

export type PageLock = ReturnType<typeof pageLock>;
