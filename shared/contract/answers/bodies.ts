/**
 * The answers that wrap others or carry a message: `{ message }`, lists, a changed task, counters.
 */
import * as v from 'valibot';
import { avatarUrl, id } from './parts';
import { group, todo } from './tasks';
import { notification, teamRequest } from './team';

export const messageBody = v.object({ message: v.string() });

/**
 * A step of an account's deletion (docs/api.md#deleting-an-account): `done` false (answered 202)
 * while there is more to delete, and the client calls again; true (200) once the account is gone.
 */
export const deletionProgress = v.object({ message: v.string(), done: v.boolean() });

export const groupsBody = v.object({ groups: v.array(group) });

export const todosBody = v.object({ todos: v.array(todo) });

export const todoBody = v.object({ todo });

/**
 * todo/quick-add (docs/quick-add.md#the-route): the task created, and what of the line was
 * understood and applied, each part with its offsets (`text === line.slice(start, end)`, UTF-16).
 */
export const quickAddAnswer = v.object({
  todo,
  parsed: v.array(
    v.object({
      kind: v.picklist(['date', 'repeat', 'priority', 'label', 'list', 'star', 'assignee']),
      text: v.string(),
      start: v.number(),
      end: v.number(),
    }),
  ),
});

/**
 * todo/update: the task as stored after the change, and `next` when completing a repeating task
 * created its next occurrence. Reopening such a task names that occurrence: `nextRemoved` when it
 * was taken back (unchanged), `nextKept` when it stays because it was changed.
 */
export const todoUpdatedBody = v.object({
  todo,
  next: v.optional(todo),
  nextRemoved: v.optional(v.string()),
  nextKept: v.optional(v.string()),
});

/** todo/nudge: what was said, and the pending assignees it reached. */
export const nudgedBody = v.object({ message: v.string(), nudged: v.array(id) });

export const countersBody = v.object({ totalTasks: v.number(), completedTasks: v.number() });

export const imageBody = v.object({ image: avatarUrl });

/** send-assignment: the new copies, one per partner, shaped like the `assigned-by-me` elements. */
export const assignmentSentBody = v.object({ message: v.string(), todos: v.array(todo) });

export const todoList = v.array(todo);

export const notificationList = v.array(notification);

/** notification-clear: its message, and how many notifications it deleted. */
export const clearedNotes = v.object({ message: v.string(), cleared: v.number() });

/** POST /api/notification/seen: the mark as it stands (a newer one another device set stays). */
export const seenNotes = v.object({ message: v.string(), notificationsSeenUpTo: v.string() });

export const teamRequestList = v.array(teamRequest);
