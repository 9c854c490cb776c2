/**
 * completionRound (./assignment-rounds.ts) through the update that completes a copy
 * (./task-updates.ts), on DynamoDB Local: the assigner hears of each completion; the last
 * completion of a repeating assignment sends the next round in the same transaction (due advanced
 * by the rule, the reminder at the same distance, copies for the assignees still on the team), once,
 * even when the last two completions race.
 */
import { describe, expect, it } from 'vitest';
import {
  assign,
  assignerAndTwo,
  expectCounters,
  messagesOf,
  rowsOf,
  tasksOf,
} from '../../../tests/support/data-layer';
import { removeTeammate } from '../accounts/team';
import type { UserItem } from '../accounts/users';
import { noKey } from '../core/unit-of-work';
import { listNotes } from '../notifications/notes';
import { updateTodo } from './task-updates';

/** `assignee` completes (or un-completes) their copy `copyId`. */
const complete = (assignee: UserItem, copyId: string, completed = true) =>
  updateTodo(assignee.id, copyId, { completed }, { username: assignee.username }, noKey);

const repeating = {
  dueDay: '2030-05-01',
  remindAt: '2030-05-01T20:59:00.000Z',
  details: { notes: 'Front side', steps: [], repeat: { rule: 'FREQ=WEEKLY', from: 'due' as const } },
};

describe('a completion notice', () => {
  it('tells the assigner who completed, then that everyone did, naming the copy; no new round', async () => {
    const [boss, ann, bob] = await assignerAndTwo();
    const { copies } = await assign(boss, [ann, bob]);
    const [annCopy, bobCopy] = copies as [(typeof copies)[0], (typeof copies)[0]];
    await complete(ann, annCopy.id);
    expect(await messagesOf(boss.id)).toEqual([`${ann.username} completed "Paint the fence"`]);
    const { next } = await complete(bob, bobCopy.id);
    expect(next).toBeUndefined();
    const [latest] = await listNotes(boss.id, 'notification');
    expect(latest).toMatchObject({ message: 'Everyone completed "Paint the fence"', todo: bobCopy.id });
    // Un-completing tells nobody.
    await complete(bob, bobCopy.id, false);
    expect(await messagesOf(boss.id)).toHaveLength(2);
    expect(await rowsOf(boss.id)).toHaveLength(1);
    await expectCounters(bob.id, { total: 1, completed: 0 });
  });
});

describe('the next round of a repeating assignment', () => {
  it('is sent by the last completion only: due a week on, reminder at the same distance, new copies', async () => {
    const [boss, ann, bob] = await assignerAndTwo();
    const { row, copies } = await assign(boss, [ann, bob], repeating);
    const [annCopy, bobCopy] = copies as [(typeof copies)[0], (typeof copies)[0]];
    expect((await complete(ann, annCopy.id)).next).toBeUndefined();
    expect(await rowsOf(boss.id)).toHaveLength(1);

    const { next } = await complete(bob, bobCopy.id);
    const rows = await rowsOf(boss.id);
    const old = rows.find((stored) => stored.id === row.id);
    const round = rows.find((stored) => stored.id !== row.id);
    expect(rows).toHaveLength(2);
    expect(old?.repeatedAs).toBe(round?.id);
    expect(round).toMatchObject({
      description: 'Paint the fence',
      notes: 'Front side',
      repeat: repeating.details.repeat,
      dueDay: '2030-05-08',
      due: '2030-05-08T12:00:00.000Z',
      remindAt: '2030-05-08T20:59:00.000Z',
      assignedTo: [ann.id, bob.id],
    });
    expect(next).toMatchObject({ userId: bob.id, uniqueMarker: round?.id, completed: false });
    for (const assignee of [ann, bob]) {
      const fresh = (await tasksOf(assignee.id)).filter((task) => task.uniqueMarker === round?.id);
      expect(fresh).toEqual([expect.objectContaining({ completed: false, dueDay: '2030-05-08' })]);
      expect((await messagesOf(assignee.id))[0]).toBe('assigned you a task: Paint the fence');
      await expectCounters(assignee.id, { total: 2, completed: 1 });
    }
    expect((await messagesOf(boss.id))[0]).toBe('Everyone completed "Paint the fence"');

    // Un-completing and completing an old copy again sends no second round.
    await complete(bob, bobCopy.id, false);
    expect((await complete(bob, bobCopy.id)).next).toBeUndefined();
    expect(await rowsOf(boss.id)).toHaveLength(2);
    await expectCounters(bob.id, { total: 2, completed: 1 });
  });

  it('goes only to the assignees still on the assigner’s team', async () => {
    const [boss, ann, bob] = await assignerAndTwo();
    const { copies } = await assign(boss, [ann, bob], repeating);
    await removeTeammate(boss, bob.id, noKey);
    await complete(ann, copies[0]?.id as string);
    const { next } = await complete(bob, copies[1]?.id as string);
    expect(next).toBeUndefined();
    const round = (await rowsOf(boss.id)).find((stored) => !stored.repeatedAs);
    expect(round?.assignedTo).toEqual([ann.id]);
    await expectCounters(ann.id, { total: 2, completed: 1 });
    await expectCounters(bob.id, { total: 1, completed: 1 });
  });

  it('is sent once when the last two completions race', async () => {
    const [boss, ann, bob] = await assignerAndTwo();
    const { copies } = await assign(boss, [ann, bob], repeating);
    const answers = await Promise.all([
      complete(ann, copies[0]?.id as string),
      complete(bob, copies[1]?.id as string),
    ]);
    expect(answers.filter((answer) => answer.next)).toHaveLength(1);
    expect(await rowsOf(boss.id)).toHaveLength(2);
    await expectCounters(ann.id, { total: 2, completed: 1 });
    await expectCounters(bob.id, { total: 2, completed: 1 });
  });
});
