/**
 * updateTodo (./task-updates.ts) on DynamoDB Local: a toggle moves the counters once, whatever
 * races it; the details fields are stored as sent; a move checks its target; an assignee may only
 * complete and tick their copy; completing a repeating task writes its next occurrence in the same
 * transaction, and reopening it takes that occurrence back when it is unchanged. Every case ends
 * with the counters checked against a recount.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  assign,
  expectCounters,
  newUser,
  ownTask,
  teamUp,
  writesAfterReads,
} from '../../../tests/support/data-layer';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors';
import type { UserItem } from '../accounts/users';
import { db, tableName } from '../core/client';
import { newId } from '../core/ids';
import type { TodoItem } from '../core/items';
import { keys } from '../core/keys';
import { noKey } from '../core/unit-of-work';
import { createGroup, newGroupItem } from '../lists/groups';
import { updateTodo } from './task-updates';
import { deleteTodo, getTodo } from './todos';

const actor = { username: 'someone' };
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('completing and un-completing', () => {
  it('moves completedTasks by one each way, and the same state again writes nothing', async () => {
    const user = await newUser();
    const task = await ownTask(user);
    await ownTask(user);
    const done = await updateTodo(user.id, task.id, { completed: true }, actor, noKey);
    expect(done.todo.completed).toBe(true);
    expect((await getTodo(user.id, task.id))?.completed).toBe(true);
    await expectCounters(user.id, { total: 2, completed: 1 });
    await updateTodo(user.id, task.id, { completed: true }, actor, noKey);
    await expectCounters(user.id, { total: 2, completed: 1 });
    await updateTodo(user.id, task.id, { completed: false }, actor, noKey);
    await expectCounters(user.id, { total: 2, completed: 0 });
  });

  it('counts three identical completions racing once', async () => {
    const user = await newUser();
    const task = await ownTask(user);
    const answers = await Promise.all(
      [1, 2, 3].map(() => updateTodo(user.id, task.id, { completed: true }, actor, noKey)),
    );
    expect(answers.map((answer) => answer.todo.completed)).toEqual([true, true, true]);
    await expectCounters(user.id, { total: 1, completed: 1 });
  });

  it('reads again when the task changed between its read and its write', async () => {
    const user = await newUser();
    const task = await ownTask(user);
    // Another request completes the task right after this one read it as open.
    const writes = await writesAfterReads(
      'GetItemCommand',
      1,
      () => updateTodo(user.id, task.id, { completed: true }, actor, noKey),
      () => updateTodo(user.id, task.id, { completed: true, important: true }, actor, noKey),
    );
    expect(writes).toBe(1);
    expect(await getTodo(user.id, task.id)).toMatchObject({ completed: true, important: true });
    await expectCounters(user.id, { total: 1, completed: 1 });
  });

  it('gives up with Conflict when every attempt read a state that changed before its write', async () => {
    const user = await newUser();
    const task = await ownTask(user);
    let completed = false;
    // Another request toggles the task right after each read of this one.
    const flip = () => {
      completed = !completed;
      return updateTodo(user.id, task.id, { completed }, actor, noKey);
    };
    const edit = () => updateTodo(user.id, task.id, { notes: 'mine' }, actor, noKey);
    await expect(writesAfterReads('GetItemCommand', 3, flip, edit)).rejects.toThrow(Conflict);
    expect((await getTodo(user.id, task.id))?.notes).toBe('');
    await expectCounters(user.id, { total: 1, completed: 1 });
  });

  it('is NotFound for a task that is not the caller’s, and writes nothing', async () => {
    const [owner, stranger] = [await newUser(), await newUser()];
    const task = await ownTask(owner);
    await expect(updateTodo(stranger.id, task.id, { completed: true }, actor, noKey)).rejects.toThrow(
      NotFound,
    );
    await expect(updateTodo(owner.id, newId(), { completed: true }, actor, noKey)).rejects.toThrow(NotFound);
    expect((await getTodo(owner.id, task.id))?.completed).toBe(false);
    await expectCounters(stranger.id, { total: 0, completed: 0 });
  });
});

describe('details fields', () => {
  it('stores the fields sent and only those, the steps with their ids and ticks', async () => {
    const user = await newUser();
    const task = await ownTask(user, { important: true });
    const stepId = newId();
    const dueDay = '2030-05-01';
    const remindAt = inAnHour();
    const { todo } = await updateTodo(
      user.id,
      task.id,
      {
        notes: 'Buy soil first',
        dueDay,
        remindAt,
        steps: [
          { _id: stepId, title: 'Soil', completed: true },
          { _id: 'not-an-id', title: 'Pots', completed: false },
        ],
        repeat: { rule: 'FREQ=WEEKLY', from: 'due' },
      },
      actor,
      noKey,
    );
    const stored = await getTodo(user.id, task.id);
    expect(stored).toMatchObject(todo);
    // The day itself, and noon UTC of it for the original client (docs/decisions/0113).
    expect(stored).toMatchObject({
      notes: 'Buy soil first',
      dueDay,
      due: '2030-05-01T12:00:00.000Z',
      remindAt,
      important: true,
    });
    expect(stored?.steps?.[0]).toEqual({ id: stepId, title: 'Soil' });
    const newStepId = stored?.steps?.[1]?.id as string;
    expect(newStepId).not.toBe('not-an-id');
    expect(stored?.stepsDone).toEqual({ [stepId]: true, [newStepId]: false });
    expect(stored?.repeat).toEqual({ rule: 'FREQ=WEEKLY', from: 'due' });
    await expectCounters(user.id, { total: 1, completed: 0 });
  });

  it('refuses a repeat without a due date (Invalid) and writes nothing', async () => {
    const user = await newUser();
    const task = await ownTask(user);
    const repeat = { rule: 'FREQ=DAILY', from: 'due' as const };
    await expect(updateTodo(user.id, task.id, { repeat, notes: 'x' }, actor, noKey)).rejects.toThrow(Invalid);
    expect(await getTodo(user.id, task.id)).toEqual(task);
  });

  it('puts a pending reminder in the reminder index, and takes it out when the task is completed', async () => {
    const user = await newUser();
    const task = await ownTask(user);
    await updateTodo(user.id, task.id, { remindAt: inAnHour() }, actor, noKey);
    expect((await getTodo(user.id, task.id))?.gsi2pk).toMatch(/^DUE#/);
    await updateTodo(user.id, task.id, { completed: true }, actor, noKey);
    expect((await getTodo(user.id, task.id))?.gsi2pk).toBeUndefined();
  });

  it('changes a description alone with one conditional write', async () => {
    const user = await newUser();
    const task = await ownTask(user);
    const { todo } = await updateTodo(user.id, task.id, { description: 'Repot' }, actor, noKey);
    expect(todo).toMatchObject({ description: 'Repot', descriptionLower: 'repot' });
    await expect(updateTodo(user.id, newId(), { description: 'x' }, actor, noKey)).rejects.toThrow(NotFound);
  });
});

describe('moving between homes', () => {
  it('moves to a group of the caller’s and to a built-in home, counters unchanged', async () => {
    const user = await newUser();
    const group = newGroupItem(user.id, 'Garden');
    await createGroup(group, noKey);
    const task = await ownTask(user);
    await updateTodo(user.id, task.id, { groupId: group.id }, actor, noKey);
    expect((await getTodo(user.id, task.id))?.groupId).toBe(group.id);
    await updateTodo(user.id, task.id, { groupId: 'important' }, actor, noKey);
    expect((await getTodo(user.id, task.id))?.groupId).toBe('important');
    await expectCounters(user.id, { total: 1, completed: 0 });
  });

  it('refuses another user’s group, a missing one and an assignment view (Invalid), writing nothing', async () => {
    const [user, other] = [await newUser(), await newUser()];
    const theirs = newGroupItem(other.id, 'Theirs');
    await createGroup(theirs, noKey);
    const task = await ownTask(user);
    for (const groupId of [theirs.id, newId(), 'assigned-to-me', 'no-such-home'])
      await expect(updateTodo(user.id, task.id, { groupId, completed: true }, actor, noKey)).rejects.toThrow(
        Invalid,
      );
    expect(await getTodo(user.id, task.id)).toEqual(task);
    await expectCounters(user.id, { total: 1, completed: 0 });
  });
});

describe('an assignee’s copy', () => {
  async function copyFor() {
    const [assigner, assignee] = (await teamUp(await newUser('boss'), await newUser('helper'))) as UserItem[];
    const stepId = newId();
    const steps = [{ _id: stepId, title: 'Sand', completed: false }];
    const { copies } = await assign(assigner as UserItem, [assignee as UserItem], {
      details: { notes: '', steps, repeat: null },
    });
    return { assignee: assignee as UserItem, copy: copies[0] as NonNullable<(typeof copies)[0]>, stepId };
  }

  it('may be completed, its steps ticked and its reminder set, moving the assignee’s counters', async () => {
    const { assignee, copy, stepId } = await copyFor();
    const remindAt = inAnHour();
    await updateTodo(assignee.id, copy.id, { completed: true, remindAt }, actor, noKey);
    await updateTodo(
      assignee.id,
      copy.id,
      { steps: [{ _id: stepId, title: 'Sand', completed: true }] },
      actor,
      noKey,
    );
    expect(await getTodo(assignee.id, copy.id)).toMatchObject({
      completed: true,
      remindAt,
      stepsDone: { [stepId]: true },
    });
    await expectCounters(assignee.id, { total: 1, completed: 1 });
  });

  it('refuses any other field, and a steps list that is not the copy’s own (Forbidden), writing nothing', async () => {
    const { assignee, copy, stepId } = await copyFor();
    const refused = [
      { completed: true, important: true },
      { notes: 'mine' },
      { description: 'Paint the house' },
      { groupId: 'today' },
      { steps: [{ _id: stepId, title: 'Sand it all', completed: true }] },
      { steps: [] },
    ];
    for (const changes of refused)
      await expect(updateTodo(assignee.id, copy.id, changes, actor, noKey)).rejects.toThrow(Forbidden);
    expect(await getTodo(assignee.id, copy.id)).toEqual(copy);
    await expectCounters(assignee.id, { total: 1, completed: 0 });
  });
});

describe('completing a repeating task', () => {
  const dueDay = '2030-05-01';
  const repeat = { rule: 'FREQ=WEEKLY', from: 'due' as const };

  it('writes the next occurrence with it: same home and details, steps unticked, due and reminder a week on', async () => {
    const user = await newUser();
    const group = newGroupItem(user.id, 'Chores');
    await createGroup(group, noKey);
    const stepId = newId();
    const task = await ownTask(
      user,
      {
        important: true,
        dueDay,
        remindAt: '2030-05-01T20:59:00.000Z',
        details: { notes: 'Both bins', steps: [{ _id: stepId, title: 'Rinse', completed: true }], repeat },
      },
      group.id,
    );
    const { todo, next } = await updateTodo(user.id, task.id, { completed: true }, actor, noKey);
    expect(todo.completed).toBe(true);
    expect(next).toBeDefined();
    const stored = await getTodo(user.id, next?.id as string);
    expect(stored).toMatchObject({
      groupId: group.id,
      description: task.description,
      important: true,
      completed: false,
      notes: 'Both bins',
      steps: [{ id: stepId, title: 'Rinse' }],
      stepsDone: {},
      repeat,
      dueDay: '2030-05-08',
      due: '2030-05-08T12:00:00.000Z',
      remindAt: '2030-05-08T20:59:00.000Z',
    });
    await expectCounters(user.id, { total: 2, completed: 1 });
  });

  it('keeps the day of the month a monthly repeat was set on: Jan 31, Feb 28, Mar 31; a day the user moves it to is kept instead', async () => {
    const user = await newUser();
    const monthly = { rule: 'FREQ=MONTHLY', from: 'due' as const };
    const task = await ownTask(user, {
      dueDay: '2031-01-31',
      details: { notes: '', steps: [], repeat: monthly },
    });
    const february = (await updateTodo(user.id, task.id, { completed: true }, actor, noKey)).next as TodoItem;
    expect(february).toMatchObject({ dueDay: '2031-02-28', monthDay: 31 });
    const march = (await updateTodo(user.id, february.id, { completed: true }, actor, noKey))
      .next as TodoItem;
    expect(march.dueDay).toBe('2031-03-31');
    expect(march.monthDay).toBeUndefined();

    // Moved by the user to the 28th of a fallen-back month: the 28th is kept from then on.
    const april = (await updateTodo(user.id, march.id, { completed: true }, actor, noKey)).next as TodoItem;
    expect(april).toMatchObject({ dueDay: '2031-04-30', monthDay: 31 });
    await updateTodo(user.id, april.id, { dueDay: '2031-04-28' }, actor, noKey);
    expect((await getTodo(user.id, april.id))?.monthDay).toBeNull();
    const may = (await updateTodo(user.id, april.id, { completed: true }, actor, noKey)).next as TodoItem;
    expect(may.dueDay).toBe('2031-05-28');
  });

  it('reads the day of a task stored before due days were kept (23:59 where it was set), and keeps its reminder at its hour there', async () => {
    const user = await newUser();
    const zoned = { ...repeat, timeZone: 'Europe/Berlin' };
    const task = await ownTask(user, { dueDay, details: { notes: '', steps: [], repeat: zoned } });
    // As stored before: 23:59 of May 1 in Berlin, no `dueDay`; a reminder at 9:00 there.
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.todo(user.id, task.id),
        UpdateExpression: 'SET #due = :due, remindAt = :remindAt REMOVE dueDay',
        ExpressionAttributeNames: { '#due': 'due' },
        ExpressionAttributeValues: {
          ':due': '2030-05-01T21:59:00.000Z',
          ':remindAt': '2030-05-01T07:00:00.000Z',
        },
      }),
    );
    const { next } = await updateTodo(user.id, task.id, { completed: true }, actor, noKey);
    expect(await getTodo(user.id, next?.id as string)).toMatchObject({
      dueDay: '2030-05-08',
      due: '2030-05-08T12:00:00.000Z',
      remindAt: '2030-05-08T07:00:00.000Z',
    });
  });

  it('writes one next occurrence for three completions racing', async () => {
    const user = await newUser();
    const task = await ownTask(user, { dueDay, details: { notes: '', steps: [], repeat } });
    const answers = await Promise.all(
      [1, 2, 3].map(() => updateTodo(user.id, task.id, { completed: true }, actor, noKey)),
    );
    expect(answers.filter((answer) => answer.next)).toHaveLength(1);
    await expectCounters(user.id, { total: 2, completed: 1 });
  });

  it('takes the unchanged next occurrence back when the task is reopened, so completing again makes one', async () => {
    const user = await newUser();
    const task = await ownTask(user, { dueDay, details: { notes: '', steps: [], repeat } });
    const { next } = await updateTodo(user.id, task.id, { completed: true }, actor, noKey);
    const reopened = await updateTodo(user.id, task.id, { completed: false }, actor, noKey);
    expect(reopened).toMatchObject({ todo: { completed: false }, nextRemoved: next?.id });
    expect(await getTodo(user.id, next?.id as string)).toBeUndefined();
    await expectCounters(user.id, { total: 1, completed: 0 });
    // Completed again (the mis-click undone, then done for real): one next occurrence, not two.
    const again = await updateTodo(user.id, task.id, { completed: true }, actor, noKey);
    expect(again.next?.id).not.toBe(next?.id);
    await expectCounters(user.id, { total: 2, completed: 1 });
  });

  it('keeps a next occurrence that was changed, and says so', async () => {
    const user = await newUser();
    const task = await ownTask(user, { dueDay, details: { notes: '', steps: [], repeat } });
    const { next } = await updateTodo(user.id, task.id, { completed: true }, actor, noKey);
    await updateTodo(user.id, next?.id as string, { notes: 'Bring the key' }, actor, noKey);
    const reopened = await updateTodo(user.id, task.id, { completed: false }, actor, noKey);
    expect(reopened).toMatchObject({ nextKept: next?.id });
    expect(reopened.nextRemoved).toBeUndefined();
    expect(await getTodo(user.id, next?.id as string)).toMatchObject({ notes: 'Bring the key' });
    await expectCounters(user.id, { total: 2, completed: 0 });
    // The mark is gone: reopening again after another completion concerns only the new occurrence.
    const again = await updateTodo(user.id, task.id, { completed: true }, actor, noKey);
    const second = await updateTodo(user.id, task.id, { completed: false }, actor, noKey);
    expect(second.nextRemoved).toBe(again.next?.id);
    expect(await getTodo(user.id, next?.id as string)).toBeDefined();
  });

  it('keeps a next occurrence changed between its read and the reopening write', async () => {
    const user = await newUser();
    const task = await ownTask(user, { dueDay, details: { notes: '', steps: [], repeat } });
    const { next } = await updateTodo(user.id, task.id, { completed: true }, actor, noKey);
    let reads = 0;
    // Right after the reopening read the occurrence (its second read), another request edits it.
    const editAfterSecondRead = async () => {
      reads++;
      if (reads === 2) await updateTodo(user.id, next?.id as string, { important: true }, actor, noKey);
    };
    const reopen = () => updateTodo(user.id, task.id, { completed: false }, actor, noKey);
    await writesAfterReads('GetItemCommand', 2, editAfterSecondRead, reopen);
    expect(await getTodo(user.id, next?.id as string)).toMatchObject({ important: true, completed: false });
    expect(await getTodo(user.id, task.id)).toMatchObject({ completed: false });
    await expectCounters(user.id, { total: 2, completed: 0 });
  });

  it('has nothing to take back when the next occurrence was deleted', async () => {
    const user = await newUser();
    const task = await ownTask(user, { dueDay, details: { notes: '', steps: [], repeat } });
    const { next } = await updateTodo(user.id, task.id, { completed: true }, actor, noKey);
    await deleteTodo(user.id, next?.id as string, noKey);
    const reopened = await updateTodo(user.id, task.id, { completed: false }, actor, noKey);
    expect(reopened.nextRemoved).toBeUndefined();
    expect(reopened.nextKept).toBeUndefined();
    await expectCounters(user.id, { total: 1, completed: 0 });
  });
});
