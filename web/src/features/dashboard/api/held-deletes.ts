/**
 * Task deletes held back for the undo window (issue 23; docs/decisions.md, "Everyday use"): the
 * task leaves the list at once, the request waits 5 s, and Undo cancels it, so an undone delete
 * never reaches the server (counters, teammates' views and live updates see nothing). A page that
 * is closed, reloaded or hidden meanwhile sends its held deletes at once, with `keepalive`, so the
 * user's intent outlives the page. While held, a re-read of the groups must not bring the task back.
 */

export const undoWindowMs = 5000;

/** Sends the delete; `keepalive` when the page is going away. */
type Send = (keepalive: boolean) => unknown;

const held = new Map<string, { send: Send; timer: number }>();

/** Whether this task's delete is waiting out its undo window. */
export const isHeld = (taskId: string) => held.has(taskId);

function sendNow(taskId: string, keepalive: boolean): unknown {
  const entry = held.get(taskId);
  if (!entry) return undefined;
  held.delete(taskId);
  window.clearTimeout(entry.timer);
  return entry.send(keepalive);
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

/** Holds a delete for the undo window; `cancel` answers true when it was still held (nothing sent). */
export function holdDelete(taskId: string, send: Send): { cancel: () => boolean } {
  listen();
  sendNow(taskId, false); // the same task twice: the earlier one goes now
  const timer = window.setTimeout(() => sendNow(taskId, false), undoWindowMs);
  held.set(taskId, { send, timer });
  return {
    cancel: () => {
      const entry = held.get(taskId);
      if (!entry || entry.send !== send) return false;
      window.clearTimeout(entry.timer);
      held.delete(taskId);
      return true;
    },
  };
}
