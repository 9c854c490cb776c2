/**
 * Fixtures for the unit tests of the routes' optimistic changes (web/src/features/dashboard/api/
 * changes.ts and change-undo.ts): the groups a server sends, stored outbox entries, and every change
 * the dashboard's actions queue.
 */

import type { Group, Task } from '@shared/types';
import { type AssignmentRow, assignmentRows } from '@shared/views';
import type { QueuedRequest } from '../../web/src/api/mutation';
import type { OutboxEntry } from '../../web/src/api/outbox/state';
import { quickAddRequest } from '../../web/src/features/dashboard/quick-add/request';
import { commentRequest } from '../../web/src/tasks/api/comment-request';
import type { NewTask } from '../../web/src/tasks/api/new-task';
import {
  assignmentRequests,
  claimRequest,
  groupRequests,
  taskRequests,
} from '../../web/src/tasks/api/requests';

/** A stored task in `groupId`, with `extra` fields. */
export const task = (id: string, groupId: string, extra: Partial<Task> = {}): Task => ({
  _id: id,
  description: `Task ${id}`,
  completed: false,
  assigned: false,
  important: false,
  due: null,
  dueDay: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  user: 'u1',
  groupId,
  ...extra,
});

/** A copy of the assignment `marker` to `assignee`, as "Assigned by you" stores it. */
export const copy = (id: string, assignee: string, marker: string): Task =>
  task(id, 'assigned-by-me', { assigned: true, user: assignee, uniqueMarker: marker, description: 'Paint' });

/**
 * The groups a server sends: Today, Errands (t1, t2), Work (t3), and "Assigned by you" with one
 * assignment (marker m1) to two teammates (copies c1, c2).
 */
export const server = (): Group[] => [
  { _id: 'today', name: 'Today', todo: [], builtIn: true },
  { _id: 'g1', name: 'Errands', todo: [task('t1', 'g1'), task('t2', 'g1')] },
  { _id: 'g2', name: 'Work', todo: [task('t3', 'g2')] },
  {
    _id: 'assigned-by-me',
    name: 'Assigned by you',
    todo: [copy('c1', 'u2', 'm1'), copy('c2', 'u3', 'm1')],
    builtIn: true,
  },
  {
    _id: 'g3',
    name: 'Sprint',
    todo: [team(), grabs(), claimed()],
    shared: {
      owner: { _id: 'u1', username: 'ann' },
      role: 'editor',
      memberCount: 2,
      members: [
        { _id: 'u2', username: 'bob' },
        { _id: 'u3', username: 'cy' },
      ],
      version: 1,
    },
  },
];

/** The member who sends the team tasks' changes. */
const bob = { id: 'u2', username: 'bob' };

/** A team task of list g3 with bob's part pending and ann's done (docs/api.md#team-tasks). */
function team(): Task {
  return {
    ...task('t4', 'g3'),
    assignees: [
      { _id: 'u1', username: 'ann', completed: true, completedAt: '2026-11-01T09:00:00.000Z' },
      { _id: 'u2', username: 'bob', completed: false, completedAt: null },
    ],
    completion: 'all',
    rotation: [],
  };
}

/** A task of list g3 up for grabs. */
function grabs(): Task {
  return { ...task('t5', 'g3'), assignees: [], completion: 'claim', rotation: [] };
}

/** A task of list g3 that bob claimed. */
function claimed(): Task {
  return {
    ...task('t6', 'g3'),
    assignees: [{ _id: 'u2', username: 'bob', completed: false, completedAt: null }],
    completion: 'claim',
    rotation: [],
  };
}

/** The row "Assigned by you" shows for assignment m1 (shared/views.ts `assignmentRows`). */
export const row = (): AssignmentRow => assignmentRows(server()[3]?.todo ?? [])[0] as AssignmentRow;

let sequence = 0;
/** A stored outbox entry for `route`, numbered in order. */
export const entry = (fields: Partial<OutboxEntry> & Pick<OutboxEntry, 'route'>): OutboxEntry => ({
  id: String(++sequence).padStart(4, '0'),
  key: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
  what: { kind: 'changeTask', name: 'x' },
  touches: [],
  ...fields,
});

/** The task ids a group shows, in order. */
export const ids = (groups: Group[], groupId: string) =>
  groups.find((g) => g._id === groupId)?.todo.map((t) => t._id);

/** Every change the dashboard's actions queue, made with the builders the actions use (requests.ts). */
export const made = (): [string, QueuedRequest<unknown>][] => {
  const t1 = server()[1]?.todo[0] as Task;
  const g1 = server()[1] as Group;
  const typed: NewTask = { description: 'Milk', important: true, dueDay: '2026-11-02' };
  return [
    ['create a task', taskRequests.create(typed, 'u1', 'g1', 'temp-1')],
    [
      'quick-add a line',
      quickAddRequest({
        line: 'Pay rent tomorrow every friday !1 #Work',
        plain: [],
        groups: server(),
        home: 'today',
        user: 'u1',
        important: false,
        dueDay: null,
        id: 'temp-q',
      }),
    ],
    ['toggle a task', taskRequests.update(t1, { completed: true })],
    ['star a task', taskRequests.update(t1, { important: true })],
    ['edit a description', taskRequests.update(t1, { description: 'Bread' }, 'Bread')],
    [
      'set details fields',
      taskRequests.update(t1, {
        notes: 'n',
        dueDay: null,
        steps: [{ _id: 's1', title: 'Step', completed: false }],
        repeat: { every: 1, unit: 'week' } as never,
        remindAt: '2026-11-03T09:00:00.000Z',
      }),
    ],
    ['move a task to another list', taskRequests.update(t1, { groupId: 'g2' })],
    ['delete a task', taskRequests.delete(t1)],
    ['create a group', groupRequests.create('New list', 'temp-g')],
    ['rename a group', groupRequests.rename(g1, 'Chores')],
    ['delete a group', groupRequests.delete(g1)],
    ['comment on a task', commentRequest(t1._id, t1.description, 'Where is the file?')],
    ['assign a task', assignmentRequests.create(typed, ['u2', 'u3'], 'temp-m', ['temp-c1', 'temp-c2'])],
    ['edit an assignment', assignmentRequests.edit(row(), { description: 'Paint the shed', notes: 'White' })],
    ['remove an assignee', assignmentRequests.removeAssignee(row(), 1)],
    ['delete an assignment for everyone', assignmentRequests.deleteForEveryone(row())],
    ['complete my part of a team task', taskRequests.update(team(), { completed: true }, 'Deploy', bob)],
    [
      'assign a team task',
      taskRequests.update(team(), { assignees: ['u1', 'u3'], completion: 'any' }, 'Deploy', bob),
    ],
    ['claim a task up for grabs', claimRequest('todo-claim', grabs(), bob)],
    ['give back a claimed task', claimRequest('todo-unclaim', claimed(), bob)],
  ];
};
