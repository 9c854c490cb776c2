/**
 * How the kept SWR cache (./persisted-cache.ts) lies in IndexedDB's key-value store, so that saving
 * a change writes what it changed and not the whole cache. A board of 6,000 tasks is megabytes of
 * structured clone: written whole, every live change of a shared list cost each open page about as
 * much as drawing it (docs/performance.md#a-team-of-20-with-shared-lists).
 *
 *   swr:<userId>                    the head: the entries that are not arrays, whole; for each array
 *                                   entry its length; and which page wrote it last
 *   swr:<userId>#<key>#<index>      one element of an array entry (a list with its tasks, for the
 *                                   groups), the key URI-encoded and the index zero-padded, so the
 *                                   parts of an entry sort in its order
 *
 * A save writes the head, the elements whose object is not the one this page wrote last (SWR keeps
 * an unchanged element's object: a live patch replaces only the list it changed), and deletes the
 * parts no longer named. When another page wrote last, this page cannot know what the store holds,
 * so it writes every part. A head of the first layout (an array of entries) has no parts.
 */

/** One cache entry as kept: an API path and its data. */
export type KeptEntry = [key: string, data: unknown];

/** The head record of the layout. */
export interface KeptHead {
  /** The page that wrote the layout last (a random id per page load). */
  writer: string;
  /** The entries that are not arrays, as they are. */
  entries: KeptEntry[];
  /** The array entries: their key and length; their elements are parts. */
  arrays: [key: string, length: number][];
}

export const headKey = (userId: string) => `swr:${userId}`;
/** Every part of a user's layout starts so (and no other record does: `swr:<id>` has no `#`). */
export const partsPrefix = (userId: string) => `swr:${userId}#`;
const partKey = (userId: string, key: string, index: number) =>
  `${partsPrefix(userId)}${encodeURIComponent(key)}#${String(index).padStart(6, '0')}`;

/** The elements a save keeps, by part key: what the next save compares its objects with. */
export type SavedParts = Map<string, unknown>;

export interface SavePlan {
  head: KeptHead;
  puts: [key: string, value: unknown][];
  deletes: string[];
  /** Every part the store holds once the plan is written. */
  saved: SavedParts;
}

/**
 * What to write to keep `entries`: `stored` is what the store holds now (its head's writer and its
 * part keys, read in the same transaction), `previous` the parts this page wrote last.
 */
export function planSave(
  userId: string,
  writer: string,
  entries: KeptEntry[],
  stored: { writer: string | undefined; partKeys: readonly string[] },
  previous: SavedParts,
): SavePlan {
  const head: KeptHead = { writer, entries: [], arrays: [] };
  const saved: SavedParts = new Map();
  for (const [key, data] of entries) {
    if (!Array.isArray(data)) {
      head.entries.push([key, data]);
      continue;
    }
    head.arrays.push([key, data.length]);
    for (const [index, element] of (data as unknown[]).entries())
      saved.set(partKey(userId, key, index), element);
  }
  const known = stored.writer === writer;
  const puts: [string, unknown][] = [];
  for (const [key, element] of saved)
    if (!known || !previous.has(key) || previous.get(key) !== element) puts.push([key, element]);
  const deletes = stored.partKeys.filter((key) => !saved.has(key));
  return { head, puts, deletes, saved };
}

/**
 * The entries kept, from the head and the parts read with it in one transaction (keys and values
 * in key order); undefined when nothing is kept. An array whose part is missing is left out: the
 * page reads it from the server.
 */
export function assembleKept(
  userId: string,
  head: unknown,
  partKeys: readonly string[],
  parts: readonly unknown[],
): KeptEntry[] | undefined {
  if (head === undefined || head === null) return undefined;
  if (Array.isArray(head)) return head as KeptEntry[];
  const { entries, arrays } = head as KeptHead;
  const byKey = new Map(partKeys.map((key, i) => [key, parts[i]]));
  const whole = arrays.flatMap(([key, length]): KeptEntry[] => {
    const elements = Array.from({ length }, (_, index) => byKey.get(partKey(userId, key, index)));
    return elements.every((element, index) => element !== undefined || byKey.has(partKey(userId, key, index)))
      ? [[key, elements]]
      : [];
  });
  return [...entries, ...whole];
}
