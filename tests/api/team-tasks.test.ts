/**
 * Team tasks over HTTP on DynamoDB Local (docs/api.md#team-tasks): assignees inside a shared list,
 * each with their own part, under each completion mode (everyone, anyone, up for grabs), with the
 * races that matter (the last two parts at once, the first two, two claims), a rotation across
 * occurrences with a member leaving midway, the nudge and its hour, the notifications, the roles,
 * and the counters staying with each task's creator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTexts, reminderTexts, serverErrors, teamTaskTexts } from '../../shared/messages/server';
import type { Task } from '../../shared/types';
import { startApi, type TestApi } from '../support/api';
import { listHelpers } from './list-support';
import type { Member } from './team-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { createList, addTask, listWithRoles, expectCreatorCounters } = listHelpers(() => api);

async function update(member: Member, id: string, body: Record<string, unknown>) {
  return member.client.call('todo-update', { params: { id }, body });
}

async function updated(member: Member, id: string, body: Record<string, unknown>): Promise<Task> {
  const answer = await update(member, id, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.todo;
}

/** The task as `member` reads it in the list. */
async function readTask(member: Member, listId: string, id: string): Promise<Task> {
  const answer = await member.client.call('todo-get', { params: { groupId: listId } });
  expect(answer.status).toBe(200);
  const task = answer.body.find((t) => t._id === id);
  if (!task) throw new Error(`task ${id} not in the list`);
  return task;
}

async function messagesOf(member: Member): Promise<string[]> {
  const answer = await member.client.call('notification-get-notifications');
  expect(answer.status).toBe(200);
  return answer.body.map((note) => note.message);
}

const parts = (task: Task) => (task.assignees ?? []).map((a) => [a.username, a.completed]);

