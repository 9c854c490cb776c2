/**
 * The one audience rule on every path (issue 52, functions/data/conversation/task-audience.ts), over HTTP on
 * DynamoDB Local with the live fan-out running: a member removed from a shared list, a former
 * teammate (unteamed from the list's owner, so out of the owner's lists) and a stranger get 404
 * from every read of a task (activity, its revert, comments, read marks) and hear nothing of it
 * afterwards (follower notices, mentions, live messages, search, the export, the calendar feed,
 * quick add's "+member"). A write a removed member sends still gets 403 'You are no longer a member
 * of this list', which names nothing of the task. An assignment outlives the unteaming of its
 * assigner and assignee (SPEC.md keeps it): both stay in its audience (docs/decisions/0144).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { type LocalLive, startLocalLive } from '../../scripts/local/live';
import { closeAllWebSockets } from '../../scripts/local/websocket';
import { type LiveChange, livePath, parseLiveMessage } from '../../shared/live';
import { commentTexts, listTexts, serverErrors } from '../../shared/messages/server';
import type { Task } from '../../shared/types';
import type { ApiClient } from '../support/api';
import { startApi, type TestApi } from '../support/api';
import { listHelpers } from './list-support';
import { befriend, type Member } from './team-support';
import { assign, copyOf } from './todo-support';

let api: TestApi;
let live: LocalLive;
beforeAll(async () => {
  api = await startApi();
  live = await startLocalLive({ dynamoEndpoint: inject('dynamoEndpoint'), tableName: api.tableName });
});
afterAll(async () => {
  closeAllWebSockets();
  await live?.stop();
  await api?.close();
});

const { createList, addTask, share } = listHelpers(() => api);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(probe: () => Promise<T | undefined | false> | T | undefined | false, what: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await pause(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const update = (member: Member, id: string, body: Record<string, unknown>) =>
  // biome-ignore lint/suspicious/noExplicitAny: bodies of any of todo/update's fields
  member.client.call('todo-update', { params: { id }, body: body as any });

const comment = async (member: Member, id: string, text: string) => {
  const answer = await member.client.call('comments-create', { params: { id }, body: { text } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};

const messagesOf = async (member: Member) => {
  const answer = await member.client.call('notification-get-notifications');
  expect(answer.status).toBe(200);
  return answer.body.map((note) => note.message);
};

interface Entry {
  _id: string;
  kind: string;
}

async function entriesOf(member: Member, id: string): Promise<Entry[]> {
  const answer = await member.client.call('tasks-activity', { params: { id } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { entries: Entry[] }).entries;
}

/** Every read of a task by id answers `who` 404 'Todo not found', naming nothing. */
async function expectNoReads(who: Member, taskId: string, entryId: string, commentId: string) {
  const answers = {
    activity: await who.client.call('tasks-activity', { params: { id: taskId } }),
    revert: await who.client.call('tasks-activity-revert', { params: { id: taskId, entryId }, body: {} }),
    forced: await who.client.call('tasks-activity-revert', {
      params: { id: taskId, entryId },
      body: { force: true },
    }),
    comments: await who.client.call('comments-list', { params: { id: taskId } }),
    read: await who.client.call('comments-read', { params: { id: taskId } }),
    edit: await who.client.call('comments-edit', {
      params: { id: taskId, commentId },
      body: { text: 'changed' },
    }),
    remove: await who.client.call('comments-delete', { params: { id: taskId, commentId } }),
    add: await who.client.call('comments-create', { params: { id: taskId }, body: { text: 'still here?' } }),
  };
  for (const [what, answer] of Object.entries(answers))
    expect({ what, status: answer.status, body: answer.body }).toEqual({
      what,
      status: 404,
      body: { message: serverErrors.todoNotFound },
    });
}

