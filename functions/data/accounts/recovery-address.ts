/**
 * What a profile's addresses mean, and the release of an address's claim: read by the profile's
 * answer (./users.ts `toUser`), the address changes (./email-addresses.ts) and their undo links
 * (./recovery-undo.ts), which is why it is none of those modules.
 */

import { tableName } from '../core/client';
import { keys } from '../core/keys';
import { type TransactItem, tags } from '../core/transactions';

/** What a profile says of its addresses. */
export interface Addresses {
  email: string;
  emailVerified?: boolean;
  recoveryEmail?: string;
}

/**
 * The account's verified recovery address, '' for none: `recoveryEmail`, or on a profile written
 * before it, `email` when verified.
 */
export const recoveryOf = (user: Addresses): string =>
  user.recoveryEmail ?? (user.emailVerified && user.email ? user.email : '');

/** Whether two spellings name one address (claims are by the lowercase address). */
export const sameAddress = (a: string, b: string): boolean => a !== '' && a.toLowerCase() === b.toLowerCase();

/** The Delete of the account's own claim on `email` (none for ''), leaving another account's. */
export function claimRelease(userId: string, email: string): TransactItem | null {
  if (!email) return null;
  const emailLower = email.toLowerCase();
  return {
    tag: tags.emailClaim(emailLower),
    write: {
      Delete: {
        TableName: tableName,
        Key: keys.emailClaim(emailLower),
        ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
        ExpressionAttributeValues: { ':me': userId },
      },
    },
  };
}
