/**
 * Deletes held back for the undo window, of a task, an assignment or a list
 * (docs/decisions/0063-undo-of-a-delete-holds-the-send-back.md): the item leaves the board at once,
 * the request waits 5 s, and Undo cancels it, so an undone delete never reaches the server
 * (counters, teammates' views and live updates see nothing). A page that
 * is closed, reloaded or hidden meanwhile sends its held deletes at once, with `keepalive`, so the
 * user's intent outlives the page. While held, a re-read of the groups must not bring the item back.
 * The held request is also stored in the outbox at once (`keepHeld`): a page that dies before it can
 * send (a crash, or a close whose last writes are lost) leaves it there, and the next page sends it.
 */
import { loadOutbox } from '../../api/outbox/load';
import type { OutboxEntry, OutboxRequest } from '../../api/outbox/state';
import { undoWindowMs } from '../../lib/undo-window';

/** Sends the delete; `keepalive` when the page is going away; `heldAs`: its stored entry, if any. */
type Send = (keepalive: boolean, heldAs: OutboxEntry | null) => unknown;

const held = new Map<string, { send: Send; timer: number; stored: Promise<OutboxEntry | null> }>();

/** Stores the request in the outbox while it is held; null when it could not be. */
const keep = (request: OutboxRequest): Promise<OutboxEntry | null> =>
  loadOutbox()
    .then((outbox) => outbox.keepHeld(request))
    .catch((error: unknown) => {
      console.error('Held change not stored', error);
      return null;
    });

/** Whether this item's delete (a task's, an assignment marker's, a list's) is waiting out its undo window. */
export const isHeld = (id: string) => held.has(id);

function sendNow(taskId: string, keepalive: boolean): unknown {
  const entry = held.get(taskId);
  if (!entry) return undefined;
  held.delete(taskId);
  window.clearTimeout(entry.timer);
  return entry.stored.then((heldAs) => entry.send(keepalive, heldAs));
}

/**
 * Sends every held delete now (the page is going away, or the user signs out: after the logout
 * call the session would be gone and the delete refused); resolves when they are answered.
 */
export async function flushHeldDeletes(): Promise<void> {
  await Promise.all([...held.keys()].map((taskId) => sendNow(taskId, true)));
}

function flushAll() {
  void flushHeldDeletes();
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  // pagehide: closed, reloaded or navigated away; hidden: a phone may end the page without pagehide.
  window.addEventListener('pagehide', flushAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll();
  });
}

/**
 * Holds a delete (`request`, sent by `send`) for the undo window; `cancel` answers true when it was
 * still held (nothing sent, nothing kept).
 */
export function holdDelete(
  taskId: string,
  request: OutboxRequest | undefined,
  send: Send,
): { cancel: () => boolean } {
  listen();
  sendNow(taskId, false); // the same task twice: the earlier one goes now
  const timer = window.setTimeout(() => sendNow(taskId, false), undoWindowMs);
  const stored = request ? keep(request) : Promise.resolve(null);
  held.set(taskId, { send, timer, stored });
  return {
    cancel: () => {
      const entry = held.get(taskId);
      if (!entry || entry.send !== send) return false;
      window.clearTimeout(entry.timer);
      held.delete(taskId);
      void stored.then((kept) => kept && loadOutbox().then((outbox) => outbox.dropHeld(kept.id)));
      return true;
    },
  };
}
