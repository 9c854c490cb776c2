/**
 * The signed-in user's SWR cache, kept in IndexedDB, so that a load paints the last known
 * data at once (offline too) and then revalidates. Loaded lazily: main.tsx awaits `restoreCache`
 * before the first render only when the session hint says a user is signed in, and otherwise
 * attaches `persistCache` once the page is idle.
 *
 * Layout (lib/idb.ts): `swr:<userId>` and the records under `swr:<userId>#` hold that user's entries
 * (the API paths whose data is known), laid out so that a save writes only what changed
 * (./kept-layout.ts); `swr-owner` holds the id of the user whose cache was kept last. One user's cache
 * at a time: when the user the cache holds changes (sign-out, a session ended elsewhere, another
 * user signing in), every entry of the previous user leaves memory and IndexedDB before anything
 * of the next is kept.
 *
 * It imports nothing the first download holds (the user's SWR key is passed in): a lazy chunk that
 * shares modules with the entry makes the bundler split those out, and the first download grows.
 */
import type { User } from '@shared/types';
import {
  idbDelete,
  idbGet,
  idbGetWithParts,
  idbKeys,
  idbReadThenWrite,
  type RecordWithParts,
} from '../lib/idb';
import { assembleKept, headKey, type KeptEntry, partsPrefix, planSave, type SavedParts } from './kept-layout';

/** SWR's cache: its provider is a Map of key to state ({ data, error, ... }). */
export type SwrCache = Map<string, { data?: unknown } & Record<string, unknown>>;

const ownerKey = 'swr-owner';
/** The kept cache's keys in the store (web/public/early-reads.js reads them too). */
export const keptCacheKeys = { owner: ownerKey, head: headKey, parts: partsPrefix } as const;
/** This page's name as a writer of the kept cache (./kept-layout.ts). */
const pageId = crypto.randomUUID();
/** Writes are gathered: a burst of cache changes (a page's reads) is one IndexedDB write. */
const writeDelayMs = 300;

const userIdOf = (state: { data?: unknown } | undefined): string | null | undefined => {
  if (!state || state.data === undefined) return undefined;
  return (state.data as User | null)?._id ?? null;
};

/** Removes every stored cache (the previous user's, and any left by an older page). */
async function forgetAll(): Promise<void> {
  const keys = await idbKeys();
  await Promise.all(
    keys
      .filter((key) => typeof key === 'string' && key.startsWith('swr'))
      .map((key) => idbDelete(String(key))),
  );
}

/** The kept cache's writes and clearings, one after another (the latest of every page's cache). */
let pendingWrites: Promise<unknown> = Promise.resolve();

/**
 * Once the kept cache's writes asked for so far are done: a sign-out waits for its clearing before
 * the page reloads, as a reload would abort the deletes still on their way (the previous user's
 * lists kept).
 */
export const keptCacheSettled = (): Promise<void> => pendingWrites.then(() => undefined);

/**
 * Deletes every kept cache once the writes asked for so far are done: the session of the user the
 * page showed ended (docs/realtime.md#a-session-that-ends), and nothing of theirs may stay on this
 * device, even when this page never came to keep it (its cache was not restored in time).
 */
export function forgetKeptCache(): Promise<void> {
  pendingWrites = pendingWrites
    .then(forgetAll)
    .catch((error: unknown) => console.error('Cache not cleared', error));
  return keptCacheSettled();
}

/**
 * Keeps `cache` in IndexedDB from now on, for the user it holds. Patches the Map's `set` (SWR calls
 * it for every change), so the provider stays the plain Map SWR was given.
 */
