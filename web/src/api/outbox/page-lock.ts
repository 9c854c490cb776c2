/**
 * This page, as a Web Lock held while it keeps held changes (records.ts `HeldRecord`: a task's delete
 * in its undo window): another page learns from the locks whether the page that stored a held change
 * is still open, since a lock is let go when its page closes or crashes. Held only meanwhile: a page
 * holding a lock is kept out of the back/forward cache.
 */
import { newEntryId } from './records';

export const pageId = newEntryId();
const lockName = (id: string) => `teamtodo-page:${id}`;

/** Held changes this page keeps; the lock is held while there are any. */
let heldHere = 0;
let granted: Promise<void> | null = null;
let release: (() => void) | null = null;

/** One more held change: answers once the lock is held (its record may be written then). */
export function takePageLock(): Promise<void> {
  heldHere += 1;
  granted ??= new Promise<void>((isHeld) => {
    if (!navigator.locks) return isHeld();
    void navigator.locks.request(lockName(pageId), () => {
      isHeld();
      return new Promise<void>((letGo) => {
        release = letGo;
        if (heldHere === 0) letGoPageLock();
      });
    });
  });
  return granted;
}

/** One held change is done with (sent or undone) and its writes are made: the lock may go. */
export function heldDone(): void {
  heldHere = Math.max(0, heldHere - 1);
  if (heldHere === 0) letGoPageLock();
}

function letGoPageLock(): void {
  if (!release) return;
  release();
  release = null;
  granted = null;
}

/** The ids of the pages open now (holding or asking for their lock); null where Web Locks are missing. */
export async function openPages(): Promise<Set<string> | null> {
  if (!navigator.locks) return null;
  const { held = [], pending = [] } = await navigator.locks.query();
  const prefix = lockName('');
  return new Set(
    [...held, ...pending]
      .map((lock) => lock.name ?? '')
      .filter((name) => name.startsWith(prefix))
      .map((name) => name.slice(prefix.length)),
  );
}
