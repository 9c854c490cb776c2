/**
 * The header a signed-in page sends with every request: the id of the user it shows. The browser's
 * session cookie is one for all its tabs, so a tab of someone whose session ended, left open while
 * someone else signed in in another tab, would otherwise send its waiting changes (the outbox) and
 * its reads under the other account. A route that needs a session answers such a request 401 'Not
 * signed in' (functions/lib/middlewares/session-user.ts), which the page takes as its session's end
 * (docs/realtime.md#a-session-that-ends). The original client sends no such header: nothing changes
 * for it.
 */
export const pageUserHeader = 'X-Page-User';
