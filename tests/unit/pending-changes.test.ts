/**
 * The outbox's waiting changes laid over the groups the server sent (issue 25 part 3;
 * web/src/features/dashboard/api/pending-changes.ts): a re-read while changes wait shows them still
 * applied, in order, and a create's temporary id is replaced by the server's once, without doubles.
 */
import { describe, expect, it } from 'vitest';
import type { Group, Task } from '../../shared/types';
import type { OutboxEntry } from '../../web/src/api/outbox/state';
import { settleIn } from '../../web/src/features/dashboard/api/groups-cache';
import { withPending } from '../../web/src/features/dashboard/api/pending-changes';

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
