/**
 * Who must hear of one changed item, and what they must re-read (shared/live.ts topics). Pure: the
 * item's old and new images in, recipients out. The rules (docs/realtime.md):
 *
 *   item in USER#<owner>          owner hears                others hear
 *   PROFILE                       profile                    teammates (before and after): `users: [owner]`,
 *                                                            and the counters when only they changed,
 *                                                            when a public field changed
 *   TODO#  (own task or copy)     tasks                      a copy's assigner: assignments
 *   GROUP#                        tasks                      a shared list's members (before and after): tasks
 *   ASSIGN# ("Assigned by you")   assignments                - (the copies are TODO# items: their owners hear)
 *   TODO#/ASSIGN# with a new `lastComment`: its audience as written, `comments: [...]`
 *   NOTE#  request/notification   requests/notifications    -
 *          (a new one about a task: also its text, as a `notices` entry for the toast)
 *
 * A team change writes both users' profiles in one transaction, so both sides hear through their own
 * profile records. A profile change that only touches sessions or the password hash (sign-in,
 * logout, password change) is nobody's news. Anything else (connections, RATE#, USERNAME#) has no
 * audience. Messages name topics and user ids only, never another user's data.
 *
 * What a page already holds (docs/realtime.md#own-echo): a change in the owner's partition that
 * their own keyed write made carries that write's key, and the owner hears its topic under that key
 * (the page that sent the write skips it); a profile change of the counters alone carries the
 * counters, which a page patches in. Both go to the owner only.
 */
import type { LiveComment, LiveCounters, LiveListPatch, LiveNotice, LiveTopic } from '@shared/live';
import { publicProfileFields } from '../data/accounts/profile-fields';
import { profileSortKey, skPrefix, userPartitionPrefix } from '../data/core/keys';
import {
  counterFields,
  type Image,
  mapKeys,
  onlyIndexKeysChanged,
  privateProfileFields,
  same,
} from './image-fields';
import { type ListMembersNow, type ListPatches, listPatchKey } from './list-patches';
import { type Removals, removalId, writeKeyOf } from './write-marks';

export type { Image } from './image-fields';
export { addRemovals, endedSessions, type Removals } from './write-marks';

export interface Recipient {
  /** Every topic: what a page re-reads when it knows nothing better. */
  topics: Set<LiveTopic>;
  /** The topics every page re-reads (docs/realtime.md#own-echo). */
  always: Set<LiveTopic>;
  /** Topics only the recipient's own keyed writes changed, by Idempotency-Key. */
  writes: Map<string, Set<LiveTopic>>;
  /** The recipient's profile changed only in its counters: their latest stored values. */
  counters?: LiveCounters;
  /** Users whose public profile this recipient must re-read. */
  users: Set<string>;
  /**
   * Of `users`, the latest counters of each whose profile changed only in them; null for one that
   * changed otherwise too in the same batch (a page must read it).
   */
  userCounters: Map<string, LiveCounters | null>;
  /** New notifications about a task: shown as toasts. */
  notices: LiveNotice[];
  /** New comments on tasks of the recipient's audience (functions/data/conversation/comments.ts `lastComment`). */
  comments: LiveComment[];
  /** Changes of lists shared with the recipient, whole (./list-patches.ts). */
  lists: LiveListPatch[];
}

export type Audience = Map<string, Recipient>;

function recipientOf(audience: Audience, userId: string): Recipient {
  let recipient = audience.get(userId);
  if (!recipient) {
    recipient = {
      topics: new Set(),
      always: new Set(),
      writes: new Map(),
      users: new Set(),
      userCounters: new Map(),
      notices: [],
      comments: [],
      lists: [],
    };
    audience.set(userId, recipient);
  }
  return recipient;
}

/** `topic` for `userId`: for every page, or (`writeKey`) for all but the one that made the change. */
function hear(audience: Audience, userId: string, topic: LiveTopic, writeKey?: string): void {
  const recipient = recipientOf(audience, userId);
  recipient.topics.add(topic);
  if (writeKey === undefined) recipient.always.add(topic);
  else recipient.writes.set(writeKey, (recipient.writes.get(writeKey) ?? new Set()).add(topic));
}

