/**
 * Shared lists over HTTP on DynamoDB Local (docs/api.md#shared-lists): sharing with teammates and
 * roles, what a member reads, task writes by role with the counters on each task's creator, members
 * leaving and being removed, the owner deleting the list, teammates parting, the limits, and a role
 * taken away between the session read and the write, and an import into a list by role.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/core/keys';
import { listLimits } from '../../shared/limits';
import { dataTexts, listTexts, serverErrors } from '../../shared/messages/server';
import type { Task } from '../../shared/types';
import { startApi, type TestApi } from '../support/api';
import { listHelpers, newTask } from './list-support';
import { befriend, type Member, storedProfile } from './team-support';
import { tasksOf } from './todo-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { createList, addTask, share, listWithRoles, groupsOf, sharedIn, expectCreatorCounters } = listHelpers(
  () => api,
);

describe('sharing a list', () => {
  let owner: Member;
  let editor: Member;
  let stranger: Member;
  let listId: string;
  beforeAll(async () => {
    [owner, editor, stranger] = await Promise.all([api.user('own'), api.user('edi'), api.user('str')]);
    await befriend(owner, editor);
    listId = await createList(owner, 'Sprint');
    await addTask(owner, listId, 'Plan the sprint');
  });

  it('only with a teammate: anyone else is 400, and nothing is written', async () => {
    const refused = await owner.client.call('lists-member-add', {
      params: { groupId: listId },
      body: { userId: stranger.user._id, role: 'editor' },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: listTexts.notTeammate } });
    expect((await storedProfile(api, stranger.user._id)).sharedLists).toBeUndefined();
    expect((await storedProfile(api, owner.user._id)).sharedLists).toBeUndefined();
  });

  it('adds the teammate with a role; the members answer names owner and members', async () => {
    const members = await share(owner, listId, editor);
    expect(members.owner).toMatchObject({ _id: owner.user._id, username: owner.user.username });
    expect(members.members).toEqual([
      { _id: editor.user._id, username: editor.user.username, coverImg: null, role: 'editor' },
    ]);
    const read = await editor.client.call('lists-members', { params: { groupId: listId } });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(members);
  });

  it('a member already in is 409; a member managing members is 403; a stranger gets 404', async () => {
    const again = await owner.client.call('lists-member-add', {
      params: { groupId: listId },
      body: { userId: editor.user._id, role: 'viewer' },
    });
    expect(again).toMatchObject({ status: 409, body: { message: listTexts.alreadyMember } });
    const byMember = await editor.client.call('lists-member-add', {
      params: { groupId: listId },
      body: { userId: owner.user._id, role: 'viewer' },
    });
    expect(byMember).toMatchObject({ status: 403, body: { message: listTexts.ownerManages } });
    const peek = await stranger.client.call('lists-members', { params: { groupId: listId } });
    expect(peek).toMatchObject({ status: 404, body: { message: serverErrors.groupNotFound } });
    const get = await stranger.client.call('todo-get', { params: { groupId: listId } });
    expect(get.status).toBe(404);
  });

  it('shows the list to the member after their own groups, with its tasks, owner, role and stamps', async () => {
    const groups = await groupsOf(editor);
    const last = groups[groups.length - 1];
    expect(last).toMatchObject({
      _id: listId,
      name: 'Sprint',
      shared: {
        owner: { _id: owner.user._id, username: owner.user.username },
        role: 'editor',
        memberCount: 1,
      },
    });
    expect(last?.todo.map((task) => task.description)).toEqual(['Plan the sprint']);
    expect(last?.todo[0]).toMatchObject({
      createdBy: { _id: owner.user._id, username: owner.user.username },
      completedBy: null,
    });
    const own = await sharedIn(owner, listId);
    expect(own?.shared).toMatchObject({ role: 'owner', memberCount: 1 });
    // The members by name, for the avatars beside the list.
    expect(own?.shared?.members).toEqual([{ _id: editor.user._id, username: editor.user.username }]);
    expect(last?.shared?.members).toEqual([{ _id: editor.user._id, username: editor.user.username }]);
    const one = await editor.client.call('todo-get', { params: { groupId: listId } });
    expect(one.status).toBe(200);
    expect(one.body.map((task) => task.description)).toEqual(['Plan the sprint']);
  });

  it("an editor's task lands in the list and counts for the editor; the owner completing it moves the editor's counter", async () => {
    const task = await addTask(editor, listId, 'Write the release notes');
    expect(task).toMatchObject({ groupId: listId, user: owner.user._id });
    expect(task.createdBy).toEqual({ _id: editor.user._id, username: editor.user.username });
    const seen = await sharedIn(owner, listId);
    expect(seen?.todo.map((t) => t.description)).toContain('Write the release notes');

    const done = await owner.client.call('todo-update', {
      params: { id: task._id },
      body: { completed: true },
    });
    expect(done.status).toBe(200);
    expect(done.body.todo).toMatchObject({
      completed: true,
      completedBy: { _id: owner.user._id, username: owner.user.username },
      updatedBy: { _id: owner.user._id, username: owner.user.username },
    });
    const editorProfile = await storedProfile(api, editor.user._id);
    expect({ total: editorProfile.totalTasks, completed: editorProfile.completedTasks }).toEqual({
      total: 1,
      completed: 1,
    });
    await expectCreatorCounters([owner, editor]);
  });

  it('an editor edits any field of a list task, and the description alone too', async () => {
    const task = await addTask(owner, listId, 'Book the room');
    const renamed = await editor.client.call('todo-update', {
      params: { id: task._id },
      body: { description: 'Book the big room' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.todo).toMatchObject({
      description: 'Book the big room',
      updatedBy: { _id: editor.user._id, username: editor.user.username },
    });
    const starred = await editor.client.call('todo-update', {
      params: { id: task._id },
      body: { important: true, notes: 'Room 4' },
    });
    expect(starred.body.todo).toMatchObject({
      important: true,
      notes: 'Room 4',
      description: 'Book the big room',
    });
    const deleted = await editor.client.call('todo-delete', { params: { id: task._id } });
    expect(deleted.status).toBe(200);
    expect((await sharedIn(owner, listId))?.todo.some((t) => t._id === task._id)).toBe(false);
    await expectCreatorCounters([owner, editor]);
  });

  it('moves a task between lists the editor can edit, across owners too, with its id, fields and counters', async () => {
    const second = await createList(owner, 'Backlog');
    await share(owner, second, editor);
    const task = await addTask(editor, listId, 'Triage bugs');
    await editor.client.call('todo-update', {
      params: { id: task._id },
      body: { notes: 'Oldest first', important: true },
    });
    const moved = await editor.client.call('todo-update', {
      params: { id: task._id },
      body: { groupId: second },
    });
    expect(moved.status).toBe(200);
    expect((await sharedIn(owner, second))?.todo.map((t) => t._id)).toContain(task._id);
    const counted = await storedProfile(api, editor.user._id);

    // Out of the owner's list into the editor's own: the task leaves the owner's partition, whole.
    const ownGroup = await createList(editor, 'Mine');
    const away = await editor.client.call('todo-update', {
      params: { id: task._id },
      body: { groupId: ownGroup },
    });
    expect(away.status).toBe(200);
    expect(away.body.todo).toMatchObject({
      _id: task._id,
      groupId: ownGroup,
      user: editor.user._id,
      notes: 'Oldest first',
    });
    expect((await sharedIn(owner, second))?.todo.some((t) => t._id === task._id)).toBe(false);
    expect((await tasksOf(api, owner.user._id)).some((t) => t.id === task._id)).toBe(false);
    expect((await tasksOf(api, editor.user._id)).find((t) => t.id === task._id)).toMatchObject({
      groupId: ownGroup,
      important: true,
      createdBy: editor.user._id,
    });

    // And back, completed on the way: the owner's list has it again, one task for its creator.
    const back = await editor.client.call('todo-update', {
      params: { id: task._id },
      body: { groupId: listId, completed: true },
    });
    expect(back.status).toBe(200);
    expect((await sharedIn(owner, listId))?.todo.find((t) => t._id === task._id)).toMatchObject({
      completed: true,
    });
    const after = await storedProfile(api, editor.user._id);
    expect(after.totalTasks).toBe(counted.totalTasks);
    expect(after.completedTasks).toBe(counted.completedTasks + 1);
    await expectCreatorCounters([owner, editor]);

    // A viewer's list is no place to move to: 403, and the task stays.
    const [viewerOwner] = await Promise.all([api.user('vown')]);
    await befriend(viewerOwner, editor);
    const readOnly = await createList(viewerOwner, 'Read only');
    await share(viewerOwner, readOnly, editor, 'viewer');
    const refused = await editor.client.call('todo-update', {
      params: { id: task._id },
      body: { groupId: readOnly },
    });
    expect(refused).toMatchObject({ status: 403, body: { message: listTexts.viewerOnly } });
    expect((await sharedIn(owner, listId))?.todo.some((t) => t._id === task._id)).toBe(true);
  });

  it('a stranger cannot reach a list task by id: 404, and nothing changes', async () => {
    const task = await addTask(owner, listId, 'Secret');
    for (const call of [
      () => stranger.client.call('todo-update', { params: { id: task._id }, body: { completed: true } }),
      () => stranger.client.call('todo-delete', { params: { id: task._id } }),
      () => stranger.client.call('todo-create', { body: newTask('Sneak in', listId) }),
    ]) {
      const refused = await call();
      expect(refused.status).toBe(404);
    }
    const stored = (await tasksOf(api, owner.user._id)).find((t) => t.id === task._id);
    expect(stored?.completed).toBe(false);
    expect((await sharedIn(owner, listId))?.todo.some((t) => t.description === 'Sneak in')).toBe(false);
  });
});

describe('roles', () => {
  let owner: Member;
  let member: Member;
  let listId: string;
  let task: Task;
  beforeAll(async () => {
    [owner, member] = await Promise.all([api.user('rown'), api.user('rmem')]);
    await befriend(owner, member);
    listId = await createList(owner, 'Groceries');
    task = await addTask(owner, listId, 'Milk');
    await share(owner, listId, member, 'viewer');
  });

  it('a viewer reads the list, and every write of theirs is 403 with nothing changed', async () => {
    expect((await sharedIn(member, listId))?.shared?.role).toBe('viewer');
    const refusals = [
      await member.client.call('todo-create', { body: newTask('Eggs', listId) }),
      await member.client.call('todo-update', { params: { id: task._id }, body: { completed: true } }),
      await member.client.call('todo-update', {
        params: { id: task._id },
        body: { description: 'Oat milk' },
      }),
      await member.client.call('todo-delete', { params: { id: task._id } }),
    ];
    for (const refused of refusals)
      expect(refused).toMatchObject({ status: 403, body: { message: listTexts.viewerOnly } });
    const list = await sharedIn(owner, listId);
    expect(list?.todo.map((t) => [t.description, t.completed])).toEqual([['Milk', false]]);
    await expectCreatorCounters([owner, member]);
  });

  it('the owner changes the role, and the member can write', async () => {
    const changed = await owner.client.call('lists-member-role', {
      params: { groupId: listId, userId: member.user._id },
      body: { role: 'editor' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.members[0]?.role).toBe('editor');
    const created = await member.client.call('todo-create', { body: newTask('Eggs', listId) });
    expect(created.status).toBe(201);
  });

  it('a role taken away after the session was read refuses the write in its transaction', async () => {
    // The list says viewer, the member's profile still says editor: the write's own condition decides.
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.group(owner.user._id, listId),
        UpdateExpression: 'SET #members.#m = :viewer',
        ExpressionAttributeNames: { '#members': 'members', '#m': member.user._id },
        ExpressionAttributeValues: { ':viewer': 'viewer' },
      }),
    );
    const before = await tasksOf(api, owner.user._id);
    const create = await member.client.call('todo-create', { body: newTask('Bread', listId) });
    expect(create).toMatchObject({ status: 403, body: { message: listTexts.viewerOnly } });
    const toggle = await member.client.call('todo-update', {
      params: { id: task._id },
      body: { completed: true },
    });
    expect(toggle).toMatchObject({ status: 403, body: { message: listTexts.viewerOnly } });
    expect(await tasksOf(api, owner.user._id)).toEqual(before);
    await expectCreatorCounters([owner, member]);
  });

  it('a role change of a non-member is 404; a member changing roles is 403', async () => {
    const stranger = await api.user('rstr');
    const missing = await owner.client.call('lists-member-role', {
      params: { groupId: listId, userId: stranger.user._id },
      body: { role: 'viewer' },
    });
    expect(missing).toMatchObject({ status: 404, body: { message: listTexts.notMember } });
    const byMember = await member.client.call('lists-member-role', {
      params: { groupId: listId, userId: member.user._id },
      body: { role: 'editor' },
    });
    expect(byMember).toMatchObject({ status: 403, body: { message: listTexts.ownerManages } });
    const bad = await owner.client.call('lists-member-role', {
      params: { groupId: listId, userId: member.user._id },
      body: { role: 'admin' },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: listTexts.roleInvalid } });
  });
});

describe('racing members', () => {
  it('two members completing one task at once count it once, on its creator', async () => {
    const [owner, a, b] = await Promise.all([api.user('cown'), api.user('ca'), api.user('cb')]);
    await befriend(owner, a);
    await befriend(owner, b);
    const listId = await createList(owner, 'Release');
    await share(owner, listId, a);
    await share(owner, listId, b);
    const task = await addTask(a, listId, 'Tag the release');
    const answers = await Promise.all(
      [a, b, owner].map((m) =>
        m.client.call('todo-update', { params: { id: task._id }, body: { completed: true } }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const reopen = await Promise.all(
      [a, b].map((m) =>
        m.client.call('todo-update', { params: { id: task._id }, body: { completed: false } }),
      ),
    );
    expect(reopen.every((answer) => answer.status === 200)).toBe(true);
    await Promise.all([
      b.client.call('todo-update', { params: { id: task._id }, body: { completed: true } }),
      a.client.call('todo-delete', { params: { id: task._id } }),
    ]);
    await expectCreatorCounters([owner, a, b]);
  });
});

describe('leaving, removing and deleting', () => {
  let owner: Member;
  let a: Member;
  let b: Member;
  beforeAll(async () => {
    [owner, a, b] = await Promise.all([api.user('lown'), api.user('la'), api.user('lb')]);
    await befriend(owner, a);
    await befriend(owner, b);
  });

  it('a member leaves: the list is gone from their board, writes sent later are refused with the reason, and they can be added back', async () => {
    const listId = await createList(owner, 'Trip');
    await share(owner, listId, a);
    const task = await addTask(owner, listId, 'Pack');
    const left = await a.client.call('lists-member-remove', {
      params: { groupId: listId, userId: a.user._id },
    });
    expect(left).toMatchObject({ status: 200, body: { message: listTexts.memberRemoved } });
    expect(await sharedIn(a, listId)).toBeUndefined();
    // An outbox replaying writes made before the user left is told why they are refused.
    const before = await tasksOf(api, owner.user._id);
    for (const refused of [
      await a.client.call('todo-update', { params: { id: task._id }, body: { completed: true } }),
      await a.client.call('todo-delete', { params: { id: task._id } }),
      await a.client.call('todo-create', { body: newTask('Snacks', listId) }),
    ])
      expect(refused).toMatchObject({ status: 403, body: { message: listTexts.noLongerMember } });
    expect(await tasksOf(api, owner.user._id)).toEqual(before);
    expect((await sharedIn(owner, listId))?.shared?.memberCount).toBe(0);
    // Added back, the member writes again.
    await share(owner, listId, a, 'editor');
    expect(
      (await a.client.call('todo-update', { params: { id: task._id }, body: { completed: true } })).status,
    ).toBe(200);
    await expectCreatorCounters([owner, a]);
  });

  it('the owner removes anyone and cannot leave; a member cannot remove another', async () => {
    const listId = await createList(owner, 'Chores');
    await share(owner, listId, a);
    await share(owner, listId, b);
    const byMember = await a.client.call('lists-member-remove', {
      params: { groupId: listId, userId: b.user._id },
    });
    expect(byMember).toMatchObject({ status: 403, body: { message: listTexts.ownerManages } });
    const ownerLeaves = await owner.client.call('lists-member-remove', {
      params: { groupId: listId, userId: owner.user._id },
    });
    expect(ownerLeaves).toMatchObject({ status: 400, body: { message: listTexts.ownerStays } });
    const removed = await owner.client.call('lists-member-remove', {
      params: { groupId: listId, userId: b.user._id },
    });
    expect(removed.status).toBe(200);
    expect(await sharedIn(b, listId)).toBeUndefined();
    expect((await sharedIn(a, listId))?.shared?.memberCount).toBe(1);
  });

  it("only the owner deletes a shared list; it leaves every member, and each creator's counters drop", async () => {
    const listId = await createList(owner, 'Party');
    await share(owner, listId, a);
    await share(owner, listId, b);
    await addTask(a, listId, 'Balloons');
    const cake = await addTask(b, listId, 'Cake');
    await b.client.call('todo-update', { params: { id: cake._id }, body: { completed: true } });
    const byMember = await a.client.call('todo-delete-group', { params: { id: listId } });
    expect(byMember).toMatchObject({ status: 403, body: { message: listTexts.ownerOnlyDeletes } });
    const deleted = await owner.client.call('todo-delete-group', { params: { id: listId } });
    expect(deleted.status).toBe(200);
    for (const member of [a, b, owner]) expect(await sharedIn(member, listId)).toBeUndefined();
    expect((await storedProfile(api, owner.user._id)).sharedLists?.[listId]).toBeUndefined();
    for (const member of [a, b])
      expect((await storedProfile(api, member.user._id)).sharedLists?.[listId]?.role).toBe('removed');
    const late = await a.client.call('todo-create', { body: newTask('Streamers', listId) });
    expect(late).toMatchObject({ status: 403, body: { message: listTexts.noLongerMember } });
    await expectCreatorCounters([owner, a, b]);
  });

  it("teammates who part leave each other's lists, both ways", async () => {
    const ownerList = await createList(owner, 'Ours');
    const aList = await createList(a, 'Theirs');
    await share(owner, ownerList, a);
    await share(a, aList, owner);
    const parted = await owner.client.call('notification-remove-from-team', { body: { toUser: a.user._id } });
    expect(parted.status).toBe(200);
    expect(await sharedIn(a, ownerList)).toBeUndefined();
    expect(await sharedIn(owner, aList)).toBeUndefined();
    expect((await sharedIn(owner, ownerList))?.shared?.memberCount).toBe(0);
    expect((await sharedIn(a, aList))?.shared?.memberCount).toBe(0);
  });
});

describe('limits', () => {
  it(`a list of ${listLimits.membersMax} members refuses one more (400), and a full list a new task (409)`, async () => {
    const [owner, member, late] = await Promise.all([api.user('mown'), api.user('mmem'), api.user('mlate')]);
    await befriend(owner, member);
    await befriend(owner, late);
    const listId = await createList(owner, 'Big');
    await share(owner, listId, member);
    const fill = Object.fromEntries(
      Array.from({ length: listLimits.membersMax - 1 }, (_, i) => [`ghost${i}`, 'viewer']),
    );
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.group(owner.user._id, listId),
        UpdateExpression: 'SET #members = :members, taskCount = :full',
        ExpressionAttributeNames: { '#members': 'members' },
        ExpressionAttributeValues: {
          ':members': { ...fill, [member.user._id]: 'editor' },
          ':full': listLimits.tasksMax,
        },
      }),
    );
    const more = await owner.client.call('lists-member-add', {
      params: { groupId: listId },
      body: { userId: late.user._id, role: 'editor' },
    });
    expect(more).toMatchObject({ status: 400, body: { message: listTexts.membersFull } });
    const full = await member.client.call('todo-create', { body: newTask('One too many', listId) });
    expect(full).toMatchObject({ status: 409, body: { message: listTexts.listFull } });
    const ownerFull = await owner.client.call('todo-create', { body: newTask('Mine too', listId) });
    expect(ownerFull).toMatchObject({ status: 409, body: { message: listTexts.listFull } });
    await expectCreatorCounters([owner, member]);
  });
});

describe('data out', () => {
  let owner: Member;
  let member: Member;
  let listId: string;
  beforeAll(async () => {
    [owner, member] = await Promise.all([api.user('xown'), api.user('xmem')]);
    await befriend(owner, member);
    listId = await createList(owner, 'Moving day');
    await share(owner, listId, member);
    const task = await addTask(member, listId, 'Book the van');
    await member.client.call('todo-update', { params: { id: task._id }, body: { dueDay: '2031-05-02' } });
  });

  it("the owner's export names the list's members and roles; the member's holds the list, marked as shared", async () => {
    const mine = await owner.client.call('portability-export');
    expect(mine.status).toBe(200);
    if (mine.body.format !== 'teamtodo-export') throw new Error('expected the document inline');
    expect(mine.body.groups.find((group) => group._id === listId)?.members).toEqual([
      { _id: member.user._id, username: member.user.username, role: 'editor' },
    ]);
    expect(mine.body.tasks.map((task) => task.description)).toContain('Book the van');

    const theirs = await member.client.call('portability-export');
    if (theirs.body.format !== 'teamtodo-export') throw new Error('expected the document inline');
    expect(theirs.body.tasks).toEqual([]);
    expect(theirs.body.sharedWithMe).toEqual([
      expect.objectContaining({
        _id: listId,
        name: 'Moving day',
        owner: { _id: owner.user._id, username: owner.user.username },
        role: 'editor',
        tasks: [
          expect.objectContaining({
            description: 'Book the van',
            createdBy: { _id: member.user._id, username: member.user.username },
          }),
        ],
      }),
    ]);
  });

  it("the member's calendar feed holds the list's tasks with a due date", async () => {
    const feed = await member.client.call('calendar-token-create');
    expect(feed.status).toBe(200);
    const response = await fetch(new URL(new URL(feed.body.url).pathname, api.baseUrl), {
      headers: { 'x-forwarded-for': '10.7.7.7' },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('SUMMARY:Book the van');
    expect(text).toContain('DTSTART;VALUE=DATE:20310502');
    expect(text).toContain('List: Moving day');
  });
});

describe('data in: an import into a list', () => {
  let owner: Member;
  let editor: Member;
  let viewer: Member;
  let stranger: Member;
  let listId: string;
  const csv = [
    'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE',
    'task,Pack the kitchen,,1,1,,,2031-05-01,en,',
    'task,Label the boxes,fragile first,4,1,,,,en,',
    'task,Wrap the plates,,4,2,,,,en,',
  ].join('\r\n');
  const importInto = (member: Member, groupId: string, dryRun: boolean, file = csv) =>
    member.client.call('portability-import', { body: { file, fileName: 'Move.csv', dryRun, groupId } });
  const listTasks = async (member: Member) =>
    ((await sharedIn(member, listId))?.todo ?? []).map((task) => task.description).sort();

  beforeAll(async () => {
    ({ owner, editor, viewer, stranger, listId } = await listWithRoles('i', 'Moving'));
    await addTask(owner, listId, 'Already there');
  });

  it("an editor's import lands in the list, stamped with them and on their counters; the same file again creates nothing", async () => {
    const preview = await importInto(editor, listId, true);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      dryRun: true,
      into: { _id: listId, name: 'Moving' },
      created: { groups: 0, tasks: 2, steps: 1 },
      groups: [],
    });
    expect(await listTasks(owner)).toEqual(['Already there']);

    const done = await importInto(editor, listId, false);
    expect(done.body).toMatchObject({ dryRun: false, created: { groups: 0, tasks: 2, steps: 1 } });
    // Every member sees them in the list; no list was made.
    for (const member of [owner, editor, viewer])
      expect(await listTasks(member)).toEqual(['Already there', 'Label the boxes', 'Pack the kitchen']);
    expect((await groupsOf(editor)).filter((group) => !group.shared).map((g) => g.name)).not.toContain(
      'Move',
    );
    const packed = (await sharedIn(owner, listId))?.todo.find((t) => t.description === 'Pack the kitchen');
    expect(packed).toMatchObject({
      important: true,
      dueDay: '2031-05-01',
      createdBy: { _id: editor.user._id, username: editor.user.username },
    });
    const stored = await api.db.send(
      new GetCommand({ TableName: api.tableName, Key: keys.group(owner.user._id, listId) }),
    );
    expect(stored.Item?.taskCount).toBe(3);
    await expectCreatorCounters([owner, editor]);

    const again = await importInto(editor, listId, false);
    expect(again.body).toMatchObject({ alreadyImported: true, created: { tasks: 0 } });
    expect(await listTasks(owner)).toHaveLength(3);
  });

  it('a viewer is 403, a stranger 404, a view 400 and a list without room 409; nothing is written', async () => {
    const before = await listTasks(owner);
    const other = csv.replace('Pack the kitchen', 'Pack the garage');
    expect(await importInto(viewer, listId, false, other)).toMatchObject({
      status: 403,
      body: { message: listTexts.viewerOnly },
    });
    expect(await importInto(stranger, listId, true, other)).toMatchObject({
      status: 404,
      body: { message: serverErrors.groupNotFound },
    });
    expect(await importInto(editor, 'today', false, other)).toMatchObject({
      status: 400,
      body: { message: dataTexts.importGroupNotAList },
    });
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.group(owner.user._id, listId),
        UpdateExpression: 'SET taskCount = :almost',
        ExpressionAttributeValues: { ':almost': listLimits.tasksMax - 1 },
      }),
    );
    expect(await importInto(editor, listId, true, other)).toMatchObject({
      status: 409,
      body: { message: listTexts.listFull },
    });
    expect(await importInto(owner, listId, false, other)).toMatchObject({
      status: 409,
      body: { message: listTexts.listFull },
    });
    expect(await listTasks(owner)).toEqual(before);
    await expectCreatorCounters([owner, editor, viewer, stranger]);
  });

  it("the importer's own group takes the same file as a new import", async () => {
    const mine = await createList(editor, 'Boxes');
    const done = await importInto(editor, mine, false);
    expect(done.body).toMatchObject({ alreadyImported: false, into: { _id: mine, name: 'Boxes' } });
    const boxes = (await groupsOf(editor)).find((group) => group._id === mine);
    expect(boxes?.todo.map((task) => task.description).sort()).toEqual([
      'Label the boxes',
      'Pack the kitchen',
    ]);
    await expectCreatorCounters([owner, editor]);
  });
});

describe("the members' routes, by who asks", () => {
  let owner: Member;
  let editor: Member;
  let viewer: Member;
  let stranger: Member;
  let listId: string;
  beforeAll(async () => {
    ({ owner, editor, viewer, stranger, listId } = await listWithRoles('p', 'Probe'));
  });

  /** The list's group item and the four profiles, as stored. */
  const snapshot = async () => ({
    list: (await tasksOf(api, owner.user._id)).length,
    profiles: await Promise.all([owner, editor, viewer, stranger].map((m) => storedProfile(api, m.user._id))),
  });

  it('a guest gets 401, a stranger 404, a member 403 on managing, and nothing changes', async () => {
    const before = await snapshot();
    // Each member's attempts aim at the other member (a member may remove only themselves).
    const calls = (member: Member | null) => {
      const client = member?.client ?? api.client();
      const target = { groupId: listId, userId: (member === editor ? viewer : editor).user._id };
      return [
        () => client.call('lists-members', { params: { groupId: listId } }),
        () =>
          client.call('lists-member-add', {
            params: { groupId: listId },
            body: { userId: stranger.user._id, role: 'editor' },
          }),
        () => client.call('lists-member-role', { params: target, body: { role: 'viewer' } }),
        () => client.call('lists-member-remove', { params: target }),
      ];
    };
    for (const call of calls(null)) expect((await call()).status).toBe(401);
    const [peek, ...manage] = calls(stranger);
    expect((await peek?.())?.status).toBe(404);
    for (const call of manage) expect([400, 404]).toContain((await call()).status);
    for (const member of [editor, viewer]) {
      const [read, ...others] = calls(member);
      expect((await read?.())?.status).toBe(200);
      for (const call of others) expect((await call()).status).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('malformed bodies and ids are 400 or 404, and nothing changes', async () => {
    const before = await snapshot();
    const bad = [
      await owner.client.call('lists-member-add', {
        params: { groupId: listId },
        body: { userId: 42, role: 'editor' },
      }),
      await owner.client.call('lists-member-add', {
        params: { groupId: listId },
        body: { userId: stranger.user._id },
      }),
      await owner.client.call('lists-member-add', {
        params: { groupId: listId },
        body: { userId: 'not-an-id', role: 'editor' },
      }),
      await owner.client.call('lists-member-role', {
        params: { groupId: listId, userId: viewer.user._id },
        body: {},
      }),
      await owner.client.call('lists-member-add', {
        params: { groupId: 'nope' },
        body: { userId: editor.user._id, role: 'editor' },
      }),
      await owner.client.call('lists-member-remove', { params: { groupId: listId, userId: 'nope' } }),
    ];
    expect(bad.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 404, 404]);
    expect(await snapshot()).toEqual(before);
  });
});
