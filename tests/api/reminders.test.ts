/**
 * Reminders that arrive, end to end on the local stack: the real gateway and handlers,
 * DynamoDB Local with its stream polled into the fan-out, real WebSockets, the reminder poller
 * handler run by two local pollers at once, and a local RFC 8030 push service (web-push-testing)
 * that checks the VAPID signature and decrypts what it receives. Nothing is mocked.
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { dueHourOf, dueIndexKeys, keys, userPartition } from '../../functions/data/core/keys';
import { type LocalLive, startLocalLive } from '../../scripts/local/live';
import { type LocalReminderPoller, startReminderPoller } from '../../scripts/local/reminders';
import { closeAllWebSockets } from '../../scripts/local/websocket';
import { type LiveChange, livePath, parseLiveMessage } from '../../shared/live';
import { reminderTexts } from '../../shared/messages/server';
import { detailFieldTexts as detailTexts } from '../../shared/messages/validation';
import type { Task } from '../../shared/types';
import { type ApiClient, startApi, type TestApi } from '../support/api';
import { type PushService, startPushService, type TestSubscription } from '../support/push-service';
import { befriend, type Member } from './team-support';

let api: TestApi;
let live: LocalLive;
let push: PushService;
const pollers: LocalReminderPoller[] = [];

beforeAll(async () => {
  api = await startApi();
  live = await startLocalLive({ dynamoEndpoint: inject('dynamoEndpoint'), tableName: api.tableName });
  push = await startPushService();
  // Two pollers at once, as two overlapping EventBridge invocations would be.
  pollers.push(await startReminderPoller(150), await startReminderPoller(150));
});
afterAll(async () => {
  await Promise.all(pollers.map((poller) => poller.stop()));
  closeAllWebSockets();
  await live?.stop();
  await push?.close();
  await api?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

async function waitFor<T>(probe: () => Promise<T | undefined | false>, what: string, ms = 8000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await pause(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function notifications(client: ApiClient) {
  const response = await client.call('notification-get-notifications');
  expect(response.status).toBe(200);
  return response.body;
}

async function create(client: ApiClient, body: Record<string, unknown>): Promise<Task> {
  const response = await client.call('todo-create', { body: { description: 'Call the dentist', ...body } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Task;
}

const remindersOf = async (client: ApiClient, todoId: string) =>
  (await notifications(client)).filter((n) => n.todo === todoId && n.message.startsWith('Reminder: '));

async function subscribeDevice(client: ApiClient): Promise<TestSubscription> {
  const key = await client.call('push-public-key');
  expect(key.status).toBe(200);
  const subscription = await push.subscribe(key.body.publicKey);
  const subscribed = await client.call('push-subscribe', {
    body: { endpoint: subscription.endpoint, keys: subscription.keys },
  });
  expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
  return subscription;
}

/** Whether a task is in the reminder index (its GSI2 keys set): what the poller reads. */
async function indexed(userId: string, todoId: string): Promise<boolean> {
  const result = await api.db.send(
    new GetCommand({ TableName: api.tableName, Key: keys.todo(userId, todoId), ConsistentRead: true }),
  );
  return typeof result.Item?.gsi2pk === 'string';
}

