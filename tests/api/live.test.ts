/**
 * Live updates on the local stack, end to end with a real WebSocket client: the gateway's
 * upgrade calls the connect and disconnect handlers, DynamoDB Local's stream is polled into the
 * fan-out handler, which posts through the local management API. Nothing is mocked.
 *
 * Covers: $connect with and without a session and with a foreign Origin (a refusal writes nothing),
 * the connection items, ping, and for each kind of change the messages each party gets: owner,
 * assignee, assigner, teammate, and a stranger who hears nothing; a sign-in is nobody's news; a
 * connection that is gone is deleted; a logout closes that session's connections; a session ended
 * from another device tells its pages (`signedOut`) before closing their connections.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { TodoItem } from '../../functions/data/core/items';
import { userPartition } from '../../functions/data/core/keys';
import { type LocalLive, startLocalLive } from '../../scripts/local/live';
import { closeAllWebSockets } from '../../scripts/local/websocket';
import { type LiveChange, livePath, livePing, parseLiveMessage } from '../../shared/live';
import { ApiClient, startApi, type TestApi } from '../support/api';
import { befriend, type Member, sendRequest, storedProfile } from './team-support';

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

const wsUrl = () => `${api.baseUrl.replace(/^http/, 'ws')}${livePath}`;
const siteOrigin = () => api.baseUrl;

/** A socket and every message it got. */
interface Listener {
  socket: WebSocket;
  messages: LiveChange[];
  raw: string[];
}

/** Opens a socket as this client (its session cookie, the site's own Origin unless told otherwise). */
function open(client: ApiClient | null, origin: string | null = siteOrigin()): Promise<Listener> {
  const headers: Record<string, string> = {};
  if (client?.cookie) headers.cookie = client.cookie;
  if (origin) headers.origin = origin;
  const socket = new WebSocket(wsUrl(), { headers });
  const listener: Listener = { socket, messages: [], raw: [] };
  socket.on('message', (data) => {
    const text = String(data);
    listener.raw.push(text);
    const message = parseLiveMessage(text);
    if (message?.type === 'changed') listener.messages.push(message);
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(listener));
    socket.once('unexpected-response', (_request, response) =>
      reject(Object.assign(new Error(`refused ${response.statusCode}`), { status: response.statusCode })),
    );
    socket.once('error', reject);
  });
}

/** The HTTP status a refused upgrade answered. */
async function refusal(client: ApiClient | null, origin?: string | null): Promise<number> {
  try {
    const listener = await open(client, origin);
    listener.socket.close();
    return 101;
  } catch (error) {
    return (error as { status?: number }).status ?? 0;
  }
}

