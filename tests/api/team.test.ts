/**
 * The team lifecycle between users (SPEC.md section 4: none, pending, member, removed) over HTTP on
 * DynamoDB Local: every transition, every refusal, strangers and guests, races, vanished accounts
 * and the DynamoDB round trips docs/data-model.md states.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../functions/data/core/ids';
import { skPrefix, userPartition } from '../../functions/data/core/keys';
import { serverErrors, teamTexts } from '../../shared/messages/server';
import { validation } from '../../shared/messages/validation';
import type { RouteName } from '../../shared/routes';
import { startApi, type TestApi } from '../support/api';
import {
  befriend,
  type Member,
  me,
  openRequestId,
  removeAccount,
  sendRequest,
  storedProfile,
} from './team-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const send = (from: Member, to: string) =>
  from.client.call('notification-send-requests', { body: { toUser: to } });
const remove = (from: Member, to: string) =>
  from.client.call('notification-remove-from-team', { body: { toUser: to } });

/** Team, pending and totalTeams as the owner sees them, and the stored counter equal to the map size. */
async function teamState(member: Member) {
  const user = await me(member);
  const stored = await storedProfile(api, member.user._id);
  expect(stored.totalTeams).toBe(Object.keys(stored.team).length);
  return { team: [...user.team].sort(), pending: user.pendingTeam, totalTeams: user.totalTeams };
}

const notificationsOf = async (member: Member) =>
  (await member.client.call('notification-get-notifications')).body;

describe('guests', () => {
  const id = newId();
  const cases: [
    RouteName,
    { params?: Record<string, string>; body?: unknown; query?: Record<string, string> },
  ][] = [
    ['notification-get-notifications', {}],
    ['notification-get-requests', {}],
    ['notification-get-teammates', {}],
    ['notification-get-user-info', { params: { id } }],
    ['notification-send-requests', { body: { toUser: id } }],
    ['notification-remove-from-team', { body: { toUser: id } }],
    ['notification-accept', { params: { id } }],
    ['notification-reject', { params: { id } }],
    ['notification-delete', { params: { id } }],
    ['search', { query: { query: 'a' } }],
    ['search-user', { params: { id } }],
  ];
  it.each(cases)('%s answers 401', async (name, options) => {
    const response = await api.client().call(name, options);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: serverErrors.notSignedIn });
  });
});

