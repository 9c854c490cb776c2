/**
 * withdrawAssignment and removeAssignee (./assignments.ts) on DynamoDB Local: the row and copies go
 * together with the assignees' counters and `assignedToMe` entries, each removed assignee is
 * notified, a removal sent twice counts once, and an assignee's toggle racing a removal is read
 * again instead of counted wrong.
 */
import { describe, expect, it } from 'vitest';
import {
  assign,
  assignerAndTwo,
  expectCounters,
  messagesOf,
  rowsOf,
  tasksOf,
  writesAfterReads,
} from '../../../tests/support/data-layer';
import { Invalid, NotFound } from '../../lib/errors';
import { getUser, type UserItem } from '../accounts/users';
import { newId } from '../core/ids';
import { noKey } from '../core/unit-of-work';
import { type AssigneeCopy, removeAssignee, withdrawAssignment } from './assignments';
import { updateTodo } from './task-updates';

const actor = { username: 'helper' };
const withdrawn = 'removed you from the task: Paint the fence';

/** The assignees and copies a row lists, as a client claims them. */
const claimsOf = (row: { assignedTo: string[]; originalIds: string[] }): AssigneeCopy[] =>
  row.assignedTo.map((assigneeId, i) => ({ assigneeId, copyId: row.originalIds[i] as string }));

/** Nothing of the assignment is left with the assignee: no copy, no entry, counters back at zero. */
async function expectGoneFrom(assignee: UserItem) {
  expect(await tasksOf(assignee.id)).toEqual([]);
  expect((await getUser(assignee.id))?.assignedToMe).toEqual({});
  await expectCounters(assignee.id, { total: 0, completed: 0 });
}

describe('withdrawAssignment', () => {
  it('deletes the row and every copy, a completed one with its count, and notifies each assignee', async () => {
    const [boss, ann, bob] = await assignerAndTwo();
    const { row, copies } = await assign(boss, [ann, bob]);
    await updateTodo(ann.id, copies[0]?.id as string, { completed: true }, actor, noKey);
    await expectCounters(ann.id, { total: 1, completed: 1 });
    await withdrawAssignment(boss.id, row.id, claimsOf(row), noKey);
    expect(await rowsOf(boss.id)).toEqual([]);
    for (const assignee of [ann, bob]) {
      await expectGoneFrom(assignee);
      expect((await messagesOf(assignee.id))[0]).toBe(withdrawn);
    }
  });

  it('reads the copies the row lists when the client claims none of them', async () => {
    const [boss, ann, bob] = await assignerAndTwo();
    const { row } = await assign(boss, [ann, bob]);
    await withdrawAssignment(boss.id, row.id, [], noKey);
    await expectGoneFrom(ann);
    await expectGoneFrom(bob);
  });

  it('reads again when an assignee completes their copy between the read and the write', async () => {
    const [boss, ann] = await assignerAndTwo();
    const { row, copies } = await assign(boss, [ann]);
    const writes = await writesAfterReads(
      'BatchGetItemCommand',
      1,
      () => updateTodo(ann.id, copies[0]?.id as string, { completed: true }, actor, noKey),
      () => withdrawAssignment(boss.id, row.id, claimsOf(row), noKey),
    );
    expect(writes).toBe(1);
    await expectGoneFrom(ann);
  });

  it('is NotFound for an assignment that is not the caller’s or is gone, and writes nothing', async () => {
    const [boss, ann] = await assignerAndTwo();
    const { row, copies } = await assign(boss, [ann]);
    await expect(withdrawAssignment(ann.id, row.id, claimsOf(row), noKey)).rejects.toThrow(NotFound);
    await expect(withdrawAssignment(boss.id, newId(), [], noKey)).rejects.toThrow(NotFound);
    expect(await rowsOf(boss.id)).toEqual([row]);
    expect(await tasksOf(ann.id)).toEqual(copies);
    await withdrawAssignment(boss.id, row.id, claimsOf(row), noKey);
    await expect(withdrawAssignment(boss.id, row.id, claimsOf(row), noKey)).rejects.toThrow(NotFound);
    await expectGoneFrom(ann);
  });
});

describe('removeAssignee', () => {
  it('drops the claimed assignee from the row, with their copy and counts, and notifies them only', async () => {
    const [boss, ann, bob] = await assignerAndTwo();
    const { row, copies } = await assign(boss, [ann, bob]);
    await updateTodo(bob.id, copies[1]?.id as string, { completed: true }, actor, noKey);
    const [annClaim, bobClaim] = claimsOf(row) as [AssigneeCopy, AssigneeCopy];
    await removeAssignee(boss.id, row.id, bobClaim, 1, noKey);
    const [stored] = await rowsOf(boss.id);
    expect(stored).toMatchObject({ assignedTo: [ann.id], originalIds: [annClaim.copyId] });
    await expectGoneFrom(bob);
    expect((await messagesOf(bob.id))[0]).toBe(withdrawn);
    expect(await messagesOf(ann.id)).toEqual(['assigned you a task: Paint the fence']);
    await expectCounters(ann.id, { total: 1, completed: 0 });
  });

  it('counts the same removal sent twice once: the second is NotFound', async () => {
    const [boss, ann, bob] = await assignerAndTwo();
    const { row } = await assign(boss, [ann, bob]);
    const annClaim = claimsOf(row)[0] as AssigneeCopy;
    await removeAssignee(boss.id, row.id, annClaim, 0, noKey);
    await expect(removeAssignee(boss.id, row.id, annClaim, 0, noKey)).rejects.toThrow(NotFound);
    await expectGoneFrom(ann);
    await expectCounters(bob.id, { total: 1, completed: 0 });
    expect((await rowsOf(boss.id))[0]?.assignedTo).toEqual([bob.id]);
  });

  it('deletes the row with its last assignee, picked by index when the client claims none', async () => {
    const [boss, ann] = await assignerAndTwo();
    const { row } = await assign(boss, [ann]);
    await expect(removeAssignee(boss.id, row.id, undefined, 1, noKey)).rejects.toThrow(Invalid);
    await removeAssignee(boss.id, row.id, undefined, 0, noKey);
    expect(await rowsOf(boss.id)).toEqual([]);
    await expectGoneFrom(ann);
  });
});
