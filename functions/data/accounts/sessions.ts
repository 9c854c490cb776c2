/**
 * A user's signed-in sessions, kept in the profile's `sessions` map by session id, so that the one
 * read every signed-in request makes (functions/lib/signed-in.ts) is also the session check
 * (docs/decisions/0005-sessions-checked-against-the-profile.md). An entry is removed to end a
 * session: logout, "Sign out" on a listed session, a password change or reset, a disabled account.
 *
 * What an entry holds: ./session-entries.ts.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../core/client';
import { isConditionFailed } from '../core/conditional';
import { directoryKeys, keys } from '../core/keys';
import type { UnitOfWork } from '../core/unit-of-work';
import { joinParts, type UpdateParts } from '../core/update-parts';
import { entryOf, type SessionEntry, type StoredSession } from './session-entries';
import type { UserItem } from './users';

/**
 * The profile update that adds a session, dropping the given ones (expired, or the oldest beyond
 * the cap); a sign-in is also when the user was last seen. The condition keeps a deleted user from
 * being recreated as a bare item. Its own write (`addSession`), or a part of the second factor's
 * (./two-factor.ts `completeChallenge`).
 */
export function sessionAdded(sessionId: string, entry: SessionEntry, drop: string[]): UpdateParts {
  const names: Record<string, string> = { '#new': sessionId };
  drop.forEach((sid, i) => {
    names[`#d${i}`] = sid;
  });
  return {
    set: ['sessions.#new = :entry', 'lastSeenAt = :seen'],
    remove: drop.map((_, i) => `sessions.#d${i}`),
    conditions: ['attribute_exists(pk)'],
    names,
    values: { ':entry': entry, ':seen': entry.lastSeenAt },
  };
}

/** Adds a session (see `sessionAdded`). */
export async function addSession(userId: string, sessionId: string, entry: SessionEntry, drop: string[]) {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      ...joinParts(sessionAdded(sessionId, entry, drop)),
    }),
  );
}

/** Ends one session of the user's. False when it is not theirs, or had already ended. */
export async function removeSession(userId: string, sessionId: string, unit: UnitOfWork): Promise<boolean> {
  unit.keepsAnswerOnly();
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: 'REMOVE sessions.#sid',
        ConditionExpression: 'attribute_exists(sessions.#sid)',
        ExpressionAttributeNames: { '#sid': sessionId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Ends every session of the user's but `keep` (one write: the map is replaced). */
export async function keepOnlySession(
  userId: string,
  keep: { sessionId: string; stored: StoredSession },
  unit: UnitOfWork,
): Promise<void> {
  unit.keepsAnswerOnly();
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET sessions = :sessions',
      ConditionExpression: 'attribute_exists(sessions.#sid)',
      ExpressionAttributeNames: { '#sid': keep.sessionId },
      ExpressionAttributeValues: { ':sessions': { [keep.sessionId]: keep.stored } },
    }),
  );
}

/**
 * The part of a profile update that keeps only this session, as `entry` (every other session ends:
 * a password change, two-factor sign-in turned on), on the condition that it is live still.
 */
export function onlySession(sessionId: string, entry: StoredSession): UpdateParts {
  return {
    set: ['sessions = :onlySession'],
    conditions: ['attribute_exists(sessions.#keptSid)'],
    names: { '#keptSid': sessionId },
    values: { ':onlySession': { [sessionId]: entry } },
  };
}

/**
 * The part of a profile update that rewrites one live session's entry (its second factor proved:
 * ./session-entries.ts `withSecondFactor`), whole, so that an entry stored as a bare expiry grows.
 */
export function sessionReplaced(sessionId: string, entry: SessionEntry): UpdateParts {
  return {
    set: ['sessions.#provedSid = :provedEntry'],
    conditions: ['attribute_exists(sessions.#provedSid)'],
    names: { '#provedSid': sessionId },
    values: { ':provedEntry': entry },
  };
}

/**
 * Records that the user and this session were seen now (a page load, at most hourly: ./sessions.ts
 * `isSeenStale`), and puts an account made before the directory existed into it. Conditioned on
 * the session being live still, so that a session ended meanwhile is not brought back.
 */
export async function recordSeen(
  user: Pick<UserItem, 'id' | 'usernameLower'>,
  sessionId: string,
  stored: StoredSession,
  device: string,
  now: Date,
): Promise<void> {
  const entry = entryOf(stored);
  const seen = { ...entry, lastSeenAt: now.toISOString(), device: entry.device || device };
  const directory = directoryKeys(user.usernameLower);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(user.id),
        UpdateExpression: 'SET lastSeenAt = :now, sessions.#sid = :seen, gsi3pk = :dpk, gsi3sk = :dsk',
        ConditionExpression: 'attribute_exists(sessions.#sid)',
        ExpressionAttributeNames: { '#sid': sessionId },
        ExpressionAttributeValues: {
          ':now': seen.lastSeenAt,
          ':seen': seen,
          ':dpk': directory.gsi3pk,
          ':dsk': directory.gsi3sk,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
