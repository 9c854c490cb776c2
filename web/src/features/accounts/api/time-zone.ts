/**
 * The browser's time zone, reported to the profile when it differs from the one this device last
 * reported for the user (the daily digest goes at 8:00 there: docs/notification-emails.md). Loaded
 * with the live connection's code, outside the first download; a failure is tried on the next load.
 */
import { api } from '../../../api/client';

const storageKey = (userId: string) => `reportedTimeZone:${userId}`;

export function reportTimeZone(userId: string): void {
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || localStorage.getItem(storageKey(userId)) === zone) return;
  } catch {
    return;
  }
  const reported = zone;
  // Keyed as every write of a page is: a retry is answered, not applied twice.
  api('notification-settings-update', {
    body: { timeZone: reported },
    idempotencyKey: crypto.randomUUID(),
  }).then(
    () => localStorage.setItem(storageKey(userId), reported),
    () => undefined,
  );
}
