/**
 * The answers about tasks and groups: a task, its details and history, a group and its members,
 * saved filters, the bin.
 */
import * as v from 'valibot';
import { filterIcons } from '../../filters/icons';
import { labelColors } from '../../labels';
import { priorities } from '../../priority';
import { repeatFroms } from '../../repeat';
import { completionModes } from '../../team-task-fields';
import { teamMemberSummary } from './accounts';
import { dueDay, id, isoTime, userRef } from './parts';

/** An assignee of a team task and their part: Completed (and when) or Pending. */
export const assignee = v.object({
  _id: id,
  username: v.string(),
  completed: v.boolean(),
  completedAt: v.nullable(isoTime),
});

/** One step of a task's checklist. On a copy, `completed` is the assignee's own tick. */
export const step = v.object({ _id: id, title: v.string(), completed: v.boolean() });

/** A label of the user's (docs/api.md#labels): a name (1-30 characters) and a colour. */
export const label = v.object({
  _id: id,
  name: v.string(),
  color: v.picklist(labelColors),
});

export const labelList = v.array(label);

/**
 * How a task repeats: `rule` is the canonical text of the RRULE subset of
 * shared/repeat.ts; `from` says whether the next due date follows the schedule ('due') or counts
 * from the day of completion ('completion'); `timeZone` (IANA) is the zone whose calendar days the
 * due date is counted in, when the client sent one.
 */
export const repeat = v.object({
  rule: v.pipe(v.string(), v.description('RRULE subset, canonical: FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR')),
  from: v.picklist(repeatFroms),
  timeZone: v.optional(v.pipe(v.string(), v.description('IANA time zone name'))),
});

/**
 * A task as the server sends it, one shape for all: an own task, a copy assigned to the caller, and
 * the assigner's view of a copy. What clients build from tasks (a merged view's `groupName`, the
 * grouped "Assigned by you" row) is theirs, not the answer's (shared/views.ts).
 */
export const todo = v.object({
  _id: id,
  description: v.string(),
  completed: v.boolean(),
  assigned: v.boolean(),
  important: v.boolean(),
  /**
   * Extension (docs/api.md#priority): 1 (highest) to 4 (none), beside the star; always sent by this
   * server (4 when unset), optional so a client may build a task without it.
   */
  priority: v.optional(v.picklist(priorities)),
  due: v.nullable(isoTime),
  dueDay,
  /**
   * Extensions (docs/api.md#times-of-day, shared/due-time.ts): the time of day, "HH:MM" (24 h) or
   * null for a date-only task; and its zone, null (floating: wall-clock time wherever the viewer
   * is) or an IANA zone (fixed: one instant for everyone). Always sent by this server.
   */
  dueTime: v.optional(v.nullable(v.pipe(v.string(), v.description('HH:MM, 24 h')))),
  dueZone: v.optional(v.nullable(v.pipe(v.string(), v.description('IANA time zone name')))),
  /**
   * Extension (docs/api.md#labels): the ids of the task's labels, at most 10; always sent by this
   * server ([] when none). In a shared list they are the labels of whoever set them: `labelInfo`
   * names each for every member.
   */
  labels: v.optional(v.array(id)),
  labelInfo: v.optional(v.array(label)),
  createdAt: isoTime,
  /** Owner (or assignee, for an assigned copy). */
  user: id,
  /**
   * The group the task is stored in: a user group, a built-in home (today, important, planned),
   * `assigned-to-me` for a copy assigned to the caller, `assigned-by-me` for the assigner's view
   * of a copy.
   */
  groupId: id,
  /** Shared by all copies of one assignment. */
  uniqueMarker: v.optional(id),
  /** Assigner's username, on copies (views 3 and 4). */
  username: v.optional(v.string()),
  /**
   * Extensions: always sent by this server ('' , [] and null when unset); optional so
   * a client may build a task without them.
   */
  notes: v.optional(v.string()),
  steps: v.optional(v.array(step)),
  repeat: v.optional(v.nullable(repeat)),
  /** Extension: when the owner is reminded, or null; always sent by this server. */
  remindAt: v.optional(v.nullable(isoTime)),
  /**
   * Extension (docs/api.md#times-of-day): a relative reminder, minutes before the due (0: at due
   * time), `remindAt` following the due; null for none or an absolute reminder. Always sent.
   */
  remindBefore: v.optional(v.nullable(v.number())),
  /**
   * Extensions, on a task in a shared list (docs/api.md#shared-lists): who created it, who changed
   * it last and when, who completed it and when (null while it is open).
   */
  createdBy: v.optional(userRef),
  updatedBy: v.optional(userRef),
  updatedAt: v.optional(isoTime),
  completedBy: v.optional(v.nullable(userRef)),
  completedAt: v.optional(v.nullable(isoTime)),
  /**
   * Extensions, on a team task of a shared list (docs/api.md#team-tasks), sent when set: its
   * assignees, each with their part; when it is done ('all' when absent); the members its
   * occurrences go to in turn.
   */
  assignees: v.optional(v.array(assignee)),
  completion: v.optional(v.picklist(completionModes)),
  rotation: v.optional(v.array(id)),
  /**
   * Extension (docs/api.md#comments): comments on the task the caller has not read, capped at 99;
   * sent by get-groups on every task.
   */
  unreadComments: v.optional(v.number()),
});