describe('three users through every transition', () => {
  let a: Member;
  let b: Member;
  let c: Member;
  beforeAll(async () => {
    [a, b, c] = await Promise.all([api.user('ann'), api.user('ben'), api.user('cat')]);
  });

  it('none → pending: both sides see the entry, from=true on the sender only', async () => {
    const sent = await send(a, b.user._id);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: teamTexts.requestSent });
    expect(sent.ddbCalls).toBe(2);
    expect(await teamState(a)).toEqual({
      team: [],
      pending: [{ userId: b.user._id, from: true }],
      totalTeams: 0,
    });
    expect(await teamState(b)).toEqual({
      team: [],
      pending: [{ userId: a.user._id, from: false }],
      totalTeams: 0,
    });
  });

  it('refuses oneself, a pending user either way, a missing user and bad bodies', async () => {
    const self = await send(a, a.user._id);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ message: validation.cannotRequestSelf });
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const again = await send(from, to.user._id);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: teamTexts.alreadyPending });
    }
    const missing = await send(a, newId());
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: serverErrors.userNotFound });
    expect(missing.ddbCalls).toBe(2);
    expect((await send(a, 'not-an-id')).status).toBe(404);
    const noField = await a.client.call('notification-send-requests', { body: {} });
    expect(noField.status).toBe(400);
    expect(noField.body).toEqual({ message: teamTexts.toUserRequired });
    expect((await a.client.call('notification-send-requests', { body: { toUser: 7 } })).status).toBe(400);
    // Nothing of that changed the state.
    expect((await teamState(a)).pending).toEqual([{ userId: b.user._id, from: true }]);
    expect((await storedProfile(api, a.user._id)).pending).not.toHaveProperty(a.user._id);
  });

  it('only the recipient can accept, reject or delete the request; others get 404', async () => {
    const id = await openRequestId(b, a);
    for (const stranger of [a, c]) {
      for (const name of ['notification-accept', 'notification-reject', 'notification-delete'] as const) {
        const response = await stranger.client.call(name, { params: { id } });
        expect(response.status).toBe(404);
      }
    }
    expect((await b.client.call('notification-accept', { params: { id: 'garbage' } })).status).toBe(404);
    expect((await b.client.call('notification-accept', { params: { id: newId() } })).status).toBe(404);
    expect((await teamState(b)).pending).toEqual([{ userId: a.user._id, from: false }]);
  });

  /** The request accepted below, answered again in the next test. */
  let acceptedId = '';

  it('pending → member on accept: both teams, totalTeams +1, processed, sender notified', async () => {
    const id = await openRequestId(b, a);
    acceptedId = id;
    const accepted = await b.client.call('notification-accept', { params: { id } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ message: teamTexts.requestAccepted });
    expect(accepted.ddbCalls).toBe(3);
    expect(await teamState(a)).toEqual({ team: [b.user._id], pending: [], totalTeams: 1 });
    expect(await teamState(b)).toEqual({ team: [a.user._id], pending: [], totalTeams: 1 });
    // An answered request leaves the list of open requests.
    const requests = (await b.client.call('notification-get-requests')).body;
    expect(requests.some((r) => r._id === id)).toBe(false);
    const [note] = await notificationsOf(a);
    expect(note).toMatchObject({ message: teamTexts.requestAcceptedNote, fromUser: { _id: b.user._id } });
  });

  it('refuses answering twice and requesting a teammate', async () => {
    const id = acceptedId;
    for (const name of ['notification-accept', 'notification-reject'] as const) {
      const again = await b.client.call(name, { params: { id } });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: teamTexts.requestAnswered });
    }
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const response = await send(from, to.user._id);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: teamTexts.alreadyTeammate });
    }
    expect((await teamState(a)).totalTeams).toBe(1);
  });

  it('pending → none on reject: pending gone on both sides, sender notified, no team change', async () => {
    const id = await sendRequest(c, a);
    const rejected = await a.client.call('notification-reject', { params: { id } });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toEqual({ message: teamTexts.requestRejected });
    expect(rejected.ddbCalls).toBe(3);
    expect(await teamState(a)).toEqual({ team: [b.user._id], pending: [], totalTeams: 1 });
    expect(await teamState(c)).toEqual({ team: [], pending: [], totalTeams: 0 });
    const [note] = await notificationsOf(c);
    expect(note).toMatchObject({ message: teamTexts.requestRejectedNote, fromUser: { _id: a.user._id } });
    const requests = (await a.client.call('notification-get-requests')).body;
    expect(requests.some((r) => r._id === id)).toBe(false);
    // A rejected sender may ask again.
    await befriend(c, a);
    expect((await teamState(a)).team).toEqual([b.user._id, c.user._id].sort());
    expect((await teamState(c)).totalTeams).toBe(1);
  });

  it('get-teammates: public profiles in join order, teams resolved, no secrets', async () => {
    const response = await a.client.call('notification-get-teammates');
    expect(response.status).toBe(200);
    // Both teammates' teams hold only the caller, whose summary is known: no second BatchGet.
    expect(response.ddbCalls).toBe(2);
    expect(response.body.map((u) => u._id)).toEqual([b.user._id, c.user._id]);
    expect(response.body[0]).toEqual({
      _id: b.user._id,
      username: b.user.username,
      email: '',
      bio: '',
      coverImg: null,
      createdAt: b.user.createdAt,
      totalTasks: 0,
      completedTasks: 0,
      totalTeams: 1,
      team: [{ _id: a.user._id, username: a.user.username, coverImg: null }],
    });
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|sessions|pending|gsi1/);
    const lonely = await api.user('lonely');
    const none = await lonely.client.call('notification-get-teammates');
    expect(none.body).toEqual([]);
    expect(none.ddbCalls).toBe(1);
  });

  it('get-user-info and search/user: public profile, 404 for a missing user', async () => {
    for (const name of ['notification-get-user-info', 'search-user'] as const) {
      const seen = await c.client.call(name, { params: { id: a.user._id } });
      expect(seen.status).toBe(200);
      expect(seen.body.team).toEqual([
        { _id: b.user._id, username: b.user.username, coverImg: null },
        { _id: c.user._id, username: c.user.username, coverImg: null },
      ]);
      expect(seen.body.totalTeams).toBe(2);
      expect(JSON.stringify(seen.body)).not.toMatch(/passwordHash|sessions|pending|gsi1/);
      // The caller is in a's team, so only b is read in the BatchGet.
      expect(seen.ddbCalls).toBe(3);
      const lonely = await c.client.call(name, { params: { id: b.user._id } });
      expect(lonely.body.team).toEqual([{ _id: a.user._id, username: a.user.username, coverImg: null }]);
      for (const id of [newId(), 'nobody']) {
        const missing = await c.client.call(name, { params: { id } });
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ message: serverErrors.userNotFound });
      }
    }
    const noTeam = await api.user('solo');
    const read = await a.client.call('search-user', { params: { id: noTeam.user._id } });
    expect(read.ddbCalls).toBe(2);
  });

  it('member → none on remove: symmetric, totalTeams -1 both, removed user notified', async () => {
    const removed = await remove(a, b.user._id);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: teamTexts.removedFromTeam });
    expect(removed.ddbCalls).toBe(2);
    expect(await teamState(a)).toEqual({ team: [c.user._id], pending: [], totalTeams: 1 });
    expect(await teamState(b)).toEqual({ team: [], pending: [], totalTeams: 0 });
    const [note] = await notificationsOf(b);
    expect(note).toMatchObject({ message: teamTexts.removedFromTeamNote, fromUser: { _id: a.user._id } });
  });

  it('refuses removing someone not on the team', async () => {
    for (const [from, to] of [
      [a, b.user._id],
      [b, a.user._id],
      [b, c.user._id],
      [a, a.user._id],
    ] as const) {
      const response = await remove(from, to);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: teamTexts.notTeammate });
    }
    expect((await remove(a, 'nobody')).status).toBe(404);
    expect((await a.client.call('notification-remove-from-team', { body: {} })).status).toBe(400);
    expect((await teamState(c)).totalTeams).toBe(1);
  });

  it('a removed teammate can be asked again', async () => {
    await befriend(b, a);
    expect((await teamState(a)).team).toEqual([b.user._id, c.user._id].sort());
    expect((await teamState(b)).totalTeams).toBe(1);
  });
});

