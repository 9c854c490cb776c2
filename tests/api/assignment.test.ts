import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../functions/data/core/ids';
import type { AssignmentItem, NoteItem, TodoItem } from '../../functions/data/core/items';
import { keys, skPrefix, userPartition } from '../../functions/data/core/keys';
import { limits } from '../../shared/limits';
import { assignmentTexts, serverErrors } from '../../shared/messages/server';
import { validation } from '../../shared/messages/validation';
import { type AssignmentRow, assignmentRows } from '../../shared/views';
import { startApi, type TestApi } from '../support/api';
import { befriend, type Member } from './team-support';
import {
  assign,
  copyOf,
  expectCountersMatchRecount as expectStoredCountersMatchRecount,
} from './todo-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

// ---- Helpers ----

/** An assigner and `count` teammates of theirs. */
async function team(count: number): Promise<{ assigner: Member; mates: Member[] }> {
  const assigner = await api.user('assigner');
  // One at a time: twenty sign-ups at once (each an scrypt hash) starve DynamoDB Local of CPU on a
  // two-core machine and its calls time out (503).
  const mates: Member[] = [];
  for (let i = 0; i < count; i++) {
    const mate = await api.user(`mate${i}`);
    await befriend(assigner, mate);
    mates.push(mate);
  }
  return { assigner, mates };
}

/** The counters the user reads, and the copies their stored profile keeps (`assignedToMe` is not on the wire). */
async function counters(member: Member) {
  const me = await member.client.call('auth-user');
  expect(me.status).toBe(200);
  expect(me.body.assignedToMe).toEqual([]);
  const profile = await api.db.send(
    new GetCommand({ TableName: api.tableName, Key: keys.user(member.user._id), ConsistentRead: true }),
  );
  const assignedToMe = Object.keys((profile.Item?.assignedToMe as Record<string, string> | undefined) ?? {});
  return { total: me.body.totalTasks, completed: me.body.completedTasks, assignedToMe };
}