/** A socket of `client` and every change message it got, raw too. */
async function listen(client: ApiClient) {
  const socket = new WebSocket(`${api.baseUrl.replace(/^http/, 'ws')}${livePath}`, {
    headers: { cookie: client.cookie ?? '', origin: api.baseUrl },
  });
  const heard = { socket, messages: [] as LiveChange[], raw: [] as string[] };
  socket.on('message', (data) => {
    heard.raw.push(String(data));
    const message = parseLiveMessage(String(data));
    if (message?.type === 'changed') heard.messages.push(message);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return heard;
}

/**
 * An owner's list with two editors: `gone`, who creates a task there, is mentioned and set a
 * reminder, and is then removed (or unteamed, `how`); `stays`, who stays. The owner then renames the
 * task, changes its notes and comments on it.
 */
async function removedFromList(prefix: string, how: 'removed' | 'unteamed') {
  const [owner, gone, stays, stranger] = await Promise.all(
    ['own', 'gone', 'stay', 'str'].map((role) => api.user(`${prefix}${role}`)),
  );
  if (!owner || !gone || !stays || !stranger) throw new Error('users not made');
  await befriend(owner, gone);
  await befriend(owner, stays);
  const listId = await createList(owner, `${prefix} list`);
  await share(owner, listId, gone, 'editor');
  await share(owner, listId, stays, 'editor');
  const task = await addTask(gone, listId, 'Plan the offsite');
  expect((await update(owner, task._id, { notes: 'notes before' })).status).toBe(200);
  const early = await comment(owner, task._id, `@${gone.user.username} can you draft it?`);
  const [entry] = await entriesOf(gone, task._id);
  if (how === 'removed') {
    const removed = await owner.client.call('lists-member-remove', {
      params: { groupId: listId, userId: gone.user._id },
    });
    expect(removed.status).toBe(200);
  } else {
    const unteamed = await owner.client.call('notification-remove-from-team', {
      body: { toUser: gone.user._id },
    });
    expect(unteamed.status).toBe(200);
  }
  const before = await messagesOf(gone);
  expect((await update(owner, task._id, { description: 'Secret offsite' })).status).toBe(200);
  expect((await update(owner, task._id, { notes: 'notes after' })).status).toBe(200);
  await comment(owner, task._id, `The venue is booked, @${gone.user.username}`);
  return { owner, gone, stays, stranger, listId, task, entry: entry as Entry, early, before };
}

describe('a member removed from a shared list', () => {
  let world: Awaited<ReturnType<typeof removedFromList>>;
  beforeAll(async () => {
    world = await removedFromList('rm', 'removed');
  });

  it('reads nothing of the task by id: activity, revert, comments, read marks are 404', async () => {
    const { gone, stranger, stays, task, entry, early } = world;
    // Those still in the list read what came after.
    expect((await entriesOf(stays, task._id)).map((entry) => entry.kind).slice(0, 3)).toEqual([
      'comment-added',
      'notes',
      'description',
    ]);
    await expectNoReads(gone, task._id, entry._id, early._id);
    await expectNoReads(stranger, task._id, entry._id, early._id);
    // The calls docs/data-model.md gives: the session, the audience's two reads, the page.
    const read = await stays.client.call('tasks-activity', { params: { id: task._id } });
    expect(read.ddbCalls).toBe(4);
    // Outside: the session, the audience's first read (the ended list is not looked in) and, as
    // nothing was found, the Query of their own assignments (an assigner naming a copy).
    const refused = await gone.client.call('tasks-activity', { params: { id: task._id } });
    expect(refused.ddbCalls).toBe(3);
  });

  it('is told nothing of the comment after: no follower notice (they made the task), no mention', async () => {
    const { owner, gone, before } = world;
    const told = await messagesOf(gone);
    expect(told).not.toContain(commentTexts.commented(owner.user.username, 'Secret offsite'));
    expect(told).not.toContain(commentTexts.mentioned(owner.user.username, 'Secret offsite'));
    expect(told).toEqual(before);
  });

  it('a write still gets 403 naming only the reason, for an outbox replay', async () => {
    const { gone, task } = world;
    for (const answer of [
      await update(gone, task._id, { description: 'sneaky' }),
      await update(gone, task._id, { completed: true }),
      await gone.client.call('todo-delete', { params: { id: task._id } }),
    ])
      expect(answer).toMatchObject({ status: 403, body: { message: listTexts.noLongerMember } });
  });

  it('finds nothing of it in search, the export or the calendar feed', async () => {
    const { gone, task } = world;
    const search = await gone.client.call('search', { query: { query: 'offsite' } });
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body)).not.toContain(task._id);
    const exported = await gone.client.call('portability-export');
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).not.toMatch(/Secret offsite|notes after/);
    const token = await gone.client.call('calendar-token-create');
    expect(token.status).toBe(200);
    expect((await update(world.owner, task._id, { dueDay: '2031-05-06' })).status).toBe(200);
    const feed = await fetch(new URL(new URL(token.body.url).pathname, api.baseUrl));
    expect(feed.status).toBe(200);
    expect(await feed.text()).not.toContain('offsite');
  });

  it('cannot be made an assignee by "+name" in quick add', async () => {
    const { owner, gone, stays, listId } = world;
    const added = await owner.client.call('todo-quick-add', {
      body: {
        text: `Book rooms +${gone.user.username} +${stays.user.username}`,
        groupId: listId,
        timeZone: 'UTC',
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const todo = (added.body as { todo: Task }).todo;
    expect((todo.assignees ?? []).map((part) => part._id)).toEqual([stays.user._id]);
    expect(todo.description).toContain(`+${gone.user.username}`);
    expect(await messagesOf(gone)).toEqual(world.before);
  });
});

describe('a former teammate', () => {
  it("leaves the owner's lists: 404 on every read, and no notice of the comments after", async () => {
    const { owner, gone, task, entry, early, before } = await removedFromList('ut', 'unteamed');
    await expectNoReads(gone, task._id, entry._id, early._id);
    const told = await messagesOf(gone);
    expect(told).not.toContain(commentTexts.commented(owner.user.username, 'Secret offsite'));
    expect(told).toEqual(before);
  });

  it("a team task's part left behind by the unteaming follows nothing", async () => {
    const [owner, partner] = await Promise.all([api.user('tpown'), api.user('tppart')]);
    await befriend(owner, partner);
    const listId = await createList(owner, 'Parts');
    await share(owner, listId, partner, 'editor');
    const task = await addTask(owner, listId, 'Paint the hall');
    expect((await update(owner, task._id, { assignees: [partner.user._id] })).status).toBe(200);
    const unteamed = await owner.client.call('notification-remove-from-team', {
      body: { toUser: partner.user._id },
    });
    expect(unteamed.status).toBe(200);
    const before = await messagesOf(partner);
    await comment(owner, task._id, 'Second coat tomorrow');
    expect(await messagesOf(partner)).toEqual(before);
    expect((await partner.client.call('tasks-activity', { params: { id: task._id } })).status).toBe(404);
  });

  it('keeps an assignment made before, with its thread: the assignment outlives the team', async () => {
    const [boss, ann] = await Promise.all([api.user('asboss'), api.user('asann')]);
    await befriend(boss, ann);
    const row = await assign(boss, [ann.user._id], { description: 'Quarterly report' });
    const unteamed = await boss.client.call('notification-remove-from-team', {
      body: { toUser: ann.user._id },
    });
    expect(unteamed.status).toBe(200);
    expect((await entriesOf(ann, copyOf(row, ann)))[0]).toMatchObject({ kind: 'created' });
    expect((await entriesOf(boss, row.uniqueMarker))[0]).toMatchObject({ kind: 'created' });
    await comment(boss, row.uniqueMarker, 'Due Friday');
    expect(await messagesOf(ann)).toContain(commentTexts.commented(boss.user.username, 'Quarterly report'));
  });
});

describe('live', () => {
  it("a removed member's pages hear nothing of the list's tasks after", async () => {
    const [owner, gone, stays] = await Promise.all([
      api.user('lvown'),
      api.user('lvgone'),
      api.user('lvstay'),
    ]);
    await befriend(owner, gone);
    await befriend(owner, stays);
    const listId = await createList(owner, 'Live list');
    await share(owner, listId, gone);
    await share(owner, listId, stays);
    const task = await addTask(owner, listId, 'Open item');
    const goneSocket = await listen(gone.client);
    const staysSocket = await listen(stays.client);
    const removed = await owner.client.call('lists-member-remove', {
      params: { groupId: listId, userId: gone.user._id },
    });
    expect(removed.status).toBe(200);
    expect((await update(owner, task._id, { description: 'Hidden title' })).status).toBe(200);
    await comment(owner, task._id, 'Hidden comment');
    await waitFor(
      () => staysSocket.raw.some((raw) => raw.includes('Hidden comment')),
      'the member who stayed hears the comment',
    );
    await waitFor(
      () => staysSocket.raw.some((raw) => raw.includes('Hidden title')) || staysSocket.messages.length > 1,
      'the member who stayed hears the rename',
    );
    expect(goneSocket.raw.join('\n')).not.toMatch(/Hidden title|Hidden comment/);
    goneSocket.socket.close();
    staysSocket.socket.close();
  });
});
