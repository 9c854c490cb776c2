/** How the signed-in user stands to another user, which picks the other profile's team button. */
import type { User } from '@shared/types';

export type Relation = 'self' | 'member' | 'pending' | 'none';

/** A request pending in either direction counts as pending (a second one would be refused). */
export function relationTo(me: Pick<User, '_id' | 'team' | 'pendingTeam'>, otherId: string): Relation {
  if (me._id === otherId) return 'self';
  if (me.team.includes(otherId)) return 'member';
  if (me.pendingTeam.some((entry) => entry.userId === otherId)) return 'pending';
  return 'none';
}