function add(audience: Audience, userId: string, topic: LiveTopic | null, notice?: LiveNotice): void {
  const recipient = recipientOf(audience, userId);
  if (topic) hear(audience, userId, topic);
  if (notice && !recipient.notices.some((known) => known.id === notice.id)) recipient.notices.push(notice);
}

/**
 * `userId` hears that `user`'s public profile changed: only in its counters (`counters`), or
 * otherwise (null). Records come in stream order, so later counters are the stored ones; a change
 * beyond the counters anywhere in the batch makes it a read.
 */
function hearOfUser(audience: Audience, userId: string, user: string, counters: LiveCounters | null): void {
  const recipient = recipientOf(audience, userId);
  recipient.users.add(user);
  const known = recipient.userCounters.get(user);
  recipient.userCounters.set(user, known === null || counters === null ? null : counters);
}

/** A notification about a task that was just written (not a later change of it, like its push claim). */
function noticeOf(before: Image | undefined, after: Image | undefined): LiveNotice | undefined {
  if (before || !after || after.kind !== 'notification') return undefined;
  const { id, todo, message, comment } = after;
  return typeof id === 'string' && typeof todo === 'string' && typeof message === 'string'
    ? { id, todo, message, ...(typeof comment === 'string' ? { comment } : {}) }
    : undefined;
}

/**
 * A comment just written on a task (`lastComment` on the first item of the board that shows it:
 * the task, or an assignment's row; functions/data/conversation/comments.ts): each member of the audience it
 * was written for hears it, with the task id they know it by, unless (`stillIn`, a task of a shared
 * list whose group the batch holds) they left the list since. Not a comment already carried.
 */
function hearComment(
  audience: Audience,
  before: Image | undefined,
  after: Image | undefined,
  stillIn: ReadonlySet<string> | undefined,
): void {
  const last = after?.lastComment as Record<string, unknown> | undefined;
  if (!last || typeof last.id !== 'string') return;
  if ((before?.lastComment as Record<string, unknown> | undefined)?.id === last.id) return;
  const taskIds = (last.taskIds ?? {}) as Record<string, unknown>;
  // A task of a shared list: only those still in the list as the batch ends hear it.
  const members = (Array.isArray(last.audience) ? last.audience : []).filter(
    (member) => !stillIn || stillIn.has(String(member)),
  );
  const comment: LiveComment['comment'] = {
    _id: last.id,
    author: {
      _id: String(last.authorId ?? ''),
      username: String(last.authorName ?? ''),
      coverImg: typeof last.authorImg === 'string' ? last.authorImg : null,
    },
    text: String(last.text ?? ''),
    mentions: Array.isArray(last.mentions) ? last.mentions.map(String) : [],
    createdAt: String(last.createdAt ?? ''),
    editedAt: null,
  };
  for (const member of members) {
    const todo = taskIds[String(member)];
    if (typeof todo !== 'string') continue;
    const recipient = recipientOf(audience, String(member));
    if (!recipient.comments.some((known) => known.comment._id === comment._id))
      recipient.comments.push({ todo, thread: String(last.threadId ?? ''), comment });
  }
}

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
  if (after && changed.every((field) => counterFields.has(field))) {
    const recipient = recipientOf(audience, owner);
    recipient.topics.add('profile');
    recipient.counters = {
      totalTasks: Number(after.totalTasks ?? 0),
      completedTasks: Number(after.completedTasks ?? 0),
    };
  } else {
    add(audience, owner, 'profile');
  }
  const shown = changed.filter((field) => (publicProfileFields as readonly string[]).includes(field));
  if (shown.length === 0) return;
  // What teammates see of the owner changed only in its counters: they can take them from the message.
  const counters =
    after && shown.every((field) => counterFields.has(field))
      ? { totalTasks: Number(after.totalTasks ?? 0), completedTasks: Number(after.completedTasks ?? 0) }
      : null;
  const teammates = new Set([...mapKeys(before?.team), ...mapKeys(after?.team)]);
  for (const teammate of teammates) if (teammate !== owner) hearOfUser(audience, teammate, owner, counters);
}

