/** An invitation as its routes answer it (shared/contract/entities.ts `invite`). */
import type { Invite } from '@shared/types';
import type { InviteItem } from '../../data/accounts/invites';

export const toInvite = (item: InviteItem): Invite => ({
  _id: item.id,
  email: item.email || null,
  usesLeft: item.usesLeft,
  uses: item.uses,
  expiresAt: new Date(item.expiresAt * 1000).toISOString(),
  createdAt: item.createdAt,
  inviter: { _id: item.inviterId, username: item.inviterName },
});