async function partition<T>(userId: string, prefix: string): Promise<T[]> {
  const result = await api.db.send(
    new QueryCommand({
      TableName: api.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': prefix },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []) as T[];
}

const tasksOf = (userId: string) => partition<TodoItem>(userId, skPrefix.todo);
const rowsOf = (userId: string) => partition<AssignmentItem>(userId, skPrefix.assignment);
const notificationsOf = async (userId: string) =>
  (await partition<NoteItem>(userId, skPrefix.note)).filter((note) => note.kind === 'notification');

/**
 * The stored counters equal a recount of the user's tasks, within 0 <= completed <= total, and
 * assignedToMe lists their copies (./todo-support.ts); the counters the user reads are the same.
 */
async function expectCountersMatchRecount(member: Member) {
  const recount = await expectStoredCountersMatchRecount(api, member.user._id);
  const mine = await counters(member);
  expect({ total: mine.total, completed: mine.completed }).toEqual(recount);
}

/** The assignee toggles their copy through todo/update, as the web client does (answer unchecked). */
const toggle = (member: Member, copyId: string, completed: boolean) =>
  member.client.call('todo-update', { params: { id: copyId }, body: { completed } });

/** The same, asserting it was accepted. */
async function setDone(member: Member, copyId: string, completed: boolean) {
  const response = await toggle(member, copyId, completed);
  expect(response.status).toBe(200);
  expect(response.body.todo).toMatchObject({ _id: copyId, completed, assigned: true });
}

// ---- send-assignment ----

describe('send-assignment', () => {
  it('gives each partner a copy, counts it, notifies them and answers the new copies', async () => {
    const { assigner, mates } = await team(2);
    const [b, c] = mates as [Member, Member];
    // The original client's due: 23:59 of May 1 in Berlin; answered as the day, and noon UTC of it.
    const due = '2030-05-01T21:59:00.000Z';
    const answered = { dueDay: '2030-05-01', due: '2030-05-01T12:00:00.000Z' };
    const response = await assigner.client.call('notification-send-assignment', {
      body: { description: '  Write the report  ', important: true, due, partners: [b.user._id, c.user._id] },
    });
    expect(response.status).toBe(200);
    // Session read, the partners' notification settings (BatchGet), TransactWriteItems.
    expect(response.ddbCalls).toBe(3);
    expect(response.body.message).toBe(assignmentTexts.assignmentSent);
    // One copy per partner, as `get/assigned-by-me` lists them.
    expect(response.body.todos).toHaveLength(2);
    expect(response.body.todos.map((copy) => copy.user)).toEqual([b.user._id, c.user._id]);
    for (const copy of response.body.todos)
      expect(copy).toMatchObject({
        description: 'Write the report',
        important: true,
        ...answered,
        completed: false,
        assigned: true,
        username: assigner.user.username,
        groupId: 'assigned-by-me',
      });
    const row = assignmentRows(response.body.todos)[0] as AssignmentRow;
    expect(row).toMatchObject({ assignedTo: [b.user._id, c.user._id] });
    expect(row.originalIds).toHaveLength(2);
    expect(row._id).toBe(row.originalIds?.[0]);

    // Copies: one per partner, in their partition, same marker, assigner's username, no group.
    for (const [i, mate] of [b, c].entries()) {
      const tasks = await tasksOf(mate.user._id);
      expect(tasks).toHaveLength(1);
      expect(tasks[0]).toMatchObject({
        id: row.originalIds?.[i],
        userId: mate.user._id,
        description: 'Write the report',
        completed: false,
        assigned: true,
        important: true,
        ...answered,
        groupId: null,
        uniqueMarker: row.uniqueMarker,
        assignerId: assigner.user._id,
        assignerUsername: assigner.user.username,
      });
      expect(await counters(mate)).toEqual({ total: 1, completed: 0, assignedToMe: [row.originalIds?.[i]] });
      const notes = await notificationsOf(mate.user._id);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        fromUserId: assigner.user._id,
        message: assignmentTexts.assigned('Write the report'),
      });
    }
    // The assignee reads it through their notification list, from the assigner.
    const listed = await b.client.call('notification-get-notifications');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        message: assignmentTexts.assigned('Write the report'),
        fromUser: {
          _id: assigner.user._id,
          username: assigner.user.username,
          coverImg: null,
          user: { _id: assigner.user._id, username: assigner.user.username, coverImg: null },
        },
      }),
    ]);
    // The assigner's own counters do not move: the row is not one of their tasks.
    expect(await counters(assigner)).toEqual({ total: 0, completed: 0, assignedToMe: [] });
    expect(await tasksOf(assigner.user._id)).toHaveLength(0);
    expect(await rowsOf(assigner.user._id)).toHaveLength(1);
  });

  it('answers only the new copies; "Assigned by you" lists every copy, newest first', async () => {
    const { assigner, mates } = await team(1);
    const first = await assign(assigner, [mates[0]?.user._id as string], { description: 'first' });
    const response = await assigner.client.call('notification-send-assignment', {
      body: { description: 'second', partners: [mates[0]?.user._id] },
    });
    expect(response.body.todos.map((todo) => todo.description)).toEqual(['second']);
    const listed = await assigner.client.call('todo-get', { params: { groupId: 'assigned-by-me' } });
    expect(listed.body.map((todo) => todo.description)).toEqual(['second', 'first']);
    expect(listed.body[1]?._id).toBe(first._id);
    expect(await counters(mates[0] as Member)).toMatchObject({ total: 2, completed: 0 });
  });

  it('de-duplicates partners', async () => {
    const { assigner, mates } = await team(1);
    const b = mates[0] as Member;
    const row = await assign(assigner, [b.user._id, b.user._id, b.user._id]);
    expect(row.assignedTo).toEqual([b.user._id]);
    expect(await counters(b)).toMatchObject({ total: 1 });
  });

  // Twenty sign-ups (scrypt each) take most of the time: allow for a loaded machine.
  it(`fits ${limits.assignmentPartnersMax} partners in one transaction, and so do edit and delete-all`, {
    timeout: 240_000,
  }, async () => {
    const { assigner, mates } = await team(limits.assignmentPartnersMax);
    const response = await assigner.client.call('notification-send-assignment', {
      body: { description: 'Everyone', partners: mates.map((mate) => mate.user._id) },
    });
    expect(response.status).toBe(200);
    // The partners' settings (one BatchGet of 20 keys), then one transaction of 1 + 4 per partner.
    expect(response.ddbCalls).toBe(3);
    const row = assignmentRows(response.body.todos)[0] as AssignmentRow;
    expect(row.assignedTo).toHaveLength(limits.assignmentPartnersMax);
    for (const mate of mates) expect((await counters(mate)).total).toBe(1);

    const edit = await assigner.client.call('notification-edit-assignment', {
      body: { description: 'Everyone, edited', todos: row },
    });
    expect(edit.status).toBe(200);
    expect(edit.ddbCalls).toBe(3);
    const withdraw = await assigner.client.call('notification-delete-assignment-for-all-teammates', {
      body: { todos: row },
    });
    expect(withdraw.status).toBe(200);
    expect(withdraw.ddbCalls).toBe(3);
    for (const mate of mates) {
      expect(await counters(mate)).toEqual({ total: 0, completed: 0, assignedToMe: [] });
      expect((await notificationsOf(mate.user._id)).map((note) => note.message).sort()).toEqual(
        [
          assignmentTexts.assigned('Everyone'),
          assignmentTexts.edited('Everyone, edited'),
          assignmentTexts.withdrawn('Everyone, edited'),
        ].sort(),
      );
    }
  });

  it('is refused when a partner no longer has the assigner as a teammate (checked in the transaction)', async () => {
    const { assigner, mates } = await team(2);
    const [b, c] = mates as [Member, Member];
    // c dropped the assigner on their side only, as a concurrent remove-from-team would leave it mid-way.
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.user(c.user._id),
        UpdateExpression: 'REMOVE team.#a',
        ExpressionAttributeNames: { '#a': assigner.user._id },
      }),
    );
    const response = await assigner.client.call('notification-send-assignment', {
      body: { description: 'x', partners: [b.user._id, c.user._id] },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: validation.notTeammate });
    expect(await rowsOf(assigner.user._id)).toHaveLength(0);
    for (const mate of [b, c]) {
      expect(await tasksOf(mate.user._id)).toHaveLength(0);
      expect(await counters(mate)).toMatchObject({ total: 0, assignedToMe: [] });
      expect(await notificationsOf(mate.user._id)).toHaveLength(0);
    }
  });

  describe('refusals change nothing', () => {
    let assigner: Member;
    let b: Member;
    let stranger: Member;
    beforeAll(async () => {
      const made = await team(1);
      assigner = made.assigner;
      b = made.mates[0] as Member;
      stranger = await api.user('stranger');
    });

    const cases: [string, () => unknown, string][] = [
      ['no partners field', () => ({ description: 'x' }), validation.noTeammatesSelected],
      ['no partners', () => ({ description: 'x', partners: [] }), validation.noTeammatesSelected],
      ['partners not a list', () => ({ description: 'x', partners: 'everyone' }), validation.partnersInvalid],
      [
        'a partner that is not a string',
        () => ({ description: 'x', partners: [42] }),
        validation.partnersInvalid,
      ],
      [
        'a non-teammate',
        () => ({ description: 'x', partners: [b.user._id, stranger.user._id] }),
        validation.notTeammate,
      ],
      ['oneself', () => ({ description: 'x', partners: [assigner.user._id] }), validation.notTeammate],
      ['a malformed id', () => ({ description: 'x', partners: ['../../etc'] }), validation.notTeammate],
      ['an unknown id', () => ({ description: 'x', partners: [newId()] }), validation.notTeammate],
      [
        'too many partners',
        () => ({
          description: 'x',
          partners: Array.from({ length: limits.assignmentPartnersMax + 1 }, () => newId()),
        }),
        validation.tooManyPartners,
      ],
      ['no description', () => ({ partners: [b.user._id] }), validation.descriptionRequired],
      [
        'a blank description',
        () => ({ description: '   ', partners: [b.user._id] }),
        validation.descriptionRequired,
      ],
      [
        'a description too long',
        () => ({ description: 'x'.repeat(limits.descriptionMax + 1), partners: [b.user._id] }),
        validation.descriptionTooLong,
      ],
      [
        'a bad due date',
        () => ({ description: 'x', due: '2030-02-30', partners: [b.user._id] }),
        validation.dueInvalid,
      ],
      [
        'important not a boolean',
        () => ({ description: 'x', important: 'yes', partners: [b.user._id] }),
        validation.booleanInvalid('important'),
      ],
    ];

    it.each(cases)('%s', async (_name, body, message) => {
      const response = await assigner.client.call('notification-send-assignment', { body: body() });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
      expect(response.ddbCalls).toBe(1);
      expect(await rowsOf(assigner.user._id)).toHaveLength(0);
      expect(await tasksOf(b.user._id)).toHaveLength(0);
      expect(await counters(b)).toMatchObject({ total: 0, completed: 0, assignedToMe: [] });
      expect(await notificationsOf(b.user._id)).toHaveLength(0);
      expect(await tasksOf(stranger.user._id)).toHaveLength(0);
    });

    it('a guest', async () => {
      const response = await api.client().call('notification-send-assignment', {
        body: { description: 'x', partners: [b.user._id] },
      });
      expect(response.status).toBe(401);
      expect(await tasksOf(b.user._id)).toHaveLength(0);
    });
  });
});

