/**
 * POST /api/todo/update/{id}: changes any non-empty set of a task's fields (completed, description,
 * important, due, groupId, notes, steps, repeat; shared/contract/requests/todo.ts `updateTodoBody`)
 * through ONE operation, functions/data/tasks/task-updates.ts `updateTodo`. Answers `{ todo }` as stored
 * after the change, with `next` when completing a repeating task created its next occurrence (or,
 * for the last assignee of a repeating assignment, their copy of the next round). Reopening a
 * repeating task names that occurrence: `nextRemoved` (taken back, unchanged) or `nextKept`.
 *
 * The original client's `{ completed }` and `{ description }` work as before: each is the task read
 * and one transaction, which also writes the change's history entry (docs/api.md#activity).
 * An assignee may change a copy's completion and step ticks only (403 otherwise). Another user's task or a missing one: 404. DynamoDB calls: infra/route-settings.ts.
 */

import { updateTodoBody } from '@shared/contract/requests/todo';
import { serverErrors } from '@shared/messages/server';
import type { TaskChanges } from '@shared/types';
import { updateTodo } from '../data/tasks/task-updates';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';
import { sharedContextOf, toTodo } from '../lib/present';

/** Whether a change sets what is read in the caller's zone: the due day, its time, a relative reminder. */
const touchesDue = (changes: TaskChanges) =>
  changes.dueDay !== undefined ||
  changes.dueTime !== undefined ||
  changes.dueZone !== undefined ||
  changes.remindBefore !== undefined;

export const handler = createHandler('todo-update', {
  body: updateTodoBody,
  handle: async ({ input, user, params, unit }) => {
    const id = idParam(params, serverErrors.todoNotFound);
    const { todo, next, ...reopened } = await updateTodo(
      user.id,
      id,
      // A floating time (and a date-only task's reminder time) is read in the caller's zone: the
      // request's, else the profile's; given only to a change of the due or its reminder.
      touchesDue(input) && (input.timeZone ?? user.timeZone)
        ? { ...input, timeZone: input.timeZone ?? user.timeZone }
        : input,
      user,
      unit,
    );
    const list = todo.groupId ? sharedContextOf(user, todo.groupId) : undefined;
    return { todo: toTodo(todo, list), ...(next ? { next: toTodo(next, list) } : {}), ...reopened };
  },
});
