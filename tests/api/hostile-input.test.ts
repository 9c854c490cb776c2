/**
 * Hostile input: what used to reach DynamoDB and fail there (keys over the size limit, text
 * DynamoDB in AWS cannot store), sign-in guesses that slipped past the limit in parallel, paths the
 * local gateway could not decode, and HTML dressed as a JPEG (docs/api.md#limits-of-lists-and-files).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordChecksStarted } from '../../functions/lib/password';
import { limits } from '../../shared/limits';
import { serverErrors, teamTexts } from '../../shared/messages/server';
import { inputTexts, validation } from '../../shared/messages/validation';
import { type RouteName, routeByName } from '../../shared/routes';
import { type ApiClient, startApi, type TestApi, uniqueName } from '../support/api';
import { expectSafeAnswer, partitionItems, userSnapshot } from './refusal-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const password = 'Passw0rd';
const long = 'a'.repeat(10_000);
const loneHigh = '\ud800';
const loneLow = '\udc00';

/** A GET or POST of a raw path (not built from the manifest), as a browser would send it. */
async function raw(path: string, init: RequestInit = {}, base = api.baseUrl) {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, text: await response.text(), headers: response.headers };
}

describe('1. strings that become part of a key are capped before DynamoDB', () => {
  it('answers 400 to a 10,000-character username on sign-in and sign-up', async () => {
    for (const name of ['auth-signin', 'auth-signup'] as const) {
      const answer = await api.client().call(name, { body: { username: long, password } });
      expect(answer.status, name).toBe(400);
      expect(answer.body).toEqual({ message: validation.usernameForm });
    }
  });

  it('refuses a username one past the limit on sign-in, and still checks one at the limit', async () => {
    const over = await api.client().call('auth-signin', {
      body: { username: 'x'.repeat(limits.usernameMax + 1), password },
    });
    expect(over.status).toBe(400);
    const at = await api.client().call('auth-signin', {
      body: { username: 'x'.repeat(limits.usernameMax), password },
    });
    expect(at.status).toBe(401);
  });

  it('keeps the client-address counter key short for a 10,000-character forwarded address', async () => {
    const answer = await api.client(long).call('auth-signin', { body: { username: 'nobody', password } });
    expect(answer.status).toBe(401);
  });

  it('answers 400 to a 10,000-character search and 200 to one starting with half an emoji', async () => {
    const { client } = await api.user('search');
    const tooLong = await client.call('search', { query: { query: long } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: teamTexts.searchQueryTooLong });
    const emoji = await client.call('search', { query: { query: '😀 plan' } });
    expect(emoji.status).toBe(200);
  });

  it('answers 404 without a read to 10,000-character ids in every path', async () => {
    const { client } = await api.user('longid');
    const pathRoutes: [RouteName, string][] = [
      ['todo-get', 'groupId'],
      ['todo-delete', 'id'],
      ['todo-update', 'id'],
      ['todo-update-group', 'id'],
      ['todo-delete-group', 'id'],
      ['notification-accept', 'id'],
      ['notification-reject', 'id'],
      ['notification-delete', 'id'],
      ['notification-get-user-info', 'id'],
      ['search-user', 'id'],
      ['todo-decrement-total-tasks', 'userId'],
    ];
    for (const [name, param] of pathRoutes) {
      const answer = await client.call(name, {
        params: { [param]: long },
        ...(routeByName(name).method === 'GET'
          ? {}
          : { body: { description: 'x', name: 'x', completed: true } }),
      });
      expect(answer.status, name).toBe(404);
      expect(answer.ddbCalls, name).toBe(1); // the session read only
    }
  });
});

