/**
 * A page's changes are never sent under another account (issue 52; shared/page-user.ts): the web
 * names the user a page shows in `X-Page-User`, and a route that needs a session answers 401 'Not
 * signed in' when the browser's session is someone else's (another user signed in in another tab
 * while a page of the first stayed open with changes waiting in its outbox), changing nothing.
 * Without the header (the original client) nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../shared/messages/server';
import { pageUserHeader } from '../../shared/page-user';
import { startApi, type TestApi } from '../support/api';
import type { Member } from './team-support';
import { tasksOf } from './todo-support';

let api: TestApi;
let ann: Member;
let bob: Member;
beforeAll(async () => {
  api = await startApi();
  [ann, bob] = await Promise.all([api.user('pgann'), api.user('pgbob')]);
});
afterAll(() => api.close());

const asPageOf = (member: Member) => ({ headers: { [pageUserHeader]: member.user._id } });

describe('the user a page shows', () => {
  it("a change from a page of someone else than the session's is refused, and changes nothing", async () => {
    // Bob's browser session; the page still shows Ann, whose outbox replays her change.
    const refused = await bob.client.call('todo-create', {
      body: { description: "Ann's waiting change" },
      ...asPageOf(ann),
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: serverErrors.notSignedIn });
    expect(await tasksOf(api, bob.user._id)).toEqual([]);
    expect(await tasksOf(api, ann.user._id)).toEqual([]);
  });

  it("a read from such a page is refused too: it would show one user's data as another's", async () => {
    const read = await bob.client.call('todo-get-groups', asPageOf(ann));
    expect(read.status).toBe(401);
    expect(read.body).toEqual({ message: serverErrors.notSignedIn });
  });

  it("the page's own user, and a client that names none, are answered as before", async () => {
    const own = await ann.client.call('todo-create', { body: { description: 'Mine' }, ...asPageOf(ann) });
    expect(own.status).toBe(201);
    const unnamed = await bob.client.call('todo-create', { body: { description: 'Original client' } });
    expect(unnamed.status).toBe(201);
    expect((await tasksOf(api, ann.user._id)).map((task) => task.description)).toEqual(['Mine']);
    expect((await tasksOf(api, bob.user._id)).map((task) => task.description)).toEqual(['Original client']);
  });

  it('a public route does not look at it: a sign-in from a page that showed someone else signs in', async () => {
    const signIn = await bob.client.call('auth-signin', {
      body: { username: bob.user.username, password: 'Passw0rd' },
      ...asPageOf(ann),
    });
    expect(signIn.status).toBe(200);
  });
});
