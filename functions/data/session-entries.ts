/**
 * A session's entry in the profile's `sessions` map (./sessions.ts writes them): its expiry, when
 * it began and was last seen, and the device it began on. Sessions begun before entries held more
 * than the expiry are a bare number: `entryOf` reads both. Pure, so seeds and tests can build
 * entries without loading the table client.
 */
import { limits } from '@shared/limits';

export interface SessionEntry {
  /** Epoch seconds. */
  expiresAt: number;
  createdAt: string;
  lastSeenAt: string;
  /** A short browser and system name (functions/lib/device-name.ts). */
  device: string;
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

/** A new session's entry. */
export const newEntry = (expiresAt: number, device: string, now: Date = new Date()): SessionEntry => ({
  expiresAt,
  createdAt: now.toISOString(),
  lastSeenAt: now.toISOString(),
  device,
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
