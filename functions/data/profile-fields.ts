/**
 * The profile fields anyone signed in may see of a user (shared/contract/entities.ts `publicUser`),
 * declared once: the public-profile reads project exactly these, `toUser`/`toPublicUser` answer
 * from them, and the live-update fan-out tells teammates when one of them changes.
 */
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
