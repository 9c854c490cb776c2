/**
 * The answers of the export and import routes: the document, its link, a list's CSV, the calendar,
 * the import's report.
 */
import * as v from 'valibot';
import { priorities } from '../../priority';
import { dueDay, id, isoTime, profileFields, userRef } from './parts';
import { activityEntry, labelList, repeat, step } from './tasks';

/** A task in an export: every field a task stores (ids kept, for reference only: an import makes new ones). */
export const exportTask = v.object({
  _id: id,
  /** The user group or built-in home (today, important, planned) it lives in. */
  groupId: id,
  description: v.string(),
  completed: v.boolean(),
  important: v.boolean(),
  /** 1 (highest) to 4 (none). Optional: exports written before it have none (4). */
  priority: v.optional(v.picklist(priorities)),
  /** The names of its labels (docs/api.md#labels). Optional: exports written before them have none. */
  labels: v.optional(v.array(v.string())),
  due: v.nullable(isoTime),
  /** Optional: exports written before it have only `due`, read as the day it was set on. */
  dueDay,
  /** The time of day and its zone (docs/api.md#times-of-day). Optional: older exports have none. */
  dueTime: v.optional(v.nullable(v.string())),
  dueZone: v.optional(v.nullable(v.string())),
  /** A relative reminder, minutes before the due. Optional: older exports have none. */
  remindBefore: v.optional(v.nullable(v.number())),
  createdAt: isoTime,
  notes: v.string(),
  steps: v.array(step),
  repeat: v.nullable(repeat),
  /** The pending reminder, or null. Exported, not imported (docs/api.md). */
  remindAt: v.nullable(isoTime),
});

export const exportDocument = v.object({
  format: v.literal('teamtodo-export'),
  version: v.literal(1),
  exportedAt: isoTime,
  /** The profile without secrets (no password hash, no sessions). */
  profile: v.object(profileFields),
  /** The caller's groups; a shared one with its members and their roles (an import leaves them out). */
  groups: v.array(
    v.object({
      _id: id,
      name: v.string(),
      createdAt: isoTime,
      members: v.optional(v.array(v.object({ ...userRef.entries, role: v.picklist(['editor', 'viewer']) }))),
    }),
  ),
  /** The caller's own tasks. */
  tasks: v.array(exportTask),
  /** The caller's labels, which the tasks name (an import finds or creates them by name, with their colour). */
  labels: v.optional(labelList),
  /**
   * The lists teammates shared with the caller, each with its owner, the caller's role and its
   * tasks, whoever made them (for reference: an import does not bring them back).
   */
  sharedWithMe: v.optional(
    v.array(
      v.object({
        _id: id,
        name: v.string(),
        owner: userRef,
        role: v.picklist(['editor', 'viewer']),
        tasks: v.array(v.object({ ...exportTask.entries, createdBy: userRef })),
      }),
    ),
  ),
  /** The assignments the caller made, each assignee with the state of their copy. */
  assignmentsMade: v.array(
    v.object({
      ...v.omit(exportTask, ['groupId', 'completed']).entries,
      assignees: v.array(v.object({ ...userRef.entries, copyId: id, completed: v.nullable(v.boolean()) })),
    }),
  ),
  /** Copies others assigned to the caller, with who assigned them. */
  assignedToMe: v.array(v.object({ ...v.omit(exportTask, ['groupId']).entries, assigner: userRef })),
  team: v.array(userRef),
  notifications: v.array(
    v.object({
      _id: id,
      kind: v.picklist(['request', 'notification']),
      createdAt: isoTime,
      message: v.string(),
      isProcessed: v.boolean(),
      from: userRef,
    }),
  ),
  /**
   * The history of the caller's tasks and assignments (docs/api.md#activity), kept 365 days:
   * `taskId` names the task or the assignment; `keptUntil` is when the entry expires.
   */
  activity: v.optional(
    v.array(
      v.object({
        ...v.omit(activityEntry, ['_id']).entries,
        _id: id,
        taskId: id,
        keptUntil: isoTime,
      }),
    ),
  ),
});

/** An export too large for one answer: a short-lived link to the same document in S3. */
export const exportLink = v.object({
  format: v.literal('teamtodo-export-link'),
  url: v.pipe(v.string(), v.description('A presigned GET URL of the export document')),
  expiresAt: isoTime,
  bytes: v.number(),
});

export const exportAnswer = v.union([exportDocument, exportLink]);

/** Text answers (CSV, iCalendar): documented as strings, sent with their own content type. */
export const csvText = v.pipe(v.string(), v.description('text/csv; RFC 4180'));

export const icsText = v.pipe(v.string(), v.description('text/calendar; RFC 5545'));

const lineNote = v.object({
  /** The line of the file the row starts on; null for a JSON file's entries. */
  line: v.nullable(v.number()),
  reason: v.string(),
});

export const importReport = v.object({
  dryRun: v.boolean(),
  format: v.picklist(['teamtodo', 'todoist', 'ticktick']),
  /** True when this very file was imported before: nothing is (or would be) created. */
  alreadyImported: v.boolean(),
  created: v.object({ groups: v.number(), tasks: v.number(), steps: v.number() }),
  groups: v.array(
    v.object({ source: v.string(), name: v.string(), renamed: v.boolean(), tasks: v.number() }),
  ),
  /** Extension: the one list the tasks go into, when the import named one (`groups` is then empty). */
  into: v.optional(v.object({ _id: v.string(), name: v.string() })),
  /** Rows not imported: the first 200 (`skippedTotal` counts them all). */
  skipped: v.array(lineNote),
  /** Extension: how many rows were not imported, listed in `skipped` or not. */
  skippedTotal: v.number(),
  /** Rows imported with a loss (a repeat rule without an equivalent, a date not read, text cut): the first 200. */
  warnings: v.array(lineNote),
  /** Extension: how many warnings there were, listed in `warnings` or not. */
  warningsTotal: v.number(),
});
