/**
 * Who this page shows, for the transport (docs/realtime.md#a-session-that-ends): the session state
 * sets it (session/AuthProvider.tsx), the api client sends it with every request of a route that
 * needs a session (shared/page-user.ts) and says when such a request found the session gone (401
 * 'Not signed in'); the live connection says so too when the server tells it. The page then shows
 * the sign-in page at once: one listener, the session state's.
 */

let pageUser: string | null = null;
let onEnded: ((userId: string) => void) | null = null;

/** The signed-in user this page shows; null for a guest or once their session ended here. */
export const currentPageUser = (): string | null => pageUser;

export function setPageUser(userId: string | null): void {
  pageUser = userId;
}

/** What the page does when the session of the user it shows has ended (one listener: the last set). */
export function whenSessionEnds(listener: ((userId: string) => void) | null): void {
  onEnded = listener;
}

/**
 * The session of `userId` ended: heard from the server (a 401, the live connection's notice). Only
 * the user this page still shows counts: an answer of an earlier user's request changes nothing.
 */
export function sessionEnded(userId: string | null = pageUser): void {
  if (userId === null || userId !== pageUser) return;
  pageUser = null;
  onEnded?.(userId);
}
