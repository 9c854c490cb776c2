/**
 * Comments over HTTP on DynamoDB Local (docs/api.md#comments): the audiences (an own task, an
 * assignment from both sides, a shared list), a stranger's 404, mentions reaching exactly the
 * mentioned members, unread counts on get-groups without a call more, the edit window, the delete
 * rights, bad input, and HTML staying text.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { type LocalLive, startLocalLive } from '../../scripts/local/live';
import { closeAllWebSockets } from '../../scripts/local/websocket';
import { type LiveComment, livePath, parseLiveMessage } from '../../shared/live';
import { commentTexts, serverErrors } from '../../shared/messages/server';
import type { Task } from '../../shared/types';
import { startApi, type TestApi } from '../support/api';
import { listHelpers, newTask } from './list-support';
import { befriend, type Member } from './team-support';

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

/** A member's open page: the comments its live messages carried. */
async function listen(who: Member): Promise<{ comments: LiveComment[]; socket: WebSocket }> {
  const socket = new WebSocket(`${api.baseUrl.replace(/^http/, 'ws')}${livePath}`, {
    headers: { cookie: who.client.cookie as string, origin: api.baseUrl },
  });
  const heard = { comments: [] as LiveComment[], socket };
  socket.on('message', (data) => {
    const message = parseLiveMessage(String(data));
    if (message?.type === 'changed') heard.comments.push(...(message.comments ?? []));
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return heard;
}

async function waitFor<T>(probe: () => T | undefined | false, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const value = probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const { addTask, listWithRoles } = listHelpers(() => api);

async function member(prefix: string): Promise<Member> {
  const made = await api.user(prefix);
  return made as Member;
}

async function post(who: Member, id: string, text: unknown) {
  return who.client.call('comments-create', { params: { id }, body: { text } as { text: string } });
}

async function posted(who: Member, id: string, text: string) {
  const answer = await post(who, id, text);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function thread(who: Member, id: string, cursor?: string) {
  const answer = await who.client.call('comments-list', {
    params: { id },
    ...(cursor ? { query: { cursor } } : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function notesOf(who: Member) {
  const answer = await who.client.call('notification-get-notifications');
  expect(answer.status).toBe(200);
  return answer.body;
}

async function ownTask(who: Member, description: string): Promise<Task> {
  const created = await who.client.call('todo-create', { body: newTask(description, 'today') });
  expect(created.status).toBe(201);
  return created.body;
}

/** Every task the member's board shows, by id (the assigner's "Assigned by you" copies too). */
async function boardTasks(who: Member): Promise<Map<string, Task>> {
  const answer = await who.client.call('todo-get-groups');
  expect(answer.status).toBe(200);
  return new Map(answer.body.groups.flatMap((group) => group.todo.map((task) => [task._id, task] as const)));
}

async function unreadOn(who: Member, id: string): Promise<number | undefined> {
  return (await boardTasks(who)).get(id)?.unreadComments;
}

/** An assignment from `assigner` to `mates`: each mate's copy id, index for index. */
async function assign(assigner: Member, mates: Member[], description: string): Promise<string[]> {
  for (const mate of mates) await befriend(assigner, mate);
  const sent = await assigner.client.call('notification-send-assignment', {
    body: { description, important: false, due: null, partners: mates.map((m) => m.user._id) },
  });
  expect(sent.status).toBe(200);
  return sent.body.todos.map((copy) => copy._id);
}

describe('an own task', () => {
  it('its owner comments, reads the thread oldest first, and a stranger gets 404', async () => {
    const owner = await member('cown');
    const stranger = await member('cstr');
    const task = await ownTask(owner, 'Find the file');
    const first = await posted(owner, task._id, '  Where is the file?  ');
    expect(first).toMatchObject({
      text: 'Where is the file?',
      mentions: [],
      editedAt: null,
      author: { _id: owner.user._id, username: owner.user.username, coverImg: null },
    });
    await posted(owner, task._id, 'Found it');
    const page = await thread(owner, task._id);
    expect(page.comments.map((c) => c.text)).toEqual(['Where is the file?', 'Found it']);
    expect(page.next).toBeNull();

    for (const answer of [
      await stranger.client.call('comments-list', { params: { id: task._id } }),
      await post(stranger, task._id, 'hello'),
      await stranger.client.call('comments-read', { params: { id: task._id } }),
      await stranger.client.call('comments-delete', { params: { id: task._id, commentId: first._id } }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: serverErrors.todoNotFound });
    }
  });

  it('a comment sent again with its Idempotency-Key (an outbox replay) is written once', async () => {
    const owner = await member('cidem');
    const task = await ownTask(owner, 'Once');
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const send = () =>
      owner.client.call('comments-create', {
        params: { id: task._id },
        body: { text: 'Only once' },
        headers,
      });
    const [first, again] = [await send(), await send()];
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body._id).toBe(first.body._id);
    expect((await thread(owner, task._id)).comments.map((c) => c.text)).toEqual(['Only once']);
    for (const route of ['comments-read', 'comments-delete'] as const) {
      const keyed = { 'idempotency-key': crypto.randomUUID() };
      const answer = await owner.client.call(route, {
        params: { id: task._id, commentId: first.body._id },
        headers: keyed,
      });
      expect(answer.status, route).toBe(200);
    }
    expect((await thread(owner, task._id)).comments).toEqual([]);
  });

  it('pages by 50 with `next`', async () => {
    const owner = await member('cpag');
    const task = await ownTask(owner, 'Chatty');
    for (let i = 0; i < 52; i++) await posted(owner, task._id, `note ${i}`);
    const first = await thread(owner, task._id);
    expect(first.comments).toHaveLength(50);
    expect(first.next).toBe(first.comments[49]?._id);
    const second = await thread(owner, task._id, first.next as string);
    expect(second.comments.map((c) => c.text)).toEqual(['note 50', 'note 51']);
    expect(second.next).toBeNull();
  });

  it('refuses empty, blank and oversized text with 400, and keeps HTML as text', async () => {
    const owner = await member('cbad');
    const task = await ownTask(owner, 'Inputs');
    for (const text of ['', '   ', null]) {
      const answer = await post(owner, task._id, text);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: commentTexts.textRequired });
    }
    const long = await post(owner, task._id, 'x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: commentTexts.textTooLong });
    expect((await post(owner, task._id, 'x'.repeat(2000))).status).toBe(201);
    const html = '<script>alert(1)</script><b>bold</b> & <img src=x onerror=alert(1)>';
    expect((await posted(owner, task._id, html)).text).toBe(html);
    const page = await thread(owner, task._id);
    expect(page.comments.at(-1)?.text).toBe(html);
    expect((await thread(owner, task._id)).comments).toHaveLength(2);
  });
});

describe('the history', () => {
  it("records a comment added and deleted in the task's activity, in the comment's transaction", async () => {
    const owner = await member('chist');
    const task = await ownTask(owner, 'Pack the boxes');
    const comment = await posted(owner, task._id, 'Where is the tape?');
    const removed = await owner.client.call('comments-delete', {
      params: { id: task._id, commentId: comment._id },
    });
    expect(removed.status).toBe(200);
    const again = await owner.client.call('comments-delete', {
      params: { id: task._id, commentId: comment._id },
    });
    expect(again.status).toBe(404);
    const activity = await owner.client.call('tasks-activity', { params: { id: task._id } });
    expect(activity.status).toBe(200);
    expect(activity.body.entries.slice(0, 2)).toMatchObject([
      {
        kind: 'comment-deleted',
        actor: { _id: owner.user._id },
        changes: [{ field: 'comment', from: 'Where is the tape?', to: null }],
      },
      { kind: 'comment-added', changes: [{ field: 'comment', from: null, to: 'Where is the tape?' }] },
    ]);
    // Neither entry can be reverted: a comment is not one of the task's fields.
    const revert = await owner.client.call('tasks-activity-revert', {
      params: { id: task._id, entryId: activity.body.entries[0]?._id as string },
      body: {},
    });
    expect(revert.status).toBeGreaterThanOrEqual(400);
    expect(revert.status).toBeLessThan(500);
  });

  it("an assignment's comments go to its one history, read by the assigner and each assignee", async () => {
    const [assigner, b] = await Promise.all([member('chasg'), member('chb')]);
    const [bCopy] = (await assign(assigner, [b], 'Book the room')) as [string];
    await posted(b, bCopy, 'Room 4 is free');
    const seenByB = await b.client.call('tasks-activity', { params: { id: bCopy } });
    expect(seenByB.body.entries[0]).toMatchObject({ kind: 'comment-added', actor: { _id: b.user._id } });
    const marker = [...(await boardTasks(assigner)).values()].find(
      (task) => task.description === 'Book the room',
    )?.uniqueMarker as string;
    const seenByAssigner = await assigner.client.call('tasks-activity', { params: { id: marker } });
    expect(seenByAssigner.body.entries[0]).toMatchObject({
      kind: 'comment-added',
      actor: { _id: b.user._id },
    });
  });
});

describe('an assignment: one thread for the assigner and every assignee', () => {
  let assigner: Member;
  let b: Member;
  let c: Member;
  let outsider: Member;
  let copies: string[];
  beforeAll(async () => {
    [assigner, b, c, outsider] = await Promise.all([
      member('casg'),
      member('cab'),
      member('cac'),
      member('cout'),
    ]);
    copies = await assign(assigner, [b, c], 'Write the report');
    // A teammate of the assigner who is not on this assignment.
    await befriend(assigner, outsider);
  });

  it('each side names it by its own copy, and all read the same thread; an outsider gets 404', async () => {
    const [bCopy, cCopy] = copies as [string, string];
    await posted(b, bCopy, 'Which format?');
    await posted(assigner, cCopy, 'PDF please');
    await posted(c, cCopy, 'On it');
    for (const [who, id] of [
      [assigner, bCopy],
      [b, bCopy],
      [c, cCopy],
    ] as const)
      expect((await thread(who, id)).comments.map((x) => x.text)).toEqual([
        'Which format?',
        'PDF please',
        'On it',
      ]);
    // b cannot reach the thread through c's copy: it is not theirs.
    expect((await b.client.call('comments-list', { params: { id: cCopy } })).status).toBe(404);
    expect((await outsider.client.call('comments-list', { params: { id: bCopy } })).status).toBe(404);
  });

  it("tells the task's followers of a comment, as their settings say, and a mentioned follower once", async () => {
    const [asg, d, e] = await Promise.all([member('cfasg'), member('cfd'), member('cfe')]);
    const [dCopy, eCopy] = (await assign(asg, [d, e], 'Order the chairs')) as [string, string];
    const commented = commentTexts.commented(d.user.username, 'Order the chairs');
    const mentioned = commentTexts.mentioned(d.user.username, 'Order the chairs');
    const count = async (who: Member, message: string) =>
      (await notesOf(who)).filter((n) => n.message === message).length;

    await posted(d, dCopy, 'Blue or grey?');
    expect(await count(asg, commented)).toBe(1);
    expect(await count(e, commented)).toBe(1);
    expect((await notesOf(e)).find((n) => n.message === commented)?.todo).toBe(eCopy);
    expect(await count(d, commented)).toBe(0);

    // A follower who is mentioned hears of the mention only.
    await posted(d, dCopy, `@${e.user.username} which do you prefer?`);
    expect(await count(e, mentioned)).toBe(1);
    expect(await count(e, commented)).toBe(1);
    expect(await count(asg, commented)).toBe(2);

    // Comments turned off: no notice at all.
    const off = await e.client.call('notification-settings-update', { body: { comments: 'off' } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await posted(d, dCopy, 'Ordering grey.');
    expect(await count(e, commented)).toBe(1);
    expect(await count(asg, commented)).toBe(3);
  });

  it('mentions reach exactly the mentioned members of the audience', async () => {
    const [bCopy] = copies as [string];
    const text = `@${c.user.username} and @${outsider.user.username} and @nobody_here, see @${assigner.user.username}.`;
    const sent = await posted(b, bCopy, text);
    expect(sent.mentions.sort()).toEqual([assigner.user._id, c.user._id].sort());
    const message = commentTexts.mentioned(b.user.username, 'Write the report');
    const cNotes = (await notesOf(c)).filter((n) => n.message === message);
    expect(cNotes).toHaveLength(1);
    // Each names the task by the id its recipient knows it by.
    expect(cNotes[0]?.todo).toBe(copies[1]);
    const assignerNotes = (await notesOf(assigner)).filter((n) => n.message === message);
    expect(assignerNotes).toHaveLength(1);
    expect(copies).toContain(assignerNotes[0]?.todo);
    expect((await notesOf(outsider)).some((n) => n.message === message)).toBe(false);
    // The author hears nothing of their own comment.
    expect((await notesOf(b)).some((n) => n.message === message)).toBe(false);
  });

  it('unread counts per reader, on both sides, cleared by POST /read; no call more on get-groups', async () => {
    const [x, y, z] = await Promise.all([member('cux'), member('cuy'), member('cuz')]);
    const [yCopy, zCopy] = (await assign(x, [y, z], 'Count me')) as [string, string];
    const before = await x.client.call('todo-get-groups');
    await posted(y, yCopy, 'one');
    await posted(y, yCopy, 'two');
    // The assigner's "Assigned by you" shows each copy with the thread's count.
    expect(await unreadOn(x, yCopy)).toBe(2);
    expect(await unreadOn(x, zCopy)).toBe(2);
    await posted(x, zCopy, 'three');
    // One's own comment is read: the writer's mark moves with it.
    expect(await unreadOn(x, zCopy)).toBe(0);
    expect(await unreadOn(y, yCopy)).toBe(1);
    expect(await unreadOn(z, zCopy)).toBe(3);
    const cleared = await z.client.call('comments-read', { params: { id: zCopy } });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ message: commentTexts.read });
    expect(await unreadOn(z, zCopy)).toBe(0);
    expect(await unreadOn(y, yCopy)).toBe(1);
    const after = await x.client.call('todo-get-groups');
    expect(after.ddbCalls).toBe(before.ddbCalls);
  });
});

describe('a shared list: its owner and members', () => {
  let owner: Member;
  let editor: Member;
  let viewer: Member;
  let stranger: Member;
  let listId: string;
  let task: Task;
  beforeAll(async () => {
    ({ owner, editor, viewer, stranger, listId } = await listWithRoles('cl', 'Team'));
    task = await addTask(editor, listId, 'Plan the trip');
  });

  it('every member (a viewer too) comments and reads; a stranger gets 404', async () => {
    await posted(viewer, task._id, 'Can I come?');
    await posted(owner, task._id, `Sure @${viewer.user.username}`);
    for (const who of [owner, editor, viewer])
      expect((await thread(who, task._id)).comments.map((c) => c.text)).toEqual([
        'Can I come?',
        `Sure @${viewer.user.username}`,
      ]);
    expect((await stranger.client.call('comments-list', { params: { id: task._id } })).status).toBe(404);
    const message = commentTexts.mentioned(owner.user.username, 'Plan the trip');
    expect((await notesOf(viewer)).filter((n) => n.message === message)).toHaveLength(1);
    expect((await notesOf(editor)).some((n) => n.message === message)).toBe(false);
    expect(await unreadOn(editor, task._id)).toBe(2);
    expect(await unreadOn(viewer, task._id)).toBe(1);
    expect(await unreadOn(owner, task._id)).toBe(0);
    expect(listId).toBeTruthy();
  });

  it('delete rights: the author, the list owner; another member gets 403', async () => {
    const byEditor = await posted(editor, task._id, 'mine');
    const byViewer = await posted(viewer, task._id, 'also mine');
    const refused = await viewer.client.call('comments-delete', {
      params: { id: task._id, commentId: byEditor._id },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: commentTexts.cannotDelete });
    const byOwner = await owner.client.call('comments-delete', {
      params: { id: task._id, commentId: byViewer._id },
    });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toEqual({ message: commentTexts.deleted });
    expect(
      (await editor.client.call('comments-delete', { params: { id: task._id, commentId: byEditor._id } }))
        .status,
    ).toBe(200);
    const missing = await editor.client.call('comments-delete', {
      params: { id: task._id, commentId: byEditor._id },
    });
    expect(missing.status).toBe(404);
    const texts = (await thread(owner, task._id)).comments.map((c) => c.text);
    expect(texts).not.toContain('mine');
    expect(texts).not.toContain('also mine');
  });

  it('edits: the author only (403 for another), within 24 hours, setting editedAt', async () => {
    const mine = await posted(editor, task._id, 'first draft');
    const edited = await editor.client.call('comments-edit', {
      params: { id: task._id, commentId: mine._id },
      body: { text: 'second draft' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.text).toBe('second draft');
    expect(edited.body.editedAt).not.toBeNull();
    const other = await owner.client.call('comments-edit', {
      params: { id: task._id, commentId: mine._id },
      body: { text: 'hijacked' },
    });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: commentTexts.notAuthor });
    const empty = await editor.client.call('comments-edit', {
      params: { id: task._id, commentId: mine._id },
      body: { text: ' ' },
    });
    expect(empty.status).toBe(400);
    // A day and a minute later, the window is closed.
    const { keys } = await import('../../functions/data/core/keys');
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.comment(task._id, mine._id),
        UpdateExpression: 'SET createdAt = :old',
        ExpressionAttributeValues: { ':old': new Date(Date.now() - 24 * 3600_000 - 60_000).toISOString() },
      }),
    );
    const late = await editor.client.call('comments-edit', {
      params: { id: task._id, commentId: mine._id },
      body: { text: 'too late' },
    });
    expect(late.status).toBe(403);
    expect(late.body).toEqual({ message: commentTexts.editWindowOver });
    expect((await thread(owner, task._id)).comments.find((c) => c._id === mine._id)?.text).toBe(
      'second draft',
    );
  });
});

describe('live', () => {
  it('a new comment reaches every open page of the audience, whole, with the id each knows the task by', async () => {
    const [x, y, z, other] = await Promise.all([member('clx'), member('cly'), member('clz'), member('clo')]);
    const [yCopy, zCopy] = (await assign(x, [y, z], 'Live talk')) as [string, string];
    await befriend(x, other);
    const pages = await Promise.all([x, y, z, other].map(listen));
    const sent = await posted(y, yCopy, `Hello @${z.user.username} <b>hi</b>`);
    const [xHeard, yHeard, zHeard] = await Promise.all(
      ([0, 1, 2] as const).map((i) =>
        waitFor(() => pages[i]?.comments.find((c) => c.comment._id === sent._id), `page ${i}`),
      ),
    );
    expect(zHeard).toMatchObject({
      todo: zCopy,
      comment: {
        text: `Hello @${z.user.username} <b>hi</b>`,
        mentions: [z.user._id],
        author: { _id: y.user._id, username: y.user.username },
      },
    });
    expect(yHeard?.todo).toBe(yCopy);
    expect([yCopy, zCopy]).toContain(xHeard?.todo);
    // Someone outside the audience hears nothing of it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pages[3]?.comments).toEqual([]);
    // Each page hears it once, though the row and every copy carry the counter.
    expect(pages[2]?.comments.filter((c) => c.comment._id === sent._id)).toHaveLength(1);
    for (const page of pages) page.socket.close();
  });
});
