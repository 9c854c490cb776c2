/**
 * The get-assignments-status extension: with `steps: true` the assigner's map also
 * holds every copy's ticked steps under `<copyId>:<stepId>` (true; a step not listed is not ticked), so the details panel shows each
 * assignee's progress; without it the answer is exactly the original map. Only the assigner's own
 * copies are answered, as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/types';
import { stepStatusKey } from '../../shared/views';
import { startApi, type TestApi } from '../support/api';
import { befriend } from './team-support';
import type { Member } from './todo-support';

let api: TestApi;
let boss: Member;
let carol: Member;
let dave: Member;
beforeAll(async () => {
  api = await startApi();
  [boss, carol, dave] = await Promise.all([api.user('boss'), api.user('carol'), api.user('dave')]);
  await befriend(boss, carol);
  await befriend(boss, dave);
});
afterAll(() => api.close());

describe('get-assignments-status with steps', () => {
  it("answers each copy's step ticks beside its completion, only when asked", async () => {
    const sent = await boss.client.call('notification-send-assignment', {
      body: {
        description: 'Checklist',
        partners: [carol.user._id, dave.user._id],
        steps: [{ title: 'A' }, { title: 'B' }],
      },
    });
    expect(sent.status).toBe(200);
    const carolCopy = sent.body.todos.find((t) => t.user === carol.user._id) as Task;
    const daveCopy = sent.body.todos.find((t) => t.user === dave.user._id) as Task;
    const [a, b] = carolCopy.steps ?? [];
    if (!a || !b) throw new Error('the copy has no steps');
    const ticked = await carol.client.call('todo-update', {
      params: { id: carolCopy._id },
      body: { steps: [{ ...a, completed: true }, b] },
    });
    expect(ticked.status).toBe(200);

    const row = {
      ...carolCopy,
      assignedTo: [carol.user._id, dave.user._id],
      originalIds: [carolCopy._id, daveCopy._id],
    };
    const plain = await boss.client.call('notification-get-assignments-status', { body: { todos: [row] } });
    expect(plain.body).toEqual({ [carolCopy._id]: false, [daveCopy._id]: false });

    const withSteps = await boss.client.call('notification-get-assignments-status', {
      body: { todos: [row], steps: true },
    });
    expect(withSteps.status).toBe(200);
    expect(withSteps.body).toEqual({
      [carolCopy._id]: false,
      [daveCopy._id]: false,
      [stepStatusKey(carolCopy._id, a._id)]: true,
    });

    // A stranger (an assignee asking about the row) still learns nothing.
    const stranger = await carol.client.call('notification-get-assignments-status', {
      body: { todos: [row], steps: true },
    });
    expect(stranger.body).toEqual({});
    // A malformed flag is refused.
    const bad = await boss.client.call('notification-get-assignments-status', {
      // biome-ignore lint/suspicious/noExplicitAny: a refusal sends a body the contract's types forbid.
      body: { todos: [row], steps: 'yes' } as any,
    });
    expect(bad.status).toBe(400);
  });
});
