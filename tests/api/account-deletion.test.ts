/**
 * Deleting an account over HTTP on DynamoDB Local (docs/api.md#deleting-an-account): everything of
 * the user goes, read back from the table itself (their partition and every lookup that names
 * them); what other users held of them is undone on their side (teammates, assignments both ways,
 * shared lists both ways, requests both ways); an interrupted deletion is finished by the route; an
 * account of 5,000 tasks is deleted through repeated calls; a wrong password, a member, the owner
 * change nothing; a teammate's open page hears it live.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { UserItem } from '../../functions/data/accounts/users';
import { invitesPartition, keys, userPartition } from '../../functions/data/core/keys';
import { type LocalLive, startLocalLive } from '../../scripts/local/live';
import { closeAllWebSockets } from '../../scripts/local/websocket';
import { type LiveChange, livePath, parseLiveMessage } from '../../shared/live';
import { accountTexts, serverErrors } from '../../shared/messages/server';
import type { ApiClient } from '../support/api';
import { startApi, type TestApi } from '../support/api';
import { seedTasks } from './data-support';
import { listHelpers } from './list-support';
import { befriend, type Member, me, sendRequest, storedProfile } from './team-support';
import { assign, copyOf, createGroup, createTask, expectCountersMatchRecount } from './todo-support';

let api: TestApi;
beforeAll(async () => {
  // An engine of its own: an account of 5,000 tasks would hold the run's shared one for a minute.
  api = await startApi({ ownEngine: true });
});
afterAll(() => api.close());

const password = 'Passw0rd';
const lists = listHelpers(() => api);
const avatar = readFileSync(resolve(import.meta.dirname, '../fixtures/avatar-16px.jpg')).toString('base64');
const pushKeys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** Every item left in the user's partition (profile included). */
async function partitionOf(userId: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await api.db.send(
      new QueryCommand({
        TableName: api.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': userPartition(userId) },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

async function itemAt(key: { pk: string; sk: string }) {
  const found = await api.db.send(
    new GetCommand({ TableName: api.tableName, Key: key, ConsistentRead: true }),
  );
  return found.Item;
}

/**
 * Calls the deletion until it answers done; answers how many calls it took and how long. `own`: the
 * caller deleted their own account, whose session cookie the last answer clears.
 */
async function deleteUntilDone(
  client: ApiClient,
  call: () => ReturnType<ApiClient['call']>,
  own: boolean,
  most = 200,
) {
  const started = performance.now();
  for (let calls = 1; calls <= most; calls++) {
    const answer = (await call()) as { status: number; body: { done: boolean; message: string } };
    expect([200, 202], JSON.stringify(answer.body)).toContain(answer.status);
    expect(answer.body.done).toBe(answer.status === 200);
    if (answer.body.done) {
      expect(answer.body.message).toBe(accountTexts.accountDeleted);
      if (own) expect(client.cookie, 'the session cookie is cleared').toBeUndefined();
      return { calls, seconds: (performance.now() - started) / 1000 };
    }
    expect(answer.body.message).toBe(accountTexts.deletionGoesOn);
  }
  throw new Error(`not deleted after ${most} calls`);
}

const deleteOwn = (member: Member, pass = password) =>
  deleteUntilDone(
    member.client,
    () => member.client.call('auth-delete-account', { body: { password: pass } }),
    true,
  );

/** Gives the account a verified address, as the verification link leaves it (claim and flag). */
async function verifiedAddress(userId: string, email: string) {
  await api.db.send(
    new UpdateCommand({
      TableName: api.tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET email = :email, emailVerified = :true',
      ExpressionAttributeValues: { ':email': email, ':true': true },
    }),
  );
  await api.db.send(
    new PutCommand({
      TableName: api.tableName,
      Item: { ...keys.emailClaim(email.toLowerCase()), type: 'emailClaim', userId },
    }),
  );
}

async function invitesBy(userId: string) {
  const found = await api.db.send(
    new QueryCommand({
      TableName: api.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': invitesPartition },
      ConsistentRead: true,
    }),
  );
  return (found.Items ?? []).filter((item) => item.inviterId === userId);
}

describe('deleting one’s own account', () => {
  it('deletes everything of the user and undoes what others held of them', async () => {
    const [gone, mate, other, asked, asker] = await Promise.all(
      ['gone', 'mate', 'other', 'asked', 'asker'].map((prefix) => api.user(prefix)),
    );
    if (!gone || !mate || !other || !asked || !asker) throw new Error('users not made');
    await befriend(gone, mate);
    await befriend(gone, other);
    await befriend(mate, other);

    // The user's own things: a group and tasks, an avatar, a calendar token, a push device, an
    // invitation, a verified address.
    const groupId = (await createGroup(gone, 'Mine'))._id;
    await createTask(gone, { description: 'Own task', groupId });
    await createTask(gone, { description: 'Done task', completed: true });
    const upload = await gone.client.call('image-upload', { body: { image: avatar } });
    expect(upload.status).toBe(200);
    const coverImg = upload.body.image as string;
    expect((await fetch(new URL(coverImg, api.baseUrl))).status).toBe(200);
    expect((await gone.client.call('calendar-token-create')).status).toBe(200);
    const push = await gone.client.call('push-subscribe', {
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/gone', keys: pushKeys },
    });
    expect(push.status).toBe(200);
    expect((await gone.client.call('invites-create', { body: { uses: 2 } })).status).toBe(201);
    const email = `${gone.user.username}@example.com`;
    await verifiedAddress(gone.user._id, email);

    // Requests both ways, still open.
    await sendRequest(gone, asked);
    await sendRequest(asker, gone);

    // Assignments both ways: one the user sent to a teammate, one a teammate sent to the user and another.
    const sent = await assign(gone, [mate.user._id], { description: 'From the leaver' });
    await mate.client.call('todo-update', {
      params: { id: copyOf(sent, mate) },
      body: { completed: true },
    });
    const received = await assign(mate, [gone.user._id, other.user._id], { description: 'For two' });

    // Shared lists both ways: the user's own, with a teammate's task in it; a teammate's, with the user's.
    const ownList = await lists.createList(gone, 'Leaver list');
    await lists.share(gone, ownList, mate);
    await lists.addTask(mate, ownList, 'Mate in leaver list');
    const theirList = await lists.createList(other, 'Other list');
    await lists.share(other, theirList, gone);
    await lists.addTask(gone, theirList, 'Leaver in other list');
    await lists.addTask(other, theirList, 'Other in other list');

    const before = {
      mate: await storedProfile(api, mate.user._id),
      other: await storedProfile(api, other.user._id),
    };
    const profile = await storedProfile(api, gone.user._id);
    expect(profile.calendarFeed).toBeDefined();

    const { calls } = await deleteOwn(gone);
    expect(calls).toBeGreaterThanOrEqual(1);

    // Nothing is left of the user: their partition, their username, their lookups, their avatar.
    expect(await partitionOf(gone.user._id)).toEqual([]);
    expect(await itemAt(keys.usernameClaim(gone.user.username.toLowerCase()))).toBeUndefined();
    expect(await itemAt(keys.calendarFeed(profile.calendarFeed as string))).toBeUndefined();
    expect(await itemAt(keys.emailClaim(email.toLowerCase()))).toBeUndefined();
    expect(await invitesBy(gone.user._id)).toEqual([]);
    expect((await fetch(new URL(coverImg, api.baseUrl))).status).toBe(404);
    expect((await gone.client.call('auth-user')).status).toBe(401);
    const signIn = await api
      .client()
      .call('auth-signin', { body: { username: gone.user.username, password } });
    expect(signIn.status).toBe(401);

    // Teammates: the link is gone on their side, each totalTeams one lower.
    for (const [member, was] of [
      [mate, before.mate],
      [other, before.other],
    ] as const) {
      const now = await storedProfile(api, member.user._id);
      expect(now.totalTeams).toBe(was.totalTeams - 1);
      expect(Object.keys(now.team)).not.toContain(gone.user._id);
      const teammates = await member.client.call('notification-get-teammates');
      expect(teammates.status).toBe(200);
      expect(JSON.stringify(teammates.body)).not.toContain(gone.user._id);
    }

    // The assignment the user sent is withdrawn from the assignee, whose counters match their tasks.
    const mateTasks = await partitionOf(mate.user._id);
    expect(mateTasks.some((item) => item.uniqueMarker === sent.uniqueMarker)).toBe(false);
    expect(Object.keys((await storedProfile(api, mate.user._id)).assignedToMe ?? {})).toEqual([]);
    await expectCountersMatchRecount(api, mate.user._id);

    // The assigner's row no longer lists the user; the other assignee's copy stays.
    const row = await itemAt(keys.assignment(mate.user._id, received.uniqueMarker as string));
    expect(row?.assignedTo).toEqual([other.user._id]);
    const status = await mate.client.call('notification-get-assignments-status', {
      body: { todos: [received] },
    });
    expect(Object.keys(status.body)).toEqual([copyOf(received, other)]);

    // The user's shared list is gone for its member, with the member's task in it (their counters moved).
    expect(await lists.sharedIn(mate, ownList)).toBeUndefined();
    expect(await itemAt(keys.group(gone.user._id, ownList))).toBeUndefined();
    // The list shared with the user no longer lists them, nor their task; the owner's task stays.
    const members = await other.client.call('lists-members', { params: { groupId: theirList } });
    expect(members.status).toBe(200);
    expect(members.body.members.map((m) => m._id)).toEqual([]);
    const left = (await lists.sharedIn(other, theirList))?.todo?.map((t) => t.description) ?? [];
    expect(left).toEqual(['Other in other list']);
    await lists.expectCreatorCounters([mate, other]);

    // Requests both ways are closed on the other side too.
    expect((await me(asked)).pendingTeam).toEqual([]);
    expect((await me(asker)).pendingTeam).toEqual([]);
    const requests = await asked.client.call('notification-get-requests');
    expect(requests.body).toEqual([]);

    // The name is free again.
    const again = await api
      .client()
      .call('auth-signup', { body: { username: gone.user.username, password } });
    expect(again.status).toBe(201);
  });

  it('refuses a wrong or missing password and changes nothing', async () => {
    const { client, user } = await api.user('keep');
    await createTask({ client, user }, { description: 'Stays' });
    const before = await partitionOf(user._id);
    const wrong = await client.call('auth-delete-account', { body: { password: 'Wr0ngpass' } });
    expect(wrong).toMatchObject({ status: 400, body: { message: serverErrors.wrongPassword } });
    const missing = await client.call('auth-delete-account', { body: {} });
    expect(missing.status).toBe(400);
    expect(await partitionOf(user._id)).toEqual(before);
    expect((await storedProfile(api, user._id)).deleting).toBeUndefined();
    expect((await client.call('todo-get-groups')).status).toBe(200);
  });

  it('limits password checks per account as sign-in does', async () => {
    const { client, user } = await api.user('guess');
    for (let i = 0; i < 10; i++) {
      const wrong = await client.call('auth-delete-account', { body: { password: `Wrong${i}pass` } });
      expect(wrong.status).toBe(400);
    }
    // From another address too: the account's own window is full.
    const elsewhere = api.client();
    elsewhere.cookie = client.cookie;
    const refused = await elsewhere.call('auth-delete-account', { body: { password } });
    expect(refused).toMatchObject({ status: 429, body: { message: accountTexts.tooManyAttempts } });
    expect(refused.headers.get('retry-after')).toBe('900');
    expect((await storedProfile(api, user._id)).deleting).toBeUndefined();
  });
});

describe('an interrupted deletion', () => {
  it('marks the account first, and a later call finishes what an interrupted one left', async () => {
    const leaver = await api.user('halt');
    const mate = await api.user('hmate');
    await befriend(leaver, mate);
    const groupId = (await createGroup(leaver, 'Big'))._id;
    await seedTasks(api, leaver.user._id, groupId, 300);
    // The data operation itself, with a deadline already past: one step (the mark), then it stops.
    const { deleteAccount } = await import('../../functions/data/accounts/account-deletion');
    const read = await storedProfile(api, leaver.user._id);
    expect(await deleteAccount(read, { by: 'self' }, Date.now() - 1)).toEqual({ done: false });
    const marked = await storedProfile(api, leaver.user._id);
    expect(marked.deleting).toBeDefined();
    expect((await partitionOf(leaver.user._id)).length).toBeGreaterThan(300);

    // Marked: nothing joins the account, and its sessions only read their user or go on deleting.
    const stranger = await api.user('hstrange');
    const request = await stranger.client.call('notification-send-requests', {
      body: { toUser: leaver.user._id },
    });
    expect(request).toMatchObject({ status: 404, body: { message: serverErrors.userNotFound } });
    const assigned = await mate.client.call('notification-send-assignment', {
      body: { description: 'Too late', partners: [leaver.user._id] },
    });
    expect(assigned.status).toBe(400);
    expect((await leaver.client.call('auth-user')).status).toBe(200);
    expect(await leaver.client.call('todo-get-groups')).toMatchObject({
      status: 403,
      body: { message: accountTexts.accountBeingDeleted },
    });

    // Each later call moves it on, however short its time; the route finishes it.
    expect(await deleteAccount(marked, { by: 'self' }, Date.now() - 1)).toEqual({ done: false });
    expect(await deleteAccount(marked, { by: 'self' }, Date.now() - 1)).toEqual({ done: false });
    await deleteOwn(leaver);
    expect(await partitionOf(leaver.user._id)).toEqual([]);
    expect((await storedProfile(api, mate.user._id)).totalTeams).toBe(0);
  });

  // 5,000 tasks here (five pages of the sweep, 200 batch deletes): 20,000 at once beside the
  // export's own 20,000 held DynamoDB Local back past other files' timeouts. 20,000 took one call
  // of 10.3-10.6 s on this machine (docs/performance.md).
  it('deletes an account of 5,000 tasks through repeated calls', async () => {
    const big = await api.user('big');
    const groupId = (await createGroup(big, 'Huge'))._id;
    await seedTasks(api, big.user._id, groupId, 5_000);
    const { calls, seconds } = await deleteOwn(big);
    console.info(`5,000 tasks deleted in ${calls} calls, ${seconds.toFixed(1)} s`);
    expect(await partitionOf(big.user._id)).toEqual([]);
  }, 300_000);
});

describe('an admin deleting an account', () => {
  let owner: Member;
  let admin: Member;

  beforeAll(async () => {
    owner = await api.user('aowner');
    expect((await owner.client.call('admin-claim', { body: { token: api.setupToken } })).status).toBe(200);
    admin = await api.user('aadmin');
    const promoted = await owner.client.call('admin-user-update', {
      params: { id: admin.user._id },
      body: { role: 'admin' },
    });
    expect(promoted.status).toBe(200);
  });

  it('the owner cannot delete their own account while they own the site', async () => {
    const refused = await owner.client.call('auth-delete-account', { body: { password } });
    expect(refused).toMatchObject({ status: 403, body: { message: accountTexts.ownerCannotDelete } });
    expect((await storedProfile(api, owner.user._id)).deleting).toBeUndefined();
  });

  it('an admin deletes a member, whose sessions end at once; members, admins and the owner are refused as they are elsewhere', async () => {
    const member = await api.user('amember');
    const bystander = await api.user('abystand');
    await createTask(member, { description: 'Theirs' });

    const byMember = await bystander.client.call('admin-user-delete', { params: { id: member.user._id } });
    expect(byMember).toMatchObject({ status: 403, body: { message: accountTexts.adminsOnly } });
    const onOwner = await admin.client.call('admin-user-delete', { params: { id: owner.user._id } });
    expect(onOwner).toMatchObject({ status: 403, body: { message: accountTexts.ownerUnchangeable } });
    const self = await admin.client.call('admin-user-delete', { params: { id: admin.user._id } });
    expect(self).toMatchObject({ status: 403, body: { message: accountTexts.notYourself } });
    expect((await storedProfile(api, member.user._id)).deleting).toBeUndefined();

    await deleteUntilDone(
      admin.client,
      () => admin.client.call('admin-user-delete', { params: { id: member.user._id } }),
      false,
    );
    expect(await partitionOf(member.user._id)).toEqual([]);
    expect((await member.client.call('auth-user')).status).toBe(401);
    const gone = await admin.client.call('admin-user-delete', { params: { id: member.user._id } });
    expect(gone.status).toBe(404);
  });

  it('only the owner deletes an admin', async () => {
    const second = await api.user('asecond');
    await owner.client.call('admin-user-update', {
      params: { id: second.user._id },
      body: { role: 'admin' },
    });
    const byAdmin = await admin.client.call('admin-user-delete', { params: { id: second.user._id } });
    expect(byAdmin).toMatchObject({ status: 403, body: { message: accountTexts.ownerOnly } });
    await deleteUntilDone(
      owner.client,
      () => owner.client.call('admin-user-delete', { params: { id: second.user._id } }),
      false,
    );
    expect(await itemAt(keys.user(second.user._id))).toBeUndefined();
  });
});

describe('live', () => {
  let live: LocalLive;
  beforeAll(async () => {
    live = await startLocalLive({ dynamoEndpoint: api.dynamoEndpoint, tableName: api.tableName });
  });
  afterAll(async () => {
    closeAllWebSockets();
    await live?.stop();
  });

  it("a teammate's open page hears that the user left their team", async () => {
    const leaver = await api.user('lleave');
    const mate = await api.user('lmate');
    await befriend(leaver, mate);
    const messages: LiveChange[] = [];
    const socket = new WebSocket(`${api.baseUrl.replace(/^http/, 'ws')}${livePath}`, {
      headers: { cookie: mate.client.cookie ?? '', origin: api.baseUrl },
    });
    socket.on('message', (data) => {
      const message = parseLiveMessage(String(data));
      if (message?.type === 'changed') messages.push(message);
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    await deleteOwn(leaver);
    const deadline = Date.now() + 20_000;
    while (!messages.some((m) => m.topics.includes('profile')) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(messages.some((m) => m.topics.includes('profile'))).toBe(true);
    const teammates = await mate.client.call('notification-get-teammates');
    expect(teammates.body).toEqual([]);
    expect((await storedProfile(api, mate.user._id)) as UserItem).toMatchObject({ totalTeams: 0, team: {} });
    socket.close();
  });
});
