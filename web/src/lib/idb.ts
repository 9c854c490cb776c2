/**
 * A tiny IndexedDB key-value store (one database, one object store), enough for the persisted SWR
 * cache (session/persisted-cache.ts) and the outbox (api/outbox/): get, set, delete, list keys,
 * read by key prefix, and read then write in one transaction, each a promise. No library: this is all the app needs from IndexedDB.
 */
const dbName = 'teamtodo';
const storeName = 'kv';
/** The database's and the store's names (web/public/early-reads.js reads the kept cache from them too). */
export const idbNames = { database: dbName, store: storeName } as const;

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(dbName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return opened;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const request = work(db.transaction(storeName, mode).objectStore(storeName));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The range of every key that starts with `prefix`. */
const prefixRange = (prefix: string) => IDBKeyRange.bound(prefix, `${prefix}\uffff`);

export const idbGet = <T>(key: string): Promise<T | undefined> =>
  run('readonly', (store) => store.get(key) as IDBRequest<T | undefined>);
export const idbSet = (key: string, value: unknown): Promise<IDBValidKey> =>
  run('readwrite', (store) => store.put(value, key));
export const idbDelete = (key: string): Promise<undefined> => run('readwrite', (store) => store.delete(key));
export const idbKeys = (): Promise<IDBValidKey[]> => run('readonly', (store) => store.getAllKeys());

/**
 * The values of every key starting with each prefix, in key order, read in one transaction: what
 * another page writes meanwhile is either all in the answer or none of it, and a write this page
 * makes after the call is not (IndexedDB runs the read first).
 */
export async function idbValuesByPrefix<T>(prefixes: readonly string[]): Promise<T[][]> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(storeName, 'readonly');
    const store = transaction.objectStore(storeName);
    const requests = prefixes.map((prefix) => store.getAll(prefixRange(prefix)) as IDBRequest<T[]>);
    transaction.oncomplete = () => resolve(requests.map((request) => request.result));
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** A record and the records under a key prefix (keys and values, in key order), read in one transaction. */
export interface RecordWithParts {
  value: unknown;
  partKeys: string[];
  parts: unknown[];
}

/** Reads `key` and every record under `prefix` in one transaction (what another page writes is in all or none). */
export async function idbGetWithParts(key: string, prefix: string): Promise<RecordWithParts> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(storeName, 'readonly');
    const store = transaction.objectStore(storeName);
    const value = store.get(key);
    const partKeys = store.getAllKeys(prefixRange(prefix));
    const parts = store.getAll(prefixRange(prefix));
    transaction.oncomplete = () =>
      resolve({ value: value.result, partKeys: partKeys.result as string[], parts: parts.result });
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** Writes to do: records to put (key, value) and keys to delete. */
export interface IdbWrites {
  puts: [IDBValidKey, unknown][];
  deletes: IDBValidKey[];
}

/**
 * Reads `key` and the keys under `prefix`, then writes what `decide` answers from them, in one
 * transaction: no other page's write lands between the read and the writes, and the writes land
 * all or none. Resolves once they are committed.
 */
export async function idbReadThenWrite(
  key: string,
  prefix: string,
  decide: (value: unknown, keysUnderPrefix: string[]) => IdbWrites,
): Promise<void> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(storeName, 'readwrite');
    const store = transaction.objectStore(storeName);
    const value = store.get(key);
    const keys = store.getAllKeys(prefixRange(prefix));
    // Requests of one transaction answer in order: both reads have answered by now.
    keys.onsuccess = () => {
      const { puts, deletes } = decide(value.result, keys.result as string[]);
      for (const deleted of deletes) store.delete(deleted);
      for (const [putKey, putValue] of puts) store.put(putValue, putKey);
    };
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}