// ---- The assignee's copy ----

describe("the assignee's copy", () => {
  it('can be toggled by the assignee (their counters only), not edited or deleted', async () => {
    const { assigner, mates } = await team(2);
    const [b, c] = mates as [Member, Member];
    const row = await assign(assigner, [b.user._id, c.user._id]);
    const copyB = copyOf(row, b);

    const done = await b.client.call('todo-update', { params: { id: copyB }, body: { completed: true } });
    expect(done.status).toBe(200);
    expect(done.body.todo).toMatchObject({ _id: copyB, completed: true, assigned: true });
    expect(await counters(b)).toMatchObject({ total: 1, completed: 1 });
    expect(await counters(c)).toMatchObject({ total: 1, completed: 0 });
    expect(await counters(assigner)).toMatchObject({ total: 0, completed: 0 });

    // Toggling to the same state again moves nothing.
    await b.client.call('todo-update', { params: { id: copyB }, body: { completed: true } });
    expect(await counters(b)).toMatchObject({ total: 1, completed: 1 });

    const edit = await b.client.call('todo-update', {
      params: { id: copyB },
      body: { description: 'mine now' },
    });
    expect(edit.status).toBe(403);
    const remove = await b.client.call('todo-delete', { params: { id: copyB } });
    expect(remove.status).toBe(403);
    expect((await tasksOf(b.user._id))[0]).toMatchObject({
      id: copyB,
      description: row.description,
      completed: true,
    });
    await expectCountersMatchRecount(b);

    const undone = await b.client.call('todo-update', { params: { id: copyB }, body: { completed: false } });
    expect(undone.status).toBe(200);
    expect(await counters(b)).toMatchObject({ total: 1, completed: 0 });

    // The assigner cannot toggle the copy through the task routes: it is not in their partition.
    const foreign = await assigner.client.call('todo-update', {
      params: { id: copyB },
      body: { completed: true },
    });
    expect(foreign.status).toBe(404);
  });

  it('shows in the assignee\'s "Assigned to you" view with the assigner\'s username', async () => {
    const { assigner, mates } = await team(1);
    const b = mates[0] as Member;
    const row = await assign(assigner, [b.user._id]);
    const view = await b.client.call('todo-get', { params: { groupId: 'assigned-to-me' } });
    expect(view.status).toBe(200);
    expect(view.body).toEqual([
      expect.objectContaining({ _id: copyOf(row, b), assigned: true, username: assigner.user.username }),
    ]);
  });
});

