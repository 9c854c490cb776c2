/**
 * The routes' optimistic changes (changes.ts): one function per route, the same made live and
 * replayed from a stored entry (change-undo.test.ts undoes them). The waiting changes laid over the
 * groups the server sent show still applied, in order, and a create's temporary id is replaced by
 * the server's once, without doubles.
 */
import type { Group } from '@shared/types';
import { type AssignmentRow, assignmentRows } from '@shared/views';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { copy, entry, ids, made, row, server, task } from '../../../../tests/support/dashboard-changes';
import { replaced } from '../../api/outbox/rename';
import { type OutboxEntry, settledIds } from '../../api/outbox/state';
import {
  applyChange,
  assignmentSaved,
  changes,
  groupSaved,
  knowSettledIds,
  settleIn,
  taskSaved,
  withPending,
} from './changes';
import { assignmentRequests, taskRequests } from './requests';

// The table reads the page's answered ids as outbox-change.ts gives them when it loads it.
knowSettledIds(settledIds);

describe('a time of day (docs/api.md#times-of-day)', () => {
  const updated = (body: Record<string, unknown>, before = {}) => {
    const groups = server();
    const g1 = groups[1] as Group;
    g1.todo = g1.todo.map((t) => (t._id === 't1' ? { ...t, ...before } : t));
    const shown = withPending(groups, [entry({ route: 'todo-update', params: { id: 't1' }, body })]);
    return shown[1]?.todo.find((t) => t._id === 't1');
  };

  it('sets a floating time at its local instant, keeps it when the day moves, clears it with the day', () => {
    const timed = updated({ dueTime: '09:30', timeZone: 'Europe/Paris' }, { dueDay: '2031-03-20' });
    expect(timed).toMatchObject({ dueDay: '2031-03-20', dueTime: '09:30', dueZone: null });
    expect(timed?.due).toBe(new Date('2031-03-20T09:30').toISOString());
    expect(timed).not.toHaveProperty('timeZone');
    const moved = updated(
      { dueDay: '2031-03-22' },
      { dueDay: '2031-03-20', dueTime: '09:30', dueZone: null },
    );
    expect(moved).toMatchObject({ dueDay: '2031-03-22', dueTime: '09:30' });
    expect(moved?.due).toBe(new Date('2031-03-22T09:30').toISOString());
    const cleared = updated({ dueDay: null }, { dueDay: '2031-03-20', dueTime: '09:30', dueZone: 'UTC' });
    expect(cleared).toMatchObject({ due: null, dueDay: null, dueTime: null, dueZone: null });
  });

  it('moves a fixed time to its new day or time in its own zone, and leaves a date-only task as it was', () => {
    const before = {
      dueDay: '2031-03-20',
      dueTime: '15:00',
      dueZone: 'Europe/Berlin',
      due: '2031-03-20T14:00:00.000Z',
    };
    expect(updated({ important: true }, before)).toMatchObject(before);
    // 15:00 in Berlin: 14:00 UTC in winter, 13:00 once its summer time begins (30 March 2031).
    expect(updated({ dueDay: '2031-03-21' }, before)).toMatchObject({
      dueDay: '2031-03-21',
      due: '2031-03-21T14:00:00.000Z',
    });
    expect(updated({ dueDay: '2031-04-01' }, before)?.due).toBe('2031-04-01T13:00:00.000Z');
    expect(updated({ dueTime: '08:15' }, before)?.due).toBe('2031-03-20T07:15:00.000Z');
    expect(updated({ dueZone: 'America/Los_Angeles' }, before)?.due).toBe('2031-03-20T22:00:00.000Z');
    expect(updated({ dueTime: null }, before)).toMatchObject({
      dueDay: '2031-03-20',
      due: '2031-03-20T12:00:00.000Z',
      dueTime: null,
      dueZone: null,
    });
    expect(updated({ important: true }, { dueDay: '2031-03-20' })).not.toHaveProperty('dueTime');
  });
});

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
    ).toEqual(['today', 'g2', 'assigned-by-me', 'g3', 'temp-g']);
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

