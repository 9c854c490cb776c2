/**
 * Who must hear of one changed item, and what they must re-read (shared/live.ts topics). Pure: the
 * item's old and new images in, recipients out. The rules (docs/realtime.md):
 *
 *   item in USER#<owner>          owner hears                others hear
 *   PROFILE                       profile                    teammates (before and after): `users: [owner]`,
 *                                                            when a public field changed
 *   TODO#  (own task or copy)     tasks                      a copy's assigner: assignments
 *   GROUP#                        tasks                      -
 *   ASSIGN# ("Assigned by you")   assignments                - (the copies are TODO# items: their owners hear)
 *   NOTE#  request/notification   requests/notifications    -
 *          (a new one about a task: also its text, as a `notices` entry for the toast)
 *
 * A team change writes both users' profiles in one transaction, so both sides hear through their own
 * profile records. A profile change that only touches sessions or the password hash (sign-in,
 * logout, password change) is nobody's news. Anything else (connections, RATE#, USERNAME#) has no
 * audience. Messages name topics and user ids only, never another user's data.
 */
import type { LiveNotice, LiveTopic } from '../../shared/live';
import { profileSortKey, skPrefix, userPartitionPrefix } from '../data/keys';
import { publicProfileFields } from '../data/profile-fields';

export type Image = Record<string, unknown>;

export interface Recipient {
  topics: Set<LiveTopic>;
  /** Users whose public profile this recipient must re-read. */
  users: Set<string>;
  /** New notifications about a task: shown as toasts. */
  notices: LiveNotice[];
}

export type Audience = Map<string, Recipient>;

/** Profile fields nobody is told about: session bookkeeping and the password hash. */
const privateProfileFields = new Set(['sessions', 'passwordHash']);

function add(
  audience: Audience,
  userId: string,
  topic: LiveTopic | null,
  user?: string,
  notice?: LiveNotice,
): void {
  let recipient = audience.get(userId);
  if (!recipient) {
    recipient = { topics: new Set(), users: new Set(), notices: [] };
    audience.set(userId, recipient);
  }
  if (topic) recipient.topics.add(topic);
  if (user) recipient.users.add(user);
  if (notice && !recipient.notices.some((known) => known.id === notice.id)) recipient.notices.push(notice);
}

/** A notification about a task that was just written (not a later change of it, like its push claim). */
function noticeOf(before: Image | undefined, after: Image | undefined): LiveNotice | undefined {
  if (before || !after || after.kind !== 'notification') return undefined;
  const { id, todo, message } = after;
  return typeof id === 'string' && typeof todo === 'string' && typeof message === 'string'
    ? { id, todo, message }
    : undefined;
}

/** Deep equality of two JSON-like values (images hold strings, numbers, booleans, maps and lists). */
function same(a: unknown, b: unknown): boolean {
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

const mapKeys = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.keys(value as object) : [];

function profileAudience(
  audience: Audience,
  owner: string,
  before: Image | undefined,
  after: Image | undefined,
) {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changed = [...fields].filter(
    (field) => !privateProfileFields.has(field) && !same(before?.[field], after?.[field]),
  );
  if (changed.length === 0) return;
  add(audience, owner, 'profile');
  if (!changed.some((field) => (publicProfileFields as readonly string[]).includes(field))) return;
  const teammates = new Set([...mapKeys(before?.team), ...mapKeys(after?.team)]);
  for (const teammate of teammates) if (teammate !== owner) add(audience, teammate, null, owner);
}

/** The audience of one stream record, given its unmarshalled old and new images. */
export function audienceOf(before: Image | undefined, after: Image | undefined): Audience {
  const audience: Audience = new Map();
  const item = after ?? before;
  const pk = item?.pk;
  const sk = item?.sk;
  if (typeof pk !== 'string' || typeof sk !== 'string' || !pk.startsWith(userPartitionPrefix))
    return audience;
  const owner = pk.slice(userPartitionPrefix.length);

  if (sk === profileSortKey) {
    profileAudience(audience, owner, before, after);
  } else if (sk.startsWith(skPrefix.todo)) {
    add(audience, owner, 'tasks');
    for (const image of [before, after]) {
      const assigner = image?.assignerId;
      if (image?.assigned === true && typeof assigner === 'string' && assigner !== owner)
        add(audience, assigner, 'assignments');
    }
  } else if (sk.startsWith(skPrefix.group)) {
    add(audience, owner, 'tasks');
  } else if (sk.startsWith(skPrefix.assignment)) {
    add(audience, owner, 'assignments');
  } else if (sk.startsWith(skPrefix.note)) {
    add(
      audience,
      owner,
      item?.kind === 'request' ? 'requests' : 'notifications',
      undefined,
      noticeOf(before, after),
    );
  }
  return audience;
}

/** Session ids a profile change ended (logout, a password change): their connections are closed. */
export function endedSessions(before: Image | undefined, after: Image | undefined): string[] {
  if (before?.sk !== profileSortKey) return [];
  const remaining = new Set(mapKeys(after?.sessions));
  return mapKeys(before?.sessions).filter((sessionId) => !remaining.has(sessionId));
}

/** Adds one audience into another (a batch's records merged per user). */
export function mergeAudience(into: Audience, from: Audience): void {
  for (const [userId, recipient] of from) {
    for (const topic of recipient.topics) add(into, userId, topic);
    for (const user of recipient.users) add(into, userId, null, user);
    for (const notice of recipient.notices) add(into, userId, null, undefined, notice);
  }
}
