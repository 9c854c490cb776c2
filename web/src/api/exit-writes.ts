/**
 * Writes sent as a page went away (notes flushed on pagehide, a keepalive request): the next page
 * of the same browser may read before such a write lands, and its live connection, not open yet,
 * would never hear of it. The sending page notes the time here (synchronously: it has no time left);
 * the next page's first live connection then reads everything again (app/live-sync.ts), as after a
 * gap. Kept in localStorage, which a reload and another tab of the site both see.
 */
const noteKey = 'teamtodo-exit-write';

/** How long after the exit a write is still looked for: far longer than any write takes to land. */
const lookForMs = 60_000;

/** Notes that a write is leaving with the page. */
export function noteExitWrite(): void {
  try {
    localStorage.setItem(noteKey, String(Date.now()));
  } catch {
    // Storage refused (private mode, quota): the live connection's later messages still catch up.
  }
}

/** Whether a page that went away just now may have left a write still landing; the note is taken. */
export function takeExitWrite(): boolean {
  try {
    const at = Number(localStorage.getItem(noteKey));
    localStorage.removeItem(noteKey);
    return Number.isFinite(at) && Date.now() - at < lookForMs;
  } catch {
    return false;
  }
}
