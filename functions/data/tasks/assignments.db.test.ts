/**
 * sendAssignment, copyCompletion and editAssignment (./assignments.ts) on DynamoDB Local: the row
 * and one copy per assignee written together, with the assignees' counters, `assignedToMe` and
 * notifications; the completion the assigner may read; an edit reaching the row and every copy. The
 * removals are in ./assignments.removal.db.test.ts.
 */

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { limits } from '@shared/limits';
import { stepStatusKey } from '@shared/views';
import { describe, expect, it } from 'vitest';
import {
  assign,
  assignerAndTwo,
  expectCounters,
  messagesOf,
  newUser,
  ownTask,
  rowsOf,
  tasksOf,
} from '../../../tests/support/data-layer';
import { Invalid, NotFound } from '../../lib/errors';
import { getUser } from '../accounts/users';
import { db, tableName } from '../core/client';
import { newId } from '../core/ids';
import { keys } from '../core/keys';
import { transact } from '../core/transactions';
import { noKey } from '../core/unit-of-work';
import { deleteClosedNote, listNotes } from '../notifications/notes';
import { copyCompletion, editAssignment, sendAssignment } from './assignments';
import { updateTodo } from './task-updates';
import { deleteTodoAsRead, getTodo } from './todos';

const actor = { username: 'helper' };

describe('sendAssignment', () => {
  it('writes the row, a copy per assignee with their counters, assignedToMe and a notification', async () => {
    const [boss, ann, bob] = await assignerAndTwo();
    const stepId = newId();
    const { row, copies } = await assign(boss, [ann, bob], {
      description: 'Paint the fence',
      dueDay: '2030-05-01',
      details: { notes: 'White', steps: [{ _id: stepId, title: 'Sand', completed: true }], repeat: null },
    });
    expect(await rowsOf(boss.id)).toEqual([row]);
    expect(row.assignedTo).toEqual([ann.id, bob.id]);
    expect(row.originalIds).toEqual(copies.map((copy) => copy.id));
    for (const [i, assignee] of [ann, bob].entries()) {
      expect(copies[i]).toMatchObject({
        userId: assignee.id,
        assigned: true,
        uniqueMarker: row.id,
        assignerId: boss.id,
        assignerUsername: boss.username,
        groupId: null,
        completed: false,
        notes: 'White',
        steps: [{ id: stepId, title: 'Sand' }],
        stepsDone: {},
      });
      expect((await getUser(assignee.id))?.assignedToMe).toEqual({ [copies[i]?.id as string]: boss.id });
      expect(await messagesOf(assignee.id)).toEqual(['assigned you a task: Paint the fence']);
      await expectCounters(assignee.id, { total: 1, completed: 0 });
    }
    await expectCounters(boss.id, { total: 0, completed: 0 });
  });

  it('refuses a partner who is not a teammate, or oneself (Invalid), and writes nothing', async () => {
    const [boss, ann] = await assignerAndTwo();
    const stranger = await newUser();
    for (const partners of [[ann.id, stranger.id], [boss.id]])
      await expect(
        sendAssignment(
          boss,
          {
            description: 'x',
            important: false,
            dueDay: null,
            partners,
            details: { notes: '', steps: [], repeat: null },
          },
          noKey,
        ),
      ).rejects.toThrow(Invalid);
    expect(await rowsOf(boss.id)).toEqual([]);
    await expectCounters(ann.id, { total: 0, completed: 0 });
  });

  it('refuses a teammate who left meanwhile (their profile no longer lists the assigner), writing nothing', async () => {
    const [boss, ann] = await assignerAndTwo();
    const gone = await newUser('gone');
    // The assigner's profile as read still lists them; theirs does not.
    const stale = { ...boss, team: { ...boss.team, [gone.id]: new Date().toISOString() } };
    await expect(assign(stale, [ann, gone])).rejects.toThrow(Invalid);
    expect(await rowsOf(boss.id)).toEqual([]);
    expect(await messagesOf(ann.id)).toEqual([]);
    await expectCounters(ann.id, { total: 0, completed: 0 });
    await expectCounters(gone.id, { total: 0, completed: 0 });
  });
});

