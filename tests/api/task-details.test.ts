/**
 * Over HTTP on DynamoDB Local: the task details (notes, steps, repeat) and every field of
 * todo/update with its rules and refusals (nothing written on a refusal), moves between groups and
 * into built-in homes, the assignee's limits, the next occurrence of a repeating task (every FREQ,
 * both `from` modes) in the completion's transaction, edit-assignment's fields with the copies'
 * step ticks kept, and a repeating assignment sent again exactly once when its last two assignees
 * complete at the same moment. Counters equal recounts after all of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentItem } from '../../functions/data/core/items';
import { skPrefix } from '../../functions/data/core/keys';
import { serverErrors } from '../../shared/messages/server';
import { detailFieldTexts as detailTexts, validation } from '../../shared/messages/validation';
import type { Task } from '../../shared/types';
import { startApi, type TestApi } from '../support/api';
import { partitionItems } from './refusal-support';
import { befriend } from './team-support';
import {
  assign,
  copyOf,
  createGroup,
  createTask,
  expectCountersMatchRecount,
  expectRefusedUnchanged,
  type Member,
  tasksOf,
} from './todo-support';

let api: TestApi;
let alice: Member;
let boss: Member;
let carol: Member;
let dave: Member;
beforeAll(async () => {
  api = await startApi();
  [alice, boss, carol, dave] = await Promise.all([
    api.user('alice'),
    api.user('boss'),
    api.user('carol'),
    api.user('dave'),
  ]);
  await befriend(boss, carol);
  await befriend(boss, dave);
});
afterAll(() => api.close());

const ulid = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** The due fields a day is answered and stored with (docs/decisions/0113). */
const dueOn = (day: string) => ({ dueDay: day, due: `${day}T12:00:00.000Z` });

/** 23:59 of a calendar day in a zone, as the original client sends a chosen due date (zones without DST here). */
const dueAt = (ymd: string, offsetHours = 0) =>
  new Date(Date.parse(`${ymd}T23:59:00.000Z`) - offsetHours * 3_600_000).toISOString();

