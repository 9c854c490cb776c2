/**
 * A tiny IndexedDB key-value store (one database, one object store), enough for the persisted SWR
 * cache (session/persisted-cache.ts) and the outbox (api/outbox/): get, set, delete, list keys and
 * read by key prefix, each a promise. No library: this is all the app needs from IndexedDB.
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
    const requests = prefixes.map(
      (prefix) => store.getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`)) as IDBRequest<T[]>,
    );
    transaction.oncomplete = () => resolve(requests.map((request) => request.result));
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}
