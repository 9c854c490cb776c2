// Starts a signed-in visit's first reads while the app's code loads, not after its first render:
// the user, the dashboard's groups, and the SWR cache kept in IndexedDB. The app takes
// them (web/src/api/early-reads.ts, session/persisted-cache.ts). External: the CSP forbids inline
// scripts. Its constants mirror shared/ and web/src/; tests/checks/early-reads-match-app.test.ts checks them.
(() => {
  const signedIn = document.cookie.split(';').some((cookie) => cookie.trim().startsWith('__Host-signed-in='));
  if (!signedIn) return;
  // The kept cache as { owner, kept: { value, partKeys, parts } } (its head and parts, which the app
  // puts together: session/kept-layout.ts), or null (the app reads it then). It never creates the
  // database: with none, nothing is kept (the upgrade is aborted: the app creates it at its version).
  if (typeof indexedDB !== 'undefined')
    window.__keptCache = new Promise((resolve) => {
      const open = indexedDB.open('teamtodo');
      open.onupgradeneeded = () => {
        open.transaction.abort();
        resolve({ owner: null });
      };
      open.onerror = () => resolve(null);
      open.onsuccess = () => {
        const db = open.result;
        try {
          const transaction = db.transaction('kv', 'readonly');
          const store = transaction.objectStore('kv');
          const owner = store.get('swr-owner');
          let kept;
          owner.onsuccess = () => {
            if (typeof owner.result !== 'string') return;
            const parts = IDBKeyRange.bound(`swr:${owner.result}#`, `swr:${owner.result}#\uffff`);
            const value = store.get(`swr:${owner.result}`);
            const partKeys = store.getAllKeys(parts);
            const partValues = store.getAll(parts);
            partValues.onsuccess = () => {
              kept = { value: value.result, partKeys: partKeys.result, parts: partValues.result };
            };
          };
          transaction.oncomplete = () => {
            db.close();
            resolve(
              typeof owner.result === 'string' && kept ? { owner: owner.result, kept } : { owner: null },
            );
          };
          transaction.onerror = transaction.onabort = () => {
            db.close();
            resolve(null);
          };
        } catch {
          db.close();
          resolve(null);
        }
      };
    });
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
