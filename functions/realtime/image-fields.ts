/**
 * What of a stream record's image is news, for ./audience.ts: deep equality of two images' values,
 * a map's keys, the profile fields nobody is told about, the counters a page patches in, and the
 * shared lists' index keys no page shows. Pure.
 */
import { notificationKinds } from '@shared/notification-settings';
import { notifyAttribute } from '../data/accounts/profile-fields';
import { listIndexAttributes } from '../data/core/keys';
import { writeKeyAttribute, writeRemovedAttribute } from '../data/core/write-key';

/** A stream record's image, unmarshalled. */
export type Image = Record<string, unknown>;

/**
 * Profile fields nobody is told about: session bookkeeping (and when the user was last seen), the
 * password hash and reset link, the second factor's secrets and last step, the admin directory's
 * keys, the saved filters' count, the last write's marks.
 */
export const privateProfileFields = new Set([
  'sessions',
  'lastSeenAt',
  'passwordHash',
  'resetTokenHash',
  'totpSecret',
  'totpPending',
  'totpLastStep',
  'recoveryCodes',
  // The recovery address's bookkeeping (functions/data/accounts/recovery-undo.ts): its undo links' hashes and
  // the count its writes are conditioned on. The address itself is news (the user's answer has it).
  'recoverySeq',
  'recoveryUndo',
  'gsi3pk',
  'gsi3sk',
  // How many saved filters the user keeps (functions/data/lists/saved-filters.ts): theirs alone.
  'filterCount',
  // How many labels the user keeps (functions/data/lists/labels.ts): theirs alone.
  'labelCount',
  // The notification settings and the zone the browser reported (functions/data/notifications/notification-emails.ts):
  // only the settings' own read answers them, so no page reads anything again for them.
  'timeZone',
  ...notificationKinds.map(notifyAttribute),
  writeKeyAttribute,
  writeRemovedAttribute,
]);

/** Profile fields a page can take from a message instead of reading the profile again. */
export const counterFields = new Set(['totalTasks', 'completedTasks']);

/** Deep equality of two JSON-like values (images hold strings, numbers, booleans, maps and lists). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** The shared lists' task index keys (functions/data/core/keys.ts `listIndexKeys`): no page shows them. */
const listIndexFields = new Set<string>(listIndexAttributes);

export const onlyIndexKeysChanged = (before: Image, after: Image): boolean =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].every(
    (field) => listIndexFields.has(field) || same(before[field], after[field]),
  );

export const mapKeys = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.keys(value as object) : [];
