/**
 * Who this page shows, for the transport (docs/realtime.md#a-session-that-ends): the session state
 * sets it (session/AuthProvider.tsx); the api client sends it with every request (shared/page-user.ts;
 * the routes that need a session check it) and says when one was answered 401, and the live
 * connection when the server says the session ended. The page then reads the user again
 * (app/live-sync.ts): a 401 there shows the sign-in page at once (a 401 that asks for a password,
 * say, leaves the page as it is). One listener at a time.
 */

let pageUser: string | null = null;
let onEnded: (() => Promise<unknown>) | null = null;
/** The session state is asking already: the 401s of a burst of reads ask once. */
let asking = false;

/** The signed-in user this page shows; null for a guest. */
export const currentPageUser = (): string | null => pageUser;

export function setPageUser(userId: string | null): void {
  pageUser = userId;
}

/** What the page does when the session of the user it shows may have ended (the last one set). */
export function whenSessionEnds(listener: (() => Promise<unknown>) | null): void {
  onEnded = listener;
}

/**
 * The session of `userId` may have ended: heard from the server (a 401, the live connection's
 * notice). Only the user this page still shows counts: an answer to an earlier user's request
 * changes nothing.
 */
export function sessionMayHaveEnded(userId: string): void {
  if (userId !== pageUser || !onEnded || asking) return;
  asking = true;
  void onEnded().finally(() => {
    asking = false;
  });
}
