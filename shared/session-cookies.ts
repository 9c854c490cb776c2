/**
 * The names of the two cookies a session is carried by, for the functions that set them, the web and
 * the test clients.
 *
 * - The session cookie: the HttpOnly JWT (functions/lib/session.ts). It alone decides who is signed in.
 * - The session hint: a cookie the page's script may read, set beside the session cookie with the
 *   same lifetime and cleared with it. It holds no token, only "a session was started in this
 *   browser". The web asks the server who is signed in only when it is present, so a visitor who
 *   never signed in is a guest at once: no request, and no 401 line in the browser's console
 *  . The server never reads it.
 */
export const sessionCookieName = '__Host-session';
export const sessionHintCookieName = '__Host-signed-in';
