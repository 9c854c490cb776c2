/**
 * Requests and notifications lists and their deletion over HTTP on DynamoDB Local: newest first,
 * senders resolved ('Unknown User' when gone), the list cap, who may delete what, and the DynamoDB
 * round trips docs/data-model.md states.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../functions/data/core/ids';
import type { NoteItem } from '../../functions/data/core/items';
import { keys } from '../../functions/data/core/keys';
import { limits } from '../../shared/limits';
import { ui } from '../../shared/messages/screens';
import { teamTexts } from '../../shared/messages/server';
import { startApi, type TestApi } from '../support/api';
import { type Member, me, removeAccount, sendRequest } from './team-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** The sender as the lists carry it: flat, and nested under `user` (docs/compat.md#the-sender). */
const summary = (member: Member) => {
  const flat = { _id: member.user._id, username: member.user.username, coverImg: null };
  return { ...flat, user: flat };
};

/** `count` notifications from `from` in `owner`'s list, oldest first (their ids in time order). */
async function seedNotes(owner: Member, from: Member, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => newId()).sort();
  const notes: NoteItem[] = ids.map((id, i) => ({
    ...keys.note(owner.user._id, id),
    type: 'note',
    kind: 'notification',
    id,
    recipientId: owner.user._id,
    fromUserId: from.user._id,
    createdAt: new Date().toISOString(),
    message: `note ${i}`,
  }));
  for (let i = 0; i < notes.length; i += 25) {
    await api.db.send(
      new BatchWriteCommand({
        RequestItems: { [api.tableName]: notes.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
  return ids;
}

describe('lists', () => {
  let r: Member;
  let senders: Member[];
  beforeAll(async () => {
    [r, ...senders] = await Promise.all([api.user('recip'), api.user('s1'), api.user('s2'), api.user('s3')]);
  });

  it('start empty, in one Query without a BatchGet', async () => {
    for (const name of ['notification-get-requests', 'notification-get-notifications'] as const) {
      const response = await r.client.call(name);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
      expect(response.ddbCalls).toBe(2);
    }
  });

  it('requests come newest first with the sender resolved', async () => {
    for (const sender of senders) await sendRequest(sender, r);
    const response = await r.client.call('notification-get-requests');
    expect(response.status).toBe(200);
    expect(response.ddbCalls).toBe(3);
    expect(response.body.map((q) => q.fromUser)).toEqual([...senders].reverse().map(summary));
    for (const request of response.body) {
      expect(request.isProcessed).toBe(false);
      expect(Date.parse(request.createdAt)).not.toBeNaN();
    }
    // Requests are not notifications, and the senders see nothing in their own lists.
    expect((await r.client.call('notification-get-notifications')).body).toEqual([]);
    expect((await senders[0]?.client.call('notification-get-requests'))?.body).toEqual([]);
  });

  it('notifications come newest first, with their message', async () => {
    const requests = (await r.client.call('notification-get-requests')).body;
    // Newest first, so the last entry is s1's. s1 is accepted, then removed: two notifications in
    // s1's list, the removal newest.
    const [third, second, first] = requests.map((q) => q._id) as [string, string, string];
    expect((await r.client.call('notification-accept', { params: { id: first } })).status).toBe(200);
    const [s1] = senders as [Member];
    expect(
      (await r.client.call('notification-remove-from-team', { body: { toUser: s1.user._id } })).status,
    ).toBe(200);
    const list = await s1.client.call('notification-get-notifications');
    expect(list.ddbCalls).toBe(3);
    expect(list.body.map((n) => [n.message, n.fromUser])).toEqual([
      [teamTexts.removedFromTeamNote, summary(r)],
      [teamTexts.requestAcceptedNote, summary(r)],
    ]);
    await r.client.call('notification-reject', { params: { id: second } });
    expect((await r.client.call('notification-get-requests')).body.map((q) => q._id)).toEqual([third]);
    await r.client.call('notification-reject', { params: { id: third } });
    // Only open requests are listed: once all are answered, the list (and the bell) is empty.
    expect((await r.client.call('notification-get-requests')).body).toEqual([]);
  });

  it("a sender whose account is gone reads 'Unknown User'", async () => {
    const gone = await api.user('gone');
    await sendRequest(gone, r);
    await removeAccount(api, gone.user._id);
    const [newest] = (await r.client.call('notification-get-requests')).body;
    const unknown = { _id: gone.user._id, username: ui.unknownUser, coverImg: null };
    expect(newest?.fromUser).toEqual({ ...unknown, user: unknown });
  });

  it(`answers the ${limits.notesListMax} newest only`, async () => {
    const owner = await api.user('busy');
    await seedNotes(owner, r, limits.notesListMax + 5);
    const list = await owner.client.call('notification-get-notifications');
    expect(list.body).toHaveLength(limits.notesListMax);
    expect(list.body[0]?.message).toBe(`note ${limits.notesListMax + 4}`);
    expect(list.body.at(-1)?.message).toBe('note 5');
    expect(list.ddbCalls).toBe(3);
  });
});

describe('delete', () => {
  let r: Member;
  let s: Member;
  let stranger: Member;
  beforeAll(async () => {
    [r, s, stranger] = await Promise.all([api.user('recip'), api.user('sender'), api.user('strange')]);
  });

  it('an open request is dismissed: gone, pending cleared on both sides, no notification', async () => {
    const id = await sendRequest(s, r);
    for (const other of [s, stranger]) {
      expect((await other.client.call('notification-delete', { params: { id } })).status).toBe(404);
    }
    const deleted = await r.client.call('notification-delete', { params: { id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: teamTexts.noteDeleted });
    expect(deleted.ddbCalls).toBe(4);
    expect((await r.client.call('notification-get-requests')).body).toEqual([]);
    expect((await me(r)).pendingTeam).toEqual([]);
    expect((await me(s)).pendingTeam).toEqual([]);
    expect((await s.client.call('notification-get-notifications')).body).toEqual([]);
    const again = await r.client.call('notification-delete', { params: { id } });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: teamTexts.noteNotFound });
  });

  it('an answered request and a notification go with one DeleteItem; only the recipient may', async () => {
    const id = await sendRequest(s, r);
    expect((await r.client.call('notification-reject', { params: { id } })).status).toBe(200);
    const request = await r.client.call('notification-delete', { params: { id } });
    expect(request.status).toBe(200);
    expect(request.ddbCalls).toBe(2);
    expect((await r.client.call('notification-get-requests')).body).toEqual([]);

    const [note] = (await s.client.call('notification-get-notifications')).body;
    const noteId = note?._id as string;
    for (const other of [r, stranger]) {
      const refused = await other.client.call('notification-delete', { params: { id: noteId } });
      expect(refused.status).toBe(404);
    }
    const deleted = await s.client.call('notification-delete', { params: { id: noteId } });
    expect(deleted.status).toBe(200);
    expect(deleted.ddbCalls).toBe(2);
    expect((await s.client.call('notification-get-notifications')).body).toEqual([]);
    expect((await s.client.call('notification-delete', { params: { id: 'garbage' } })).status).toBe(404);
  });
});

describe('clear', () => {
  const clear = (member: Member, body: unknown) =>
    member.client.call('notification-clear', { body: body as { upTo: string } });
  const messagesOf = async (member: Member) =>
    (await member.client.call('notification-get-notifications')).body.map((n) => n.message);

  it('deletes the notifications read, up to the newest shown, and never a request', async () => {
    const [r, s, stranger] = await Promise.all([
      api.user('clearer'),
      api.user('sender'),
      api.user('strange'),
    ]);
    const requestId = await sendRequest(s, r);
    // More than one transaction holds: 120 read, then 3 that came after the page showed them.
    const ids = await seedNotes(r, s, 123);
    const upTo = ids[119] as string;

    // Bad bodies and another user's clear change nothing.
    for (const body of [{}, { upTo: 'not-an-id' }, { upTo: 7 }, []]) {
      const refused = await clear(r, body);
      expect(refused.status).toBe(400);
    }
    expect((await clear(r, {})).body).toEqual({ message: teamTexts.clearUpToInvalid });
    expect((await clear(stranger, { upTo })).body).toEqual({ message: teamTexts.notesCleared, cleared: 0 });
    expect(await messagesOf(r)).toHaveLength(limits.notesListMax);

    const cleared = await clear(r, { upTo });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ message: teamTexts.notesCleared, cleared: 120 });
    // The session, one Query, and one transaction per 99 notifications.
    expect(cleared.ddbCalls).toBe(4);
    expect(await messagesOf(r)).toEqual(['note 122', 'note 121', 'note 120']);
    expect((await r.client.call('notification-get-requests')).body.map((q) => q._id)).toEqual([requestId]);

    // Again: nothing more to clear, in one Query.
    const again = await clear(r, { upTo });
    expect(again.body).toEqual({ message: teamTexts.notesCleared, cleared: 0 });
    expect(again.ddbCalls).toBe(2);
  });
});

describe('seen', () => {
  const seen = (member: Member, body: unknown) =>
    member.client.call('notification-seen', { body: body as { upTo: string } });
  const unseenOf = async (member: Member) => (await member.client.call('auth-user')).body;

  it('marks what a page showed as seen for every device, only forward, deleting nothing', async () => {
    const [r, s] = await Promise.all([api.user('seer'), api.user('sender')]);
    const before = await unseenOf(r);
    expect(before).toMatchObject({ unseenNotifications: 0, notificationsSeenUpTo: '' });
    const ids = await seedNotes(r, s, 5);
    const requestId = await sendRequest(s, r);
    // A request is not a notification: it is answered, not seen.
    expect((await unseenOf(r)).unseenNotifications).toBe(5);

    // Bad bodies change nothing.
    for (const body of [{}, { upTo: 'not-an-id' }, { upTo: 7 }, []]) {
      const refused = await seen(r, body);
      expect(refused.status).toBe(400);
    }
    expect((await seen(r, {})).body).toEqual({ message: teamTexts.seenUpToInvalid });
    expect((await unseenOf(r)).unseenNotifications).toBe(5);

    const third = ids[2] as string;
    const marked = await seen(r, { upTo: third });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ message: teamTexts.notesSeen, notificationsSeenUpTo: third });
    // The session and one conditional write.
    expect(marked.ddbCalls).toBe(2);
    // Another device of the same user reads the same mark.
    const otherDevice = api.client();
    const signedIn = await otherDevice.call('auth-signin', {
      body: { username: r.user.username, password: 'Passw0rd' },
    });
    expect(signedIn.status).toBe(200);
    const read = (await otherDevice.call('auth-user')).body;
    expect(read).toMatchObject({ unseenNotifications: 2, notificationsSeenUpTo: third });

    // An older mark (a device that showed less) changes nothing: the newer one stands.
    const older = await seen(r, { upTo: ids[0] as string });
    expect(older.body).toEqual({ message: teamTexts.notesSeen, notificationsSeenUpTo: third });
    expect(older.ddbCalls).toBe(1);
    const newest = ids[4] as string;
    expect((await otherDevice.call('notification-seen', { body: { upTo: newest } })).status).toBe(200);
    expect(await unseenOf(r)).toMatchObject({ unseenNotifications: 0, notificationsSeenUpTo: newest });

    // Nothing was deleted: the notifications and the request are all there.
    expect((await r.client.call('notification-get-notifications')).body).toHaveLength(5);
    expect((await r.client.call('notification-get-requests')).body.map((q) => q._id)).toEqual([requestId]);
    // A notification after the mark is new again.
    await seedNotes(r, s, 1);
    expect((await unseenOf(r)).unseenNotifications).toBe(1);
  });
});
