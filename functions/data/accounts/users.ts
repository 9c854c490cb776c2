/**
 * The users repository: the profile item (counters, team, pending requests, sessions, password
 * hash) and the username claim that keeps usernames unique case-insensitively.
 * `toUser` and `toPublicUser` are the only ways a user leaves the server: they never carry the
 * password hash, sessions or second-factor secrets.
 */

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserRole } from '@shared/accounts';
import { serverErrors } from '@shared/messages/server';
import type { NotificationChoice } from '@shared/notification-settings';
import type { PublicUser, TeamMemberSummary, User } from '@shared/types';
import type { StartView } from '@shared/web-views';
import { Conflict } from '../../lib/errors';
import { getItems, keyString } from '../core/batch';
import { db, tableName } from '../core/client';
import { isConditionFailed } from '../core/conditional';
import type { ListMemberRole } from '../core/items';
import { keys } from '../core/keys';
import type { UnitOfWork } from '../core/unit-of-work';
import type { PublicProfileField } from './profile-fields';
import { recoveryOf } from './recovery-address';
import type { SessionMap, StoredSession } from './session-entries';

export interface PendingEntry {
  /** True on the sender's side. */
  from: boolean;
  /** The request note (in the recipient's partition) this entry belongs to. */
  requestId: string;
  since: string;
}

/** The profile item as stored. */
export interface UserItem {
  pk: string;
  sk: 'PROFILE';
  type: 'user';
  id: string;
  username: string;
  usernameLower: string;
  email: string;
  bio: string;
  coverImg: string | null;
  createdAt: string;
  totalTasks: number;
  completedTasks: number;
  totalTeams: number;
  /** Teammates: user id to the time they joined. A map, so one can be added or removed by key. */
  team: Record<string, string>;
  /** Open team requests, sent or received, by the other user's id. */
  pending: Record<string, PendingEntry>;
  /** Task copies others assigned to this user: copy id to the assigner's id. */
  assignedToMe: Record<string, string>;
  passwordHash: string;
  /** Live sessions by id (./sessions.ts). Logout removes one; a password change keeps one. */
  sessions: SessionMap;
  gsi1pk: string;
  gsi1sk: string;
  /** The directory of accounts (../core/keys.ts `directoryKeys`); set on sign-up, and on the next visit of older accounts. */
  gsi3pk?: string;
  gsi3sk?: string;
  /** `owner` or `admin`; absent: a member (shared/accounts.ts). */
  role?: UserRole;
  /** A disabled account cannot sign in, and its sessions are ended (functions/data/accounts/directory.ts). */
  disabled?: boolean;
  /** When a page of the user's last loaded, to the hour (./sessions.ts `isSeenStale`). */
  lastSeenAt?: string;
  /** The newest notification id a page of the user's showed (../notifications/notes-seen.ts). */
  notesSeenUpTo?: string;
  /** The view the app opens on; absent (accounts made before it): Today. */
  startView?: StartView;
  /** Whether `email` is the verified recovery address (docs/decisions/0142-sensitive-changes-need-proof.md). */
  emailVerified?: boolean;
  /**
   * The verified address recovery mail goes to (./email-addresses.ts `recoveryOf`), claimed for the
   * account; apart from `email`, which a session changes at once. Absent on profiles written before
   * it: their `email` is the recovery address when `emailVerified`.
   */
  recoveryEmail?: string;
  /** How many times the recovery address was confirmed or undone: every such write is conditioned on it. */
  recoverySeq?: number;
  /** The live undo links of recovery changes, by SHA-256 of their token (./recovery-undo.ts). */
  recoveryUndo?: Record<string, RecoveryUndoEntry>;
  /** The SHA-256 of the one email verification link that may still be used (./email-addresses.ts). */
  emailVerifyHash?: string;
  /** Signed up on a `domain` site: signs in once `email` is verified. */
  mustVerifyEmail?: boolean;
  /** Whether signing in asks for a second factor (./two-factor.ts; the directory projects it). */
  twoFactor?: boolean;
  /** The TOTP secret (base32) while two-factor sign-in is on. */
  totpSecret?: string;
  /** A secret made by the setup, not yet confirmed by a code from it. */
  totpPending?: string;
  /** The last time step whose code was accepted: a code is good once, and never an older one. */
  totpLastStep?: number;
  /** The unused recovery codes, by SHA-256: a map, so that one is spent by key under a condition. */
  recoveryCodes?: Record<string, true>;
  passkeyCount?: number;
  /** The SHA-256 of the one password reset link that may still be used (./password-resets.ts). */
  resetTokenHash?: string;
  /** The SHA-256 of the live calendar feed token, when the feed is on. */
  calendarFeed?: string;
  /**
   * When the account's deletion began (./account-deletion.ts): from then on nothing joins it (team,
   * requests, assignments, lists, invitations) and its sessions may only go on deleting it.
   */
  deleting?: string;
  /**
   * The shared lists the user is in, by group id: whose list it is and the user's role in it
   * (`owner` on their own lists once shared). Kept with the list's `members` in the same
   * transactions (../lists/shared-lists.ts), so the session read tells every route where the user may write.
   */
  sharedLists?: Record<string, SharedListEntry>;
  /** The IANA zone the browser reported (the digest goes at 8:00 there): ../notifications/notification-emails.ts. */
  timeZone?: string;
  /** Notification settings, one attribute per kind (`notifyMentions`...; absent: the default). */
  notifyMentions?: NotificationChoice;
  notifyAssigned?: NotificationChoice;
  notifyComments?: NotificationChoice;
  notifyCompletions?: NotificationChoice;
  notifyDigest?: NotificationChoice;
}

