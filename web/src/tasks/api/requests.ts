/**
 * The requests of the dashboard's changes the outbox keeps, as data (api/mutation.ts `queued`): what
 * is sent, stored and replayed, and what the optimistic change (changes.ts) is applied from.
 */
import type { BodyOf } from '@shared/contract';
import type { RouteName } from '@shared/routes';
import type { Group, Task, TaskChanges } from '@shared/types';
import type { AssignmentRow } from '@shared/views';
import { type QueuedRequest, queued } from '../../api/mutation';
import type { ChangeKind, OutboxRequest } from '../../api/outbox/state';
import type { NewTask } from './new-task';
import { noteEdit } from './recent-edits';

/** A change of the task or group `id`, which it names and marks as pending. */
const changeOf = <N extends RouteName>(
  route: N,
  id: string,
  kind: ChangeKind,
  name: string,
  body?: BodyOf<N>,
  tempId?: string,
) =>
  queued(route, { params: tempId ? undefined : { id }, body, tempId, what: { kind, name }, touches: [id] });

/** Who sends a change, as its optimistic change reads it. */
export type Writer = NonNullable<OutboxRequest['writer']>;

export const taskRequests = {
  /** A new task in `groupId`, shown under `tempId` until the answer. */
  create: (task: NewTask, user: string, groupId: string, tempId: string) =>
    changeOf(
      'todo-create',
      tempId,
      'createTask',
      task.description,
      // The fields the original client sends, the due as its day (docs/compat.md#creating-a-task).
      {
        description: task.description,
        completed: false,
        assigned: false,
        important: task.important,
        user,
        dueDay: task.dueDay,
        groupId,
      },
      tempId,
    ),
  /** Any set of the task's fields; `name` is what the refused panel calls it. */
  /** `writer`: who sends it, when that decides the change (a team task's part: ./team-task-change.ts). */
  update: (task: Task, body: TaskChanges, name = task.description, writer?: Writer) => {
    // A teammate's later change of the same field is then told (./recent-edits.ts).
    noteEdit(task._id, body);
    return { ...changeOf('todo-update', task._id, 'changeTask', name, body), writer };
  },
  delete: (task: Task) => changeOf('todo-delete', task._id, 'deleteTask', task.description),
};

/** A task up for grabs taken by `writer`, or given back (docs/api.md#team-tasks). */
export const claimRequest = (route: 'todo-claim' | 'todo-unclaim', task: Task, writer: Writer) => ({
  ...changeOf(route, task._id, route === 'todo-claim' ? 'claimTask' : 'unclaimTask', task.description),
  writer,
});

export const groupRequests = {
  create: (name: string, tempId: string): QueuedRequest<Group> =>
    changeOf('todo-create-group', tempId, 'createGroup', name, { name }, tempId),
  rename: (group: Group, name: string) =>
    changeOf('todo-update-group', group._id, 'renameGroup', name, { name }),
  delete: (group: Group) => changeOf('todo-delete-group', group._id, 'deleteGroup', group.name),
};

/** The assignment fields edit-assignment takes (all but the assignees' own completion and list). */
export type AssignmentChanges = Omit<TaskChanges, 'completed' | 'groupId'>;

/**
 * Changes in "Assigned by you". Each names the row as the original client sends it (`todos`): its
 * marker and copy ids, which the outbox renames when the row was made offline. A row touches its
 * first copy, whose id the row shows by.
 */
export const assignmentRequests = {
  /** A new assignment: one copy per partner, under `copyIds`, the row under `marker` until the answer. */
  create: (task: NewTask, partners: string[], marker: string, copyIds: string[]) =>
    queued('notification-send-assignment', {
      // The due as its day (docs/compat.md#assignments).
      body: { description: task.description, important: task.important, dueDay: task.dueDay, partners },
      tempId: marker,
      tempIds: copyIds,
      what: { kind: 'assign', name: task.description },
      touches: [marker, ...copyIds],
    }),
  edit: (row: AssignmentRow, changes: AssignmentChanges, name = row.description) =>
    queued('notification-edit-assignment', {
      body: { ...changes, todos: row },
      what: { kind: 'changeAssignment', name },
      touches: [row._id, ...row.originalIds],
    }),
  removeAssignee: (row: AssignmentRow, index: number) =>
    queued('notification-delete-assignment-for-single-teammate', {
      body: { todos: row, index },
      what: { kind: 'removeAssignee', name: row.description },
      touches: [row.originalIds[index] ?? row._id],
    }),
  deleteForEveryone: (row: AssignmentRow) =>
    queued('notification-delete-assignment-for-all-teammates', {
      body: { todos: row },
      what: { kind: 'deleteAssignment', name: row.description },
      touches: [row._id, ...row.originalIds],
    }),
};