export function persistCache(cache: SwrCache, userKey: string, restoredOwner: string | null = null): void {
  let owner = restoredOwner;
  let timer: number | undefined;
  // The parts this page wrote last, while the store still holds them (none: the next save writes all).
  let saved: SavedParts = new Map();
  // The writes and the clearing run one after another: a save still on its way when the user changes
  // must not land after the clearing (the previous user's list kept), so it checks the owner when it runs.
  let writes: Promise<unknown> = Promise.resolve();
  const inOrder = (work: () => Promise<unknown>, failure: string) => {
    writes = writes.then(work).catch((error: unknown) => {
      saved = new Map();
      console.error(failure, error);
    });
    pendingWrites = writes;
  };
  const save = () => {
    timer = undefined;
    if (!owner) return;
    const entries: KeptEntry[] = [];
    for (const [key, state] of cache) {
      // SWR's own keys ($inf$, $ctx$...) and states without data are not kept.
      if (typeof key === 'string' && key.startsWith('/') && state?.data !== undefined)
        entries.push([key, state.data]);
    }
    const userId = owner;
    inOrder(async () => {
      if (owner !== userId) return;
      let written: SavedParts = new Map();
      await idbReadThenWrite(headKey(userId), partsPrefix(userId), (head, partKeys) => {
        const writer = (head as { writer?: string } | undefined)?.writer;
        const plan = planSave(userId, pageId, entries, { writer, partKeys }, saved);
        written = plan.saved;
        return {
          puts: [...plan.puts, [headKey(userId), plan.head], [ownerKey, userId]],
          deletes: plan.deletes,
        };
      });
      saved = written;
    }, 'Cache not saved');
  };
  // A page going away (reloaded, closed, hidden on a phone) keeps its last changes at once.
  const flush = () => {
    if (timer === undefined) return;
    window.clearTimeout(timer);
    save();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  const set = cache.set.bind(cache);
  cache.set = (key, state) => {
    const changedUser = key === userKey ? userIdOf(state) : undefined;
    if (changedUser !== undefined && changedUser !== owner) {
      // Another user (or none): nothing of the previous one may be shown or kept. With no owner yet
      // (a guest signing in, or a page whose first user read just answered) there is nothing to drop.
      // An entry is emptied rather than deleted: SWR keeps its hook's original key in it (`_k`),
      // which `mutate(filter)` (the live updates) matches against.
      if (owner !== null)
        for (const [other, kept] of [...cache.entries()])
          if (other !== userKey) set(other, kept && '_k' in kept ? { _k: kept._k } : {});
      owner = changedUser;
      saved = new Map();
      window.clearTimeout(timer);
      timer = undefined;
      inOrder(forgetAll, 'Cache not cleared');
    }
    set(key, state);
    if (owner && timer === undefined) timer = window.setTimeout(save, writeDelayMs);
    return cache;
  };
}

/** The kept cache as stored: whose it is, and that user's head and parts (./kept-layout.ts). */
interface KeptCache {
  owner: string | null;
  kept?: RecordWithParts;
}

declare global {
  interface Window {
    /** The kept cache's read started by web/public/early-reads.js; null when it could not read it. */
    __keptCache?: Promise<KeptCache | null>;
  }
}

/**
 * The kept entries, read by web/public/early-reads.js while the app's code loaded (the database
 * opens and 1,000 tasks are read in parallel with it: docs/architecture.md#start-up-early-reads-and-the-kept-cache),
 * else read here.
 */
async function readKeptCache(): Promise<{ owner: string | null; entries: KeptEntry[] | undefined }> {
  const early = window.__keptCache;
  delete window.__keptCache;
  let read = early ? await early.catch(() => null) : null;
  if (!read) {
    const owner = await idbGet<string>(ownerKey);
    read =
      typeof owner === 'string'
        ? { owner, kept: await idbGetWithParts(headKey(owner), partsPrefix(owner)) }
        : { owner: null };
  }
  const { owner, kept } = read;
  return {
    owner,
    entries: owner && kept ? assembleKept(owner, kept.value, kept.partKeys, kept.parts) : undefined,
  };
}

/**
 * The cache as it was last kept for the signed-in user of this browser (empty when none), already
 * persisting. Who that user is is confirmed by the user read that follows: a different answer clears it.
 */
export async function restoreCache(userKey: string): Promise<SwrCache> {
  const cache: SwrCache = new Map();
  let owner: string | null = null;
  try {
    const kept = await readKeptCache();
    // As SWR holds an answer it has read (not loading, not validating): a state with data but without
    // these flags counts as loading on its hook's first render, so the signed-in frame (RequireAuth)
    // would show its spinner until the user read answered over the network.
    for (const [key, data] of kept.entries ?? [])
      cache.set(key, { data, isLoading: false, isValidating: false });
    owner = kept.entries ? kept.owner : null;
  } catch (error) {
    console.error('Cache not restored', error);
  }
  persistCache(cache, userKey, owner);
  return cache;
}
