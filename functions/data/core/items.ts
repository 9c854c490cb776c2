/**
 * The shapes of the items stored in the user partitions (keys in ./keys.ts, access patterns in
 * docs/data-model.md). Repositories own the reads and writes; these types are what they agree on.
 */

import type { LabelColor } from '@shared/labels';
import type { NotificationKind } from '@shared/notification-settings';
import type { Priority } from '@shared/priority';
import type { CompletionMode } from '@shared/team-task-fields';
import type { Repeat } from '@shared/types';
import type { ItemKey } from './batch';

/** A label as a task keeps it: id, name and colour when set (../lists/labels.ts). */
export interface LabelSnapshot {
  _id: string;
  name: string;
  color: LabelColor;
}

/** One step of a task's checklist as stored: its tick is kept apart, in `stepsDone` (../tasks/task-details.ts). */
export interface StepItem {
  id: string;
  title: string;
}

/**
 * The details of a task or an assignment, absent on items stored before them (read as
 * no notes, no steps, no repeat). `stepsDone` holds the ticks by step id, apart from the list, so
 * the assigner can rewrite a copy's steps without touching the assignee's ticks.
 */
export interface TaskDetailFields {
  notes?: string;
  steps?: StepItem[];
  stepsDone?: Record<string, boolean>;
  repeat?: Repeat | null;
}

/**
 * The mark a completed repeating task keeps of the occurrence its completion created: its id, and a
 * print of what its owner may change, as created (../tasks/next-occurrence.ts).
 */
export interface SpawnedMark {
  id: string;
  print: string;
}

/** A task: the user's own, or an assignee's copy of an assigned task (same partition, same shape). */
/** One assignee's part of a team task: Completed (and when) or Pending. */
export interface StoredPart {
  id: string;
  username: string;
  completed: boolean;
  completedAt: string | null;
}

export interface TodoItem extends ItemKey, TaskDetailFields {
  type: 'todo';
  id: string;
  /** Owner, or assignee for a copy. */
  userId: string;
  /**
   * Its home: a user group id or a built-in home (today, important, planned); null for assigned
   * copies (they live in "Assigned to you") and for own tasks stored before homes existed (served
   * in `today`, functions/lib/present.ts).
   */
  groupId: string | null;
  description: string;
  /** Lowercase description, for the case-insensitive substring search. */
  descriptionLower: string;
  completed: boolean;
  important: boolean;
  /** 1 (highest) to 4 (none); absent on tasks that never had one (read with `priorityOf`). */
  priority?: Priority;
  /**
   * The task's labels (../lists/labels.ts), ids of whoever set them, at most 10; absent when none. Beside
   * them `labelInfo`, their name and colour as they were when set (a snapshot: a shared list's
   * members see it, docs/decisions/0135).
   */
  labels?: string[];
  labelInfo?: LabelSnapshot[];
  /**
   * The due day (yyyy-mm-dd), the same for everyone, and `due`, noon UTC of it for the original
   * client (docs/decisions/0113). Tasks stored before `dueDay` have only `due`, 23:59 where it was
   * set: read them with `dueDayOf` (shared/due-day.ts), never by `due` alone. A timed task's `due`
   * is its instant (shared/timed-due.ts).
   */
  due: string | null;
  dueDay?: string | null;
  /** Times of day (shared/timed-due.ts): absent or null on a date-only task. */
  dueTime?: string | null;
  /** Null or absent: floating; an IANA zone: fixed. */
  dueZone?: string | null;
  /** A floating timed task's setter zone, whose wall clock `due` is the instant of. */
  dueBase?: string | null;
  /** A relative reminder: minutes before the due (0: at due time); `remindAt` follows the due. */
  remindBefore?: number | null;
  /**
   * The day of the month a monthly repeat keeps, on an occurrence whose due day fell back from it
   * to a shorter month's last day (../tasks/recurrence.ts); null once the user moves the due day.
   */
  monthDay?: number | null;
  createdAt: string;
  /** True on an assignee's copy. */
  assigned: boolean;
  /** On copies: shared by all copies of one assignment, and the assigner. */
  uniqueMarker?: string;
  assignerId?: string;
  assignerUsername?: string;
  /** ISO date-time (UTC) of the reminder; it fires once (../notifications/reminders.ts). */
  remindAt?: string | null;
  /**
   * Who the reminder is for when a member of the task's shared list set it: that member, not the
   * owner whose partition holds the task. Absent or null: the task's `userId`. Named as a
   * notification's recipient is, so the reminder index projects it already (./table.ts).
   */
  recipientId?: string | null;
  /** On a completed repeating task: the next occurrence its completion created (../tasks/next-occurrence.ts). */
  spawned?: SpawnedMark;
  /** GSI2 keys while the reminder is pending (sparse: absent otherwise). */
  gsi2pk?: string;
  gsi2sk?: string;
  /** GSI4 keys on a task of a list that is or was shared (./keys.ts `listIndexKeys`). */
  gsi4pk?: string;
  gsi4sk?: string;
  /**
   * Who made, last changed and completed the task (../tasks/task-stamps.ts): answered on tasks of shared
   * lists. `createdBy` also says whose counters hold the task; tasks stored before it have it absent
   * and count for `userId`, the partition's owner (`creatorOf`).
   */
  createdBy?: string;
  createdByName?: string;
  updatedBy?: string;
  updatedByName?: string;
  updatedAt?: string;
  completedBy?: string | null;
  completedByName?: string | null;
  completedAt?: string | null;
  /**
   * A team task of a shared list (../tasks/team-tasks.ts, docs/api.md#team-tasks): its assignees' parts in
   * order, when it is done ('all' when absent), the members its occurrences go to in turn, who set
   * the assignees last (completion notices go to them), and a revision every team change moves, on
   * which the next one is conditioned (two parts completed at once: the second reads the first).
   */
  assignees?: StoredPart[];
  completion?: CompletionMode;
  rotation?: string[];
  assignedBy?: string;
  teamRev?: number;
  /** How many comments its thread has had (../conversation/comments.ts): the board reads it with the task. */
  commentSeq?: number;
}

