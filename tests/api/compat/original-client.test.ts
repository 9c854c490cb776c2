/**
 * Wire compatibility (docs/compat.md): the original system's own client, replayed call for call against
 * our API on the local stack. Each step sends what that client sends (bodies, headers, and no body
 * nor Content-Type where it sends none) and asserts that the answer carries the fields it reads,
 * with the types it reads them as. Two users (a team and an assignment) walk through every screen.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInViews } from '../../../shared/limits';
import { ui } from '../../../shared/messages/screens';
import { startApi, type TestApi, uniqueName } from '../../support/api';
import {
  nestedSenderShape,
  OriginalClient,
  regroupLikeOriginal,
  shapeProblems,
  taskShape,
  userShape,
} from './original-client';

type Json = Record<string, unknown>;

/** POSTs `body` with no Content-Type header; answers the status. */
function postWithoutContentType(url: URL, body: string): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'content-length': Buffer.byteLength(body), 'x-forwarded-for': '10.9.0.9' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolvePromise(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

let api: TestApi;
let alice: OriginalClient;
let bob: OriginalClient;
let aliceUser: Json;
let bobUser: Json;
const password = 'Passw0rd';
const names = { alice: uniqueName('alice'), bob: uniqueName('bob') };

const ok = (status: number) => status >= 200 && status < 300;

/** The original client's boot (AC:27-65, 812-833): user, groups, each group's tasks. */
async function boot(client: OriginalClient) {
  const user = await client.get('/api/auth/user');
  expect(user.status).toBe(200);
  const groups = await client.get('/api/todo/get-groups');
  expect(ok(groups.status)).toBe(true);
  const list = (groups.data as { groups: Json[] }).groups;
  const contents = new Map<string, Json[]>();
  for (const group of list) {
    const todos = await client.get(`/api/todo/get/${group._id}`);
    expect(todos.status, String(group._id)).toBe(200);
    expect(Array.isArray(todos.data), `get/${group._id} answers an array`).toBe(true);
    for (const todo of todos.data as Json[]) expect(shapeProblems(todo, taskShape)).toEqual([]);
    contents.set(String(group._id), todos.data as Json[]);
  }
  return { user: user.data as Json, groups: list, contents };
}

beforeAll(async () => {
  api = await startApi();
  alice = new OriginalClient(api.baseUrl, '10.9.0.1');
  bob = new OriginalClient(api.baseUrl, '10.9.0.2');
});
afterAll(() => api.close());

describe('the original client, step by step', () => {
  it('signs up (JSON body) and gets a user with the fields it reads', async () => {
    for (const [client, name] of [
      [alice, names.alice],
      [bob, names.bob],
    ] as const) {
      const response = await client.post('/api/auth/signup', { username: name, password });
      expect(ok(response.status)).toBe(true);
      expect(shapeProblems(response.data, userShape)).toEqual([]);
      const user = response.data as Json;
      // Added to the completion denominator by the original profile page (PR:200): must not count.
      expect((user.assignedToMe as unknown[] | undefined)?.length ?? 0).toBe(0);
      expect((user.team as unknown[]).every((id) => typeof id === 'string')).toBe(true);
    }
    aliceUser = (await alice.get('/api/auth/user')).data as Json;
    bobUser = (await bob.get('/api/auth/user')).data as Json;
  });

  it('boots the dashboard: five built-ins by position, then bare arrays per group', async () => {
    const { groups, contents } = await boot(alice);
    expect(groups.slice(0, 5).map((g) => g.name)).toEqual(builtInViews.map((v) => v.name));
    for (const group of groups) expect(shapeProblems(group, { _id: 'string', name: 'string' })).toEqual([]);
    expect([...contents.values()].every((list) => list.length === 0)).toBe(true);
  });

  it('creates tasks in Today, Important and Planned, stored where they were created', async () => {
    for (const [index, view] of builtInViews.slice(0, 3).entries()) {
      // DB:477-511: the selected entry's _id as groupId, `due` only when chosen.
      const response = await alice.post('/api/todo/create', {
        description: `in ${view.name}`,
        completed: false,
        assigned: false,
        important: false,
        user: aliceUser._id,
        groupId: view.id,
        ...(index === 2 ? { due: '2031-01-01T22:59:00.000Z' } : {}),
      });
      expect(ok(response.status)).toBe(true);
      // Appended to groups[selected].todo as is (DB:514-520).
      expect(
        shapeProblems(response.data, { ...taskShape, due: index === 2 ? 'string' : 'string|null' }),
      ).toEqual([]);
      const stored = await alice.get(`/api/todo/get/${view.id}`);
      expect((stored.data as Json[]).map((t) => t.description)).toEqual([`in ${view.name}`]);
    }
  });

  it('creates a group (bare group), adds, toggles, edits and deletes a task in it', async () => {
    const created = await alice.post('/api/todo/create-group', { name: ' Errands' });
    expect(ok(created.status)).toBe(true);
    expect(shapeProblems(created.data, { _id: 'string', name: 'string', todo: 'array' })).toEqual([]);
    const groupId = String((created.data as Json)._id);

    const task = await alice.post('/api/todo/create', {
      description: 'Buy milk',
      completed: false,
      assigned: false,
      important: true,
      user: aliceUser._id,
      groupId,
    });
    expect(ok(task.status)).toBe(true);
    const taskId = String((task.data as Json)._id);

    // Toggle: update, then the body-less plus-completed because the task is the caller's (DB:613-623).
    expect(ok((await alice.post(`/api/todo/update/${taskId}`, { completed: true })).status)).toBe(true);
    expect(ok((await alice.post('/api/todo/plus-completed')).status)).toBe(true);
    expect(ok((await alice.post(`/api/todo/update/${taskId}`, { description: 'Buy oat milk' })).status)).toBe(
      true,
    );
    const inGroup = (await alice.get(`/api/todo/get/${groupId}`)).data as Json[];
    expect(inGroup).toEqual([
      expect.objectContaining({ _id: taskId, description: 'Buy oat milk', completed: true }),
    ]);
    // Counters are the server's: the legacy call moved nothing twice.
    const counted = (await alice.get('/api/auth/user')).data as Json;
    expect(counted).toMatchObject({ totalTasks: 4, completedTasks: 1 });

    // Delete (no body, no Content-Type; AC:780), then minus-completed since it was completed.
    const removed = await alice.post(`/api/todo/delete/${taskId}`);
    expect(ok(removed.status), JSON.stringify(removed.data)).toBe(true);
    expect(ok((await alice.post('/api/todo/minus-completed')).status)).toBe(true);
    expect((await alice.get(`/api/todo/get/${groupId}`)).data).toEqual([]);
    expect((await alice.get('/api/auth/user')).data).toMatchObject({ totalTasks: 3, completedTasks: 0 });

    expect(ok((await alice.post(`/api/todo/update-group/${groupId}`, { name: 'Chores' })).status)).toBe(true);
    // DELETE with no body (AC:887): the group is really gone after a reload.
    expect(ok((await alice.delete(`/api/todo/delete-group/${groupId}`)).status)).toBe(true);
    const after = (await alice.get('/api/todo/get-groups')).data as { groups: Json[] };
    expect(after.groups.some((g) => g._id === groupId)).toBe(false);
  });

  it("also deletes a group with the original backend's own POST", async () => {
    const created = (await alice.post('/api/todo/create-group', { name: 'Old way' })).data as Json;
    expect(ok((await alice.post(`/api/todo/delete-group/${created._id}`)).status)).toBe(true);
    const after = (await alice.get('/api/todo/get-groups')).data as { groups: Json[] };
    expect(after.groups.some((g) => g._id === created._id)).toBe(false);
  });

  it('searches: users, todos and groups with the fields the dropdown reads', async () => {
    const response = await alice.get(`/api/search?query=${encodeURIComponent(names.bob.slice(0, 3))}`);
    expect(response.status).toBe(200);
    const result = response.data as { users: Json[]; todos: Json[]; groups: Json[] };
    expect(result.users.some((u) => u._id === bobUser._id)).toBe(true);
    for (const user of result.users) expect(shapeProblems(user, nestedSenderShape)).toEqual([]);
    const tasks = (await alice.get('/api/search?query=in')).data as { todos: Json[] };
    expect(tasks.todos.length).toBeGreaterThan(0);
    for (const todo of tasks.todos)
      expect(shapeProblems(todo, { _id: 'string', description: 'string' })).toEqual([]);
  });

  it('sends a team request; the recipient sees the sender nested, accepts with no body', async () => {
    expect(ok((await alice.post('/api/notification/send-requests', { toUser: bobUser._id })).status)).toBe(
      true,
    );
    const requests = await bob.get('/api/notification/get-requests');
    expect(requests.status).toBe(200);
    const [request] = requests.data as Json[];
    expect(shapeProblems(request, { _id: 'string', createdAt: 'string', isProcessed: 'boolean' })).toEqual(
      [],
    );
    const from = request?.fromUser as Json;
    // Notifications.jsx renders fromUser.user.*; accept/reject read fromUser._id (AC:513).
    expect(shapeProblems(from.user, nestedSenderShape)).toEqual([]);
    expect((from.user as Json).username).toBe(names.alice);
    expect(from._id).toBe(aliceUser._id);
    expect(typeof from).not.toBe('string'); // no per-item get-user-info round trip

    const accepted = await bob.post(`/api/notification/accept/${request?._id}`);
    expect(ok(accepted.status), JSON.stringify(accepted.data)).toBe(true);
    // Answered: no longer listed, so the bell dot goes out.
    expect((await bob.get('/api/notification/get-requests')).data).toEqual([]);
    bobUser = (await bob.get('/api/auth/user')).data as Json;
    expect(bobUser.team).toEqual([aliceUser._id]);
    // One get-user-info per team id at boot (AC:56-65); PR reads member.user ?? member.
    const mate = (await bob.get(`/api/notification/get-user-info/${aliceUser._id}`)).data as Json;
    expect(shapeProblems((mate.user as Json | undefined) ?? mate, nestedSenderShape)).toEqual([]);

    const notes = (await alice.get('/api/notification/get-notifications')).data as Json[];
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      expect(shapeProblems(note, { _id: 'string', createdAt: 'string', message: 'string' })).toEqual([]);
      expect(((note.fromUser as Json).user as Json).username).toBe(names.bob);
      expect(((note.fromUser as Json).user as Json).username).not.toBe(ui.unknownUser);
    }
  });

  it('assigns a task: the answer holds the new copies only, which the client regroups', async () => {
    // Earlier assignment, so a second one must not duplicate it in the client's list (DB:457-468).
    const first = await alice.post('/api/notification/send-assignment', {
      description: 'First assignment',
      completed: false,
      assigned: false,
      important: false,
      user: aliceUser._id,
      partners: [bobUser._id],
    });
    expect(ok(first.status)).toBe(true);
    const sent = await alice.post('/api/notification/send-assignment', {
      description: 'Write the report',
      completed: false,
      assigned: false,
      important: true,
      user: aliceUser._id,
      due: '2031-02-01T22:59:00.000Z',
      partners: [bobUser._id],
    });
    expect(ok(sent.status)).toBe(true);
    const copies = (sent.data as { todos: Json[] }).todos;
    expect(copies).toHaveLength(1);
    for (const copy of copies) {
      expect(shapeProblems(copy, { ...taskShape, uniqueMarker: 'string' })).toEqual([]);
      expect(copy.user).toBe(bobUser._id);
    }

    // After a reload: group 4 holds one element per assignee copy; regrouped, two rows.
    const { contents } = await boot(alice);
    const byMe = contents.get('assigned-by-me') ?? [];
    const rows = regroupLikeOriginal(byMe);
    expect(rows.map((r) => r.description).sort()).toEqual(['First assignment', 'Write the report']);
    for (const row of rows) expect(row.assignedTo).toEqual([bobUser._id]);

    // Badges: get-assignments-status keyed by copy id (DB:1340, 1430).
    const status = await alice.post('/api/notification/get-assignments-status', { todos: rows });
    expect(status.status).toBe(200);
    const map = status.data as Record<string, boolean>;
    for (const row of rows) expect(map[row.originalIds[0] as string]).toBe(false);

    // The assignee: "Assigned to me" holds the copy with the assigner's name (view 3).
    const bobs = await boot(bob);
    const toMe = bobs.contents.get('assigned-to-me') ?? [];
    const copy = toMe.find((t) => t.description === 'Write the report') as Json;
    expect(copy).toMatchObject({ username: names.alice, uniqueMarker: copies[0]?.uniqueMarker });
    expect(ok((await bob.post(`/api/todo/update/${copy._id}`, { completed: true })).status)).toBe(true);
    expect(ok((await bob.post('/api/todo/plus-completed')).status)).toBe(true);
    const done = (await alice.post('/api/notification/get-assignments-status', { todos: rows })).data as Json;
    expect(done[String(copy._id)]).toBe(true);
    // The assignee's stats: the copy counted once, completed once.
    expect((await bob.get('/api/auth/user')).data).toMatchObject({ totalTasks: 2, completedTasks: 1 });

    // Edit: the grouped row travels in `todos` (DB:863).
    const row = rows.find((r) => r.description === 'Write the report') as Json;
    const edited = await alice.post('/api/notification/edit-assignment', {
      description: 'Write the final report',
      todos: row,
    });
    expect(ok(edited.status), JSON.stringify(edited.data)).toBe(true);
    const renamed = ((await bob.get('/api/todo/get/assigned-to-me')).data as Json[]).find(
      (t) => t._id === copy._id,
    );
    expect(renamed?.description).toBe('Write the final report');

    // Remove the only assignee, then the body-less decrements C sends (AC:316-324): no double count.
    const removed = await alice.post('/api/notification/delete-assignment-for-single-teammate', {
      todos: row,
      index: 0,
    });
    expect(ok(removed.status), JSON.stringify(removed.data)).toBe(true);
    expect(ok((await alice.post(`/api/todo/decrement-total-tasks/${bobUser._id}`)).status)).toBe(true);
    expect(ok((await alice.post(`/api/todo/decrement-completed-tasks/${bobUser._id}`)).status)).toBe(true);
    expect((await bob.get('/api/auth/user')).data).toMatchObject({ totalTasks: 1, completedTasks: 0 });
    const left = regroupLikeOriginal(
      ((await alice.get('/api/todo/get/assigned-by-me')).data as Json[]) ?? [],
    );
    expect(left.map((r) => r.description)).toEqual(['First assignment']);
    const all = await alice.post('/api/notification/delete-assignment-for-all-teammates', { todos: left[0] });
    expect(ok(all.status)).toBe(true);
    expect((await alice.get('/api/todo/get/assigned-by-me')).data).toEqual([]);
  });

  it('edits the profile (whole user back), uploads an avatar, changes the password', async () => {
    const updated = await alice.post('/api/auth/update-profile', { email: 'alice@example.com', bio: 'Hi' });
    expect(ok(updated.status)).toBe(true);
    expect(shapeProblems(updated.data, userShape)).toEqual([]);
    expect(updated.data).toMatchObject({ email: 'alice@example.com', bio: 'Hi' });

    const jpeg = readFileSync(resolve(import.meta.dirname, '../../fixtures/avatar-16px.jpg'));
    const upload = await alice.post('/api/image/upload', { image: jpeg.toString('base64') });
    expect(ok(upload.status)).toBe(true);
    const withAvatar = (await alice.get('/api/auth/user')).data as Json;
    expect(typeof withAvatar.coverImg === 'string' && withAvatar.coverImg.length > 0).toBe(true);

    // The original form asks only for 6 characters (PR:461-477, SPEC.md section 5).
    const changed = await alice.post('/api/auth/change-password', {
      oldPassword: password,
      newPassword: 'abcdefg',
    });
    expect(ok(changed.status), JSON.stringify(changed.data)).toBe(true);
  });

  it('rejects a request and deletes a notification, with no body', async () => {
    const carol = new OriginalClient(api.baseUrl, '10.9.0.3');
    const carolUser = (await carol.post('/api/auth/signup', { username: uniqueName('carol'), password }))
      .data as Json;
    expect(ok((await carol.post('/api/notification/send-requests', { toUser: aliceUser._id })).status)).toBe(
      true,
    );
    const [request] = (await alice.get('/api/notification/get-requests')).data as Json[];
    expect(request).toMatchObject({ fromUser: { user: { _id: carolUser._id } } });
    expect(ok((await alice.post(`/api/notification/reject/${request?._id}`)).status)).toBe(true);
    expect((await alice.get('/api/notification/get-requests')).data).toEqual([]);

    const [note] = (await alice.get('/api/notification/get-notifications')).data as Json[];
    expect(ok((await alice.post(`/api/notification/delete/${note?._id}`)).status)).toBe(true);
    const notes = (await alice.get('/api/notification/get-notifications')).data as Json[];
    expect(notes.some((n) => n._id === note?._id)).toBe(false);

    expect(ok((await alice.post('/api/notification/remove-from-team', { toUser: bobUser._id })).status)).toBe(
      true,
    );
    expect(((await alice.get('/api/auth/user')).data as Json).team).toEqual([]);
  });

  it('reads the load-test answer it shows, with the size clamped', async () => {
    const burn = await alice.get('/burn/memory?size=1');
    expect(burn.status).toBe(200);
    expect(typeof (burn.data as Json).message).toBe('string');
    expect((await alice.get('/burn/memory?size=5000')).status).toBe(200);
  });

  it('signs out with no body (the session is really gone), and back in with the new password', async () => {
    const out = await alice.post('/api/auth/logout');
    expect(ok(out.status), JSON.stringify(out.data)).toBe(true);
    expect((await alice.get('/api/auth/user')).status).toBe(401);
    const back = await alice.post('/api/auth/signin', { username: names.alice, password: 'abcdefg' });
    expect(back.status).toBe(200);
    expect(back.data).toBeTruthy();
    expect(shapeProblems(back.data, userShape)).toEqual([]);
  });
});

describe('what body-less acceptance does not open', () => {
  it('still refuses a non-empty body that is not JSON (415), and a foreign Origin (403)', async () => {
    const client = new OriginalClient(api.baseUrl, '10.9.0.9');
    await client.post('/api/auth/signup', { username: uniqueName('mallory'), password });
    const asText = await client.send('POST', '/api/todo/create-group', undefined, {
      'content-type': 'text/plain',
    });
    // An empty text/plain body is still a declared non-JSON type.
    expect(asText.status).toBe(415);
    const url = new URL('/api/todo/create-group', api.baseUrl);
    const formLike = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.9.0.9' },
      body: 'name=x',
    });
    expect(formLike.status).toBe(415);
    // A body with no Content-Type at all (fetch would label it text/plain, so plain node:http).
    expect(await postWithoutContentType(url, 'name=x')).toBe(415);
    expect(await postWithoutContentType(url, '{"name":"x"}')).toBe(415);
    const foreign = await client.send('POST', '/api/auth/logout', undefined, {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    // The session survived the foreign attempt.
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });
});
