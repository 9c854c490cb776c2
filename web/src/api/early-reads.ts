/**
 * The reads web/public/early-reads.js started before the app's code ran (a signed-in visit's user
 * and, on the dashboard, its groups). `api()` takes one in place of making the same GET again.
 *
 * Each is taken at most once, and only while it is fresh: a read started for the page's first
 * render must not answer a later one. Any state-changing call (a sign-in, a sign-out, a change)
 * drops what is left, so an answer given under an older session or before the change is never used.
 */

interface EarlyReads {
  startedAt: number;
  reads: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    __earlyReads?: EarlyReads;
  }
}

/** Long enough for a slow first load to reach its first render; short enough to be that load's own. */
const freshForMs = 15_000;

/**
 * The paths the page has read itself (each GET asks `takeEarlyRead` first). An early read of one of
 * them would answer nobody: with the kept cache the dashboard renders and reads its
 * groups before the user read answers and `startEarlyRead` is asked for them. Such an orphan is
 * worse than a wasted request: its body is never read, so the request never ends.
 */
const readByPage = new Set<string>();

/** The pending early read of `path`, removed so that no other call gets it; undefined when none. */
export function takeEarlyRead(path: string): Promise<Response> | undefined {
  readByPage.add(path);
  const early = window.__earlyReads;
  if (!early) return undefined;
  const read = early.reads[path];
  if (!read) return undefined;
  delete early.reads[path];
  return performance.now() - early.startedAt <= freshForMs ? read : undefined;
}

/**
 * Starts a GET of `path` now, for the next `api()` call of that path to take: the app's own early
 * read, once it knows the page will need it (the dashboard's groups once the user is known). Nothing
 * when one is already pending and fresh, or when the page has already read `path` itself.
 */
export function startEarlyRead(path: string): void {
  if (readByPage.has(path)) return;
  const now = performance.now();
  let early = window.__earlyReads;
  if (!early || now - early.startedAt > freshForMs) {
    early = { startedAt: now, reads: {} };
    window.__earlyReads = early;
  }
  if (early.reads[path]) return;
  const read = fetch(path, {
    method: 'GET',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  // Whoever takes it handles a failure; one nobody takes must not log as unhandled.
  read.catch(() => {});
  early.reads[path] = read;
}

/** Forgets every early read not taken yet. */
export function dropEarlyReads(): void {
  delete window.__earlyReads;
}