/** Whose counters hold a task: its creator's (docs/data-model.md, "Task counters"). */
export const creatorOf = (item: Pick<TodoItem, 'createdBy' | 'userId'>): string =>
  item.createdBy ?? item.userId;

/**
 * The group a stored task is served in: an own task's home (`today` for one stored before homes
 * existed: a read-time default, so nothing stored earlier disappears), `assigned-to-me` for a copy.
 */
export const homeOf = (item: Pick<TodoItem, 'assigned' | 'groupId'>): string =>
  item.assigned ? 'assigned-to-me' : (item.groupId ?? 'today');

export interface GroupItem extends ItemKey {
  type: 'group';
  id: string;
  userId: string;
  name: string;
  /** Lowercase name, for the case-insensitive substring search. */
  nameLower: string;
  createdAt: string;
  /**
   * A shared list (../lists/shared-lists.ts): its members besides the owner (`userId`) and their roles,
   * present from its first share on (empty once everyone left); the owner's username, for the
   * members' pages; and how many tasks it holds, counted at the first share and moved by every task
   * write in it from then on, so its limit is a condition.
   */
  members?: Record<string, ListMemberRole>;
  /** The members' usernames, by id, written with `members` (usernames never change). */
  memberNames?: Record<string, string>;
  ownerName?: string;
  taskCount?: number;
  /** A shared list's version: one more with every task write in it (functions/data/lists/list-access.ts). */
  version?: number;
  /** When the write that set `version` was made (epoch ms): a board read trusts the list's index after a while (../lists/joined-lists.ts). */
  changedAt?: number;
  /** How many task items the write that set `version` wrote in the list. */
  changedTasks?: number;
}

/** A shared list member's role: editors change its tasks, viewers read them. */
export type ListMemberRole = 'editor' | 'viewer';

/** The assigner's "Assigned by you" row: one per assignment, in the assigner's partition. */
export interface AssignmentItem extends ItemKey, Omit<TaskDetailFields, 'stepsDone'> {
  type: 'assignment';
  /** The uniqueMarker shared by the copies. */
  id: string;
  assignerId: string;
  description: string;
  descriptionLower: string;
  important: boolean;
  /** As on a task: its priority, which every copy answers (absent: 4). */
  priority?: Priority;
  /** As on a task: the due day, and `due` at noon UTC of it (read with `dueDayOf`). */
  due: string | null;
  dueDay?: string | null;
  /** As on a task: the time of day, its zone (fixed) and the setter's zone (floating). */
  dueTime?: string | null;
  dueZone?: string | null;
  dueBase?: string | null;
  /**
   * The last 'edited a task' notification of each assignee (by id) and when it was sent: edits within
   * limits.editNoticeFoldMinutes of it rewrite it instead of adding another (../tasks/assignments.ts).
   */
  editNotices?: Record<string, { id: string; at: string }>;
  /** As on a task: the day of the month a monthly repeat keeps. */
  monthDay?: number | null;
  createdAt: string;
  /** Assignee ids and their copy ids, index for index. */
  assignedTo: string[];
  originalIds: string[];
  /**
   * A repeating assignment: once its last copy was completed, the marker of the next
   * round that completion sent (set once: two last completions racing cannot both send it).
   */
  repeatedAs?: string;
  /** The reminder every copy got (a next round keeps its distance from the due date). */
  remindAt?: string | null;
  /** How many comments the assignment's one thread has had, as on its copies (../conversation/comments.ts). */
  commentSeq?: number;
}

/** A team request or a notification, in the recipient's partition (sort key NOTE#<time-ordered id>). */
export interface NoteItem extends ItemKey {
  type: 'note';
  kind: 'request' | 'notification';
  id: string;
  recipientId: string;
  fromUserId: string;
  createdAt: string;
  /** Notifications: the text shown. */
  message?: string;
  /** Requests: set once accepted or rejected. */
  isProcessed?: boolean;
  /** Notifications about a task (reminders, completion notices): its id. */
  todo?: string;
  /** A comment's notification (a mention, a comment on a followed task): the comment's id. */
  comment?: string;
  /**
   * The kind of notice, for the notification settings (shared/notification-settings.ts): the
   * digest's sections and the email queue read it. Absent on notices no setting governs.
   */
  topic?: NotificationKind;
  /** GSI2 keys while its Web Push is pending (completion notices; sparse). */
  gsi2pk?: string;
  gsi2sk?: string;
}

/**
 * One comment of a task's thread (../conversation/comments.ts), in the thread's partition. `audience` is who could
 * see the task when it was written: the live fan-out tells them (functions/realtime/audience.ts).
 */
export interface CommentItem extends ItemKey {
  type: 'comment';
  id: string;
  threadId: string;
  authorId: string;
  text: string;
  /** The audience members the text mentions, by id. */
  mentions: string[];
  createdAt: string;
  editedAt: string | null;
  audience: string[];
  /** The task id each audience member knows the task by (an assignment's copies differ), by member id. */
  taskIds: Record<string, string>;
}

/** How far a user has read a thread: the thread's `commentSeq` when they last read it. */
export interface ReadMarkItem extends ItemKey {
  type: 'readMark';
  threadId: string;
  seen: number;
}