/** One live undo link in the profile's `recoveryUndo`, by its token's hash. */
export interface RecoveryUndoEntry {
  /** The `recoverySeq` of the confirmation it undoes. */
  seq: number;
  /** The recovery address it puts back. */
  email: string;
  /** Epoch seconds. */
  expiresAt: number;
}

/** One shared list in its member's profile. */
export interface SharedListEntry {
  owner: string;
  /** The owner's username (usernames never change), on a member's entry. */
  ownerName?: string;
  /**
   * `removed`: a membership that ended (left, removed, the list deleted, no longer teammates), kept
   * so that a write sent before the user knew (an outbox replay) is told why it is refused.
   */
  role: 'owner' | ListMemberRole | 'removed';
}

/** Whether an entry is a list someone else shared with the user, still. */
export const isJoined = (
  entry: SharedListEntry | undefined,
): entry is SharedListEntry & { role: ListMemberRole } =>
  entry !== undefined && entry.role !== 'owner' && entry.role !== 'removed';

/** How many shared lists an entry map holds, owned or joined (ended memberships do not count). */
export const sharedListCount = (lists: Record<string, SharedListEntry> | undefined): number =>
  Object.values(lists ?? {}).filter((entry) => entry.role !== 'removed').length;

export async function getUser(userId: string): Promise<UserItem | undefined> {
  // Consistent: a session just ended by logout or a password change must not be read as live.
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.user(userId), ConsistentRead: true }),
  );
  return result.Item as UserItem | undefined;
}

/** The id of the user who holds this username (any case), from its claim; undefined when nobody does. */
export async function userIdByName(usernameLower: string): Promise<string | undefined> {
  const claimKey = keys.usernameClaim(usernameLower);
  const claims = await getItems<{ pk: string; sk: string; userId?: string }>([claimKey]);
  return claims.get(keyString(claimKey))?.userId;
}

/** The role an account has: `member` unless its profile says more. */
export const roleOf = (item: Pick<UserItem, 'role'>): UserRole => item.role ?? 'member';