const addDays = (ymd: string, days: number) =>
  new Date(Date.parse(`${ymd}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function update(member: Member, id: string, body: Record<string, unknown>) {
  // biome-ignore lint/suspicious/noExplicitAny: refusals send bodies the contract's types forbid.
  return member.client.call('todo-update', { params: { id }, body: body as any });
}

describe('todo/update: the task details', () => {
  it('changes every field at once in 3 DynamoDB calls, and answers the stored task', async () => {
    const task = await createTask(alice);
    expect(task).toMatchObject({ notes: '', steps: [], repeat: null });
    const response = await update(alice, task._id, {
      important: true,
      due: dueAt('2031-05-10'),
      notes: 'Line one\nLine two',
      steps: [{ title: '  Buy paint ' }, { title: 'Paint', completed: true }],
      repeat: { rule: 'freq=weekly;byday=fr,mo', from: 'due', timeZone: 'UTC' },
      groupId: 'planned',
    });
    expect(response.status).toBe(200);
    expect(response.ddbCalls).toBe(3);
    const todo = response.body.todo;
    expect(todo).toMatchObject({
      _id: task._id,
      important: true,
      // Saturday May 10 moves to the first day the repeat names, Monday May 12.
      ...dueOn('2031-05-12'),
      notes: 'Line one\nLine two',
      groupId: 'planned',
      repeat: { rule: 'FREQ=WEEKLY;BYDAY=MO,FR', from: 'due', timeZone: 'UTC' },
      steps: [
        { title: 'Buy paint', completed: false },
        { title: 'Paint', completed: true },
      ],
    });
    expect(response.body.next).toBeUndefined();
    for (const step of todo.steps ?? []) expect(step._id).toMatch(ulid);

    // Ids sent back are kept (a rename keeps its step); a malformed or repeated id gets a new one.
    const [first, second] = todo.steps ?? [];
    const again = await update(alice, task._id, {
      steps: [
        { _id: second?._id, title: 'Paint twice', completed: false },
        { _id: 'temp-1', title: 'Clean up' },
        { _id: second?._id, title: 'Dupe' },
      ],
    });
    expect(again.status).toBe(200);
    const steps = again.body.todo.steps ?? [];
    expect(steps.map((s) => s.title)).toEqual(['Paint twice', 'Clean up', 'Dupe']);
    expect(steps[0]?._id).toBe(second?._id);
    expect(steps[1]?._id).toMatch(ulid);
    expect(new Set(steps.map((s) => s._id)).size).toBe(3);
    expect(steps.some((s) => s._id === first?._id)).toBe(false);

    // The same values again write nothing (2 calls: the session and the task).
    const same = await update(alice, task._id, { important: true, notes: 'Line one\nLine two' });
    expect(same.status).toBe(200);
    expect(same.ddbCalls).toBe(2);

    // Clearing: due and repeat together (a repeat needs a due date), notes, steps.
    const cleared = await update(alice, task._id, { due: null, repeat: null, notes: '', steps: [] });
    expect(cleared.body.todo).toMatchObject({ due: null, repeat: null, notes: '', steps: [] });
    const listed = await alice.client.call('todo-get', { params: { groupId: 'planned' } });
    expect(listed.body.find((t) => t._id === task._id)).toMatchObject({ important: true, due: null });
    await expectCountersMatchRecount(api, alice.user._id);
  });

  it('creates a task with its details, and send-assignment carries them to every copy', async () => {
    const created = await alice.client.call('todo-create', {
      body: {
        description: 'With details',
        due: dueAt('2031-01-31'),
        notes: 'n',
        steps: [{ title: 's1' }],
        repeat: { rule: 'FREQ=MONTHLY;BYMONTHDAY=-1' },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      notes: 'n',
      steps: [{ title: 's1', completed: false }],
      repeat: { rule: 'FREQ=MONTHLY;BYMONTHDAY=-1', from: 'due' },
    });
    await expectRefusedUnchanged(
      api,
      [alice],
      () =>
        alice.client.call('todo-create', {
          body: { description: 'x', repeat: { rule: 'FREQ=DAILY', from: 'due' } },
        }),
      detailTexts.repeatNeedsDue,
    );
  });

  it.each([
    [{ notes: 'n'.repeat(4001) }, detailTexts.notesTooLong],
    [{ notes: ['n'] }, detailTexts.notesInvalid],
    [{ steps: Array.from({ length: 51 }, (_, i) => ({ title: `s${i}` })) }, detailTexts.tooManySteps],
    [{ steps: [{ title: ' ' }] }, detailTexts.stepTitleRequired],
    [{ steps: [{ title: 's'.repeat(181) }] }, detailTexts.stepTitleTooLong],
    [{ steps: 'a, b' }, detailTexts.stepsInvalid],
    [{ repeat: { rule: 'FREQ=HOURLY' } }, detailTexts.repeatRuleFreq],
    [{ repeat: { rule: 'FREQ=DAILY;INTERVAL=0' } }, detailTexts.repeatRuleInterval],
    [{ repeat: { rule: 'FREQ=DAILY;INTERVAL=366' } }, detailTexts.repeatRuleInterval],
    [{ repeat: { rule: 'FREQ=DAILY;BYDAY=MO' } }, detailTexts.repeatRuleByDay],
    [{ repeat: { rule: 'FREQ=WEEKLY;BYMONTHDAY=1' } }, detailTexts.repeatRuleByMonthDay],
    [{ repeat: { rule: 'FREQ=DAILY;COUNT=2' } }, detailTexts.repeatRulePart('COUNT=2')],
    [{ repeat: { rule: 'FREQ=DAILY', from: 'start' } }, detailTexts.repeatFromInvalid],
    [{ repeat: { rule: 'FREQ=DAILY', timeZone: 'Mars/Base' } }, detailTexts.repeatTimeZoneInvalid],
    [{ repeat: 'FREQ=DAILY' }, detailTexts.repeatInvalid],
    [{ repeat: { rule: 'FREQ=DAILY' } }, detailTexts.repeatNeedsDue],
    [{ important: 'yes' }, validation.booleanInvalid('important')],
    [{ due: '2031-02-30T10:00:00Z' }, validation.dueInvalid],
    [{ groupId: '' }, detailTexts.groupIdNotText],
    [{ groupId: 'assigned-to-me' }, validation.groupNotAHome],
    [{ groupId: 'assigned-by-me' }, validation.groupNotAHome],
    [{ groupId: 'no-such-group' }, detailTexts.moveGroupNotFound],
    [{ groupId: '01J00000000000000000000000' }, detailTexts.moveGroupNotFound],
    [{ notes: 'ok', steps: [{ title: '' }] }, detailTexts.stepTitleRequired],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const task = await createTask(alice);
    await expectRefusedUnchanged(api, [alice], () => update(alice, task._id, body), message);
  });

  it("refuses a repeat whose due date is cleared, and a move into another user's group", async () => {
    const task = await createTask(alice, { due: dueAt('2031-03-01') });
    expect((await update(alice, task._id, { repeat: { rule: 'FREQ=DAILY' } })).status).toBe(200);
    await expectRefusedUnchanged(
      api,
      [alice],
      () => update(alice, task._id, { due: null }),
      detailTexts.repeatNeedsDue,
    );
    const bossGroup = await createGroup(boss, 'Boss only');
    await expectRefusedUnchanged(
      api,
      [alice],
      () => update(alice, task._id, { groupId: bossGroup._id }),
      detailTexts.moveGroupNotFound,
    );
  });

  it('moves a task between user groups and into the built-in homes', async () => {
    const [home, work] = [await createGroup(alice, 'Home'), await createGroup(alice, 'Work')];
    const task = await createTask(alice, { groupId: home._id });
    const stored = async (groupId: string) =>
      (await alice.client.call('todo-get', { params: { groupId } })).body.map((t) => t._id);
    for (const target of [work._id, 'today', 'important', 'planned', home._id]) {
      const moved = await update(alice, task._id, { groupId: target });
      expect(moved.status).toBe(200);
      expect(moved.body.todo.groupId).toBe(target);
      expect(await stored(target)).toContain(task._id);
    }
    expect(await stored(work._id)).not.toContain(task._id);
    await expectCountersMatchRecount(api, alice.user._id);
  });
});

describe('todo/update on a copy assigned to the caller', () => {
  it('the assignee may tick steps and complete; anything else is 403 with nothing changed', async () => {
    const sent = await boss.client.call('notification-send-assignment', {
      body: {
        description: 'Checklist',
        partners: [carol.user._id],
        notes: 'Read me',
        steps: [{ title: 'One' }, { title: 'Two' }],
      },
    });
    expect(sent.status).toBe(200);
    const copy = sent.body.todos[0] as Task;
    const id = copy._id;
    const steps = copy.steps ?? [];
    expect(steps.map((s) => s.title)).toEqual(['One', 'Two']);

    for (const body of [
      { description: 'mine' },
      { important: true },
      { due: dueAt('2031-01-01') },
      { notes: 'hacked' },
      { groupId: 'today' },
      { repeat: null },
      { completed: true, notes: 'x' },
      { steps: [{ _id: steps[0]?._id, title: 'Renamed', completed: true }, steps[1]] },
      { steps: [steps[0]] },
      { steps: [steps[1], steps[0]] },
    ]) {
      const before = await partitionItems(api, carol.user._id);
      const refused = await update(carol, id, body);
      expect(refused.status, JSON.stringify(body)).toBe(403);
      expect(refused.body).toEqual({ message: serverErrors.forbidden });
      expect(await partitionItems(api, carol.user._id)).toEqual(before);
    }

    const ticked = await update(carol, id, { steps: [{ ...steps[0], completed: true }, steps[1]] });
    expect(ticked.status).toBe(200);
    expect(ticked.body.todo.steps?.map((s) => s.completed)).toEqual([true, false]);
    const done = await update(carol, id, { completed: true });
    expect(done.status).toBe(200);
    // Session, the copy, its row (the assigner's completion notice names who completed,
    // or everyone: the only other copy read is none here), the transaction.
    expect(done.ddbCalls).toBe(4);
    expect(done.body.todo).toMatchObject({ completed: true, notes: 'Read me', assigned: true });
    await expectCountersMatchRecount(api, carol.user._id);
  });
});

describe('edit-assignment: the whole assignment', () => {
  it("changes every copy's fields, merges steps by id keeping each copy's ticks, and refuses bad input", async () => {
    const sent = await boss.client.call('notification-send-assignment', {
      body: {
        description: 'Team list',
        partners: [carol.user._id, dave.user._id],
        steps: [{ title: 'A' }, { title: 'B' }],
      },
    });
    expect(sent.status).toBe(200);
    const row = sent.body.todos;
    const carolCopy = row.find((t) => t.user === carol.user._id) as Task;
    const daveCopy = row.find((t) => t.user === dave.user._id) as Task;
    const [a, b] = carolCopy.steps ?? [];
    // carol ticks A.
    expect((await update(carol, carolCopy._id, { steps: [{ ...a, completed: true }, b] })).status).toBe(200);

    const grouped = {
      ...carolCopy,
      assignedTo: [carol.user._id, dave.user._id],
      originalIds: [carolCopy._id, daveCopy._id],
    };
    const edited = await boss.client.call('notification-edit-assignment', {
      body: {
        todos: grouped,
        important: true,
        due: dueAt('2031-07-01'),
        notes: 'Updated notes',
        steps: [{ _id: a?._id, title: 'A renamed', completed: false }, { title: 'C' }],
        repeat: { rule: 'FREQ=WEEKLY', from: 'completion', timeZone: 'UTC' },
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.ddbCalls).toBe(3);
    const carolNow = (await tasksOf(api, carol.user._id)).find((t) => t.id === carolCopy._id);
    const daveNow = (await tasksOf(api, dave.user._id)).find((t) => t.id === daveCopy._id);
    for (const copy of [carolNow, daveNow]) {
      expect(copy).toMatchObject({
        description: 'Team list',
        important: true,
        ...dueOn('2031-07-01'),
        notes: 'Updated notes',
        repeat: { rule: 'FREQ=WEEKLY', from: 'completion', timeZone: 'UTC' },
      });
      expect(copy?.steps?.map((s) => s.title)).toEqual(['A renamed', 'C']);
      expect(copy?.steps?.[0]?.id).toBe(a?._id);
    }
    const carolAnswer = await carol.client.call('todo-get', { params: { groupId: 'assigned-to-me' } });
    expect(carolAnswer.body.find((t) => t._id === carolCopy._id)?.steps?.map((s) => s.completed)).toEqual([
      true,
      false,
    ]);
    const daveAnswer = await dave.client.call('todo-get', { params: { groupId: 'assigned-to-me' } });
    expect(daveAnswer.body.find((t) => t._id === daveCopy._id)?.steps?.map((s) => s.completed)).toEqual([
      false,
      false,
    ]);

    // The original client's body still works; bad input changes nothing.
    const plain = await boss.client.call('notification-edit-assignment', {
      body: { description: 'Renamed', todos: grouped },
    });
    expect(plain.status).toBe(200);
    for (const [body, message] of [
      [{ todos: grouped }, validation.descriptionRequired],
      [{ todos: grouped, due: null }, detailTexts.repeatNeedsDue],
      [
        { todos: grouped, steps: Array.from({ length: 51 }, () => ({ title: 's' })) },
        detailTexts.tooManySteps,
      ],
      [{ todos: grouped, repeat: { rule: 'FREQ=DAILY;INTERVAL=0' } }, detailTexts.repeatRuleInterval],
    ] as const) {
      await expectRefusedUnchanged(
        api,
        [boss, carol, dave],
        // biome-ignore lint/suspicious/noExplicitAny: refusals send bodies the contract's types forbid.
        () => boss.client.call('notification-edit-assignment', { body: body as any }),
        message,
      );
    }
  });
});

describe('repeating tasks: the next occurrence', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  it.each([
    // rule, from, due day, next due day (from 'completion': days after today, as a number)
    ['FREQ=DAILY', 'due', '2031-03-10', '2031-03-11'],
    ['FREQ=DAILY;INTERVAL=2', 'completion', '2031-03-10', 2],
    ['FREQ=WEEKLY', 'due', '2031-12-29', '2032-01-05'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR', 'due', '2031-03-14', '2031-03-24'],
    ['FREQ=WEEKLY', 'completion', '2031-03-10', 7],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'due', '2031-01-31', '2031-02-28'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'due', '2031-02-28', '2031-03-31'],
    ['FREQ=MONTHLY', 'due', '2031-01-31', '2031-02-28'],
    ['FREQ=YEARLY', 'due', '2032-02-29', '2033-02-28'],
    ['FREQ=YEARLY', 'due', '2031-12-31', '2032-12-31'],
  ] as const)('%s from %s: due %s -> %s, in the same transaction', async (rule, from, due, expected) => {
    const group = await createGroup(alice, 'Chores');
    const task = await createTask(alice, {
      description: `Repeat ${rule}`,
      groupId: group._id,
      important: true,
      due: dueAt(due),
      notes: 'Keep',
      steps: [{ title: 'Step', completed: true }],
      repeat: { rule, from, timeZone: 'UTC' },
    });
    const before = await expectCountersMatchRecount(api, alice.user._id);
    const done = await update(alice, task._id, { completed: true });
    expect(done.status).toBe(200);
    expect(done.ddbCalls).toBe(3);
    const next = done.body.next as Task;
    const expectedDay = typeof expected === 'number' ? addDays(today(), expected) : expected;
    expect(next.dueDay).toBe(expectedDay);
    expect(next.due).toBe(`${expectedDay}T12:00:00.000Z`);
    expect(next).toMatchObject({
      description: `Repeat ${rule}`,
      groupId: group._id,
      important: true,
      completed: false,
      notes: 'Keep',
      repeat: { rule, from, timeZone: 'UTC' },
      steps: [{ title: 'Step', completed: false }],
    });
    expect(next._id).not.toBe(task._id);
    expect(await expectCountersMatchRecount(api, alice.user._id)).toEqual({
      total: before.total + 1,
      completed: before.completed + 1,
    });
    // Un-completing takes back the unchanged next occurrence it created (docs/api.md), in the route's
    // budget: the task, the occurrence, then one transaction.
    const undone = await update(alice, task._id, { completed: false });
    expect(undone.body.next).toBeUndefined();
    expect(undone.body.nextRemoved).toBe(next._id);
    expect(undone.ddbCalls).toBe(4);
    const stored = await tasksOf(api, alice.user._id);
    expect(stored.some((t) => t.id === next._id)).toBe(false);
    expect(await expectCountersMatchRecount(api, alice.user._id)).toEqual({
      total: before.total,
      completed: before.completed,
    });
  });

  it('without a zone, reads a due sent at 23:59 in New York as that day, and repeats it a week on across a DST date', async () => {
    const task = await createTask(alice, { due: dueAt('2031-03-07', -5), repeat: { rule: 'FREQ=WEEKLY' } });
    const done = await update(alice, task._id, { completed: true });
    expect(task.dueDay).toBe('2031-03-07');
    expect(done.body.next).toMatchObject(dueOn('2031-03-14'));
  });

  it('two identical completions racing create one next occurrence', async () => {
    const task = await createTask(alice, { due: dueAt('2031-04-01'), repeat: { rule: 'FREQ=DAILY' } });
    const before = await expectCountersMatchRecount(api, alice.user._id);
    const answers = await Promise.all([1, 2, 3].map(() => update(alice, task._id, { completed: true })));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(answers.filter((answer) => answer.body.next).length).toBe(1);
    expect(await expectCountersMatchRecount(api, alice.user._id)).toEqual({
      total: before.total + 1,
      completed: before.completed + 1,
    });
  });
});

describe('repeating assignments', () => {
  it('the last of two assignees completing at the same moment sends the next round exactly once (20 races)', async () => {
    const rows = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        assign(boss, [carol.user._id, dave.user._id], {
          description: `Round ${i}`,
          due: dueAt('2031-06-30'),
          repeat: { rule: 'FREQ=MONTHLY;BYMONTHDAY=-1', from: 'due', timeZone: 'UTC' },
        }),
      ),
    );
    const answers = await Promise.all(
      rows.flatMap((row) => [
        update(carol, copyOf(row, carol), { completed: true }),
        update(dave, copyOf(row, dave), { completed: true }),
      ]),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // Each race: exactly one of the two answers carries the completer's copy of the next round.
    for (let i = 0; i < rows.length; i++) {
      const pair = [answers[2 * i], answers[2 * i + 1]];
      expect(pair.filter((answer) => answer?.body.next).length).toBe(1);
    }
    const stored = (await partitionItems<AssignmentItem>(api, boss.user._id)).filter((item) =>
      item.sk.startsWith(skPrefix.assignment),
    );
    for (const row of rows) {
      const old = stored.find((item) => item.id === row.uniqueMarker);
      expect(old?.repeatedAs).toBeDefined();
      const rounds = stored.filter((item) => item.description === row.description);
      expect(rounds.length).toBe(2);
      const next = stored.find((item) => item.id === old?.repeatedAs);
      expect(next).toMatchObject({
        ...dueOn('2031-07-31'),
        repeat: { rule: 'FREQ=MONTHLY;BYMONTHDAY=-1' },
      });
      // A copy, sorted: the row's own order pairs each assignee with their copy (originalIds).
      expect([...(next?.assignedTo ?? [])].sort()).toEqual([carol.user._id, dave.user._id].sort());
      expect(next?.repeatedAs).toBeUndefined();
    }
    // The assigner's "Assigned by you": every status of the new rows is Pending.
    const newRows = stored.filter((item) =>
      rows.some((row) => row.uniqueMarker !== item.id && row.description === item.description),
    );
    const status = await boss.client.call('notification-get-assignments-status', {
      body: {
        todos: newRows.map((item) => ({
          uniqueMarker: item.id,
          assignedTo: item.assignedTo,
          originalIds: item.originalIds,
        })),
      },
    });
    expect(Object.values(status.body).length).toBe(40);
    expect(Object.values(status.body).every((completed) => completed === false)).toBe(true);
    for (const member of [boss, carol, dave]) await expectCountersMatchRecount(api, member.user._id);
  });

  it('an assignee no longer on the team gets no copy of the next round', async () => {
    const row = await assign(boss, [carol.user._id, dave.user._id], {
      description: 'Leaver round',
      due: dueAt('2031-06-10'),
      repeat: { rule: 'FREQ=DAILY', from: 'due' },
    });
    const removed = await boss.client.call('notification-remove-from-team', {
      body: { toUser: dave.user._id },
    });
    expect(removed.status).toBe(200);
    expect((await update(dave, copyOf(row, dave), { completed: true })).status).toBe(200);
    const last = await update(carol, copyOf(row, carol), { completed: true });
    expect(last.status).toBe(200);
    expect(last.ddbCalls).toBe(5);
    expect(last.body.next).toMatchObject({
      description: 'Leaver round',
      ...dueOn('2031-06-11'),
      completed: false,
    });
    const rows = (await partitionItems<AssignmentItem>(api, boss.user._id)).filter(
      (item) => item.sk.startsWith(skPrefix.assignment) && item.description === 'Leaver round',
    );
    expect(rows.length).toBe(2);
    expect(rows.find((item) => item.id !== row.uniqueMarker)?.assignedTo).toEqual([carol.user._id]);
    for (const member of [boss, carol, dave]) await expectCountersMatchRecount(api, member.user._id);
    await befriend(boss, dave);
  });
});