describe('a create answered before a list of waiting changes is laid over the groups', () => {
  const create = (tempId: string) =>
    taskRequests.create({ description: 'Milk', important: false, dueDay: null }, 'u1', 'g1', tempId);
  afterEach(() => settledIds.clear());

  it('draws no second copy of a task under its temporary id once the saved one is shown', () => {
    // The waiting list was read while the create waited; its answer swapped the ids before it is applied.
    const stale = [create('temp-1')];
    settledIds.set('temp-1', 't9');
    const shown = taskSaved('temp-1', task('t9', 'g1'), [])(server());
    expect(ids(withPending(shown, stale), 'g1')).toEqual(['t9', 't1', 't2']);
    // Answered before it was even drawn: the create's own answer draws the saved task, once.
    expect(
      ids(taskSaved('temp-1', task('t9', 'g1'), [])(applyChange(server(), create('temp-1'))), 'g1'),
    ).toEqual(['t9', 't1', 't2']);
  });

  it('draws no second copy of a group either', () => {
    const stale = [entry({ route: 'todo-create-group', tempId: 'temp-g', body: { name: 'New list' } })];
    settledIds.set('temp-g', 'g9');
    const shown = groupSaved('temp-g', { _id: 'g9', name: 'New list', todo: [] })([
      ...server(),
      { _id: 'g9', name: 'New list', todo: [] },
    ]);
    expect(withPending(shown, stale).map((g) => g._id)).toEqual([
      'today',
      'g1',
      'g2',
      'assigned-by-me',
      'g3',
      'g9',
    ]);
    // Answered before it was drawn: the create's own answer draws the saved group, once.
    const answered = groupSaved('temp-g', { _id: 'g9', name: 'New list', todo: [] });
    const drawn = answered(withPending(server(), stale));
    expect(drawn.map((g) => g._id)).toEqual(['today', 'g1', 'g2', 'assigned-by-me', 'g3', 'g9']);
    expect(answered(drawn).map((g) => g._id)).toEqual(['today', 'g1', 'g2', 'assigned-by-me', 'g3', 'g9']);
  });

  it('still draws a create that is not answered yet', () => {
    settledIds.set('temp-other', 't8');
    expect(ids(withPending(server(), [create('temp-1')]), 'g1')).toEqual(['temp-1', 't1', 't2']);
  });
});

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
      taskRequests.create({ description: 'Milk', important: false, dueDay: null }, 'u1', 'g1', 'temp-1'),
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

describe("a create's answer, in whatever order it meets the outbox's swap and the user's next change", () => {
  const group: Group = { _id: 'g9', name: 'Keys', todo: [] };
  const created = (groupId: string) =>
    taskRequests.create({ description: 'Typed', important: false, dueDay: null }, 'u1', groupId, 'temp-t');
  const saved = task('t9', 'g9', { description: 'Typed' });
  const start = () =>
    withPending(server(), [entry({ route: 'todo-create-group', tempId: 'temp-g', body: { name: 'Keys' } })]);

  it('keeps a task added to the group before its swap and its answer, and shows it once saved', () => {
    // The task was added under the group's temporary id; the swap, then the group's answer, then the task's.
    let groups = applyChange(start(), created('temp-g'));
    groups = groupSaved('temp-g', group)(settleIn('temp-g', 'g9')(groups));
    expect(ids(groups, 'g9')).toEqual(['temp-t']);
    groups = taskSaved('temp-t', saved, [])(groups);
    expect(groups.at(-1)).toEqual({ ...group, todo: [saved] });
  });

  it("keeps a task added after the swap but before the group's answer", () => {
    let groups = settleIn('temp-g', 'g9')(start());
    groups = groupSaved('temp-g', group)(applyChange(groups, created('g9')));
    expect(ids(groups, 'g9')).toEqual(['temp-t']);
    expect(ids(taskSaved('temp-t', saved, [])(groups), 'g9')).toEqual(['t9']);
  });

  it("keeps a task whose group's answer came before the swap", () => {
    let groups = groupSaved('temp-g', group)(applyChange(start(), created('temp-g')));
    expect(groups.at(-1)).toMatchObject({ _id: 'g9', todo: [{ _id: 'temp-t' }] });
    // The task's answer names the saved group even if the page still showed the temporary one.
    groups = taskSaved('temp-t', saved, [])(applyChange(start(), created('temp-g')));
    expect(ids(groups, 'temp-g')).toEqual(['t9']);
  });

  it('lays the changes still waiting over the saved task, once, even when a re-read brought it', () => {
    const reread = applyChange(
      server().map((g) => (g._id === 'g1' ? { ...g, todo: [task('t9', 'g1'), ...g.todo] } : g)),
      created('g1'),
    );
    const completed = entry({ route: 'todo-update', params: { id: 't9' }, body: { completed: true } });
    const groups = taskSaved('temp-t', task('t9', 'g1'), [completed])(reread);
    expect(ids(groups, 'g1')).toEqual(['t9', 't1', 't2']);
    expect(groups[1]?.todo[0]).toMatchObject({ completed: true });
  });
});

