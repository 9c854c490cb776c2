/**
 * The routes' optimistic changes (web/src/features/dashboard/api/changes.ts): one function per route,
 * the same made live, replayed from a stored entry and undone (change-undo.ts). The waiting changes
 * laid over the groups the server sent show still applied, in order, and a create's temporary id is
 * replaced by the server's once, without doubles.
 */
import type { Group, Task } from '@shared/types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueuedRequest } from '../../../api/mutation';
import { replaced } from '../../../api/outbox/rename';
import type { OutboxEntry } from '../../../api/outbox/state';
import { undone } from './change-undo';
import { applyChange, changes, settleIn, withPending } from './changes';
import type { NewTask } from './new-task';
import { groupRequests, taskRequests } from './requests';

const task = (id: string, groupId: string, extra: Partial<Task> = {}): Task => ({
  _id: id,
  description: `Task ${id}`,
  completed: false,
  assigned: false,
  important: false,
  due: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  user: 'u1',
  groupId,
  ...extra,
});

const server = (): Group[] => [
  { _id: 'today', name: 'Today', todo: [], builtIn: true },
  { _id: 'g1', name: 'Errands', todo: [task('t1', 'g1'), task('t2', 'g1')] },
  { _id: 'g2', name: 'Work', todo: [task('t3', 'g2')] },
];

let sequence = 0;
const entry = (fields: Partial<OutboxEntry> & Pick<OutboxEntry, 'route'>): OutboxEntry => ({
  id: String(++sequence).padStart(4, '0'),
  key: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
  what: { kind: 'changeTask', name: 'x' },
  touches: [],
  ...fields,
});

const ids = (groups: Group[], groupId: string) =>
  groups.find((g) => g._id === groupId)?.todo.map((t) => t._id);

describe('withPending', () => {
  it('shows a waiting create at the top of its group, under its temporary id, once', () => {
    const create = entry({
      route: 'todo-create',
      tempId: 'temp-1',
      body: { description: 'Milk', important: true, due: null, user: 'u1', groupId: 'g1' },
    });
    const shown = withPending(server(), [create]);
    expect(ids(shown, 'g1')).toEqual(['temp-1', 't1', 't2']);
    expect(shown[1]?.todo[0]).toMatchObject({ description: 'Milk', important: true, completed: false });
    // Already there (the restored cache held it): not added twice.
    expect(ids(withPending(shown, [create]), 'g1')).toEqual(['temp-1', 't1', 't2']);
  });

  it('applies updates, moves, deletes and group changes in the order they were made', () => {
    const shown = withPending(server(), [
      entry({ route: 'todo-update', params: { id: 't1' }, body: { completed: true, notes: 'n' } }),
      entry({ route: 'todo-update', params: { id: 't1' }, body: { completed: false } }),
      entry({ route: 'todo-update', params: { id: 't2' }, body: { groupId: 'g2', description: 'Moved' } }),
      entry({ route: 'todo-delete', params: { id: 't3' } }),
      entry({ route: 'todo-create-group', tempId: 'temp-g', body: { name: 'New list' } }),
      entry({ route: 'todo-update-group', params: { id: 'g1' }, body: { name: 'Chores' } }),
    ]);
    expect(shown.find((g) => g._id === 'g1')).toMatchObject({ name: 'Chores' });
    expect(shown[1]?.todo).toEqual([{ ...task('t1', 'g1'), completed: false, notes: 'n' }]);
    expect(shown.find((g) => g._id === 'g2')?.todo).toEqual([
      { ...task('t2', 'g1'), groupId: 'g2', description: 'Moved' },
    ]);
    expect(shown.at(-1)).toEqual({ _id: 'temp-g', name: 'New list', todo: [] });
    expect(
      withPending(shown, [entry({ route: 'todo-delete-group', params: { id: 'g1' } })]).map((g) => g._id),
    ).toEqual(['today', 'g2', 'temp-g']);
  });

  it('leaves the groups as they are for changes to tasks it does not hold, and other routes', () => {
    const groups = server();
    expect(
      withPending(groups, [
        entry({ route: 'todo-update', params: { id: 'gone' }, body: { completed: true } }),
        entry({ route: 'notification-edit-assignment', body: {} }),
      ]),
    ).toEqual(groups);
  });
});