describe('2. sign-in attempts are reserved atomically', () => {
  const wrong = (client: ApiClient, username: string) =>
    client.call('auth-signin', { body: { username, password: 'Wrong0ne' } });

  it('50 parallel wrong passwords for one user: 10 password checks, 40 answers 429', async () => {
    const username = uniqueName('Burst');
    await api.client().signUp(username);
    const before = passwordChecksStarted();
    const answers = await Promise.all(Array.from({ length: 50 }, () => wrong(api.client(), username)));
    const statuses = answers.map((answer) => answer.status);
    expect(passwordChecksStarted() - before).toBe(limits.signInFailuresMax);
    expect(statuses.filter((status) => status === 401)).toHaveLength(limits.signInFailuresMax);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - limits.signInFailuresMax);
    for (const answer of answers.filter((a) => a.status === 429))
      expect(answer.body).toEqual({ message: serverErrors.tooManySignIns });
    // The right password is refused too while the window is full.
    const right = await api.client().call('auth-signin', { body: { username, password } });
    expect(right.status).toBe(429);
  });

  it('50 parallel wrong attempts from one address across usernames: 10 checks', async () => {
    const address = '198.51.100.23';
    const before = passwordChecksStarted();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => wrong(api.client(address), uniqueName('ghost'))),
    );
    expect(passwordChecksStarted() - before).toBe(limits.signInFailuresMax);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(50 - limits.signInFailuresMax);
  });

  it('a success gives its reservation back: 11 sign-ins in a row from one address all succeed', async () => {
    const username = uniqueName('Often');
    await api.client().signUp(username);
    const client = api.client('198.51.100.99');
    for (let i = 0; i <= limits.signInFailuresMax; i++) {
      expect((await client.call('auth-signin', { body: { username, password } })).status).toBe(200);
    }
  });
});

describe('3. text DynamoDB in AWS cannot store is refused in every field', () => {
  let member: { client: ApiClient; user: { _id: string; username: string } };
  let groupId: string;
  let todoId: string;
  beforeAll(async () => {
    member = await api.user('unicode');
    expect((await member.client.call('todo-create-group', { body: { name: 'Home' } })).status).toBeLessThan(
      300,
    );
    const items = await partitionItems(api, member.user._id);
    groupId = String(items.find((item) => String(item.sk).startsWith('GROUP#'))?.id);
    expect(
      (await member.client.call('todo-create', { body: { description: 'Plan', groupId } })).status,
    ).toBeLessThan(300);
    const withTask = await partitionItems(api, member.user._id);
    todoId = String(withTask.find((item) => String(item.sk).startsWith('TODO#'))?.id);
  });

  const cases: [string, RouteName, Record<string, string>, unknown][] = [
    ['sign-up username', 'auth-signup', {}, { username: `ab${loneHigh}`, password }],
    ['sign-up password', 'auth-signup', {}, { username: 'fine_name', password: `Passw0rd${loneLow}` }],
    ['sign-in username', 'auth-signin', {}, { username: `ab${loneHigh}c`, password }],
    ['email', 'auth-update-profile', {}, { email: `a${loneHigh}@example.com` }],
    ['bio', 'auth-update-profile', {}, { bio: `I ${loneLow} tasks` }],
    ['task description', 'todo-create', {}, { description: `Buy ${loneHigh}` }],
    ['task group id', 'todo-create', {}, { description: 'Buy', groupId: `${loneHigh}` }],
    ['an ignored field', 'todo-create', {}, { description: 'Buy', note: loneLow }],
    ['a member name', 'todo-create', {}, { description: 'Buy', [loneHigh]: 1 }],
    ['a nested value', 'todo-create', {}, { description: 'Buy', deep: [{ x: [loneHigh] }] }],
    ['group name', 'todo-create-group', {}, { name: `G${loneHigh}` }],
    ['task update', 'todo-update', { id: 'TODO' }, { description: `Edit ${loneLow}` }],
    ['group rename', 'todo-update-group', { id: 'GROUP' }, { name: `R${loneHigh}` }],
    ['team request id', 'notification-send-requests', {}, { toUser: `01${loneHigh}` }],
    [
      'assignment message',
      'notification-send-assignment',
      {},
      { description: `Do ${loneHigh}`, partners: [] },
    ],
    ['assignment row', 'notification-delete-assignment-for-all-teammates', {}, { todos: { _id: loneLow } }],
    [
      'password change',
      'auth-change-password',
      {},
      { oldPassword: password, newPassword: `Passw0rd${loneHigh}` },
    ],
  ];

  it.each(cases)('%s: 400, nothing written', async (_, name, params, body) => {
    const before = await userSnapshot(api, member.user._id, member.user.username);
    const filled = Object.fromEntries(
      Object.entries(params).map(([key, value]) => [key, value === 'TODO' ? todoId : groupId]),
    );
    const answer = await member.client.call(name, { params: filled, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: inputTexts.textNotUnicode });
    expect(await userSnapshot(api, member.user._id, member.user.username)).toEqual(before);
  });

  it('the same body sent as raw JSON escapes is refused too', async () => {
    const answer = await member.client.call('todo-create', { rawBody: '{"description":"a\\udfffb"}' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: inputTexts.textNotUnicode });
  });

  it('a surrogate pair (an emoji) is valid text and is stored', async () => {
    const answer = await member.client.call('todo-create', { body: { description: 'Ship 🚀' } });
    expect(answer.status).toBeLessThan(300);
  });
});