// ---- get-assignments-status ----

describe('get-assignments-status', () => {
  it('maps each copy the caller assigned to its completion, in one BatchGet', async () => {
    const { assigner, mates } = await team(2);
    const [b, c] = mates as [Member, Member];
    const row = await assign(assigner, [b.user._id, c.user._id]);
    const other = await assign(assigner, [c.user._id]);
    await setDone(c, copyOf(other, c), true);

    const response = await assigner.client.call('notification-get-assignments-status', {
      body: { todos: [row, other] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      [copyOf(row, b)]: false,
      [copyOf(row, c)]: false,
      [copyOf(other, c)]: true,
    });
    expect(response.ddbCalls).toBe(2);

    await setDone(b, copyOf(row, b), true);
    const after = await assigner.client.call('notification-get-assignments-status', {
      body: { todos: [row] },
    });
    expect(after.body).toEqual({ [copyOf(row, b)]: true, [copyOf(row, c)]: false });
  });

  it('answers nothing about copies the caller did not assign', async () => {
    const { assigner, mates } = await team(1);
    const b = mates[0] as Member;
    const row = await assign(assigner, [b.user._id]);
    const stranger = await api.user('stranger');
    for (const member of [stranger, b]) {
      const response = await member.client.call('notification-get-assignments-status', {
        body: { todos: [row] },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({});
    }
    // A forged row pointing at the stranger's own task is not answered either.
    const own = await stranger.client.call('todo-create', { body: { description: 'own task' } });
    const forged = { ...row, assignedTo: [stranger.user._id], originalIds: [own.body._id] };
    const response = await stranger.client.call('notification-get-assignments-status', {
      body: { todos: [forged] },
    });
    expect(response.body).toEqual({});
  });

  it('answers {} for rows without copies without a read, and refuses malformed bodies', async () => {
    const { client } = await api.user('status');
    const empty = await client.call('notification-get-assignments-status', { body: { todos: [] } });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({});
    expect(empty.ddbCalls).toBe(1);
    const garbage = await client.call('notification-get-assignments-status', {
      body: { todos: [{ _id: 'x', assignedTo: ['nope'], originalIds: ['../x'] }] },
    });
    expect(garbage.body).toEqual({});
    expect(garbage.ddbCalls).toBe(1);
    for (const body of [{}, { todos: 'all' }, { todos: [null] }, { todos: [[1]] }]) {
      const response = await client.call('notification-get-assignments-status', { body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: validation.assignmentTodosInvalid });
    }
    // 2020 copies: over the cap, in a body larger than the default 64 KiB limit (accepted, then refused).
    const many = Array.from({ length: 101 }, () => ({
      assignedTo: Array.from({ length: 20 }, () => newId()),
      originalIds: Array.from({ length: 20 }, () => newId()),
    }));
    const tooMany = await client.call('notification-get-assignments-status', { body: { todos: many } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ message: validation.tooManyStatusCopies });
  });
});

// ---- edit-assignment ----

describe('edit-assignment', () => {
  it('changes the description of the row and every copy, and notifies each assignee', async () => {
    const { assigner, mates } = await team(2);
    const [b, c] = mates as [Member, Member];
    const row = await assign(assigner, [b.user._id, c.user._id], { description: 'Old text' });
    await setDone(b, copyOf(row, b), true);

    const response = await assigner.client.call('notification-edit-assignment', {
      body: { description: '  New text ', todos: row },
    });
    expect(response.status).toBe(200);
    expect(response.ddbCalls).toBe(3);
    expect(response.body).toEqual({ message: assignmentTexts.assignmentEdited });
    for (const mate of [b, c]) {
      const [copy] = await tasksOf(mate.user._id);
      expect(copy).toMatchObject({ description: 'New text', descriptionLower: 'new text' });
      const notes = await notificationsOf(mate.user._id);
      expect(notes.map((note) => note.message)).toContain(assignmentTexts.edited('New text'));
    }
    expect((await tasksOf(b.user._id))[0]?.completed).toBe(true); // completion untouched
    expect((await rowsOf(assigner.user._id))[0]).toMatchObject({ description: 'New text' });
    expect(await counters(b)).toMatchObject({ total: 1, completed: 1 });
    expect(await counters(c)).toMatchObject({ total: 1, completed: 0 });
  });

  it('finds the row by its uniqueMarker, sent in `todos` (the original client) or `todo`', async () => {
    const { assigner, mates } = await team(1);
    const row = await assign(assigner, [mates[0]?.user._id as string]);
    const inTodos = await assigner.client.call('notification-edit-assignment', {
      body: { description: 'in todos', todos: { uniqueMarker: row.uniqueMarker } },
    });
    expect(inTodos.status).toBe(200);
    expect((await tasksOf(mates[0]?.user._id as string))[0]?.description).toBe('in todos');
    const inTodo = await assigner.client.call('notification-edit-assignment', {
      body: { description: 'in todo', todo: { uniqueMarker: row.uniqueMarker } },
    });
    expect(inTodo.status).toBe(200);
    expect((await tasksOf(mates[0]?.user._id as string))[0]?.description).toBe('in todo');
  });

  it('is refused to anyone but the assigner, and for bad input, changing nothing', async () => {
    const { assigner, mates } = await team(1);
    const b = mates[0] as Member;
    const row = await assign(assigner, [b.user._id], { description: 'Keep me' });
    const stranger = await api.user('stranger');

    for (const member of [b, stranger]) {
      const response = await member.client.call('notification-edit-assignment', {
        body: { description: 'hijack', todo: row },
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: serverErrors.assignmentNotFound });
    }
    const garbage = await assigner.client.call('notification-edit-assignment', {
      body: { description: 'x', todo: { _id: 'not-an-id' } },
    });
    expect(garbage.status).toBe(404);
    expect(garbage.ddbCalls).toBe(1);
    const missing = await assigner.client.call('notification-edit-assignment', {
      body: { description: 'x', todo: { _id: newId() } },
    });
    expect(missing.status).toBe(404);
    for (const [body, message] of [
      [{ description: 'x' }, validation.assignmentRowRequired],
      [{ description: '   ', todo: row }, validation.descriptionRequired],
      [{ todo: row }, validation.descriptionRequired],
      [{ description: 'x'.repeat(limits.descriptionMax + 1), todo: row }, validation.descriptionTooLong],
    ] as const) {
      const response = await assigner.client.call('notification-edit-assignment', { body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    }
    expect((await tasksOf(b.user._id))[0]?.description).toBe('Keep me');
    expect((await rowsOf(assigner.user._id))[0]?.description).toBe('Keep me');
    expect(await notificationsOf(b.user._id)).toHaveLength(1); // the assignment's only
  });
});

// ---- delete-assignment-for-single-teammate ----

describe('delete-assignment-for-single-teammate', () => {
  it('removes one assignee at a time, with their counters, and the row with the last', async () => {
    const { assigner, mates } = await team(3);
    const [b, c, d] = mates as [Member, Member, Member];
    const row = await assign(assigner, [b.user._id, c.user._id, d.user._id], { description: 'Shared' });
    await setDone(c, copyOf(row, c), true);
    expect(await counters(c)).toMatchObject({ total: 1, completed: 1 });

    // Remove c (completed): total and completed fall.
    const first = await assigner.client.call('notification-delete-assignment-for-single-teammate', {
      body: { todos: row, index: 1 },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: assignmentTexts.assigneeRemoved });
    expect(first.ddbCalls).toBe(3);
    expect(await counters(c)).toEqual({ total: 0, completed: 0, assignedToMe: [] });
    expect(await tasksOf(c.user._id)).toHaveLength(0);
    expect((await notificationsOf(c.user._id)).map((note) => note.message)).toContain(
      assignmentTexts.withdrawn('Shared'),
    );
    expect(await counters(b)).toMatchObject({ total: 1, completed: 0 });
    expect(await counters(d)).toMatchObject({ total: 1, completed: 0 });
    const [stored] = await rowsOf(assigner.user._id);
    expect(stored?.assignedTo).toEqual([b.user._id, d.user._id]);
    expect(stored?.originalIds).toEqual([copyOf(row, b), copyOf(row, d)]);

    // The same (now stale) request again: c is no longer on the row.
    const again = await assigner.client.call('notification-delete-assignment-for-single-teammate', {
      body: { todos: row, index: 1 },
    });
    expect(again.status).toBe(404);
    expect(await counters(c)).toMatchObject({ total: 0, completed: 0 });

    // The stale client row still names d correctly at index 2.
    const second = await assigner.client.call('notification-delete-assignment-for-single-teammate', {
      body: { todos: row, index: 2 },
    });
    expect(second.status).toBe(200);
    expect(await counters(d)).toEqual({ total: 0, completed: 0, assignedToMe: [] });

    // A row sent without its lists: the index is the stored row's (b is alone at 0); one more read.
    const last = await assigner.client.call('notification-delete-assignment-for-single-teammate', {
      body: { todos: { uniqueMarker: row.uniqueMarker }, index: 0 },
    });
    expect(last.status).toBe(200);
    expect(last.ddbCalls).toBe(4);
    expect(await counters(b)).toEqual({ total: 0, completed: 0, assignedToMe: [] });
    expect(await rowsOf(assigner.user._id)).toHaveLength(0);
    for (const member of [assigner, b, c, d]) await expectCountersMatchRecount(member);

    const gone = await assigner.client.call('notification-delete-assignment-for-single-teammate', {
      body: { todos: row, index: 0 },
    });
    expect(gone.status).toBe(404);
  });

  it('is refused to the assignee, strangers and bad input, changing nothing', async () => {
    const { assigner, mates } = await team(1);
    const b = mates[0] as Member;
    const row = await assign(assigner, [b.user._id]);
    const stranger = await api.user('stranger');
    for (const member of [b, stranger]) {
      const response = await member.client.call('notification-delete-assignment-for-single-teammate', {
        body: { todos: row, index: 0 },
      });
      expect(response.status).toBe(404);
    }
    for (const [body, status, message] of [
      [{ index: 0 }, 400, validation.assignmentRowRequired],
      [{ todos: row }, 400, validation.assignmentIndexInvalid],
      [{ todos: row, index: 1 }, 400, validation.assignmentIndexInvalid],
      [{ todos: row, index: -1 }, 400, validation.assignmentIndexInvalid],
      [{ todos: row, index: 0.5 }, 400, validation.assignmentIndexInvalid],
      [{ todos: row, index: '0' }, 400, validation.assignmentIndexInvalid],
      [{ todos: { uniqueMarker: row.uniqueMarker }, index: 3 }, 400, validation.assignmentIndexInvalid],
      [{ todos: { _id: 'garbage' }, index: 0 }, 404, serverErrors.assignmentNotFound],
    ] as const) {
      const response = await assigner.client.call('notification-delete-assignment-for-single-teammate', {
        body,
      });
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ message });
    }
    expect(await counters(b)).toMatchObject({ total: 1, completed: 0 });
    expect(await tasksOf(b.user._id)).toHaveLength(1);
    expect((await rowsOf(assigner.user._id))[0]?.assignedTo).toEqual([b.user._id]);
  });

  it('counts once when the same removal is sent many times at once', async () => {
    const { assigner, mates } = await team(2);
    const [b, c] = mates as [Member, Member];
    const row = await assign(assigner, [b.user._id, c.user._id]);
    await setDone(b, copyOf(row, b), true);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        assigner.client.call('notification-delete-assignment-for-single-teammate', {
          body: { todos: row, index: 0 },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 404 || status === 409)).toBe(true);
    expect(await counters(b)).toEqual({ total: 0, completed: 0, assignedToMe: [] });
    expect(await counters(c)).toMatchObject({ total: 1, completed: 0 });
    for (const member of [b, c]) await expectCountersMatchRecount(member);
  });
});

// ---- delete-assignment-for-all-teammates ----

describe('delete-assignment-for-all-teammates', () => {
  it('withdraws the task from everyone, with their counters', async () => {
    const { assigner, mates } = await team(3);
    const [b, c, d] = mates as [Member, Member, Member];
    const keep = await assign(assigner, [b.user._id], { description: 'Keep' });
    const row = await assign(assigner, [b.user._id, c.user._id, d.user._id], { description: 'Withdraw' });
    await setDone(c, copyOf(row, c), true);
    await setDone(b, copyOf(keep, b), true);
    expect(await counters(b)).toMatchObject({ total: 2, completed: 1 });

    const response = await assigner.client.call('notification-delete-assignment-for-all-teammates', {
      body: { todos: row },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: assignmentTexts.assignmentDeleted });
    expect(response.ddbCalls).toBe(3);

    expect(await counters(b)).toEqual({ total: 1, completed: 1, assignedToMe: [copyOf(keep, b)] });
    expect(await counters(c)).toEqual({ total: 0, completed: 0, assignedToMe: [] });
    expect(await counters(d)).toEqual({ total: 0, completed: 0, assignedToMe: [] });
    expect((await rowsOf(assigner.user._id)).map((stored) => stored.description)).toEqual(['Keep']);
    for (const mate of [b, c, d]) {
      const listed = await mate.client.call('notification-get-notifications');
      expect(listed.body.map((note) => note.message)).toContain(assignmentTexts.withdrawn('Withdraw'));
      await expectCountersMatchRecount(mate);
    }
    expect(await counters(assigner)).toEqual({ total: 0, completed: 0, assignedToMe: [] });
    const status = await assigner.client.call('notification-get-assignments-status', {
      body: { todos: [row, keep] },
    });
    expect(status.body).toEqual({ [copyOf(keep, b)]: true });

    const again = await assigner.client.call('notification-delete-assignment-for-all-teammates', {
      body: { todos: row },
    });
    expect(again.status).toBe(404);
  });

  it('works from a stale client row (one more read)', async () => {
    const { assigner, mates } = await team(2);
    const [b, c] = mates as [Member, Member];
    const row = await assign(assigner, [b.user._id, c.user._id]);
    await assigner.client.call('notification-delete-assignment-for-single-teammate', {
      body: { todos: row, index: 0 },
    });
    const response = await assigner.client.call('notification-delete-assignment-for-all-teammates', {
      body: { todos: { ...row, assignedTo: [b.user._id], originalIds: [copyOf(row, b)] } },
    });
    expect(response.status).toBe(200);
    expect(response.ddbCalls).toBe(4);
    expect(await counters(c)).toEqual({ total: 0, completed: 0, assignedToMe: [] });
    expect(await rowsOf(assigner.user._id)).toHaveLength(0);
  });

  it('is refused to the assignee and strangers, changing nothing', async () => {
    const { assigner, mates } = await team(1);
    const b = mates[0] as Member;
    const row = await assign(assigner, [b.user._id]);
    const stranger = await api.user('stranger');
    for (const member of [b, stranger]) {
      const response = await member.client.call('notification-delete-assignment-for-all-teammates', {
        body: { todos: row },
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: serverErrors.assignmentNotFound });
    }
    const noRow = await assigner.client.call('notification-delete-assignment-for-all-teammates', {
      body: {},
    });
    expect(noRow.status).toBe(400);
    expect(await counters(b)).toMatchObject({ total: 1 });
    expect(await rowsOf(assigner.user._id)).toHaveLength(1);
  });

  it('keeps counters right when the assignee toggles while the assigner withdraws', async () => {
    const { assigner, mates } = await team(2);
    const [b, c] = mates as [Member, Member];
    for (let round = 0; round < 3; round++) {
      const row = await assign(assigner, [b.user._id, c.user._id]);
      await Promise.all([
        assigner.client.call('notification-delete-assignment-for-all-teammates', { body: { todos: row } }),
        toggle(b, copyOf(row, b), true),
        toggle(c, copyOf(row, c), true),
        toggle(b, copyOf(row, b), false),
      ]);
      for (const member of [b, c]) await expectCountersMatchRecount(member);
    }
    expect(await rowsOf(assigner.user._id)).toHaveLength(0);
  });
});

describe('a copy that vanished', () => {
  it('is skipped by edit and cleaned up by the delete routes, counting nothing twice', async () => {
    const { assigner, mates } = await team(3);
    const [b, c, d] = mates as [Member, Member, Member];
    const row = await assign(assigner, [b.user._id, c.user._id, d.user._id], { description: 'Fragile' });
    // c's copy disappears on its own (with its count), leaving the row and c's assignedToMe entry behind.
    for (const member of [c, d]) {
      await api.db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: api.tableName, Key: keys.todo(member.user._id, copyOf(row, member)) } },
            {
              Update: {
                TableName: api.tableName,
                Key: keys.user(member.user._id),
                UpdateExpression: 'ADD totalTasks :minus',
                ExpressionAttributeValues: { ':minus': -1 },
              },
            },
          ],
        }),
      );
    }

    const edit = await assigner.client.call('notification-edit-assignment', {
      body: { description: 'Sturdy', todo: row },
    });
    expect(edit.status).toBe(200);
    expect(edit.ddbCalls).toBe(5); // one retry without the vanished copies
    expect((await tasksOf(b.user._id))[0]?.description).toBe('Sturdy');
    expect(await tasksOf(c.user._id)).toHaveLength(0); // not recreated by the update

    const single = await assigner.client.call('notification-delete-assignment-for-single-teammate', {
      body: { todos: row, index: 1 },
    });
    expect(single.status).toBe(200);
    expect(await counters(c)).toEqual({ total: 0, completed: 0, assignedToMe: [] });

    const all = await assigner.client.call('notification-delete-assignment-for-all-teammates', {
      body: { todos: row },
    });
    expect(all.status).toBe(200);
    for (const member of [b, c, d]) {
      expect(await counters(member)).toEqual({ total: 0, completed: 0, assignedToMe: [] });
      await expectCountersMatchRecount(member);
    }
    expect(await rowsOf(assigner.user._id)).toHaveLength(0);
  });
});

describe('guests', () => {
  it.each([
    'notification-send-assignment',
    'notification-edit-assignment',
    'notification-delete-assignment-for-single-teammate',
    'notification-delete-assignment-for-all-teammates',
    'notification-get-assignments-status',
  ] as const)('%s answers 401', async (name) => {
    const response = await api.client().call(name, { body: {} });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: serverErrors.notSignedIn });
  });
});