async function waitFor<T>(probe: () => T | undefined | false | Promise<T | undefined | false>, what: string) {
  // A deadline for a failure, not a wait: generous, as the machine may be loaded.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything a listener has heard since `from` (an index into its messages), merged. */
function heard(listener: Listener, from: number) {
  const since = listener.messages.slice(from);
  return {
    topics: new Set(since.flatMap((m) => m.topics)),
    users: new Set(since.flatMap((m) => m.users ?? [])),
  };
}

async function connectionItems(userId: string) {
  const result = await api.db.send(
    new QueryCommand({
      TableName: api.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': 'CONN#' },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

async function allConnectionOwnerItems() {
  const result = await api.db.send(
    new ScanCommand({
      TableName: api.tableName,
      FilterExpression: 'begins_with(pk, :prefix)',
      ExpressionAttributeValues: { ':prefix': 'CONN#' },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

/**
 * A signed-up user with an open connection that has heard nothing yet. Their own sign-up reaches
 * the stream too, and under load its event can arrive after the connection opened, alone or in a
 * batch of its own; so they change their bio, wait for their own profile news and then for the
 * stream to fall quiet (records of one partition arrive in order), and the listener starts empty.
 */
async function member(prefix: string): Promise<Member & { listener: Listener }> {
  const { client, user } = await api.user(prefix);
  const listener = await open(client);
  expect((await client.call('auth-update-profile', { body: { bio: 'Listening' } })).status).toBe(200);
  await waitFor(() => heard(listener, 0).topics.has('profile'), `${prefix}'s own profile change`);
  await quiet(listener);
  listener.messages.length = 0;
  listener.raw.length = 0;
  return { client, user, listener };
}

/** Longer than the local stream poller's idle wait and a fan-out: no message in this long is quiet. */
const quietMs = 500;

/** Waits until none of the listeners has heard anything for `quietMs`. */
async function quiet(...listeners: Listener[]) {
  const total = () => listeners.reduce((sum, listener) => sum + listener.raw.length, 0);
  for (let heardSoFar = -1; heardSoFar !== total(); ) {
    heardSoFar = total();
    await pause(quietMs);
  }
}

describe('$connect', () => {
  it('refuses a guest with 401 and leaves no trace', async () => {
    const before = (await allConnectionOwnerItems()).length;
    expect(await refusal(null)).toBe(401);
    expect(await refusal(new ApiClient(api.baseUrl))).toBe(401);
    const forged = new ApiClient(api.baseUrl);
    forged.cookie = '__Host-session=not.a.jwt';
    expect(await refusal(forged)).toBe(401);
    expect((await allConnectionOwnerItems()).length).toBe(before);
  });

  it('refuses a foreign Origin with 403, even with a valid session, and leaves no trace', async () => {
    const { client, user } = await api.user('foreign');
    expect(await refusal(client, 'https://evil.example')).toBe(403);
    expect(await refusal(client, 'null')).toBe(403);
    expect(await connectionItems(user._id)).toEqual([]);
  });

  it('refuses a session that has ended (logged out)', async () => {
    const { client } = await api.user('ended');
    const cookie = client.cookie;
    expect((await client.call('auth-logout')).status).toBe(200);
    const stale = new ApiClient(api.baseUrl);
    stale.cookie = cookie;
    expect(await refusal(stale)).toBe(401);
  });

  it('accepts a signed-in user from the site, stores the connection with a TTL, deletes it on close', async () => {
    const { client, user } = await api.user('conn');
    const listener = await open(client);
    const [item] = await waitFor(async () => {
      const items = await connectionItems(user._id);
      return items.length === 1 && items;
    }, 'the connection item');
    expect(item).toMatchObject({ type: 'connection', userId: user._id });
    const nowSeconds = Date.now() / 1000;
    expect(item?.expiresAt).toBeGreaterThan(nowSeconds + 2 * 3600);
    expect(item?.expiresAt).toBeLessThan(nowSeconds + 3 * 3600);
    const owners = await allConnectionOwnerItems();
    expect(owners.some((o) => o.userId === user._id)).toBe(true);

    listener.socket.close();
    await waitFor(async () => (await connectionItems(user._id)).length === 0, 'the item deleted');
    expect((await allConnectionOwnerItems()).some((o) => o.userId === user._id)).toBe(false);
  });

  it('accepts a client that sends no Origin (like the HTTP routes) and answers a ping with a pong', async () => {
    const { client } = await api.user('noorigin');
    const listener = await open(client, null);
    listener.socket.send(livePing);
    await waitFor(() => listener.raw.includes(JSON.stringify({ type: 'pong' })), 'a pong');
    listener.socket.close();
  });
});

describe('who hears what', () => {
  let alice: Member & { listener: Listener };
  let bob: Member & { listener: Listener };
  let carol: Member & { listener: Listener };

  beforeAll(async () => {
    [alice, bob, carol] = await Promise.all([member('alice'), member('bob'), member('carol')]);
  });

  it('a team request: the recipient hears requests and profile, the sender profile, a stranger nothing', async () => {
    const [a, b] = [alice.listener.messages.length, bob.listener.messages.length];
    await sendRequest(alice, bob);
    await waitFor(() => heard(bob.listener, b).topics.has('requests'), "bob's requests");
    await waitFor(() => heard(alice.listener, a).topics.has('profile'), "alice's profile");
    expect(heard(bob.listener, b).topics.has('profile')).toBe(true);
    expect(heard(alice.listener, a).topics.has('requests')).toBe(false);
  });

  it('accepting: both sides hear profile, the sender hears the notification, each hears the other', async () => {
    const [a, b] = [alice.listener.messages.length, bob.listener.messages.length];
    const requests = await bob.client.call('notification-get-requests');
    const request = (requests.body as { _id: string; isProcessed?: boolean }[]).find((r) => !r.isProcessed);
    expect(
      (await bob.client.call('notification-accept', { params: { id: request?._id as string } })).status,
    ).toBe(200);
    await waitFor(() => heard(alice.listener, a).topics.has('notifications'), "alice's notification");
    await waitFor(() => heard(alice.listener, a).users.has(bob.user._id), 'bob named to alice');
    await waitFor(() => heard(bob.listener, b).users.has(alice.user._id), 'alice named to bob');
    expect(heard(alice.listener, a).topics.has('profile')).toBe(true);
    expect(heard(bob.listener, b).topics.has('profile')).toBe(true);
  });

  it("a new own task: the owner hears tasks, a teammate hears the owner's profile, no task data leaves", async () => {
    const [a, b] = [alice.listener.messages.length, bob.listener.messages.length];
    const created = await alice.client.call('todo-create', { body: { description: 'Secret plan' } });
    expect(created.status).toBe(201);
    await waitFor(() => heard(alice.listener, a).topics.has('tasks'), "alice's tasks");
    await waitFor(() => heard(bob.listener, b).users.has(alice.user._id), "alice's profile to bob");
    expect(heard(bob.listener, b).topics.has('tasks')).toBe(false);
    for (const text of [...alice.listener.raw, ...bob.listener.raw])
      expect(text).not.toContain('Secret plan');
  });

  let copyId: string;

  it('an assignment: the assignee hears tasks, notifications and profile; the assigner hears assignments', async () => {
    const [a, b] = [alice.listener.messages.length, bob.listener.messages.length];
    const sent = await alice.client.call('notification-send-assignment', {
      body: { description: 'Review the draft', important: false, partners: [bob.user._id] },
    });
    expect(sent.status).toBe(200);
    await waitFor(() => {
      const got = heard(bob.listener, b).topics;
      return got.has('tasks') && got.has('notifications') && got.has('profile');
    }, "bob's assignment events");
    await waitFor(() => heard(alice.listener, a).topics.has('assignments'), "alice's assignments");
    const copies = await api.db.send(
      new QueryCommand({
        TableName: api.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPartition(bob.user._id), ':prefix': 'TODO#' },
        ConsistentRead: true,
      }),
    );
    copyId = ((copies.Items ?? []) as TodoItem[]).find((t) => t.assigned)?.id as string;
    expect(copyId).toBeDefined();
  });

  it("the assignee completes the copy: the assigner hears assignments and the assignee's profile", async () => {
    const [a, b] = [alice.listener.messages.length, bob.listener.messages.length];
    const done = await bob.client.call('todo-update', { params: { id: copyId }, body: { completed: true } });
    expect(done.status).toBe(200);
    await waitFor(
      () =>
        heard(alice.listener, a).topics.has('assignments') &&
        heard(alice.listener, a).users.has(bob.user._id),
      "alice's assignment status",
    );
    await waitFor(() => heard(bob.listener, b).topics.has('tasks'), "bob's tasks");
    // One message per connection per batch: the copy and the counters arrive together.
    expect(alice.listener.messages.length - a).toBeLessThanOrEqual(2);
  });

  it('a group: only its owner hears tasks', async () => {
    await quiet(alice.listener, bob.listener);
    const b = bob.listener.messages.length;
    const a = alice.listener.messages.length;
    expect((await alice.client.call('todo-create-group', { body: { name: 'Garden' } })).status).toBeLessThan(
      300,
    );
    await waitFor(() => heard(alice.listener, a).topics.has('tasks'), "alice's groups");
    // A marker in alice's partition that bob does hear: once it reaches him, the group's record has
    // passed the fan-out too (records of one partition arrive in order).
    const beforeMarker = alice.listener.messages.length;
    expect((await alice.client.call('auth-update-profile', { body: { bio: 'Gardening' } })).status).toBe(200);
    await waitFor(() => heard(bob.listener, b).users.has(alice.user._id), "alice's profile to bob");
    expect(heard(bob.listener, b).topics).not.toContain('tasks');
    // Alice hears her own profile news too before the next test counts her messages.
    await waitFor(() => heard(alice.listener, beforeMarker).topics.has('profile'), "alice's own profile");
  });

  const ownKey = randomUUID();
  let keyedTaskId: string;

  it("an own keyed write: the owner hears it under the write's key and gets the counters; a teammate neither", async () => {
    await quiet(alice.listener, bob.listener);
    const [a, b] = [alice.listener.messages.length, bob.listener.messages.length];
    const created = await alice.client.call('todo-create', {
      body: { description: 'Keyed' },
      headers: { 'Idempotency-Key': ownKey },
    });
    expect(created.status).toBe(201);
    keyedTaskId = (created.body as { _id: string })._id;
    // The task and the counters may come in one batch or two.
    const stored = await storedProfile(api, alice.user._id);
    const own = await waitFor(() => {
      const since = alice.listener.messages.slice(a);
      const writes = since.flatMap((m) => m.writes ?? []);
      const counters = since.findLast((m) => m.counters)?.counters;
      return writes.length > 0 && counters && { since, writes, counters };
    }, "alice's own write and counters");
    expect(own.writes).toEqual([{ key: ownKey, topics: ['tasks'] }]);
    expect(own.counters).toEqual({
      totalTasks: stored.totalTasks,
      completedTasks: stored.completedTasks ?? 0,
    });
    // Nothing for every page to re-read: the tasks are the write's, the profile changed only in its counters.
    for (const message of own.since) expect(message.always).toEqual([]);
    // Pages that know nothing of it still re-read everything.
    expect(new Set(own.since.flatMap((m) => m.topics))).toEqual(new Set(['tasks', 'profile']));
    // The answer is the original client's: no key in it.
    expect(JSON.stringify(created.body)).not.toContain(ownKey);

    await waitFor(() => heard(bob.listener, b).users.has(alice.user._id), "alice's profile to bob");
    for (const message of bob.listener.messages.slice(b)) {
      expect(message.writes).toBeUndefined();
      expect(message.counters).toBeUndefined();
    }
    // Alice's public counters come with her id: Bob's pages patch them in instead of reading the team.
    const told = bob.listener.messages.slice(b).findLast((m) => m.users?.includes(alice.user._id));
    expect(told?.userCounters).toEqual({
      [alice.user._id]: { totalTasks: stored.totalTasks, completedTasks: stored.completedTasks ?? 0 },
    });
    for (const text of bob.listener.raw) expect(text).not.toContain(ownKey);
  });

  it("a teammate's change landing with the owner's own keyed write is every page's", async () => {
    const a = alice.listener.messages.length;
    const key = randomUUID();
    const [created, assigned] = await Promise.all([
      alice.client.call('todo-create', {
        body: { description: 'Mine' },
        headers: { 'Idempotency-Key': key },
      }),
      bob.client.call('notification-send-assignment', {
        body: { description: 'Yours', important: false, partners: [alice.user._id] },
      }),
    ]);
    expect([created.status, assigned.status]).toEqual([201, 200]);
    const since = await waitFor(() => {
      const got = alice.listener.messages.slice(a);
      const own = got.some((m) => m.writes?.some((w) => w.key === key));
      // The copy Bob's assignment put in Alice's partition carries no key of hers.
      const theirs = got.some((m) => (m.always ?? m.topics).includes('tasks'));
      return own && theirs && got;
    }, "alice's own write and bob's assignment");
    for (const message of since) for (const write of message.writes ?? []) expect(write.key).toBe(key);
  });

  it('single-write changes carry their key too: a group created and renamed, a description edited', async () => {
    const a = alice.listener.messages.length;
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    const group = await alice.client.call('todo-create-group', {
      body: { name: 'Keyed group' },
      headers: { 'Idempotency-Key': keys[0] as string },
    });
    const groupId = (group.body as { _id: string })._id;
    const renamed = await alice.client.call('todo-update-group', {
      params: { id: groupId },
      body: { name: 'Renamed' },
      headers: { 'Idempotency-Key': keys[1] as string },
    });
    const edited = await alice.client.call('todo-update', {
      params: { id: keyedTaskId },
      body: { description: 'Keyed, edited' },
      headers: { 'Idempotency-Key': keys[2] as string },
    });
    expect([group.status, renamed.status, edited.status]).toEqual([201, 200, 200]);
    const since = await waitFor(() => {
      const got = alice.listener.messages.slice(a);
      const named = new Set(got.flatMap((m) => m.writes ?? []).map((w) => w.key));
      return keys.every((key) => named.has(key)) && got;
    }, 'the three keys');
    for (const message of since) expect(message.always ?? message.topics).not.toContain('tasks');
    for (const body of [group.body, renamed.body, edited.body])
      expect(Object.keys(body as object)).not.toContain('writeKey');
  });

  // DynamoDB Local hands out a transaction's stream records together, so the delete and the counters
  // that name it come in one batch (in AWS a batch may split them: the delete is then every page's).
  it("a keyed delete is the owner's own too: the same write's counters name it", async () => {
    const before = alice.listener.messages.length;
    const created = await alice.client.call('todo-create', { body: { description: 'Short-lived' } });
    const id = (created.body as { _id: string })._id;
    await waitFor(
      () => alice.listener.messages.slice(before).some((m) => (m.always ?? m.topics).includes('tasks')),
      'the task created (no key: every page reads it)',
    );
    const a = alice.listener.messages.length;
    const key = randomUUID();
    const deleted = await alice.client.call('todo-delete', {
      params: { id },
      headers: { 'Idempotency-Key': key },
    });
    expect(deleted.status).toBe(200);
    const since = await waitFor(() => {
      const got = alice.listener.messages.slice(a);
      return got.some((m) => m.writes?.some((w) => w.key === key && w.topics.includes('tasks'))) && got;
    }, 'the delete under its key');
    for (const message of since) expect(message.always ?? message.topics).not.toContain('tasks');
  });

  it('a change without a key is every page’s, even to an item an earlier keyed write left its key on', async () => {
    const a = alice.listener.messages.length;
    const toggled = await alice.client.call('todo-update', {
      params: { id: keyedTaskId },
      body: { completed: true },
    });
    expect(toggled.status).toBe(200);
    const message = await waitFor(
      () => alice.listener.messages.slice(a).find((m) => m.topics.includes('tasks')),
      "alice's tasks",
    );
    expect(message.writes).toBeUndefined();
    if (message.always) expect(message.always).toContain('tasks');
  });

  it("a sign-in (sessions only) is nobody's news", async () => {
    // Earlier tests' news may still be on its way: start from a quiet stream.
    await quiet(alice.listener, bob.listener);
    const [a, b] = [alice.listener.messages.length, bob.listener.messages.length];
    const again = new ApiClient(api.baseUrl);
    const signedIn = await again.call('auth-signin', {
      body: { username: alice.user.username, password: 'Passw0rd' },
    });
    expect(signedIn.status).toBe(200);
    // A marker in alice's partition, which only she hears: records of one partition arrive in
    // order, so once she hears it the sign-in's record has passed the fan-out too.
    expect((await alice.client.call('todo-create-group', { body: { name: 'Marker' } })).status).toBeLessThan(
      300,
    );
    await waitFor(() => heard(alice.listener, a).topics.has('tasks'), "alice's marker group");
    expect(heard(alice.listener, a).topics).toEqual(new Set(['tasks']));
    expect(bob.listener.messages.length).toBe(b);
  });

  it("the stranger heard nothing of anyone's: at most her own profile's news again", () => {
    // A stream batch is delivered at least once: her own sign-up news may come again, late.
    for (const text of carol.listener.raw)
      expect(JSON.parse(text)).toEqual({ type: 'changed', topics: ['profile'] });
  });

  it("messages carry only a type, topics, user ids with teammates' public counters, and the recipient's own notices, write keys and counters", () => {
    for (const text of [...alice.listener.raw, ...bob.listener.raw]) {
      const value = JSON.parse(text) as Record<string, unknown>;
      expect(
        Object.keys(value).every((key) =>
          ['type', 'topics', 'users', 'userCounters', 'notices', 'always', 'writes', 'counters'].includes(
            key,
          ),
        ),
      ).toBe(true);
      // Counters only of users the message names.
      for (const id of Object.keys((value.userCounters as object | undefined) ?? {}))
        expect(value.users).toContain(id);
      // A notice is one of the recipient's notifications: it comes with their list's topic.
      if (value.notices) expect(value.topics).toContain('notifications');
    }
  });
});

describe('a shared list', () => {
  it('its members hear every change in it, and a member added or removed hears the list come and go', async () => {
    const [dan, erin, fay] = await Promise.all([member('dan'), member('erin'), member('fay')]);
    await befriend(dan, erin);
    await befriend(dan, fay);
    const list = await dan.client.call('todo-create-group', { body: { name: 'Sprint' } });
    await quiet(dan.listener, erin.listener);
    const groupId = list.body._id;

    let e = erin.listener.messages.length;
    const added = await dan.client.call('lists-member-add', {
      params: { groupId },
      body: { userId: erin.user._id, role: 'editor' },
    });
    expect(added.status).toBe(201);
    await waitFor(() => heard(erin.listener, e).topics.has('tasks'), 'the list coming to erin');

    await quiet(dan.listener, erin.listener);
    const d = dan.listener.messages.length;
    e = erin.listener.messages.length;
    const created = await erin.client.call('todo-create', { body: { description: 'Write notes', groupId } });
    expect(created.status).toBe(201);
    await waitFor(() => heard(dan.listener, d).topics.has('tasks'), "erin's task to dan");
    await waitFor(() => heard(erin.listener, e).topics.has('tasks'), "erin's task to erin's other pages");

    await quiet(dan.listener, erin.listener);
    e = erin.listener.messages.length;
    const owned = await dan.client.call('todo-update', {
      params: { id: created.body._id },
      body: { important: true },
    });
    expect(owned.status).toBe(200);
    await waitFor(() => heard(erin.listener, e).topics.has('tasks'), "dan's edit to erin");
    // The member gets the change whole: the list's next version with the task as the routes answer
    // it, so her page does not read the board again.
    const patched = erin.listener.messages.slice(e).find((message) => message.lists?.length);
    expect(patched?.always).not.toContain('tasks');
    expect(patched?.lists).toEqual([
      expect.objectContaining({
        id: groupId,
        tasks: [
          expect.objectContaining({ _id: created.body._id, important: true, description: 'Write notes' }),
        ],
        removed: [],
      }),
    ]);

    await quiet(dan.listener, erin.listener);
    e = erin.listener.messages.length;
    const removed = await dan.client.call('lists-member-remove', {
      params: { groupId, userId: erin.user._id },
    });
    expect(removed.status).toBe(200);
    await waitFor(() => heard(erin.listener, e).topics.has('tasks'), 'the list leaving erin');
    // A teammate of the owner who is not in the list never hears its tasks.
    for (const text of fay.listener.raw) expect(text).not.toContain('Write notes');
  });
});

describe('connections that end', () => {
  it('deletes the items of a connection API Gateway no longer knows (410 Gone)', async () => {
    const { client, user } = await api.user('gone');
    const ghost = 'Z2hvc3QtY29ubmVjdGlvbg==';
    await api.db.send(
      new PutCommand({
        TableName: api.tableName,
        Item: {
          // functions/data/notifications/connections.ts's layout (not imported: it would read the environment too early).
          pk: userPartition(user._id),
          sk: `CONN#${ghost}`,
          type: 'connection',
          connectionId: ghost,
          userId: user._id,
          sessionId: 'none',
          connectedAt: new Date().toISOString(),
          expiresAt: Math.floor(Date.now() / 1000) + 3600,
        },
      }),
    );
    expect((await client.call('todo-create', { body: { description: 'wake the fan-out' } })).status).toBe(
      201,
    );
    await waitFor(async () => (await connectionItems(user._id)).length === 0, 'the ghost deleted');
  });

  it("a logout closes that session's connections and keeps the others", async () => {
    const { client, user } = await api.user('logout');
    const other = new ApiClient(api.baseUrl);
    expect(
      (await other.call('auth-signin', { body: { username: user.username, password: 'Passw0rd' } })).status,
    ).toBe(200);
    const [ending, staying] = await Promise.all([open(client), open(other)]);
    const closed = new Promise<void>((resolve) => ending.socket.once('close', () => resolve()));
    expect((await client.call('auth-logout')).status).toBe(200);
    await closed;
    await waitFor(async () => (await connectionItems(user._id)).length === 1, 'one connection left');
    expect(staying.socket.readyState).toBe(WebSocket.OPEN);
    staying.socket.close();
  });

  it('a session signed out from another device: its pages are told before their connection closes, the others are not', async () => {
    const { client, user } = await api.user('ended');
    const laptop = new ApiClient(api.baseUrl);
    expect(
      (await laptop.call('auth-signin', { body: { username: user.username, password: 'Passw0rd' } })).status,
    ).toBe(200);
    const [ending, endingTab, staying] = await Promise.all([open(client), open(client), open(laptop)]);
    // What each socket of the ending session had heard when it closed.
    const heardAtClose = (listener: Listener) =>
      new Promise<string[]>((resolve) => listener.socket.once('close', () => resolve([...listener.raw])));
    const closes = Promise.all([heardAtClose(ending), heardAtClose(endingTab)]);
    const sessions = await laptop.call('auth-sessions');
    const phone = sessions.body.find((session) => !session.current);
    expect(phone).toBeDefined();
    expect((await laptop.call('auth-session-delete', { params: { id: String(phone?._id) } })).status).toBe(
      200,
    );
    for (const raw of await closes)
      expect(raw.map((text) => parseLiveMessage(text))).toContainEqual({ type: 'signedOut' });
    await waitFor(async () => (await connectionItems(user._id)).length === 1, 'one connection left');
    // The session that stays hears no such thing, and stays open.
    await quiet(staying);
    expect(staying.raw.map((text) => parseLiveMessage(text)?.type)).not.toContain('signedOut');
    expect(staying.socket.readyState).toBe(WebSocket.OPEN);
    // Reconnecting with the ended session is refused.
    expect(await refusal(client)).toBe(401);
    staying.socket.close();
  });

  it('signing out every other session: each of their pages is told, this one is not', async () => {
    const { client, user } = await api.user('changed');
    const laptop = new ApiClient(api.baseUrl);
    expect(
      (await laptop.call('auth-signin', { body: { username: user.username, password: 'Passw0rd' } })).status,
    ).toBe(200);
    const [ending, staying] = await Promise.all([open(laptop), open(client)]);
    const told = new Promise<string[]>((resolve) =>
      ending.socket.once('close', () => resolve([...ending.raw])),
    );
    expect((await client.call('auth-sessions-revoke-others')).status).toBe(200);
    expect((await told).map((text) => parseLiveMessage(text))).toContainEqual({ type: 'signedOut' });
    await quiet(staying);
    expect(staying.raw.map((text) => parseLiveMessage(text)?.type)).not.toContain('signedOut');
    staying.socket.close();
  });
});