/** The audience of one stream record, given its unmarshalled old and new images. */
export function audienceOf(
  before: Image | undefined,
  after: Image | undefined,
  removals: Removals = new Map(),
  patches: ListPatches = new Map(),
  membersNow: ListMembersNow = new Map(),
): Audience {
  const audience: Audience = new Map();
  const item = after ?? before;
  const pk = item?.pk;
  const sk = item?.sk;
  if (typeof pk !== 'string' || typeof sk !== 'string' || !pk.startsWith(userPartitionPrefix))
    return audience;
  const owner = pk.slice(userPartitionPrefix.length);
  // The owner's own keyed write (the key is in the owner's partition only, so it is theirs); a
  // delete's from the batch's other records of the same transaction.
  const writeKey = after ? writeKeyOf(before, after) : removals.get(removalId(pk, sk));

  if (sk === profileSortKey) {
    profileAudience(audience, owner, before, after);
  } else if (sk.startsWith(skPrefix.todo)) {
    // A task only put in its shared list's index (functions/data/lists/list-index.ts) changed for no page.
    if (before && after && onlyIndexKeysChanged(before, after)) return audience;
    hear(audience, owner, 'tasks', writeKey);
    const listId = after?.groupId;
    hearComment(
      audience,
      before,
      after,
      typeof listId === 'string' ? membersNow.get(listPatchKey(pk, `${skPrefix.group}${listId}`)) : undefined,
    );
    for (const image of [before, after]) {
      const assigner = image?.assignerId;
      if (image?.assigned === true && typeof assigner === 'string' && assigner !== owner)
        add(audience, assigner, 'assignments');
    }
  } else if (sk.startsWith(skPrefix.group)) {
    hear(audience, owner, 'tasks', writeKey);
    // A shared list's members, before and after: every change in the list touches its group item
    // (functions/data/lists/list-access.ts `groupWrite`), and a member added or removed sees it come or go.
    // A change seen whole reaches the members as it is (./list-patches.ts), else as the topic: only
    // this record's own change, and only to who is in the list after it and at the batch's end.
    const version = after?.version;
    const patch =
      typeof version === 'number' && version === Number(before?.version ?? 0) + 1
        ? patches.get(listPatchKey(pk, sk, version))
        : undefined;
    const stillIn = membersNow.get(listPatchKey(pk, sk));
    for (const member of new Set([...mapKeys(before?.members), ...mapKeys(after?.members)])) {
      if (member === owner) continue;
      if (patch && mapKeys(after?.members).includes(member) && (!stillIn || stillIn.has(member))) {
        const recipient = recipientOf(audience, member);
        recipient.topics.add('tasks');
        recipient.lists.push(patch);
      } else add(audience, member, 'tasks');
    }
  } else if (sk.startsWith(skPrefix.assignment)) {
    hear(audience, owner, 'assignments', writeKey);
    hearComment(audience, before, after, undefined);
  } else if (sk.startsWith(skPrefix.note)) {
    const notice = noticeOf(before, after);
    // A new notice is shown on every page: its record is never one page's own.
    hear(
      audience,
      owner,
      item?.kind === 'request' ? 'requests' : 'notifications',
      notice ? undefined : writeKey,
    );
    if (notice) add(audience, owner, null, notice);
  }
  return audience;
}

/** Adds one audience into another (a batch's records merged per user). */
export function mergeAudience(into: Audience, from: Audience): void {
  for (const [userId, recipient] of from) {
    const merged = recipientOf(into, userId);
    for (const topic of recipient.topics) merged.topics.add(topic);
    for (const topic of recipient.always) merged.always.add(topic);
    for (const [key, topics] of recipient.writes) for (const topic of topics) hear(into, userId, topic, key);
    // Records come in stream order: the later counters are the stored ones.
    if (recipient.counters) merged.counters = recipient.counters;
    for (const user of recipient.users)
      hearOfUser(into, userId, user, recipient.userCounters.get(user) ?? null);
    for (const notice of recipient.notices) add(into, userId, null, notice);
    for (const comment of recipient.comments)
      if (!merged.comments.some((known) => known.comment._id === comment.comment._id))
        merged.comments.push(comment);
    merged.lists.push(...recipient.lists);
  }
}
