/** Bodies of the task and group routes. */
import * as v from 'valibot';
import { validation as text } from '../../messages';
import { checkGroupName } from '../../validation';
import { body, description, due, optionalBoolean, optionalText, requiredText, rule } from './fields';

/**
 * todo/create. `user` is type-checked and otherwise ignored: a task always belongs to the caller.
 * `assigned: true` is refused: copies are made by send-assignment, with their assignees and marker.
 * `groupId`: a user group id, a built-in home, or none (the route resolves it).
 */
export const createTodoBody = v.pipe(
  body(
    {
      description,
      completed: optionalBoolean('completed'),
      important: optionalBoolean('important'),
      assigned: v.pipe(
        optionalBoolean('assigned'),
        v.check((assigned) => assigned !== true, text.assignedOnCreate),
      ),
      user: optionalText('user'),
      groupId: v.optional(v.nullable(v.string(text.groupIdInvalid))),
      due,
    },
    { description: text.descriptionRequired },
  ),
  v.transform((input) => ({
    description: input.description,
    completed: input.completed ?? false,
    important: input.important ?? false,
    // An absent due date skips its rule (an optional entry): none.
    due: input.due ?? null,
    groupId: input.groupId ? input.groupId : null,
  })),
);

/**
 * todo/update accepts a toggle, `{ completed, description? }`, or an edit, `{ description }`. The
 * fields are checked one by one first, so each refusal keeps its own SPEC.md message (a body with
 * neither is `updateFieldsRequired`); the output is then one of the two shapes, which the route
 * tells apart by `completed`.
 */
// A toggle's description may be sent as null (none); the output never holds null.
const todoToggle = v.object({ completed: v.boolean(), description: v.optional(v.nullable(v.string())) });
const todoEdit = v.object({ description: v.string() });

export const updateTodoBody = v.pipe(
  body({
    completed: optionalBoolean('completed'),
    description: v.optional(v.nullable(description)),
  }),
  v.check((input) => input.completed !== undefined || input.description != null, text.updateFieldsRequired),
  v.transform((input) => ({
    ...(input.completed !== undefined ? { completed: input.completed } : {}),
    ...(input.description != null ? { description: input.description } : {}),
  })),
  v.union([todoToggle, todoEdit]),
);

/** create-group and update-group: the name, trimmed, non-blank, at most 20 characters. */
export const groupNameBody = body(
  { name: v.pipe(requiredText('name', text.groupNameRequired), v.trim(), rule(checkGroupName)) },
  { name: text.groupNameRequired },
);
