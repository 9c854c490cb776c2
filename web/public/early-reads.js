// Starts a signed-in visit's first reads while the app's code is still downloading and running
// (about a third of a second on a phone), instead of after React's first render: who is signed in,
// and on the dashboard its one read. The app takes these answers (web/src/api/early-reads.ts) in
// place of making the same requests again. An external file: the CSP forbids inline scripts.
// The constants below mirror shared/session-cookies.ts, shared/routes.ts and
// web/src/features/dashboard/preload.ts; tests/unit/early-reads.test.ts keeps them in step.
(() => {
  const signedIn = document.cookie.split(';').some((cookie) => cookie.trim().startsWith('__Host-signed-in='));
  if (!signedIn || typeof fetch !== 'function') return;
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