describe('assignees and their parts', () => {
  let owner: Member;
  let editor: Member;
  let viewer: Member;
  let stranger: Member;
  let listId: string;
  beforeAll(async () => {
    ({ owner, editor, viewer, stranger, listId } = await listWithRoles('tt', 'Chores'));
  });

  it('an editor assigns members: each has a pending part and hears who assigned them', async () => {
    const task = await addTask(owner, listId, 'Water the plants');
    const ids = [owner.user._id, editor.user._id, viewer.user._id];
    const assigned = await updated(editor, task._id, { assignees: ids });
    expect(assigned.completion).toBe('all');
    expect(parts(assigned)).toEqual([
      [owner.user.username, false],
      [editor.user.username, false],
      [viewer.user.username, false],
    ]);
    expect(assigned.completed).toBe(false);
    // Every member reads the same roll call.
    expect(parts(await readTask(viewer, listId, task._id))).toEqual(parts(assigned));
    const text = teamTaskTexts.assigned(editor.user.username, 'Water the plants');
    expect(await messagesOf(owner)).toContain(text);
    expect(await messagesOf(viewer)).toContain(text);
    // Not the one who assigned.
    expect(await messagesOf(editor)).not.toContain(text);
  });

  it('refuses non-members, viewers setting assignees, strangers, and team fields outside a shared list', async () => {
    const task = await addTask(owner, listId, 'Refusals');
    const outsider = await update(editor, task._id, { assignees: [stranger.user._id] });
    expect(outsider.status).toBe(400);
    expect(outsider.body).toEqual({ message: teamTaskTexts.assigneeNotMember });
    const byViewer = await update(viewer, task._id, { assignees: [viewer.user._id] });
    expect(byViewer.status).toBe(403);
    expect(byViewer.body).toEqual({ message: listTexts.viewerOnly });
    const byStranger = await update(stranger, task._id, { assignees: [stranger.user._id] });
    expect(byStranger.status).toBe(404);
    expect(byStranger.body).toEqual({ message: serverErrors.todoNotFound });
    const tooMany = await update(editor, task._id, {
      assignees: Array.from({ length: 21 }, (_, i) => `user${i}`),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ message: 'A task can have at most 20 assignees' });
    // Nothing changed.
    expect((await readTask(owner, listId, task._id)).assignees).toBeUndefined();

    const ownList = await createList(editor, 'Mine');
    const own = await addTask(editor, ownList, 'Own task');
    const notShared = await update(editor, own._id, { assignees: [editor.user._id] });
    expect(notShared.status).toBe(400);
    expect(notShared.body).toEqual({ message: teamTaskTexts.notInSharedList });
  });

  it('under everyone, the task is done with the last part; a viewer completes their own part, not others', async () => {
    const task = await addTask(editor, listId, 'Clean the kitchen');
    await updated(owner, task._id, { assignees: [editor.user._id, viewer.user._id] });
    const first = await updated(viewer, task._id, { completed: true });
    expect(parts(first)).toEqual([
      [editor.user.username, false],
      [viewer.user.username, true],
    ]);
    expect(first.completed).toBe(false);
    expect(await messagesOf(owner)).toContain(
      reminderTexts.completed(viewer.user.username, 'Clean the kitchen'),
    );
    // A viewer may change nothing else, and nobody's part but theirs.
    expect((await update(viewer, task._id, { completed: true, forEveryone: true })).status).toBe(403);
    expect((await update(viewer, task._id, { description: 'Mine now' })).status).toBe(403);
    const last = await updated(editor, task._id, { completed: true });
    expect(last.completed).toBe(true);
    expect(last.completedBy?.username).toBe(editor.user.username);
    expect(await messagesOf(owner)).toContain(reminderTexts.everyoneCompleted('Clean the kitchen'));
    // Reopening one part reopens the task.
    const reopened = await updated(viewer, task._id, { completed: false });
    expect(reopened.completed).toBe(false);
    await expectCreatorCounters([owner, editor, viewer]);
  });

  it('a viewer who is not an assignee cannot complete the task', async () => {
    const task = await addTask(owner, listId, 'Not yours');
    await updated(owner, task._id, { assignees: [editor.user._id] });
    const refused = await update(viewer, task._id, { completed: true });
    expect(refused.status).toBe(403);
    expect((await readTask(owner, listId, task._id)).completed).toBe(false);
  });

  it('the last two parts completed at once: the task is done once, and counted once', async () => {
    for (let round = 0; round < 3; round++) {
      const task = await addTask(owner, listId, `Race ${round}`);
      await updated(owner, task._id, { assignees: [owner.user._id, editor.user._id, viewer.user._id] });
      await updated(owner, task._id, { completed: true });
      const answers = await Promise.all([
        update(editor, task._id, { completed: true }),
        update(viewer, task._id, { completed: true }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const stored = await readTask(owner, listId, task._id);
      expect(stored.completed).toBe(true);
      expect(stored.assignees?.every((a) => a.completed)).toBe(true);
    }
    await expectCreatorCounters([owner, editor, viewer]);
  });

  it('an editor completes the whole task for everyone, and reopens it for everyone', async () => {
    const task = await addTask(owner, listId, 'Everyone at once');
    await updated(owner, task._id, { assignees: [owner.user._id, viewer.user._id] });
    const done = await updated(editor, task._id, { completed: true, forEveryone: true });
    expect(done.completed).toBe(true);
    expect(done.assignees?.every((a) => a.completed && a.completedAt)).toBe(true);
    const reopened = await updated(editor, task._id, { completed: false, forEveryone: true });
    expect(reopened.completed).toBe(false);
    expect(reopened.assignees?.some((a) => a.completed)).toBe(false);
    const alone = await update(editor, task._id, { forEveryone: true });
    expect(alone.status).toBe(400);
    await expectCreatorCounters([owner, editor, viewer]);
  });
});

describe('anyone', () => {
  it('the first part done completes it for everyone; the first two at once count once', async () => {
    const { owner, editor, viewer, listId } = await listWithRoles('ta', 'Errands');
    const task = await addTask(owner, listId, 'Buy milk');
    await updated(owner, task._id, {
      assignees: [owner.user._id, editor.user._id, viewer.user._id],
      completion: 'any',
    });
    const answers = await Promise.all([
      update(editor, task._id, { completed: true }),
      update(viewer, task._id, { completed: true }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const stored = await readTask(owner, listId, task._id);
    expect(stored.completion).toBe('any');
    expect(stored.completed).toBe(true);
    await expectCreatorCounters([owner, editor, viewer]);
  });
});

describe('up for grabs', () => {
  let owner: Member;
  let editor: Member;
  let viewer: Member;
  let listId: string;
  beforeAll(async () => {
    ({ owner, editor, viewer, listId } = await listWithRoles('tc', 'Sprint'));
  });

  it('put up for grabs, every other member hears of it; two claims at once: one wins, the other is told who', async () => {
    const task = await addTask(owner, listId, 'Fix the login bug');
    await updated(owner, task._id, { assignees: [editor.user._id] });
    const open = await updated(owner, task._id, { completion: 'claim' });
    expect(open.completion).toBe('claim');
    expect(open.assignees ?? []).toEqual([]);
    const text = teamTaskTexts.upForGrabs('Fix the login bug', 'Sprint');
    expect(await messagesOf(editor)).toContain(text);
    expect(await messagesOf(viewer)).toContain(text);
    expect(await messagesOf(owner)).not.toContain(text);

    const [a, b] = await Promise.all([
      editor.client.call('todo-claim', { params: { id: task._id } }),
      viewer.client.call('todo-claim', { params: { id: task._id } }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.status === 200 ? editor : viewer;
    const loser = a.status === 200 ? b : a;
    expect(loser.body).toEqual({ message: teamTaskTexts.claimedFirst(winner.user.username) });
    const stored = await readTask(owner, listId, task._id);
    expect(parts(stored)).toEqual([[winner.user.username, false]]);
    expect(await messagesOf(owner)).toContain(
      teamTaskTexts.claimed(winner.user.username, 'Fix the login bug'),
    );

    // Only the claimer gives it back; then it is up for grabs again.
    const other = winner === editor ? viewer : editor;
    const refused = await other.client.call('todo-unclaim', { params: { id: task._id } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: teamTaskTexts.notClaimer });
    const back = await winner.client.call('todo-unclaim', { params: { id: task._id } });
    expect(back.status).toBe(200);
    expect(back.body.todo.assignees).toEqual([]);
    // The claimer completes it as their part.
    await expect(winner.client.call('todo-claim', { params: { id: task._id } })).resolves.toMatchObject({
      status: 200,
    });
    const done = await updated(winner, task._id, { completed: true });
    expect(done.completed).toBe(true);
    await expectCreatorCounters([owner, editor, viewer]);
  });

  it('a task not up for grabs cannot be claimed, and more than one assignee cannot be up for grabs', async () => {
    const task = await addTask(owner, listId, 'Plain');
    const claim = await editor.client.call('todo-claim', { params: { id: task._id } });
    expect(claim.status).toBe(400);
    expect(claim.body).toEqual({ message: teamTaskTexts.notUpForGrabs });
    const two = await update(owner, task._id, {
      completion: 'claim',
      assignees: [editor.user._id, viewer.user._id],
    });
    expect(two.status).toBe(400);
    expect(two.body).toEqual({ message: teamTaskTexts.oneClaimer });
  });
});

describe('rotation', () => {
  it('each occurrence goes to the next member, skipping one who left the list midway', async () => {
    const { owner, editor, viewer, listId } = await listWithRoles('tr', 'Household');
    const task = await addTask(owner, listId, 'Take out the trash');
    const repeating = await updated(owner, task._id, {
      dueDay: '2026-12-01',
      repeat: { rule: 'FREQ=WEEKLY' },
      rotation: [owner.user._id, editor.user._id, viewer.user._id],
    });
    expect(parts(repeating)).toEqual([[owner.user.username, false]]);
    expect(repeating.rotation).toEqual([owner.user._id, editor.user._id, viewer.user._id]);

    const first = await update(owner, task._id, { completed: true });
    expect(first.status).toBe(200);
    const second = first.body.next as Task;
    expect(parts(second)).toEqual([[editor.user.username, false]]);
    expect(second.dueDay).toBe('2026-12-08');

    // The editor leaves the list; their occurrence is still theirs to finish.
    const left = await editor.client.call('lists-member-remove', {
      params: { groupId: listId, userId: editor.user._id },
    });
    expect(left.status).toBe(200);
    // Completed for everyone by the owner: the next goes to the viewer.
    const secondDone = await update(owner, second._id, { completed: true, forEveryone: true });
    expect(secondDone.status).toBe(200);
    const third = secondDone.body.next as Task;
    expect(parts(third)).toEqual([[viewer.user.username, false]]);
    const thirdDone = await update(viewer, third._id, { completed: true });
    expect(thirdDone.status).toBe(200);
    // The rotation wraps, skipping the editor who left.
    expect(parts(thirdDone.body.next as Task)).toEqual([[owner.user.username, false]]);
    await expectCreatorCounters([owner, editor, viewer]);
  });

  it('a task that does not repeat cannot rotate', async () => {
    const { owner, editor, listId } = await listWithRoles('tn', 'Once');
    const task = await addTask(owner, listId, 'Once only');
    const refused = await update(owner, task._id, { rotation: [owner.user._id, editor.user._id] });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: teamTaskTexts.rotationNeedsRepeat });
  });
});

describe('the nudge', () => {
  it('reaches each pending assignee once an hour; a viewer cannot nudge', async () => {
    const { owner, editor, viewer, listId } = await listWithRoles('tu', 'Release');
    const task = await addTask(owner, listId, 'Write the notes');
    await updated(owner, task._id, { assignees: [editor.user._id, viewer.user._id] });
    await updated(editor, task._id, { completed: true });

    const byViewer = await viewer.client.call('todo-nudge', { params: { id: task._id } });
    expect(byViewer.status).toBe(403);
    const nudged = await owner.client.call('todo-nudge', { params: { id: task._id } });
    expect(nudged.status).toBe(200);
    expect(nudged.body).toEqual({ message: teamTaskTexts.nudgeSent(1), nudged: [viewer.user._id] });
    const text = teamTaskTexts.nudged(owner.user.username, 'Write the notes');
    expect(await messagesOf(viewer)).toContain(text);
    expect(await messagesOf(editor)).not.toContain(text);

    const again = await owner.client.call('todo-nudge', { params: { id: task._id } });
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ message: teamTaskTexts.nudgedRecently });
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await messagesOf(viewer)).filter((m) => m === text)).toHaveLength(1);

    // Nobody pending: nothing to nudge.
    await updated(viewer, task._id, { completed: true });
    const plain = await addTask(owner, listId, 'Nobody on it');
    const none = await owner.client.call('todo-nudge', { params: { id: plain._id } });
    expect(none.status).toBe(409);
    expect(none.body).toEqual({ message: teamTaskTexts.nothingPending });
  });
});