describe('copyCompletion', () => {
  it('answers the completion of the assigner’s copies only, with ticked steps when asked', async () => {
    const [boss, ann, bob] = await assignerAndTwo();
    const stepId = newId();
    const { copies } = await assign(boss, [ann, bob], {
      details: { notes: '', steps: [{ _id: stepId, title: 'Sand', completed: false }], repeat: null },
    });
    const [annCopy, bobCopy] = copies as [(typeof copies)[0], (typeof copies)[0]];
    await updateTodo(ann.id, annCopy.id, { completed: true }, actor, noKey);
    await updateTodo(
      bob.id,
      bobCopy.id,
      { steps: [{ _id: stepId, title: 'Sand', completed: true }] },
      actor,
      noKey,
    );
    // Not the assigner's: another assigner's copy and an own task.
    const other = await assign(ann, [bob]);
    const own = await ownTask(bob, { completed: true });
    const claimed = [
      { assigneeId: ann.id, copyId: annCopy.id },
      { assigneeId: bob.id, copyId: bobCopy.id },
      { assigneeId: bob.id, copyId: other.copies[0]?.id as string },
      { assigneeId: bob.id, copyId: own.id },
      { assigneeId: bob.id, copyId: newId() },
    ];
    expect(await copyCompletion(boss.id, claimed)).toEqual({ [annCopy.id]: true, [bobCopy.id]: false });
    expect(await copyCompletion(boss.id, claimed, true)).toEqual({
      [annCopy.id]: true,
      [bobCopy.id]: false,
      [stepStatusKey(bobCopy.id, stepId)]: true,
    });
  });
});

