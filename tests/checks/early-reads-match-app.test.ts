/**
 * web/public/early-reads.js runs before the app's code, so it cannot import the shared constants it
 * needs: the session hint cookie's name, the two routes' paths, the dashboard's paths and where the
 * kept SWR cache lives in IndexedDB. These cases run it as a page would (in a VM context with a
 * document, a location, a fetch that records what it is asked and a small IndexedDB) and compare what
 * it reads with what the app itself would ask.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { routeByName } from '../../shared/routes';
import { sessionHintCookieName } from '../../shared/session-cookies';
import { idbNames } from '../../web/src/lib/idb';
import { keptCacheKeys } from '../../web/src/session/persisted-cache';
import { dashboardPaths } from '../../web/src/tasks/preload';

const script = readFileSync(resolve(import.meta.dirname, '../../web/public/early-reads.js'), 'utf8');
const userPath = routeByName('auth-user').path;
const groupsPath = routeByName('todo-get-groups').path;

/** IDBKeyRange.bound's answer, as the stand-in below takes it. */
interface KeyRange {
  lower: string;
  upper: string;
}
const IDBKeyRange = { bound: (lower: string, upper: string): KeyRange => ({ lower, upper }) };

/**
 * A stand-in for IndexedDB with one database (`databases` maps its name to its stores, each a Map),
 * answering asynchronously as browsers do. Opening a database that does not exist starts an upgrade,
 * which the script must abort (it never creates the app's database).
 */
function fakeIndexedDb(databases: Map<string, Map<string, Map<string, unknown>>>) {
  const created: string[] = [];
  const later = (work: () => void) => setTimeout(work, 0);
  const request = <T>(answer: () => T) => {
    const asked: { result?: T; onsuccess?: () => void; onerror?: () => void } = {};
    later(() => {
      asked.result = answer();
      asked.onsuccess?.();
    });
    return asked;
  };
  return {
    created,
    indexedDB: {
      open(name: string) {
        const opening: Record<string, unknown> & {
          onupgradeneeded?: () => void;
          onsuccess?: () => void;
          onerror?: () => void;
        } = {};
        later(() => {
          const stores = databases.get(name);
          if (!stores) {
            let aborted = false;
            opening.transaction = { abort: () => (aborted = true) };
            opening.onupgradeneeded?.();
            if (aborted) return opening.onerror?.();
            created.push(name);
          }
          let closed = false;
          opening.result = {
            close: () => (closed = true),
            transaction(storeName: string) {
              const store = (databases.get(name) ?? new Map()).get(storeName);
              if (!store || closed) throw new Error(`No store ${storeName}`);
              // Requests answer in order; the transaction completes once none is left, after their handlers.
              let pending = 0;
              const transaction: Record<string, unknown> & { oncomplete?: () => void } = {};
              const counted = <T>(answer: () => T) => {
                pending += 1;
                const asked = request(answer);
                later(() => {
                  pending -= 1;
                  if (pending === 0) later(() => pending === 0 && transaction.oncomplete?.());
                });
                return asked;
              };
              const inRange = (range: KeyRange) =>
                [...store.keys()].filter((key) => key >= range.lower && key <= range.upper).sort();
              transaction.objectStore = () => ({
                get: (key: string) => counted(() => store.get(key)),
                getAllKeys: (range: KeyRange) => counted(() => inRange(range)),
                getAll: (range: KeyRange) => counted(() => inRange(range).map((key) => store.get(key))),
              });
              return transaction;
            },
          };
          opening.onsuccess?.();
        });
        return opening;
      },
    },
  };
}