describe('settleIn', () => {
  it("gives a task and a group made offline the server's ids, the group's tasks following", () => {
    const groups: Group[] = [
      ...server(),
      { _id: 'temp-g', name: 'New list', todo: [task('temp-t', 'temp-g')] },
    ];
    const settled = settleIn('temp-t', 't9')(settleIn('temp-g', 'g9')(groups));
    expect(settled.at(-1)).toEqual({
      _id: 'g9',
      name: 'New list',
      todo: [task('t9', 'g9', { description: 'Task temp-t' })],
    });
  });

  it('keeps one copy when a re-read brought the saved item already', () => {
    const groups = server();
    const withBoth = groups.map((g) =>
      g._id === 'g1' ? { ...g, todo: [task('temp-1', 'g1'), task('t9', 'g1'), ...g.todo] } : g,
    );
    expect(ids(settleIn('temp-1', 't9')(withBoth), 'g1')).toEqual(['t9', 't1', 't2']);
  });
});

/** Every change the dashboard's actions queue, made with the builders the actions use (requests.ts). */
const made = (): [string, QueuedRequest<unknown>][] => {
  const t1 = server()[1]?.todo[0] as Task;
  const g1 = server()[1] as Group;
  const typed: NewTask = { description: 'Milk', important: true, due: '2026-11-02T22:59:59.999Z' };
  return [
    ['create a task', taskRequests.create(typed, 'u1', 'g1', 'temp-1')],
    ['toggle a task', taskRequests.update(t1, { completed: true })],
    ['star a task', taskRequests.update(t1, { important: true })],
    ['edit a description', taskRequests.update(t1, { description: 'Bread' }, 'Bread')],
    [
      'set details fields',
      taskRequests.update(t1, {
        notes: 'n',
        due: null,
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
  ];
};

describe('one change per route, live and replayed', () => {
  beforeAll(() => {
    vi.useFakeTimers({ now: new Date('2026-11-01T10:00:00.000Z') });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it.each(made())(
    '%s: the change made live equals the change replayed from the stored entry',
    (_, request) => {
      const live = applyChange(server(), request);
      // As the outbox stores it (IndexedDB keeps a structured clone, with the entry's id and key).
      const stored = structuredClone({ ...request, id: '0001', key: 'k' }) as OutboxEntry;
      expect(withPending(server(), [stored])).toEqual(live);
      expect(live).not.toEqual(server());
    },
  );

  it('has a row in the table for every route the actions queue, and no other', () => {
    const queuedRoutes = new Set(made().map(([, request]) => request.route));
    // The original client's POST form of a group's delete, kept for entries an older page stored.
    expect(new Set(Object.keys(changes))).toEqual(new Set([...queuedRoutes, 'todo-delete-group-post']));
  });

  it("renames a create's temporary id alike in the shown groups and in the stored requests", () => {
    const [create, change] = [
      taskRequests.create({ description: 'Milk', important: false, due: null }, 'u1', 'g1', 'temp-1'),
      taskRequests.update({ ...task('temp-1', 'g1') }, { notes: 'n' }),
    ];
    const live = settleIn('temp-1', 't9')(withPending(server(), [create, change]));
    const replayed = withPending(settleIn('temp-1', 't9')(withPending(server(), [create])), [
      replaced(change, 'temp-1', 't9'),
    ]);
    expect(replayed).toEqual(live);
    expect(live[1]?.todo[0]).toMatchObject({ _id: 't9', notes: 'n' });
  });
});

describe('undo: the change taken back, the changes still waiting applied again', () => {
  const undo = (request: QueuedRequest<unknown>, since: (groups: Group[]) => Group[], waiting = []) => {
    const before = server();
    const after = applyChange(before, request);
    return undone(since(after), { before, after }, waiting);
  };

  it.each(made())('%s: undone right away, the groups are as before', (_, request) => {
    expect(undo(request, (groups) => groups)).toEqual(server());
  });

  it('keeps what later changes did to the same task and to others', () => {
    const t1 = task('t1', 'g1');
    const later = taskRequests.update(t1, { description: 'Later' });
    const other = taskRequests.update(task('t3', 'g2'), { important: true });
    const shown = undo(
      taskRequests.update(t1, { completed: true, description: 'First' }),
      (groups) => withPending(groups, [later, other]),
      [later] as never,
    );
    expect(shown[1]?.todo[0]).toEqual({ ...t1, description: 'Later' });
    expect(shown[2]?.todo[0]).toMatchObject({ _id: 't3', important: true });
  });

  it('puts a deleted group back in its place with its tasks, and a deleted task at its index', () => {
    expect(undo(groupRequests.delete(server()[1] as Group), (g) => g)).toEqual(server());
    expect(
      ids(
        undo(taskRequests.delete(task('t2', 'g1')), (g) => g),
        'g1',
      ),
    ).toEqual(['t1', 't2']);
  });
});
