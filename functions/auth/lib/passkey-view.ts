/** A passkey as the routes answer it (shared/contract/entities.ts `passkey`). */
import type { Passkey } from '@shared/types';
import type { PasskeyItem } from '../../data/accounts/passkeys';

export const toPasskey = (item: PasskeyItem): Passkey => ({
  _id: item.credentialId,
  name: item.name,
  createdAt: item.createdAt,
  lastUsedAt: item.lastUsedAt,
});