describe('races', () => {
  it('two simultaneous requests between the same users: one lands', async () => {
    const [x, y] = await Promise.all([api.user('racex'), api.user('racey')]);
    const answers = await Promise.all([send(x, y.user._id), send(y, x.user._id), send(x, y.user._id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const requests = [
      ...(await x.client.call('notification-get-requests')).body,
      ...(await y.client.call('notification-get-requests')).body,
    ];
    expect(requests).toHaveLength(1);
    expect((await me(x)).pendingTeam).toHaveLength(1);
    expect((await me(y)).pendingTeam).toHaveLength(1);
  });

  it('accept and reject at once: one wins, counted once', async () => {
    const [x, y] = await Promise.all([api.user('racex'), api.user('racey')]);
    const id = await sendRequest(x, y);
    const answers = await Promise.all([
      y.client.call('notification-accept', { params: { id } }),
      y.client.call('notification-reject', { params: { id } }),
      y.client.call('notification-accept', { params: { id } }),
    ]);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(2);
    const [sx, sy] = [await storedProfile(api, x.user._id), await storedProfile(api, y.user._id)];
    expect(sx.totalTeams).toBe(Object.keys(sx.team).length);
    expect(sy.totalTeams).toBe(Object.keys(sy.team).length);
    expect(sx.totalTeams).toBeLessThanOrEqual(1);
    expect(sx.pending).toEqual({});
    expect(sy.pending).toEqual({});
  });

  it('both remove each other at once: counted once', async () => {
    const [x, y] = await Promise.all([api.user('racex'), api.user('racey')]);
    await befriend(x, y);
    const answers = await Promise.all([remove(x, y.user._id), remove(y, x.user._id)]);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await storedProfile(api, x.user._id)).totalTeams).toBe(0);
    expect((await storedProfile(api, y.user._id)).totalTeams).toBe(0);
  });
});

describe('an account that is gone', () => {
  it('accepting its request closes it and answers 404; rejecting closes it', async () => {
    const [r, gone1, gone2] = await Promise.all([api.user('recip'), api.user('gone'), api.user('gone')]);
    const first = await sendRequest(gone1, r);
    const second = await sendRequest(gone2, r);
    await removeAccount(api, gone1.user._id);
    await removeAccount(api, gone2.user._id);
    const accepted = await r.client.call('notification-accept', { params: { id: first } });
    expect(accepted.status).toBe(404);
    expect(accepted.body).toEqual({ message: serverErrors.userNotFound });
    const rejected = await r.client.call('notification-reject', { params: { id: second } });
    expect(rejected.status).toBe(200);
    expect(await teamState(r)).toEqual({ team: [], pending: [], totalTeams: 0 });
    expect((await r.client.call('notification-get-requests')).body).toEqual([]);
    const closed = await api.db.send(
      new QueryCommand({
        TableName: api.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :note)',
        ExpressionAttributeValues: { ':pk': userPartition(r.user._id), ':note': skPrefix.note },
      }),
    );
    expect(closed.Items?.filter((n) => n.kind === 'request').map((n) => n.isProcessed)).toEqual([true, true]);
    // Neither vanished profile was recreated as a bare item.
    expect(await storedProfile(api, gone1.user._id)).toBeUndefined();
    expect(await storedProfile(api, gone2.user._id)).toBeUndefined();
    // Requesting a gone user is 404 and leaves nothing behind.
    const toGone = await send(r, gone1.user._id);
    expect(toGone.status).toBe(404);
    expect((await me(r)).pendingTeam).toEqual([]);
  });

  it('removing a teammate whose account is gone removes the caller side', async () => {
    const [x, y] = await Promise.all([api.user('keeper'), api.user('gone')]);
    await befriend(x, y);
    await removeAccount(api, y.user._id);
    const removed = await remove(x, y.user._id);
    expect(removed.status).toBe(200);
    expect(removed.ddbCalls).toBe(3);
    expect(await teamState(x)).toEqual({ team: [], pending: [], totalTeams: 0 });
    expect(await storedProfile(api, y.user._id)).toBeUndefined();
  });
});
