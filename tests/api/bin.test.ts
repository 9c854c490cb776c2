/**
 * The bin ('Recently deleted', docs/api.md#the-bin): a deleted task or list goes to its deleter's
 * bin with the delete's own answer unchanged, comes back with the same ids where it was (or in
 * Tasks when its list is gone) and the counters exactly back, or goes for good with no counter
 * moving. Another user's bin item is 404. The counters match a recount after any order of deletes,
 * restores and purges, and the board read pays nothing for what the bin holds.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skPrefix } from '../../functions/data/core/keys';
import { binTexts, todoTexts } from '../../shared/messages/server';
import { startApi, type TestApi } from '../support/api';
import { seedTasks } from './data-support';
import { listHelpers } from './list-support';
import { partitionItems } from './refusal-support';
import { befriend } from './team-support';
import { createGroup, createTask, expectCountersMatchRecount, type Member, tasksOf } from './todo-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const lists = listHelpers(() => api);

const binOf = async (member: Member) => {
  const answer = await member.client.call('bin-list');
  expect(answer.status).toBe(200);
  return answer.body.items;
};

const restore = (member: Member, id: string) => member.client.call('bin-restore', { params: { id } });
const purge = (member: Member, id: string) => member.client.call('bin-purge', { params: { id } });
const deleteTask = (member: Member, id: string) => member.client.call('todo-delete', { params: { id } });
const deleteList = (member: Member, id: string) =>
  member.client.call('todo-delete-group', { params: { id } });

const readUnitsOf = (headers: Headers) => Number((headers.get('x-ddb-units') ?? 'NaN,NaN').split(',')[0]);

describe('a task in the bin', () => {
  it('goes to the bin with the delete answered as before, and comes back with its counters', async () => {
    const member = await api.user('bintask');
    const group = await createGroup(member, 'Home');
    const kept = await createTask(member, { groupId: group._id });
    const done = await createTask(member, {
      groupId: group._id,
      description: 'Buy milk',
      completed: true,
    });
    const details = await member.client.call('todo-update', {
      params: { id: done._id },
      body: { notes: 'Two litres', steps: [{ title: 'Find the shop' }] },
    });
    expect(details.status).toBe(200);
    const before = await expectCountersMatchRecount(api, member.user._id);

    const deleted = await deleteTask(member, done._id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: todoTexts.taskDeleted });
    expect(await expectCountersMatchRecount(api, member.user._id)).toEqual({
      total: before.total - 1,
      completed: before.completed - 1,
    });

    const [row, ...others] = await binOf(member);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      _id: done._id,
      kind: 'task',
      title: 'Buy milk',
      listId: group._id,
      listName: 'Home',
      taskCount: null,
    });
    const days = (Date.parse(row?.expiresAt ?? '') - Date.parse(row?.deletedAt ?? '')) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    const restored = await restore(member, done._id);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ _id: done._id, kind: 'task', groupId: group._id });
    expect(await expectCountersMatchRecount(api, member.user._id)).toEqual(before);
    const back = (await member.client.call('todo-get', { params: { groupId: group._id } })).body;
    expect(back.map((task) => task._id).sort()).toEqual([kept._id, done._id].sort());
    const task = back.find((t) => t._id === done._id);
    expect(task).toMatchObject({ completed: true, notes: 'Two litres' });
    expect(task?.steps?.map((step) => step.title)).toEqual(['Find the shop']);
    expect(await binOf(member)).toEqual([]);

    // Once restored, it is not in the bin any more.
    const again = await restore(member, done._id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: binTexts.notFound });
  });

  it('goes back to Tasks when its list is gone', async () => {
    const member = await api.user('bingone');
    const group = await createGroup(member, 'Gone');
    const task = await createTask(member, { groupId: group._id });
    expect((await deleteTask(member, task._id)).status).toBe(200);
    expect((await deleteList(member, group._id)).status).toBe(200);
    expect((await binOf(member)).map((row) => [row._id, row.kind])).toEqual(
      expect.arrayContaining([
        [task._id, 'task'],
        [group._id, 'list'],
      ]),
    );
    expect((await purge(member, group._id)).status).toBe(200);

    const restored = await restore(member, task._id);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ _id: task._id, kind: 'task', groupId: 'today' });
    const [stored] = (await tasksOf(api, member.user._id)).filter((t) => t.id === task._id);
    expect(stored?.groupId).toBe('today');
    await expectCountersMatchRecount(api, member.user._id);
  });

  it('is purged for good without moving a counter', async () => {
    const member = await api.user('binpurge');
    const task = await createTask(member, { completed: true });
    await createTask(member);
    expect((await deleteTask(member, task._id)).status).toBe(200);
    const before = await expectCountersMatchRecount(api, member.user._id);
    const purged = await purge(member, task._id);
    expect(purged.status).toBe(200);
    expect(purged.body).toEqual({ message: binTexts.purged });
    expect(await expectCountersMatchRecount(api, member.user._id)).toEqual(before);
    expect(await binOf(member)).toEqual([]);
    expect((await restore(member, task._id)).status).toBe(404);
    expect((await purge(member, task._id)).status).toBe(404);
    const left = await partitionItems<{ sk: string }>(api, member.user._id);
    expect(left.filter((item) => item.sk.startsWith(skPrefix.bin))).toEqual([]);
  });

  it("answers 404 for another user's bin item, and leaves it there", async () => {
    const [owner, stranger] = [await api.user('binown'), await api.user('binstr')];
    const task = await createTask(owner);
    expect((await deleteTask(owner, task._id)).status).toBe(200);
    for (const answer of [await restore(stranger, task._id), await purge(stranger, task._id)]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: binTexts.notFound });
    }
    expect(await binOf(stranger)).toEqual([]);
    expect((await binOf(owner)).map((row) => row._id)).toEqual([task._id]);
  });

  it('is restored once when a restore and a purge race', async () => {
    const member = await api.user('binrace');
    const task = await createTask(member, { completed: true });
    expect((await deleteTask(member, task._id)).status).toBe(200);
    const [restored, purged] = await Promise.all([restore(member, task._id), purge(member, task._id)]);
    expect([restored.status, purged.status].filter((status) => status === 200)).toHaveLength(1);
    const recount = await expectCountersMatchRecount(api, member.user._id);
    expect(recount.total).toBe(restored.status === 200 ? 1 : 0);
  });
});

describe('a list in the bin', () => {
  it('keeps its tasks, comes back with them and the counters, and costs the board nothing', async () => {
    const member = await api.user('binlist');
    const fresh = await api.user('binfresh');
    const group = await createGroup(member, 'Big');
    const count = 130;
    // Straight into the table with their counters (every third completed): creating them through
    // the API is what the other tests prove, and 130 transactions on one counter cost half a minute.
    const ids = await seedTasks(api, member.user._id, group._id, count);
    const before = await expectCountersMatchRecount(api, member.user._id);
    expect(before.total).toBe(count);

    const deleted = await deleteList(member, group._id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: todoTexts.groupDeleted });
    expect(await expectCountersMatchRecount(api, member.user._id)).toEqual({ total: 0, completed: 0 });
    const groups = (await member.client.call('todo-get-groups')).body.groups;
    expect(groups.some((g) => g._id === group._id)).toBe(false);
    expect(await binOf(member)).toEqual([
      expect.objectContaining({ _id: group._id, kind: 'list', title: 'Big', taskCount: count, listId: null }),
    ]);

    // The board read of a user whose bin holds 130 tasks costs what an empty board does.
    const board = await member.client.call('todo-get-groups');
    const empty = await fresh.client.call('todo-get-groups');
    expect(board.ddbCalls).toBe(empty.ddbCalls);
    expect(readUnitsOf(board.headers)).toBe(readUnitsOf(empty.headers));

    const restored = await restore(member, group._id);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ _id: group._id, kind: 'list', groupId: group._id });
    expect(await expectCountersMatchRecount(api, member.user._id)).toEqual(before);
    const back = (await member.client.call('todo-get', { params: { groupId: group._id } })).body;
    expect(back.map((task) => task._id).sort()).toEqual([...ids].sort());
    expect(await binOf(member)).toEqual([]);
    const left = await partitionItems<{ sk: string }>(api, member.user._id);
    expect(left.filter((item) => item.sk.startsWith('TRASH'))).toEqual([]);
  });

  it('purges a list with its parts', async () => {
    const member = await api.user('binlpurge');
    const group = await createGroup(member, 'Old');
    await Promise.all([
      createTask(member, { groupId: group._id }),
      createTask(member, { groupId: group._id }),
    ]);
    expect((await deleteList(member, group._id)).status).toBe(200);
    const before = await expectCountersMatchRecount(api, member.user._id);
    expect((await purge(member, group._id)).status).toBe(200);
    expect(await expectCountersMatchRecount(api, member.user._id)).toEqual(before);
    const left = await partitionItems<{ sk: string }>(api, member.user._id);
    expect(left.filter((item) => item.sk.startsWith('TRASH'))).toEqual([]);
    expect((await restore(member, group._id)).status).toBe(404);
  });
});

describe('shared lists and the bin', () => {
  it("a member's delete goes to the member's bin; the owner's delete of the list comes back to its members", async () => {
    const { owner, editor, viewer, listId } = await lists.listWithRoles('binsh', 'Shared');
    const mine = await lists.addTask(editor, listId, 'Editor made');
    const theirs = await lists.addTask(owner, listId, 'Owner made');

    // The editor deletes the owner's task: it is in the editor's bin, not the owner's.
    expect((await deleteTask(editor, theirs._id)).status).toBe(200);
    expect((await binOf(editor)).map((row) => [row._id, row.listName])).toEqual([[theirs._id, 'Shared']]);
    expect(await binOf(owner)).toEqual([]);
    await lists.expectCreatorCounters([owner, editor, viewer]);
    expect((await restore(editor, theirs._id)).body).toEqual({
      _id: theirs._id,
      kind: 'task',
      groupId: listId,
    });
    await lists.expectCreatorCounters([owner, editor, viewer]);

    // The owner deletes the list: gone for its members until restored, then back with them.
    expect((await deleteList(owner, listId)).status).toBe(200);
    expect(await lists.sharedIn(editor, listId)).toBeUndefined();
    await lists.expectCreatorCounters([owner, editor, viewer]);
    expect((await restore(owner, listId)).status).toBe(200);
    const shared = await lists.sharedIn(editor, listId);
    expect(shared?.todo?.map((task) => task._id).sort()).toEqual([mine._id, theirs._id].sort());
    expect(await lists.sharedIn(viewer, listId)).toBeDefined();
    await lists.expectCreatorCounters([owner, editor, viewer]);
    // The members' roles came back as they were.
    expect((await deleteTask(viewer, mine._id)).status).toBe(403);
    expect((await deleteTask(editor, mine._id)).status).toBe(200);
  });

  it('a task restored by a member who left the list goes to their own Tasks', async () => {
    const owner = await api.user('binlo');
    const editor = await api.user('binle');
    await befriend(owner, editor);
    const listId = await lists.createList(owner, 'Left');
    await lists.share(owner, listId, editor, 'editor');
    const task = await lists.addTask(editor, listId, 'Mine');
    expect((await deleteTask(editor, task._id)).status).toBe(200);
    const left = await owner.client.call('lists-member-remove', {
      params: { groupId: listId, userId: editor.user._id },
    });
    expect(left.status).toBe(200);
    const restored = await restore(editor, task._id);
    expect(restored.body).toEqual({ _id: task._id, kind: 'task', groupId: 'today' });
    await lists.expectCreatorCounters([owner, editor]);
  });
});

describe('the counters under any order of delete, restore and purge', () => {
  type Op =
    | { kind: 'create'; inGroup: boolean; completed: boolean }
    | { kind: 'toggle' | 'delete'; task: number }
    | { kind: 'restore' | 'purge'; item: number }
    | { kind: 'deleteGroup' | 'createGroup' };
  const index = fc.nat({ max: 20 });
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('create' as const), inGroup: fc.boolean(), completed: fc.boolean() }),
    fc.record({ kind: fc.constantFrom('toggle' as const, 'delete' as const), task: index }),
    fc.record({ kind: fc.constantFrom('restore' as const, 'purge' as const), item: index }),
    fc.record({ kind: fc.constantFrom('deleteGroup' as const, 'createGroup' as const) }),
  );

  it('hold equal to a recount', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 12 }), async (ops) => {
        const member = await api.user(`binprop${run++}`);
        let groupId: string | null = (await createGroup(member, 'Prop'))._id;
        for (const step of ops) {
          const tasks = (await member.client.call('todo-getall')).body.todos;
          const bin = await binOf(member);
          const task = 'task' in step ? tasks[step.task % Math.max(1, tasks.length)] : undefined;
          const item = 'item' in step ? bin[step.item % Math.max(1, bin.length)] : undefined;
          switch (step.kind) {
            case 'create':
              await createTask(member, {
                completed: step.completed,
                ...(step.inGroup && groupId ? { groupId } : {}),
              });
              break;
            case 'toggle':
              if (task)
                await member.client.call('todo-update', {
                  params: { id: task._id },
                  body: { completed: !task.completed },
                });
              break;
            case 'delete':
              if (task) expect((await deleteTask(member, task._id)).status).toBe(200);
              break;
            case 'restore':
              if (item) expect((await restore(member, item._id)).status).toBe(200);
              break;
            case 'purge':
              if (item) expect((await purge(member, item._id)).status).toBe(200);
              break;
            case 'deleteGroup':
              if (groupId) expect((await deleteList(member, groupId)).status).toBe(200);
              groupId = null;
              break;
            case 'createGroup':
              groupId = (await createGroup(member, 'Prop'))._id;
              break;
          }
          await expectCountersMatchRecount(api, member.user._id);
        }
      }),
      { numRuns: 8 },
    );
  });
});
