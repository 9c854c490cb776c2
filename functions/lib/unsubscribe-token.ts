/**
 * The token of a notification email's unsubscribe links: `<user id>.<kind>.<signature>`, the
 * signature an HMAC-SHA-256 (first 128 bits, base64url) of the user and kind under a key derived
 * from the session secret. Nothing is stored: it works without signing in, for that one user and
 * kind, and for nothing else (docs/notification-emails.md#unsubscribe). It does not expire:
 * a mail's unsubscribe link must keep working (RFC 8058).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationKind, notificationKinds } from '@shared/notification-settings';
import { sessionSecret } from './secret';

let key: Promise<Buffer> | undefined;

/** A key of its own, derived from the session secret: a token is never a session's signature. */
function unsubscribeKey(): Promise<Buffer> {
  key ??= sessionSecret().then((secret) =>
    createHmac('sha256', Buffer.from(secret)).update('notification-unsubscribe').digest(),
  );
  return key;
}

const signature = async (userId: string, kind: NotificationKind) =>
  createHmac('sha256', await unsubscribeKey())
    .update(`${userId}.${kind}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

export async function unsubscribeToken(userId: string, kind: NotificationKind): Promise<string> {
  return `${userId}.${kind}.${await signature(userId, kind)}`;
}

/** The user and kind a token names, or null when it is not one of ours. */
export async function readUnsubscribeToken(
  token: string,
): Promise<{ userId: string; kind: NotificationKind } | null> {
  const [userId, kind, given, ...rest] = token.split('.');
  if (!userId || !kind || !given || rest.length > 0) return null;
  if (!(notificationKinds as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(await signature(userId, kind as NotificationKind));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received)
    ? { userId, kind: kind as NotificationKind }
    : null;
}
