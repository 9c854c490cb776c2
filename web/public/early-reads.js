// Starts a signed-in visit's first reads while the app's code is still downloading and running
// (about a third of a second on a phone), instead of after React's first render: who is signed in,
// on the dashboard its one read, and the SWR cache kept in IndexedDB (issue 25). The app takes these
// answers (web/src/api/early-reads.ts, web/src/session/persisted-cache.ts) in place of making the
// same requests again. An external file: the CSP forbids inline scripts.
// The constants below mirror shared/session-cookies.ts, shared/routes.ts,
// web/src/features/dashboard/preload.ts, web/src/lib/idb.ts and web/src/session/persisted-cache.ts;
// tests/unit/early-reads.test.ts keeps them in step.
(() => {
  const signedIn = document.cookie.split(';').some((cookie) => cookie.trim().startsWith('__Host-signed-in='));
  if (!signedIn) return;

  /**
   * The kept cache as { owner, entries } (what persisted-cache.ts stores), or null when there is none
   * to read here: no IndexedDB, no database yet, or any failure. It only reads: a database that does
   * not exist is not created (the app creates it, at its own version), whatever its version it is read.
   */
  const readKeptCache = () =>
    new Promise((resolve) => {
      let open;
      try {
        open = indexedDB.open('teamtodo');
      } catch {
        return resolve(null);
      }
      open.onupgradeneeded = () => open.transaction.abort();
      open.onerror = () => resolve(null);
      open.onsuccess = () => {
        const db = open.result;
        try {
          const transaction = db.transaction('kv', 'readonly');
          transaction.onerror = () => resolve(null);
          transaction.oncomplete = () => db.close();
          transaction.onabort = () => db.close();
          const store = transaction.objectStore('kv');
          const owner = store.get('swr-owner');
          owner.onsuccess = () => {
            if (typeof owner.result !== 'string') return resolve({ owner: null, entries: undefined });
            const entries = store.get(`swr:${owner.result}`);
            entries.onsuccess = () => resolve({ owner: owner.result, entries: entries.result });
          };
        } catch {
          db.close();
          resolve(null);
        }
      };
    });
  if (typeof indexedDB !== 'undefined') window.__keptCache = readKeptCache();

  if (typeof fetch !== 'function') return;
  const read = (path) =>
    fetch(path, {
      method: 'GET',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });
  const reads = { '/api/auth/user': read('/api/auth/user') };
  if (['/', '/dashboard', '/index.html'].includes(location.pathname))
    reads['/api/todo/get-groups'] = read('/api/todo/get-groups');
  // A rejected read is handled by whoever takes it; one nobody takes must not log as unhandled.
  for (const path of Object.keys(reads)) reads[path].catch(() => {});
  window.__earlyReads = { startedAt: performance.now(), reads };
})();
