/**
 * Which notifications are new: those after the user's seen mark, the newest id a page of theirs
 * showed. The server keeps the mark on the profile (`notificationsSeenUpTo`, POST
 * /api/notification/seen: ./api/seen.ts), so every device agrees; ids are time-ordered, so a later
 * one is newer.
 */

/** The signed-in user's seen mark; null for none ('' on the wire). */
export const seenMarkOf = (user: { notificationsSeenUpTo?: string } | null | undefined): string | null =>
  user?.notificationsSeenUpTo || null;

/** Whether a notification came after the mark (`seenUpTo`: none, all are new). */
export const isNewSince = (noteId: string, seenUpTo: string | null): boolean =>
  seenUpTo === null || noteId > seenUpTo;

/** The newest id of `notes` (time-ordered ids), or null when there are none. */
export const newestId = (notes: readonly { _id: string }[]): string | null =>
  notes.reduce<string | null>(
    (newest, note) => (newest === null || note._id > newest ? note._id : newest),
    null,
  );