async function devices(userId: string) {
  const result = await api.db.send(
    new QueryCommand({
      TableName: api.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':p': 'WEBPUSH#' },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

function openSocket(client: ApiClient): Promise<{ socket: WebSocket; messages: LiveChange[] }> {
  const socket = new WebSocket(`${api.baseUrl.replace(/^http/, 'ws')}${livePath}`, {
    headers: { cookie: client.cookie ?? '', origin: api.baseUrl },
  });
  const messages: LiveChange[] = [];
  socket.on('message', (data) => {
    const message = parseLiveMessage(String(data));
    if (message?.type === 'changed') messages.push(message);
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('error', reject);
  });
}

describe('a reminder a few seconds ahead', () => {
  it('appears exactly once with two pollers, arrives live and is pushed, encrypted, to the device', async () => {
    const { client } = await api.user('remind');
    const device = await subscribeDevice(client);
    const listener = await openSocket(client);
    const due = '2030-12-01T23:59:00.000Z';
    const task = await create(client, { remindAt: inSeconds(4), due });
    expect(task.remindAt).toBe(new Date(task.remindAt as string).toISOString());

    const [reminder] = await waitFor(async () => {
      const found = await remindersOf(client, task._id);
      return found.length > 0 && found;
    }, 'the reminder notification');
    expect(reminder?.message).toBe(reminderTexts.reminder('Call the dentist'));
    expect(reminder?.todo).toBe(task._id);

    const notice = await waitFor(
      async () => listener.messages.flatMap((m) => m.notices ?? []).find((n) => n.todo === task._id),
      'the live notice',
    );
    expect(notice.message).toBe('Reminder: Call the dentist');

    const [payload] = await waitFor(async () => {
      const received = await push.messages(device);
      return received.length > 0 && received;
    }, 'the push message');
    expect(JSON.parse(payload as string)).toEqual({
      title: 'Call the dentist',
      body: 'Due Sun, Dec 1',
      url: `/dashboard?highlight=todo-${task._id}`,
      tag: `reminder-${task._id}`,
    });

    // Several more polls of both pollers: still exactly one notification and one push.
    await pause(1500);
    expect(await remindersOf(client, task._id)).toHaveLength(1);
    expect(await push.messages(device)).toHaveLength(1);
    listener.socket.close();
  });

  it('a reminder in the past is refused and nothing changes', async () => {
    const { client, user } = await api.user('past');
    const refused = await client.call('todo-create', {
      body: { description: 'Too late', remindAt: inSeconds(-60) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: detailTexts.remindAtPast });
    const task = await create(client, { description: 'Later' });
    const update = await client.call('todo-update', {
      params: { id: task._id },
      body: { remindAt: '2020-01-01T00:00:00Z', important: true },
    });
    expect(update.status).toBe(400);
    const me = await client.call('auth-user');
    expect(me.body.totalTasks).toBe(1);
    const all = await client.call('todo-getall');
    expect(all.body.todos).toEqual([
      expect.objectContaining({ _id: task._id, remindAt: null, important: false }),
    ]);
    expect(user._id).toBeTruthy();
    const invalid = await client.call('todo-update', {
      params: { id: task._id },
      body: { remindAt: 'soon' },
    });
    expect(invalid.body).toEqual({ message: detailTexts.remindAtInvalid });
  });
});

describe('changing, completing and deleting', () => {
  it('a changed time re-arms; completing and deleting cancel; removing cancels', async () => {
    const { client, user } = await api.user('change');
    // Ten minutes ahead: no poll reaches them while they are changed, however slow the machine.
    const made = await Promise.all(
      ['Moved', 'Completed', 'Deleted', 'Removed'].map((description) =>
        create(client, { description, remindAt: inSeconds(600) }),
      ),
    );
    const [movedTask, completedTask, deletedTask, removedTask] = made as [Task, Task, Task, Task];
    // Pending reminders are in the index, which is all the poller reads.
    for (const task of made) expect(await indexed(user._id, task._id)).toBe(true);
    expect(
      (await client.call('todo-update', { params: { id: completedTask._id }, body: { completed: true } }))
        .status,
    ).toBe(200);
    expect((await client.call('todo-delete', { params: { id: deletedTask._id } })).status).toBe(200);
    const off = await client.call('todo-update', {
      params: { id: removedTask._id },
      body: { remindAt: null },
    });
    expect(off.body.todo.remindAt).toBeNull();
    for (const task of [completedTask, deletedTask, removedTask])
      expect(await indexed(user._id, task._id)).toBe(false);

    const update = await client.call('todo-update', {
      params: { id: movedTask._id },
      body: { remindAt: inSeconds(4) },
    });
    expect(update.status).toBe(200);
    await waitFor(async () => (await remindersOf(client, movedTask._id)).length === 1, 'the moved reminder');
    const messages = (await notifications(client)).map((n) => n.message);
    expect(messages).toEqual(['Reminder: Moved']);
  });

  it('a repeating task moves its reminder with its due day, at the same hour where it lives', async () => {
    const { client } = await api.user('repeat');
    const task = await create(client, {
      description: 'Water plants',
      dueDay: '2030-03-28',
      repeat: { rule: 'FREQ=WEEKLY', timeZone: 'Europe/Berlin' },
      // 9:00 in Berlin, winter time.
      remindAt: '2030-03-28T08:00:00.000Z',
    });
    const done = await client.call('todo-update', { params: { id: task._id }, body: { completed: true } });
    expect(done.status).toBe(200);
    expect(done.body.next?.dueDay).toBe('2030-04-04');
    // Still 9:00 in Berlin, now summer time (the clocks went forward on March 31).
    expect(done.body.next?.remindAt).toBe('2030-04-04T07:00:00.000Z');
  });
});

describe('assignments', () => {
  async function team(): Promise<[Member, Member, Member]> {
    const members = await Promise.all([api.user('boss'), api.user('ann'), api.user('bob')]);
    const [boss, ann, bob] = members;
    await befriend(boss, ann);
    await befriend(boss, bob);
    return [boss, ann, bob];
  }

  it('sets every copy; an assignee sets their own; each completion tells the assigner, the last says everyone', async () => {
    const [boss, ann, bob] = await team();
    const sent = await boss.client.call('notification-send-assignment', {
      body: { description: 'Ship it', partners: [ann.user._id, bob.user._id], remindAt: inSeconds(600) },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const copyOf = async (member: Member) => {
      const all = await member.client.call('todo-getall');
      return all.body.todos.find((t) => t.description === 'Ship it') as Task;
    };
    const annCopy = await copyOf(ann);
    const bobCopy = await copyOf(bob);
    expect(annCopy.remindAt).toBe(bobCopy.remindAt);
    expect(annCopy.remindAt).not.toBeNull();

    // An assignee may set the reminder of their own copy (and still nothing else).
    const own = await ann.client.call('todo-update', {
      params: { id: annCopy._id },
      body: { remindAt: inSeconds(4) },
    });
    expect(own.status).toBe(200);
    const forbidden = await ann.client.call('todo-update', {
      params: { id: annCopy._id },
      body: { remindAt: inSeconds(5), description: 'Mine now' },
    });
    expect(forbidden.status).toBe(403);
    await waitFor(async () => (await remindersOf(ann.client, annCopy._id)).length === 1, "ann's reminder");

    const listener = await openSocket(boss.client);
    const bossDevice = await subscribeDevice(boss.client);
    expect(
      (await ann.client.call('todo-update', { params: { id: annCopy._id }, body: { completed: true } }))
        .status,
    ).toBe(200);
    const first = await waitFor(async () => {
      const list = await notifications(boss.client);
      return list.find((n) => n.message === reminderTexts.completed(ann.user.username, 'Ship it'));
    }, "ann's completion notice");
    expect(first.todo).toBe(annCopy._id);
    expect(first.fromUser._id).toBe(ann.user._id);
    await waitFor(
      async () => listener.messages.some((m) => m.notices?.some((n) => n.id === first._id)),
      'the live completion notice',
    );
    const [pushed] = await waitFor(async () => {
      const received = await push.messages(bossDevice);
      return received.length > 0 && received;
    }, 'the pushed completion notice');
    expect(JSON.parse(pushed as string)).toEqual({
      title: reminderTexts.pushCompletionTitle,
      body: reminderTexts.completed(ann.user.username, 'Ship it'),
      url: `/dashboard?highlight=todo-${annCopy._id}`,
      tag: `notification-${first._id}`,
    });

    // Un-completing sends nothing; the last completion says everyone.
    expect(
      (await ann.client.call('todo-update', { params: { id: annCopy._id }, body: { completed: false } }))
        .status,
    ).toBe(200);
    expect(
      (await ann.client.call('todo-update', { params: { id: annCopy._id }, body: { completed: true } }))
        .status,
    ).toBe(200);
    expect(
      (await bob.client.call('todo-update', { params: { id: bobCopy._id }, body: { completed: true } }))
        .status,
    ).toBe(200);
    const messages = (await notifications(boss.client)).map((n) => n.message);
    expect(messages.filter((m) => m === reminderTexts.everyoneCompleted('Ship it'))).toHaveLength(1);
    expect(messages.filter((m) => m === reminderTexts.completed(ann.user.username, 'Ship it'))).toHaveLength(
      2,
    );
    listener.socket.close();
  });

  it('edit-assignment re-arms every copy', async () => {
    const [boss, ann] = await team();
    const sent = await boss.client.call('notification-send-assignment', {
      body: { description: 'Review', partners: [ann.user._id] },
    });
    expect(sent.status).toBe(200);
    const marker = sent.body.todos[0]?.uniqueMarker as string;
    const edited = await boss.client.call('notification-edit-assignment', {
      body: { todo: { uniqueMarker: marker }, remindAt: inSeconds(4) },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const copy = (await ann.client.call('todo-getall')).body.todos.find(
      (t) => t.description === 'Review',
    ) as Task;
    await waitFor(async () => (await remindersOf(ann.client, copy._id)).length === 1, 'the copy reminder');
  });
});

describe('shared lists', () => {
  it("a member's reminder on a task of a list shared with them reminds that member, on their device, not the owner", async () => {
    const [owner, member] = await Promise.all([api.user('rown'), api.user('rmem')]);
    await befriend(owner, member);
    const list = await owner.client.call('todo-create-group', { body: { name: 'Sprint' } });
    expect(list.status).toBe(201);
    const shared = await owner.client.call('lists-member-add', {
      params: { groupId: list.body._id },
      body: { userId: member.user._id, role: 'editor' },
    });
    expect(shared.status).toBe(201);
    const task = await create(owner.client, { description: 'Ship the release', groupId: list.body._id });
    const ownerDevice = await subscribeDevice(owner.client);
    const memberDevice = await subscribeDevice(member.client);

    const set = await member.client.call('todo-update', {
      params: { id: task._id },
      body: { remindAt: inSeconds(3) },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await waitFor(
      async () => (await remindersOf(member.client, task._id)).length === 1,
      "the member's reminder",
    );
    await waitFor(async () => (await push.messages(memberDevice)).length === 1, "the member's push");
    expect(await remindersOf(owner.client, task._id)).toEqual([]);

    // The owner's own reminder on the same task is the owner's again. By the time it came, many polls
    // had passed the member's: the owner had one reminder (their own) and one push, the member no more.
    await owner.client.call('todo-update', { params: { id: task._id }, body: { remindAt: inSeconds(3) } });
    await waitFor(
      async () => (await remindersOf(owner.client, task._id)).length === 1,
      "the owner's reminder",
    );
    await waitFor(async () => (await push.messages(ownerDevice)).length === 1, "the owner's push");
    expect(await remindersOf(member.client, task._id)).toHaveLength(1);
    expect(await push.messages(memberDevice)).toHaveLength(1);
  });
});

describe('the audience when it is sent (issue 52)', () => {
  /** An owner's list shared with an editor, and a task of it the owner made. */
  async function sharedTask(prefix: string, description: string) {
    const [owner, member] = await Promise.all([api.user(`${prefix}own`), api.user(`${prefix}mem`)]);
    await befriend(owner, member);
    const list = await owner.client.call('todo-create-group', { body: { name: 'Offsite' } });
    expect(list.status).toBe(201);
    const shared = await owner.client.call('lists-member-add', {
      params: { groupId: list.body._id },
      body: { userId: member.user._id, role: 'editor' },
    });
    expect(shared.status).toBe(201);
    const task = await create(owner.client, { description, groupId: list.body._id });
    const removeMember = async () => {
      const removed = await owner.client.call('lists-member-remove', {
        params: { groupId: list.body._id, userId: member.user._id },
      });
      expect(removed.status).toBe(200);
    };
    return { owner, member, task, removeMember };
  }

  it('a reminder a member set does not fire once they left the list: nothing for them, out of the index', async () => {
    const { owner, member, task, removeMember } = await sharedTask('rgone', 'Book the venue');
    const memberDevice = await subscribeDevice(member.client);
    const set = await member.client.call('todo-update', {
      params: { id: task._id },
      body: { remindAt: inSeconds(5) },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await removeMember();
    // The owner renames it meanwhile: a reminder would carry the new title.
    await owner.client.call('todo-update', {
      params: { id: task._id },
      body: { description: 'Secret venue' },
    });
    await waitFor(
      async () => !(await indexed(owner.user._id, task._id)),
      'the reminder out of the index',
      20_000,
    );
    expect(await remindersOf(member.client, task._id)).toEqual([]);
    expect(await remindersOf(owner.client, task._id)).toEqual([]);
    expect(await push.messages(memberDevice)).toEqual([]);
  });

  it("a notice's push waiting when the member left is not pushed", async () => {
    const { owner, member, task, removeMember } = await sharedTask('pgone', 'Draft the agenda');
    const memberDevice = await subscribeDevice(member.client);
    // No poller runs while the notice waits: the member is removed before its push is claimed.
    await Promise.all(pollers.splice(0).map((poller) => poller.stop()));
    try {
      const said = await owner.client.call('comments-create', {
        params: { id: task._id },
        body: { text: `@${member.user.username} please look` },
      });
      expect(said.status).toBe(201);
      const [notice] = (await notifications(member.client)).filter((n) => n.todo === task._id);
      expect(notice).toBeDefined();
      await removeMember();
    } finally {
      pollers.push(await startReminderPoller(150), await startReminderPoller(150));
    }
    const noticeIndexed = async () => {
      const result = await api.db.send(
        new QueryCommand({
          TableName: api.tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
          ExpressionAttributeValues: { ':pk': userPartition(member.user._id), ':p': 'NOTE#' },
          ConsistentRead: true,
        }),
      );
      return (result.Items ?? []).some((item) => typeof item.gsi2pk === 'string');
    };
    await waitFor(async () => !(await noticeIndexed()), "the notice's push claimed");
    // A poll's pushes are sent before it ends: once both pollers' current polls ended, none came.
    await Promise.all(pollers.map((poller) => poller.pollNow()));
    expect(await push.messages(memberDevice)).toEqual([]);
  });
});

describe('after an outage', () => {
  it('catches up on reminders that came due while no poller ran, from the watermark on', async () => {
    const { client, user } = await api.user('outage');
    const task = await create(client, { description: 'Overdue', remindAt: inSeconds(600) });
    // The outage: no poller runs (one still polling could move the watermark past the rewrite below).
    await Promise.all(pollers.splice(0).map((poller) => poller.stop()));
    // As if every poller had been down for three hours: the watermark three hours back, and the
    // reminder due 2.5 hours ago (a client cannot set a past time, so the table is written directly).
    const past = new Date(Date.now() - 2.5 * 3600_000).toISOString();
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.todo(user._id, task._id),
        UpdateExpression: 'SET remindAt = :at, gsi2pk = :pk, gsi2sk = :sk',
        ExpressionAttributeValues: {
          ':at': past,
          ':pk': dueIndexKeys(past, task._id).gsi2pk,
          ':sk': dueIndexKeys(past, task._id).gsi2sk,
        },
      }),
    );
    await api.db.send(
      new PutCommand({
        TableName: api.tableName,
        Item: {
          ...keys.reminderWatermark(),
          hour: dueHourOf(new Date(Date.now() - 3 * 3600_000).toISOString()),
        },
      }),
    );
    // The pollers come back.
    pollers.push(await startReminderPoller(150), await startReminderPoller(150));
    await waitFor(async () => (await remindersOf(client, task._id)).length === 1, 'the overdue reminder');
  });
});

describe('strangers and devices', () => {
  it('a stranger can neither set nor see anything', async () => {
    const { client: owner } = await api.user('owner');
    const { client: stranger } = await api.user('stranger');
    const task = await create(owner, { description: 'Private', remindAt: inSeconds(4) });
    const refused = await stranger.call('todo-update', {
      params: { id: task._id },
      body: { remindAt: inSeconds(30) },
    });
    expect(refused.status).toBe(404);
    await waitFor(async () => (await remindersOf(owner, task._id)).length === 1, "the owner's reminder");
    expect(await notifications(stranger)).toEqual([]);
    const all = await owner.call('todo-getall');
    expect(all.body.todos[0]?.remindAt).toBe(task.remindAt);
  });

  it('a push service answering 410 removes the device', async () => {
    const { client, user } = await api.user('gone');
    const device = await subscribeDevice(client);
    expect(await devices(user._id)).toHaveLength(1);
    await push.expire(device);
    const task = await create(client, { description: 'Anyone there', remindAt: inSeconds(4) });
    await waitFor(async () => (await remindersOf(client, task._id)).length === 1, 'the reminder');
    await waitFor(async () => (await devices(user._id)).length === 0, 'the device removed');
  });
});
