/**
 * The profile fields anyone signed in may see of a user (shared/contract/entities.ts `publicUser`),
 * declared once: the public-profile reads project exactly these, `toUser`/`toPublicUser` answer
 * from them, and the live-update fan-out tells teammates when one of them changes.
 */
import type { NotificationKind } from '@shared/notification-settings';
export const publicProfileFields = [
  'id',
  'username',
  'email',
  'bio',
  'coverImg',
  'createdAt',
  'totalTasks',
  'completedTasks',
  'totalTeams',
  'team',
] as const;

export type PublicProfileField = (typeof publicProfileFields)[number];

/**
 * The profile attribute of a notification kind's setting: `notifyMentions`, ... (flat attributes
 * of the profile, absent: the default; functions/data/notifications/notification-emails.ts). Only the user's
 * notification settings read them: no other answer holds them.
 */
export const notifyAttribute = (kind: NotificationKind): string =>
  `notify${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
