/**
 * The details panel's changes: any set of a task's fields through todo/update (a move to another
 * list too) and the whole assignment's fields through edit-assignment, each applied by its route's
 * change (api/changes.ts) and sent through the outbox. Each is applied to the groups' cache first,
 * then sent, and on failure undoes only its own fields, and only where they still hold what it
 * applied (a later change to the same field is not undone).
 */
import { idFrom } from '@shared/ids';
import { toasts } from '@shared/messages/screens';
import type { Task, TaskChanges } from '@shared/types';
import type { AssignmentRow } from '@shared/views';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../api/client';
import { useGroupsCache } from '../../tasks/api/groups-cache';
import { dashboardKeys } from '../../tasks/api/keys';
import { useQueuedChange } from '../../tasks/api/outbox-change';
import { assignmentRequests, taskRequests } from '../../tasks/api/requests';
import { addOnce } from '../../tasks/api/task-changes';

type FieldName =
  | 'description'
  | 'important'
  | 'priority'
  | 'labels'
  | 'labelInfo'
  | 'due'
  | 'notes'
  | 'steps'
  | 'repeat'
  | 'remindAt';
type Fields = Partial<Pick<Task, FieldName>>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const pick = (task: Task, names: readonly string[]): Fields =>
  Object.fromEntries(names.map((name) => [name, task[name as FieldName] ?? null])) as Fields;

/**
 * A new step's id, made here in the server's form: the server keeps a well-formed id (docs/api.md,
 * "Task details"), so the step keeps its key when the answer arrives and a title being typed into
 * it keeps its field and focus.
 */
const newStepId = () => idFrom(Date.now(), crypto.getRandomValues(new Uint8Array(16)));

/** The changed fields as the cache holds them, a new step with its id. */
function cacheFields(changes: Omit<TaskChanges, 'completed' | 'groupId'>): Fields {
  const { steps, ...rest } = changes;
  return {
    ...(rest as Fields),
    ...(steps
      ? { steps: steps.map((s) => ({ _id: s._id ?? newStepId(), title: s.title, completed: s.completed })) }
      : {}),
  };
}

/**
 * The error toast of a detail change: a refusal the server explains (a 400, e.g. 'A reminder must be
 * in the future') shows its message; anything else the general text.
 */
const failureText = (error: unknown): string =>
  error instanceof ApiError && error.status === 400 && error.fromServer
    ? error.message
    : toasts.updateTaskFailed;

const toastsOf = (options: SendOptions) =>
  options.quiet
    ? { error: failureText }
    : { loading: toasts.updatingTask, success: toasts.taskUpdated, error: failureText };

export interface SendOptions {
  /** No loading or success toast (notes saved while typing). */
  quiet?: boolean;
  /** The request outlives the page (notes flushed as the page goes away). */
  keepalive?: boolean;
}

export function useDetailActions() {
  const { patchTasks } = useGroupsCache();
  const { mutate } = useSWRConfig();
  const queuedChange = useQueuedChange();

  /** Sets `fields` on the matching tasks; with `expected`, each field only where it still holds that value. */
  const patchFields = useCallback(
    (match: (task: Task) => boolean, fields: Fields, expected?: Fields) =>
      patchTasks((todos) =>
        todos.map((task) => {
          if (!match(task)) return task;
          let next = task;
          for (const [name, value] of Object.entries(fields)) {
            if (expected && !same(task[name as FieldName], expected[name as FieldName])) continue;
            next = { ...next, [name]: value };
          }
          return next;
        }),
      ),
    [patchTasks],
  );

  /** Any set of an own task's fields (an assigned copy: its completion, step ticks and own reminder only). */
  const updateTask = useCallback(
    async (task: Task, changes: TaskChanges, options: SendOptions = {}) => {
      const { completed: _completed, groupId: _groupId, ...fieldChanges } = changes;
      const applied = cacheFields(fieldChanges);
      const names = Object.keys(applied);
      const match = (t: Task) => t._id === task._id;
      const body: TaskChanges = { ...changes, ...(applied.steps ? { steps: applied.steps } : {}) };
      const outcome = await queuedChange(taskRequests.update(task, body), {
        toasts: toastsOf(options),
        keepalive: options.keepalive ?? false,
        update: ({ todo, next }) =>
          Promise.all([
            // By either id: the task may have been shown under its temporary id when the change was made.
            patchFields((t) => match(t) || t._id === todo._id, pick(todo, names), applied),
            next ? addOnce(patchTasks, next) : undefined,
          ]),
      });
      return outcome.ok;
    },
    [queuedChange, patchFields, patchTasks],
  );

  /** The whole assignment's fields, on every copy of the row; the saved copies are read again after. */
  const editAssignment = useCallback(
    async (
      row: AssignmentRow,
      changes: Omit<TaskChanges, 'completed' | 'groupId'>,
      options: SendOptions = {},
    ) => {
      const applied = cacheFields(changes);
      const body = { ...changes, ...(applied.steps ? { steps: applied.steps } : {}) };
      const outcome = await queuedChange(assignmentRequests.edit(row, body), {
        toasts: toastsOf(options),
        keepalive: options.keepalive ?? false,
        // The answer is a message: the copies are read again as the server stored them.
        update: () => mutate(dashboardKeys.groups),
      });
      return outcome.ok;
    },
    [queuedChange, mutate],
  );

  return { updateTask, editAssignment };
}