describe('4. the local gateway answers malformed paths 400, and its own answers carry nosniff', () => {
  let spa: { server: Server; base: string; dir: string };
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'teamtodo-spa-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Team Todo</title>');
    const { createGateway } = await import('../../scripts/local/gateway');
    const server = await createGateway({ staticDir: dir });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    spa = { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, dir };
  });
  afterAll(async () => {
    spa.server.closeAllConnections();
    await new Promise((done) => spa.server.close(done));
    rmSync(spa.dir, { recursive: true, force: true });
  });

  it.each([
    ['an API path parameter', '/api/todo/get/%E0%A4%A', undefined],
    ['an encoded lone surrogate', '/api/notification/accept/%ED%A0%80', 'POST'],
    ['not hex at all', '/api/search/user/%ZZ', undefined],
    ['an avatar path', '/avatars/%E0%A4%A.jpg', undefined],
  ])('%s: 400 without a stack trace in the log', async (_, path, method) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { client } = await api.user('badpath');
      const answer = await raw(path, {
        method: method ?? 'GET',
        headers: { cookie: client.cookie ?? '', 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({ message: inputTexts.badRequest });
      expectSafeAnswer(answer);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('a SPA path: 400', async () => {
    const answer = await raw('/profile/%E0%A4%A', {}, spa.base);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await raw('/profile', {}, spa.base)).status).toBe(200);
  });

  it('404s of the gateway itself carry nosniff and a JSON message', async () => {
    for (const path of ['/api/no/such/route', '/nothing-here', '/avatars/../secret', '/avatars/none.jpg']) {
      const answer = await raw(path);
      expect(answer.status, path).toBe(404);
      expectSafeAnswer(answer);
    }
    const asset = await raw('/assets/missing.js', {}, spa.base);
    expect(asset.status).toBe(404);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a 502 (a handler that crashes outside the factory) carries nosniff and no internals', async () => {
    const { createGateway } = await import('../../scripts/local/gateway');
    const crashing = resolve(import.meta.dirname, '../fixtures/crashing-handler.ts');
    const server = await createGateway({ handlerFile: () => crashing });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await raw(
        '/api/auth/user',
        {},
        `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      );
      expect(answer.status).toBe(502);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(JSON.parse(answer.text)).toEqual({ message: expect.any(String) });
      expect(answer.text).not.toMatch(/crash|at |\.ts/);
    } finally {
      errors.mockRestore();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });
});

describe('5. an avatar must be a JPEG in structure, not only at its ends', () => {
  const wrap = (inner: Buffer) =>
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), inner, Buffer.from([0xff, 0xd9])]);
  const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

  it.each([
    ['HTML between the start and end markers', wrap(html)],
    ['an APP0 segment longer than the file', Buffer.from('ffd8ffe0ffff4a464946ffd9', 'hex')],
    [
      'segments but no frame header before the scan',
      Buffer.from('ffd8ffe000044a46ffda0008010100003f00ffd9', 'hex'),
    ],
    ['no start of scan', Buffer.from('ffd8ffe000044a46ffd9', 'hex')],
  ])('%s: 400, the avatar unchanged', async (_, bytes) => {
    const { client } = await api.user('fakejpeg');
    const answer = await client.call('image-upload', { body: { image: bytes.toString('base64') } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: validation.imageNotJpeg });
    expect((await client.call('image-get')).body).toEqual({ image: null });
  });

  it('still accepts a real JPEG', async () => {
    const { readFileSync } = await import('node:fs');
    const jpeg = readFileSync(resolve(import.meta.dirname, '../fixtures/avatar-16px.jpg'));
    const { client } = await api.user('realjpeg');
    const answer = await client.call('image-upload', { body: { image: jpeg.toString('base64') } });
    expect(answer.status).toBe(200);
  });
});