describe('assignments', () => {
  // One clock for the live and the replayed change: the two stamp times, which must not differ by
  // the millisecond between them.
  beforeAll(() => {
    vi.useFakeTimers({ now: new Date('2026-11-01T10:00:00.000Z') });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  afterEach(() => settledIds.clear());
  const typed = { description: 'Paint', important: false, dueDay: '2026-12-01' };
  const create = () => assignmentRequests.create(typed, ['u2', 'u3'], 'temp-m', ['temp-c1', 'temp-c2']);
  const assigned = (groups: Group[]) => groups.find((g) => g._id === 'assigned-by-me')?.todo ?? [];

  it('shows a new assignment as one copy per teammate, one row, until its answer places the saved copies', () => {
    const shown = withPending(server(), [create()]);
    expect(assignmentRows(assigned(shown)).map((r) => [r.uniqueMarker, r.assignedTo, r.originalIds])).toEqual(
      [
        ['temp-m', ['u2', 'u3'], ['temp-c1', 'temp-c2']],
        ['m1', ['u2', 'u3'], ['c1', 'c2']],
      ],
    );
    expect(assigned(shown)[0]).toMatchObject({ description: 'Paint', dueDay: '2026-12-01', assigned: true });
    // Laid over again (a re-read): not twice.
    expect(assigned(withPending(shown, [create()]))).toHaveLength(4);

    const saved = [copy('c8', 'u2', 'm9'), copy('c9', 'u3', 'm9')];
    settledIds.set('temp-m', 'm9');
    const placed = assignmentSaved(['temp-c1', 'temp-c2'], saved, [create()])(shown);
    expect(assigned(placed).map((t) => t._id)).toEqual(['c8', 'c9', 'c1', 'c2']);
  });

  it('edits, removes one assignee and deletes the whole assignment by its row', () => {
    const edited = applyChange(
      server(),
      assignmentRequests.edit(row(), { description: 'Paint the shed', dueDay: null }),
    );
    expect(assigned(edited).map((t) => [t.description, t.dueDay])).toEqual([
      ['Paint the shed', null],
      ['Paint the shed', null],
    ]);
    expect(edited.slice(0, 3)).toEqual(server().slice(0, 3));
    expect(
      assigned(applyChange(server(), assignmentRequests.removeAssignee(row(), 1))).map((t) => t._id),
    ).toEqual(['c1']);
    expect(assigned(applyChange(server(), assignmentRequests.deleteForEveryone(row())))).toEqual([]);
  });

  it("renames an offline assignment's marker and copies alike in the shown groups and its later changes", () => {
    const shown = withPending(server(), [create()]);
    const offlineRow = assignmentRows(assigned(shown))[0] as AssignmentRow;
    const edit = assignmentRequests.edit(offlineRow, { description: 'Paint it green' });
    const renames: [string, string][] = [
      ['temp-m', 'm9'],
      ['temp-c1', 'c8'],
      ['temp-c2', 'c9'],
    ];
    const rename = <T>(value: T) => renames.reduce((next, [from, to]) => replaced(next, from, to), value);
    const live = rename(withPending(server(), [create(), edit]));
    const replayed = withPending(rename(shown), [rename(edit)]);
    expect(replayed).toEqual(live);
    expect(
      assigned(live)
        .slice(0, 2)
        .map((t) => [t._id, t.uniqueMarker, t.description]),
    ).toEqual([
      ['c8', 'm9', 'Paint it green'],
      ['c9', 'm9', 'Paint it green'],
    ]);
  });
});
