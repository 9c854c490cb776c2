/**
 * A session's entry in the profile's `sessions` map (./sessions.ts writes them): its expiry, when
 * it began and was last seen, and the device it began on. Sessions begun before entries held more
 * than the expiry are a bare number: `entryOf` reads both. Pure, so seeds and tests can build
 * entries without loading the table client.
 */
import { limits } from '@shared/limits';

/** How a session began: the password alone, the password and a code, or a passkey. */
export type SignedInWith = 'password' | 'password+code' | 'passkey';

/** The second factor a session proved: a code (or a recovery code), or a passkey. */
export type SessionFactor = 'code' | 'passkey';

export interface SessionEntry {
  /** Epoch seconds. */
  expiresAt: number;
  createdAt: string;
  lastSeenAt: string;
  /** A short browser and system name (functions/lib/device-name.ts). */
  device: string;
  /** How it began; absent on sessions begun before it was recorded (read as the password alone). */
  signedInWith?: SignedInWith;
  /**
   * The second factor this session proved, at its sign-in or later (a step-up, or setting up the
   * account's first factor in it): what `/api/admin/*` asks of an admin when the deploy requires a
   * second factor of admins (docs/decisions/0142-sensitive-changes-need-proof.md). Absent: the
   * password alone.
   */
  secondFactor?: SessionFactor;
}

/** As stored: an entry, or the expiry alone (sessions begun before entries had more). */
export type StoredSession = SessionEntry | number;

export type SessionMap = Record<string, StoredSession>;

/** The entry of a stored session; a bare expiry reads as begun and seen at an unknown time (epoch). */
export const entryOf = (stored: StoredSession): SessionEntry =>
  typeof stored === 'number'
    ? {
        expiresAt: stored,
        createdAt: new Date(0).toISOString(),
        lastSeenAt: new Date(0).toISOString(),
        device: '',
      }
    : stored;

/** Whether the session `sessionId` is in the map and not expired. */
export function isLive(sessions: SessionMap | undefined, sessionId: string, nowSeconds: number): boolean {
  const stored = sessions?.[sessionId];
  return stored !== undefined && entryOf(stored).expiresAt > nowSeconds;
}

/** A new session's entry; begun with the password alone unless said. */
export const newEntry = (
  expiresAt: number,
  device: string,
  signedInWith: SignedInWith = 'password',
  now: Date = new Date(),
): SessionEntry => ({
  expiresAt,
  createdAt: now.toISOString(),
  lastSeenAt: now.toISOString(),
  device,
  signedInWith,
  ...(signedInWith === 'password' ? {} : { secondFactor: signedInWith === 'passkey' ? 'passkey' : 'code' }),
});

/** The second factor the session `sessionId` proved, or null (the password alone, or no such session). */
export function secondFactorOf(sessions: SessionMap | undefined, sessionId: string): SessionFactor | null {
  const stored = sessions?.[sessionId];
  return stored === undefined ? null : (entryOf(stored).secondFactor ?? null);
}

/** The session's entry as it is after proving `factor` (an entry stored as a bare expiry grows whole). */
export const withSecondFactor = (stored: StoredSession, factor: SessionFactor): SessionEntry => ({
  ...entryOf(stored),
  secondFactor: factor,
});

/** Sessions to drop when adding one: the expired, then the oldest beyond the per-user cap. */
export function sessionsToDrop(sessions: SessionMap, nowSeconds: number): string[] {
  const live = Object.keys(sessions).filter((sid) => isLive(sessions, sid, nowSeconds));
  const expired = Object.keys(sessions).filter((sid) => !live.includes(sid));
  // Session ids are time-ordered, so sorting by id sorts by age.
  const excess = live.sort().slice(0, Math.max(0, live.length - (limits.sessionsPerUserMax - 1)));
  return [...expired, ...excess];
}

/** How stale a session's `lastSeenAt` may get before a page load writes it again. */
export const seenIntervalMs = 60 * 60 * 1000;

/**
 * Whether a page load should record that the user and this session were seen: at most once an
 * hour, so that `GET /api/auth/user` is one read on most loads.
 */
export function isSeenStale(
  stored: StoredSession | undefined,
  userLastSeenAt: string | undefined,
  now: number,
) {
  const seen = (at: string | undefined) => (at ? Date.parse(at) : 0);
  if (stored === undefined) return false;
  return (
    now - seen(entryOf(stored).lastSeenAt) >= seenIntervalMs || now - seen(userLastSeenAt) >= seenIntervalMs
  );
}