/** A shared list member's role; the owner's is `owner`. */
export const listRole = v.picklist(['owner', 'editor', 'viewer']);

export const group = v.object({
  _id: id,
  name: v.string(),
  todo: v.array(todo),
  /** True for the five built-in groups. */
  builtIn: v.optional(v.boolean()),
  /**
   * Extension: on a shared list (docs/api.md#shared-lists), its owner, the caller's role in it, how
   * many members it has besides the owner, and its version.
   */
  shared: v.optional(
    v.object({
      owner: userRef,
      role: listRole,
      memberCount: v.number(),
      /** Its members besides the owner, by name, for the avatars beside it. */
      members: v.optional(v.array(userRef)),
      /** The list's version: a live change of it carries the next one (shared/live.ts). */
      version: v.optional(v.number()),
    }),
  ),
});

/** GET /api/lists/{groupId}/members: the owner, and each member with their role. */
export const listMembers = v.object({
  owner: teamMemberSummary,
  members: v.array(v.object({ ...teamMemberSummary.entries, role: v.picklist(['editor', 'viewer']) })),
});

/** One entry of a task's history (docs/api.md#activity): who changed what, from what to what. */
export const activityEntry = v.object({
  _id: id,
  actor: v.object({ _id: id, username: v.string() }),
  at: v.string(),
  kind: v.string(),
  changes: v.array(v.object({ field: v.string(), from: v.unknown(), to: v.unknown() })),
  /** On a revert: the entry it put back. */
  revertOf: v.optional(id),
});

/** GET /api/tasks/{id}/activity: a page of entries, newest first; `next` is the cursor of the next page. */
export const activityPage = v.object({ entries: v.array(activityEntry), next: v.nullable(v.string()) });

/** A revert: the task as stored after it (as todo/update answers), and the fields it put back. */
export const revertedBody = v.object({
  todo,
  next: v.optional(todo),
  nextRemoved: v.optional(v.string()),
  nextKept: v.optional(v.string()),
  reverted: v.array(v.string()),
});

/** A saved filter (docs/api.md#saved-filters): a smart list of the user's, evaluated by clients. */
export const savedFilter = v.object({
  _id: id,
  name: v.string(),
  icon: v.picklist(filterIcons),
  /** The query (shared/filters/query.ts), as saved. */
  query: v.string(),
  /** The sidebar's order, ascending. */
  order: v.number(),
  createdAt: isoTime,
});

export const savedFilterList = v.array(savedFilter);

/** One deleted task or list in the caller's bin (GET /api/bin, docs/api.md#the-bin). */
export const binItem = v.object({
  _id: id,
  kind: v.picklist(['task', 'list']),
  /** The task's description, or the list's name. */
  title: v.string(),
  /** A task: the list it was in (a user group or a built-in home), and its name while it exists; a list: null. */
  listId: v.nullable(v.string()),
  listName: v.nullable(v.string()),
  deletedAt: isoTime,
  /** When it leaves the bin for good. */
  expiresAt: isoTime,
  /** A list: how many tasks it holds; a task: null. */
  taskCount: v.nullable(v.number()),
});

/** The caller's bin, newest first. */
export const binList = v.object({ items: v.array(binItem) });

/** POST /api/bin/{id}/restore: what came back, and the group it is in now (`today`: Tasks). */
export const binRestored = v.object({ _id: id, kind: v.picklist(['task', 'list']), groupId: v.string() });