/**
 * Sets a new password hash and keeps only the caller's session: every other session ends.
 * The condition on the old hash makes two concurrent changes fail rather than both win: the one
 * that lost the race is Conflict, as the current password it checked is no longer current.
 * One UpdateItem: an Idempotency-Key keeps the answer only.
 */
export async function replacePassword(
  userId: string,
  oldHash: string,
  newHash: string,
  keep: { sessionId: string; stored: StoredSession },
  unit: UnitOfWork,
): Promise<void> {
  unit.keepsAnswerOnly();
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET passwordHash = :new, sessions = :sessions',
        ConditionExpression: 'passwordHash = :old',
        ExpressionAttributeValues: {
          ':new': newHash,
          ':old': oldHash,
          ':sessions': { [keep.sessionId]: keep.stored },
        },
      }),
    );
  } catch (error) {
    if (isConditionFailed(error)) throw new Conflict(serverErrors.wrongPassword);
    throw error;
  }
}

/** Sets the profile's own fields (one UpdateItem, none when nothing is given: a key keeps the answer only). */
export async function updateProfile(
  userId: string,
  fields: { email?: string; bio?: string; startView?: StartView },
  unit: UnitOfWork,
): Promise<UserItem> {
  unit.keepsAnswerOnly();
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (entries.length === 0) {
    const current = await getUser(userId);
    if (!current) throw new Error('User vanished during profile update');
    return current;
  }
  const result = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: `SET ${entries.map(([name]) => `#${name} = :${name}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return result.Attributes as UserItem;
}

/** A profile as read with only its public fields (./profile-fields.ts). */
export type PublicItem = Pick<UserItem, PublicProfileField>;

/**
 * What every profile answer shows of a user: its public fields but the team (resolved by the caller).
 * The account export's profile is the same (functions/portability/lib/export-document.ts).
 */
export const profileOf = (item: PublicItem) => ({
  _id: item.id,
  username: item.username,
  email: item.email ?? '',
  bio: item.bio ?? '',
  coverImg: item.coverImg ?? null,
  createdAt: item.createdAt,
  totalTasks: item.totalTasks ?? 0,
  completedTasks: item.completedTasks ?? 0,
  totalTeams: item.totalTeams ?? 0,
});

/** The signed-in user as the API answers it. */
export function toUser(item: UserItem): User {
  return {
    ...profileOf(item),
    team: Object.keys(item.team ?? {}),
    pendingTeam: Object.entries(item.pending ?? {}).map(([userId, entry]) => ({ userId, from: entry.from })),
    // Empty on purpose: the copies are in totalTasks already (shared/contract/entities.ts user).
    assignedToMe: [],
    calendarFeedOn: Boolean(item.calendarFeed),
    role: roleOf(item),
    emailVerified: item.emailVerified ?? false,
    recoveryEmail: recoveryOf(item),
    twoFactor: item.twoFactor === true,
    notificationsSeenUpTo: item.notesSeenUpTo ?? '',
    startView: item.startView ?? 'today',
  };
}

export const toSummary = (item: Pick<UserItem, 'id' | 'username' | 'coverImg'>): TeamMemberSummary => ({
  _id: item.id,
  username: item.username,
  coverImg: item.coverImg ?? null,
});

/** Another user's public profile; `team` is resolved to summaries by the caller (one BatchGet). */
export const toPublicUser = (item: PublicItem, team: TeamMemberSummary[]): PublicUser => ({
  ...profileOf(item),
  team,
});

/**
 * Summaries (id, username, avatar) of many users in one BatchGetItem per 100 ids. Users whose
 * account is gone are absent from the map; callers show them as 'Unknown User'.
 */
export async function getUserSummaries(userIds: string[]): Promise<Map<string, TeamMemberSummary>> {
  if (userIds.length === 0) return new Map();
  const items = await getItems<UserItem>(
    userIds.map((id) => keys.user(id)),
    { projection: ['id', 'username', 'coverImg'] },
  );
  return new Map([...items.values()].map((item) => [item.id, toSummary(item)]));
}