/** Runs the script on a page at `pathname` with `cookie`; answers the paths it fetched and what it left for the app. */
function runOn(pathname: string, cookie: string, indexedDB?: unknown) {
  const fetched: { path: string; init: RequestInit }[] = [];
  const window: {
    __earlyReads?: { startedAt: number; reads: Record<string, Promise<unknown>> };
    __keptCache?: Promise<unknown>;
  } = {};
  runInNewContext(script, {
    window,
    document: { cookie },
    location: { pathname },
    performance: { now: () => 1234 },
    fetch: (path: string, init: RequestInit) => {
      fetched.push({ path, init });
      return Promise.resolve({ ok: true });
    },
    ...(indexedDB ? { indexedDB, IDBKeyRange } : {}),
  });
  return {
    fetched: fetched.map((f) => f.path),
    inits: fetched.map((f) => f.init),
    left: window.__earlyReads,
    keptCache: window.__keptCache,
  };
}

const signedIn = `theme=dark; ${sessionHintCookieName}=1`;

describe('early reads (web/public/early-reads.js)', () => {
  it('reads nothing in a browser where no session was started', () => {
    const run = runOn('/', 'theme=dark');
    expect(run.fetched).toEqual([]);
    expect(run.left).toBeUndefined();
  });

  it.each(dashboardPaths)('reads the user and the groups on the dashboard path %s', (path) => {
    const run = runOn(path, signedIn);
    expect(run.fetched).toEqual([userPath, groupsPath]);
    expect(Object.keys(run.left?.reads ?? {})).toEqual([userPath, groupsPath]);
    expect(run.left?.startedAt).toBe(1234);
  });

  it('reads only the user elsewhere', () => {
    expect(runOn('/profile', signedIn).fetched).toEqual([userPath]);
    expect(runOn('/notifications', signedIn).fetched).toEqual([userPath]);
  });

  it('asks as the app asks: a GET that carries the session cookie', () => {
    for (const init of runOn('/', signedIn).inits) {
      expect(init.method).toBe('GET');
      expect(init.credentials).toBe('include');
    }
  });

  it("starts reading the kept cache where the app keeps it: the owner, then the owner's head and parts", async () => {
    const head = { writer: 'page', entries: [[userPath, { _id: 'u1' }]], arrays: [[groupsPath, 2]] };
    const parts = [`${keptCacheKeys.parts('u1')}a#000000`, `${keptCacheKeys.parts('u1')}a#000001`];
    const store = new Map<string, unknown>([
      [keptCacheKeys.owner, 'u1'],
      [keptCacheKeys.head('u1'), head],
      [parts[1] as string, { _id: 'g2' }],
      [parts[0] as string, { _id: 'g1' }],
      [keptCacheKeys.head('u2'), { writer: 'other', entries: [[userPath, { _id: 'u2' }]], arrays: [] }],
      [`${keptCacheKeys.parts('u2')}a#000000`, { _id: 'not u1' }],
      // A user id that starts with the owner's is another user.
      [`${keptCacheKeys.parts('u10')}a#000000`, { _id: 'not u1 either' }],
    ]);
    const idb = fakeIndexedDb(new Map([[idbNames.database, new Map([[idbNames.store, store]])]]));
    const run = runOn('/profile', signedIn, idb.indexedDB);
    await expect(run.keptCache).resolves.toEqual({
      owner: 'u1',
      kept: { value: head, partKeys: parts, parts: [{ _id: 'g1' }, { _id: 'g2' }] },
    });
  });

  it('answers no owner when none was kept or there is no database yet, which it does not create', async () => {
    const empty = fakeIndexedDb(new Map([[idbNames.database, new Map([[idbNames.store, new Map()]])]]));
    await expect(runOn('/', signedIn, empty.indexedDB).keptCache).resolves.toEqual({ owner: null });
    // A browser without the app's database: the script does not create it (the app does, at its version).
    const none = fakeIndexedDb(new Map());
    await expect(runOn('/', signedIn, none.indexedDB).keptCache).resolves.toEqual({ owner: null });
    expect(none.created).toEqual([]);
  });

  it('reads no kept cache in a browser where no session was started', () => {
    const idb = fakeIndexedDb(new Map());
    expect(runOn('/', 'theme=dark', idb.indexedDB).keptCache).toBeUndefined();
  });
});
