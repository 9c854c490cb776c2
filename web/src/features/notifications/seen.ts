/**
 * Which notifications are new since the user's last visit to the notifications page: the newest id
 * that visit showed, kept per user on the device (ids are time-ordered, so a later one is newer).
 * The visit's mark is read once, when the page opens, and moved on as the page shows newer ones.
 */
const seenKey = (userId: string) => `notes-seen:${userId}`;

/** The newest notification id the user's last visit showed; null before any visit. */
export function lastSeen(userId: string): string | null {
  try {
    return localStorage.getItem(seenKey(userId));
  } catch {
    return null;
  }
}

/** Records that the page showed notifications up to `newestId`. */
export function markSeen(userId: string, newestId: string): void {
  try {
    const before = localStorage.getItem(seenKey(userId));
    if (before === null || newestId > before) localStorage.setItem(seenKey(userId), newestId);
  } catch {
    // Storage unavailable: every visit marks all as new.
  }
}

/** Whether a notification came after the last visit (`seenUpTo`: its mark; none: all are new). */
export const isNewSince = (noteId: string, seenUpTo: string | null): boolean =>
  seenUpTo === null || noteId > seenUpTo;

/** The newest id of `notes` (time-ordered ids), or null when there are none. */
export const newestId = (notes: readonly { _id: string }[]): string | null =>
  notes.reduce<string | null>(
    (newest, note) => (newest === null || note._id > newest ? note._id : newest),
    null,
  );
