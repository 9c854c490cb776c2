/**
 * POST /api/todo/create: a new task of the caller's, stored in the group it was created in (its
 * home): a user group, or a built-in home (today, important, planned) when created while one of
 * those is selected; no groupId means `today`. The assignment views hold copies only: 400. Answers
 * 201 with the bare task (docs/compat.md#creating-a-task).
 *
 * The task, its counts and, for a user group, the check that the group is the caller's and not
 * being deleted go in one transaction (functions/data/tasks/todos.ts `createTodo`; a missing group is
 * 404 and nothing is written). DynamoDB calls: infra/route-settings.ts.
 */

import { createTodoBody } from '@shared/contract/requests/todo';
import { isBuiltInViewId } from '@shared/limits';
import { serverErrors } from '@shared/messages/server';
import { validation } from '@shared/messages/validation';
import { isMergedView } from '@shared/views';
import { isId } from '../data/core/ids';
import { createTodo } from '../data/tasks/todos';
import { Invalid, NotFound } from '../lib/errors';
import { createHandler, Reply } from '../lib/handler';
import { sharedContextOf, toTodo } from '../lib/present';

export const handler = createHandler('todo-create', {
  body: createTodoBody,
  handle: async ({ input, user, unit }) => {
    const home = input.groupId ?? 'today';
    const builtIn = isBuiltInViewId(home);
    if (builtIn && !isMergedView(home)) throw new Invalid(validation.groupNotAHome);
    if (!builtIn && !isId(home)) throw new NotFound(serverErrors.groupNotFound);
    // A floating time is read in the caller's zone: the request's, else the profile's.
    const timeZone = input.timeZone ?? user.timeZone;
    const todo = await createTodo(user.id, { ...input, ...(timeZone ? { timeZone } : {}) }, home, unit, user);
    return new Reply(toTodo(todo, sharedContextOf(user, home)), { statusCode: 201 });
  },
});
