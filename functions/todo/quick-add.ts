/**
 * POST /api/todo/quick-add `{ text, groupId?, timeZone }` (extension, docs/quick-add.md#the-route):
 * the line parsed (shared/quick-add) into a new task's title and fields, created as todo/create
 * creates one (same operation, same transaction, an Idempotency-Key honoured the same way). `groupId`
 * is create's home; a "#List name" in the line wins. Answers 201 with `{ todo, parsed }`.
 * DynamoDB calls: infra/route-settings.ts.
 */

import { quickAddBody } from '@shared/contract/requests/todo';
import { isBuiltInViewId } from '@shared/limits';
import { serverErrors } from '@shared/messages/server';
import { validation } from '@shared/messages/validation';
import { isMergedView } from '@shared/views';
import { isId } from '../data/core/ids';
import { quickAddTodo } from '../data/tasks/quick-add';
import { Invalid, NotFound } from '../lib/errors';
import { createHandler, Reply } from '../lib/handler';
import { sharedContextOf, toTodo } from '../lib/present';

export const handler = createHandler('todo-quick-add', {
  body: quickAddBody,
  handle: async ({ input, user, unit }) => {
    const home = input.groupId || 'today';
    const builtIn = isBuiltInViewId(home);
    if (builtIn && !isMergedView(home)) throw new Invalid(validation.groupNotAHome);
    if (!builtIn && !isId(home)) throw new NotFound(serverErrors.groupNotFound);
    const { todo, result } = await quickAddTodo(user, input, unit);
    const parsed = result.parsed.map(({ kind, text, start, end }) => ({ kind, text, start, end }));
    return new Reply(
      { todo: toTodo(todo, sharedContextOf(user, todo.groupId ?? home)), parsed },
      { statusCode: 201 },
    );
  },
});