describe('editAssignment', () => {
  it('changes the row and every copy, keeps each copy’s completion and ticks, and notifies', async () => {
    const [boss, ann, bob] = await assignerAndTwo();
    const [sand, paint] = [newId(), newId()];
    const steps = [
      { _id: sand, title: 'Sand', completed: false },
      { _id: paint, title: 'Paint', completed: false },
    ];
    const { row, copies } = await assign(boss, [ann, bob], { details: { notes: '', steps, repeat: null } });
    const [annCopy, bobCopy] = copies as [(typeof copies)[0], (typeof copies)[0]];
    await updateTodo(ann.id, annCopy.id, { completed: true }, actor, noKey);
    await updateTodo(
      bob.id,
      bobCopy.id,
      { steps: steps.map((s) => ({ ...s, completed: true })) },
      actor,
      noKey,
    );
    const edited = await editAssignment(
      boss.id,
      row.id,
      {
        description: 'Paint the gate',
        notes: 'Green',
        steps: [{ _id: paint, title: 'Paint twice', completed: false }],
      },
      noKey,
    );
    expect(edited).toMatchObject({ description: 'Paint the gate', notes: 'Green' });
    expect(await rowsOf(boss.id)).toEqual([edited]);
    const fields = {
      description: 'Paint the gate',
      notes: 'Green',
      steps: [{ id: paint, title: 'Paint twice' }],
    };
    expect(await getTodo(ann.id, annCopy.id)).toMatchObject({ ...fields, completed: true });
    expect(await getTodo(bob.id, bobCopy.id)).toMatchObject({
      ...fields,
      completed: false,
      stepsDone: { [paint]: true },
    });
    for (const assignee of [ann, bob])
      expect((await messagesOf(assignee.id))[0]).toBe('edited a task assigned to you: Paint the gate');
    await expectCounters(ann.id, { total: 1, completed: 1 });
    await expectCounters(bob.id, { total: 1, completed: 0 });
  });

  it('arms a new reminder on every copy and keeps it on the row', async () => {
    const [boss, ann, bob] = await assignerAndTwo();
    const { row, copies } = await assign(boss, [ann, bob]);
    const remindAt = new Date(Date.now() + 3_600_000).toISOString();
    await editAssignment(boss.id, row.id, { remindAt }, noKey);
    expect((await rowsOf(boss.id))[0]?.remindAt).toBe(remindAt);
    for (const [i, assignee] of [ann, bob].entries())
      expect(await getTodo(assignee.id, copies[i]?.id as string)).toMatchObject({
        remindAt,
        gsi2pk: expect.stringMatching(/^DUE#/),
      });
  });

  it('leaves out a copy that is gone and still changes the others', async () => {
    const [boss, ann, bob] = await assignerAndTwo();
    const { row, copies } = await assign(boss, [ann, bob]);
    // Ann's copy vanishes without the row knowing (the state a lost write would leave).
    await transact([deleteTodoAsRead(copies[0] as (typeof copies)[0])], noKey);
    await editAssignment(boss.id, row.id, { important: true }, noKey);
    expect(await getTodo(ann.id, copies[0]?.id as string)).toBeUndefined();
    expect((await getTodo(bob.id, copies[1]?.id as string))?.important).toBe(true);
    expect(await messagesOf(ann.id)).toHaveLength(1);
  });

  it('folds a burst of edits into one notice per assignee, rewritten in place; a deleted or older one is followed by a new one', async () => {
    const [boss, ann, bob] = await assignerAndTwo();
    const { row } = await assign(boss, [ann, bob], { description: 'Paint the fence' });
    const assignedNotice = 'assigned you a task: Paint the fence';
    for (const change of [{ important: true }, { notes: 'White' }, { description: 'Paint the gate' }])
      await editAssignment(boss.id, row.id, change, noKey);
    for (const assignee of [ann, bob])
      expect(await messagesOf(assignee.id)).toEqual([
        'edited a task assigned to you: Paint the gate',
        assignedNotice,
      ]);

    // Ann deletes hers: the next edit sends her a new one, and still folds Bob's.
    const annEdit = (await listNotes(ann.id, 'notification')).find((note) =>
      note.message?.startsWith('edited'),
    );
    expect(await deleteClosedNote(ann.id, annEdit?.id as string)).toBe('deleted');
    await editAssignment(boss.id, row.id, { description: 'Paint the shed' }, noKey);
    expect(await messagesOf(ann.id)).toEqual([
      'edited a task assigned to you: Paint the shed',
      assignedNotice,
    ]);
    expect(await messagesOf(bob.id)).toEqual([
      'edited a task assigned to you: Paint the shed',
      assignedNotice,
    ]);

    // Past the fold window (the record aged by hand), an edit is news again.
    const [stored] = await rowsOf(boss.id);
    const aged = Object.fromEntries(
      Object.entries(stored?.editNotices ?? {}).map(([id, notice]) => [
        id,
        { ...notice, at: new Date(Date.now() - (limits.editNoticeFoldMinutes + 1) * 60_000).toISOString() },
      ]),
    );
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.assignment(boss.id, row.id),
        UpdateExpression: 'SET editNotices = :aged',
        ExpressionAttributeValues: { ':aged': aged },
      }),
    );
    await editAssignment(boss.id, row.id, { notes: 'Green' }, noKey);
    expect(await messagesOf(bob.id)).toHaveLength(3);
  });

  it('refuses a repeat without a due date (Invalid) and an assignment not the caller’s (NotFound)', async () => {
    const [boss, ann] = await assignerAndTwo();
    const { row, copies } = await assign(boss, [ann]);
    const repeat = { rule: 'FREQ=DAILY', from: 'due' as const };
    await expect(editAssignment(boss.id, row.id, { repeat }, noKey)).rejects.toThrow(Invalid);
    await expect(editAssignment(ann.id, row.id, { important: true }, noKey)).rejects.toThrow(NotFound);
    await expect(editAssignment(boss.id, newId(), { important: true }, noKey)).rejects.toThrow(NotFound);
    expect(await rowsOf(boss.id)).toEqual([row]);
    expect(await tasksOf(ann.id)).toEqual(copies);
  });
});
