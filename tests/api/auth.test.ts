import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/core/keys';
import { limits } from '../../shared/limits';
import { accountTexts, serverErrors } from '../../shared/messages/server';
import { validation } from '../../shared/messages/validation';
import { type ApiClient, signedUp, startApi, type TestApi, uniqueName } from '../support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const password = 'Passw0rd';
const secret = () => new TextEncoder().encode(process.env.SESSION_SECRET);

/** Every answer must be free of the password hash and session data. */
function expectNoSecrets(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/passwordHash|scrypt\$|sessions|gsi1/);
}

async function profileItem(userId: string) {
  const result = await api.db.send(new GetCommand({ TableName: api.tableName, Key: keys.user(userId) }));
  return result.Item;
}

describe('sign-up', () => {
  it('creates the user, signs them in and hides secrets', async () => {
    const client = api.client();
    const username = uniqueName('Alice');
    const response = await client.call('auth-signup', { body: { username, password } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      username,
      email: '',
      bio: '',
      totalTasks: 0,
      completedTasks: 0,
      team: [],
    });
    expect(response.headers.get('set-cookie')).toMatch(
      /^__Host-session=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax/,
    );
    // Beside it, the hint the page's script reads (no token, not HttpOnly), with the same lifetime.
    const [session, hint] = response.headers.getSetCookie();
    expect(hint).toMatch(/^__Host-signed-in=1; Path=\/; Secure; SameSite=Lax; Expires=/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint?.split('Expires=')[1]).toBe(session?.split('Expires=')[1]);
    expectNoSecrets(response.body);
    const me = await client.call('auth-user');
    expect(me.status).toBe(200);
    expect(me.body._id).toBe(signedUp(response.body)._id);
    expectNoSecrets(me.body);
  });

  it('refuses a username taken in another case, and writes nothing', async () => {
    const username = uniqueName('Bob');
    await api.client().signUp(username);
    const response = await api
      .client()
      .call('auth-signup', { body: { username: username.toUpperCase(), password } });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: serverErrors.usernameTaken });
  });

  it.each([
    [{ password }, validation.usernameRequired],
    [{ username: 'someone' }, validation.passwordRequired],
    [{ username: '   ', password }, validation.usernameRequired],
    [{ username: 'ab', password }, validation.usernameForm],
    [{ username: 'has space', password }, validation.usernameForm],
    [{ username: 'x'.repeat(31), password }, validation.usernameForm],
    [{ username: 'weakling', password: 'password1' }, validation.passwordPattern],
    [{ username: 'weakling', password: 'PASSWORD1' }, validation.passwordPattern],
    [{ username: 'weakling', password: 'Password' }, validation.passwordPattern],
    [{ username: 'weakling', password: 'Pa1' }, validation.passwordPattern],
    [{ username: 'weakling', password: `Pa1${'x'.repeat(200)}` }, validation.passwordTooLong],
    [{ username: 42, password }, 'username must be a string'],
  ])('refuses %j with 400', async (body, message) => {
    const response = await api.client().call('auth-signup', { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses malformed JSON and non-object bodies', async () => {
    const malformed = await api.client().call('auth-signup', { rawBody: '{"username":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: serverErrors.invalidJson });
    const array = await api.client().call('auth-signup', { body: [1, 2] });
    expect(array.status).toBe(400);
  });
});

describe('sign-in and sessions', () => {
  let username: string;
  let userId: string;
  beforeAll(async () => {
    username = uniqueName('Carol');
    userId = (await api.client().signUp(username))._id;
  });

  it('signs in case-insensitively with a new session each time', async () => {
    const first = api.client();
    const second = api.client();
    const a = await first.call('auth-signin', { body: { username: username.toUpperCase(), password } });
    const b = await second.call('auth-signin', { body: { username, password } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body._id).toBe(userId);
    expectNoSecrets(a.body);
    expect(first.cookie).toBeDefined();
    expect(first.cookie).not.toBe(second.cookie);
    expect((await first.call('auth-user')).status).toBe(200);
    expect((await second.call('auth-user')).status).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await api.client().call('auth-signin', { body: { username, password: 'Wrong0ne' } });
    const unknown = await api
      .client()
      .call('auth-signin', { body: { username: uniqueName('nobody'), password } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: serverErrors.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses missing fields with 400', async () => {
    expect((await api.client().call('auth-signin', { body: { username } })).status).toBe(400);
    expect((await api.client().call('auth-signin', { body: { password } })).status).toBe(400);
  });

  it('answers 401 to guests, tampered, expired, foreign and unsigned tokens', async () => {
    const client = api.client();
    await client.call('auth-signin', { body: { username, password } });
    const valid = client.cookie as string;
    const token = valid.slice(valid.indexOf('=') + 1);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forge = async (overrides: Record<string, unknown>, key = secret()) =>
      new SignJWT({ sid: claims.sid, ...overrides })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer((overrides.iss as string) ?? 'teamtodo')
        .setAudience('teamtodo-web')
        .setExpirationTime((overrides.exp as number) ?? claims.exp)
        .sign(key);
    const otherUserPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const cases = [
      undefined,
      `__Host-session=${header}.${otherUserPayload}.${signature}`,
      `__Host-session=${header}.${payload}.${signature.slice(0, -2)}xx`,
      `__Host-session=${await forge({ exp: Math.floor(Date.now() / 1000) - 60 })}`,
      `__Host-session=${await forge({ iss: 'someone-else' })}`,
      `__Host-session=${await forge({}, new TextEncoder().encode('another secret of enough length!!'))}`,
      `__Host-session=${unsigned}`,
      'session=whatever',
    ];
    for (const cookie of cases) {
      const guest = api.client();
      guest.cookie = cookie;
      const response = await guest.call('auth-user');
      expect(response.status, String(cookie)).toBe(401);
      expect(response.body).toEqual({ message: serverErrors.notSignedIn });
    }
    // The genuine token still works, so the refusals above are about the changes.
    const genuine = api.client();
    genuine.cookie = `__Host-session=${await forge({})}`;
    expect((await genuine.call('auth-user')).status).toBe(200);
  });

  it('logout ends the session: the old cookie replayed gets 401', async () => {
    const client = api.client();
    await client.call('auth-signin', { body: { username, password } });
    const oldCookie = client.cookie;
    const logout = await client.call('auth-logout');
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^__Host-session=;.*Max-Age=0/),
      expect.stringMatching(/^__Host-signed-in=;.*Max-Age=0/),
    ]);
    expect(client.cookie).toBeUndefined();
    const replay = api.client();
    replay.cookie = oldCookie;
    expect((await replay.call('auth-user')).status).toBe(401);
    // Logging out without a session is harmless.
    expect((await api.client().call('auth-logout')).status).toBe(200);
  });
});

describe('change password', () => {
  it('ends every other session, keeps this one, and swaps the password', async () => {
    const username = uniqueName('Dave');
    const here = api.client();
    await here.signUp(username);
    const elsewhere = api.client();
    await elsewhere.call('auth-signin', { body: { username, password } });
    const change = await here.call('auth-change-password', {
      body: { oldPassword: password, newPassword: 'N3wPassword' },
    });
    expect(change.status).toBe(200);
    expect((await here.call('auth-user')).status).toBe(200);
    expect((await elsewhere.call('auth-user')).status).toBe(401);
    expect((await api.client().call('auth-signin', { body: { username, password } })).status).toBe(401);
    expect(
      (await api.client().call('auth-signin', { body: { username, password: 'N3wPassword' } })).status,
    ).toBe(200);
  });

  it('refuses a wrong current password, a short new one, and missing fields, changing nothing', async () => {
    const { client, user } = await api.user('Erin');
    const before = (await profileItem(user._id))?.passwordHash;
    const cases: [unknown, number, string][] = [
      [{ oldPassword: 'Wrong0ne', newPassword: 'N3wPassword' }, 400, serverErrors.wrongPassword],
      [{ oldPassword: password, newPassword: 'Ab1' }, 400, validation.passwordMin],
      [{ oldPassword: password }, 400, validation.passwordsRequired],
      [{ newPassword: 'N3wPassword' }, 400, validation.passwordsRequired],
    ];
    for (const [body, status, message] of cases) {
      const response = await client.call('auth-change-password', { body });
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ message });
    }
    expect((await profileItem(user._id))?.passwordHash).toBe(before);
    expect(
      (
        await api
          .client()
          .call('auth-change-password', { body: { oldPassword: password, newPassword: 'N3wPassword' } })
      ).status,
    ).toBe(401);
  });
});

describe('update profile', () => {
  it('updates email and bio, trims them, and answers the user', async () => {
    const { client } = await api.user('Fay');
    const response = await client.call('auth-update-profile', {
      body: { email: ' fay@example.com ', bio: 'Hello' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: 'fay@example.com', bio: 'Hello' });
    expectNoSecrets(response.body);
    const cleared = await client.call('auth-update-profile', { body: { bio: '' } });
    expect(cleared.body).toMatchObject({ email: 'fay@example.com', bio: '' });
  });

  it('refuses a bad email or a long bio and changes nothing', async () => {
    const { client } = await api.user('Gus');
    await client.call('auth-update-profile', { body: { email: 'gus@example.com', bio: 'before' } });
    for (const [body, message] of [
      [{ email: 'not-an-email', bio: 'after' }, validation.emailInvalid],
      [{ bio: 'x'.repeat(limits.bioMax + 1) }, validation.bioTooLong],
      [{ email: 7 }, 'email must be a string'],
    ] as const) {
      const response = await client.call('auth-update-profile', { body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    }
    expect((await client.call('auth-user')).body).toMatchObject({ email: 'gus@example.com', bio: 'before' });
  });

  it('keeps the view the app opens on: Upcoming for a new account, Today when chosen, with an address too', async () => {
    const { client, user } = await api.user('Ivy');
    expect(user.startView).toBe('upcoming');
    const today = await client.call('auth-update-profile', { body: { startView: 'today' } });
    expect(today.status).toBe(200);
    expect(today.body).toMatchObject({ startView: 'today', bio: '' });
    // With a new address (its own path: a verification link), the choice is kept as well.
    const both = await client.call('auth-update-profile', {
      body: { email: 'ivy@example.com', startView: 'upcoming' },
    });
    expect(both.status).toBe(200);
    expect((await client.call('auth-user')).body).toMatchObject({
      email: 'ivy@example.com',
      startView: 'upcoming',
    });
    const refused = await client.call('auth-update-profile', {
      body: { startView: 'calendar' } as unknown as { startView: 'today' },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: validation.startViewInvalid } });
    expect((await client.call('auth-user')).body.startView).toBe('upcoming');
  });
});

describe('CSRF defence', () => {
  it('refuses a foreign Origin and writes nothing', async () => {
    const { client } = await api.user('Hal');
    const response = await client.call('auth-update-profile', {
      body: { bio: 'pwned' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: serverErrors.foreignOrigin });
    expect((await client.call('auth-user')).body.bio).toBe('');
    const nullOrigin = await client.call('auth-update-profile', {
      body: { bio: 'x' },
      headers: { origin: 'null' },
    });
    expect(nullOrigin.status).toBe(403);
  });

  it('accepts the site’s own Origin', async () => {
    const { client } = await api.user('Ian');
    const response = await client.call('auth-update-profile', {
      body: { bio: 'mine' },
      headers: { origin: api.baseUrl },
    });
    expect(response.status).toBe(200);
  });

  it('refuses a state-changing request without the JSON content type', async () => {
    const { client } = await api.user('Jo');
    for (const contentType of ['', 'text/plain', 'application/x-www-form-urlencoded']) {
      const response = await client.call('auth-update-profile', {
        rawBody: JSON.stringify({ bio: 'form' }),
        headers: { 'content-type': contentType },
      });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ message: serverErrors.jsonContentType });
    }
    expect((await client.call('auth-user')).body.bio).toBe('');
  });
});

describe('sign-in rate limit', () => {
  const fail = (client: ApiClient, username: string) =>
    client.call('auth-signin', { body: { username, password: 'Wrong0ne' } });

  it('blocks a username after 10 failures, even with the right password, from any address', async () => {
    const username = uniqueName('Kim');
    await api.client().signUp(username);
    for (let i = 0; i < limits.signInFailuresMax; i++) {
      expect((await fail(api.client(), username)).status).toBe(401);
    }
    const blocked = await api.client().call('auth-signin', { body: { username, password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: serverErrors.tooManySignIns });
    expect(blocked.headers.get('retry-after')).toBe(String(limits.signInWindowMinutes * 60));
  });

  it('blocks an address after 10 failures across usernames', async () => {
    const address = '203.0.113.7';
    const username = uniqueName('Lee');
    await api.client().signUp(username);
    for (let i = 0; i < limits.signInFailuresMax; i++) {
      expect((await fail(api.client(address), uniqueName('ghost'))).status).toBe(401);
    }
    expect((await api.client(address).call('auth-signin', { body: { username, password } })).status).toBe(
      429,
    );
    // Another address is not affected.
    expect((await api.client().call('auth-signin', { body: { username, password } })).status).toBe(200);
  });

  it('ignores an expired window (the code checks expiry; DynamoDB Local never deletes)', async () => {
    const username = uniqueName('Max');
    await api.client().signUp(username);
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    await api.db.send(
      new PutCommand({
        TableName: api.tableName,
        Item: {
          ...keys.rate(`signin-user#${username.toLowerCase()}`),
          count: 50,
          expiresAt: Math.floor(Date.now() / 1000) - 1,
        },
      }),
    );
    expect((await api.client().call('auth-signin', { body: { username, password } })).status).toBe(200);
  });
});

describe("a session's password checks", () => {
  /** A wrong password through each route that checks one from a session, in turn: they share one count. */
  const wrongTries = [
    (client: ApiClient) =>
      client.call('auth-change-password', { body: { oldPassword: 'Wrong0ne', newPassword: 'N3wPassword' } }),
    (client: ApiClient) => client.call('auth-2fa-setup', { body: { password: 'Wrong0ne' } }),
    (client: ApiClient) => client.call('auth-passkeys-register-options', { body: { password: 'Wrong0ne' } }),
    (client: ApiClient) => client.call('auth-delete-account', { body: { password: 'Wrong0ne' } }),
  ];

  it('take 10 wrong passwords per account in 15 minutes across routes, then 429 even for the right one', async () => {
    const { client, user } = await api.user('Pia');
    const before = await profileItem(user._id);
    for (let i = 0; i < limits.passwordChecksPerAccount; i++) {
      const wrong = await (wrongTries[i % wrongTries.length] as (typeof wrongTries)[0])(client);
      expect(wrong.status, `try ${i}`).toBe(400);
      expect(wrong.body).toEqual({ message: serverErrors.wrongPassword });
    }
    const blocked = await Promise.all([
      client.call('auth-change-password', { body: { oldPassword: password, newPassword: 'N3wPassword' } }),
      client.call('auth-2fa-setup', { body: { password } }),
      client.call('auth-passkeys-register-options', { body: { password } }),
      client.call('auth-delete-account', { body: { password } }),
    ]);
    for (const refused of blocked) {
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: accountTexts.tooManyAttempts });
      expect(refused.headers.get('retry-after')).toBe(String(limits.passwordCheckWindowMinutes * 60));
    }
    // From another address too: the account's own window is full. Nothing changed.
    client.address = '198.51.100.23';
    const elsewhere = await client.call('auth-change-password', {
      body: { oldPassword: password, newPassword: 'N3wPassword' },
    });
    expect(elsewhere.status).toBe(429);
    expect(await profileItem(user._id)).toEqual(before);
    expect((await client.call('auth-user')).status).toBe(200);
  });

  it('take 30 wrong passwords per client address across accounts; a right one clears its account', async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 30}`;
    const people = await Promise.all([1, 2, 3, 4].map(() => api.user('Quin')));
    for (const person of people) person.client.address = address;
    const [first, second, third, fourth] = people as [
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
    ];
    // Nine wrong, then the right one, which clears the account's window: ten more may be tried.
    for (let i = 0; i < limits.passwordChecksPerAccount - 1; i++)
      expect((await wrongTries[1]?.(first.client))?.status).toBe(400);
    const right = await first.client.call('auth-2fa-setup', { body: { password } });
    expect(right.status).toBe(200);
    let wrongs = limits.passwordChecksPerAccount - 1;
    for (const person of [first, second, third])
      for (
        let i = 0;
        i < limits.passwordChecksPerAccount && wrongs < limits.passwordChecksPerAddress;
        i++, wrongs++
      )
        expect((await wrongTries[2]?.(person.client))?.status).toBe(400);
    expect(wrongs).toBe(limits.passwordChecksPerAddress);
    const byAddress = await fourth.client.call('auth-passkeys-register-options', { body: { password } });
    expect(byAddress).toMatchObject({ status: 429, body: { message: accountTexts.tooManyAttempts } });
    fourth.client.address = '198.51.100.5';
    expect((await fourth.client.call('auth-passkeys-register-options', { body: { password } })).status).toBe(
      200,
    );
  });
});

describe('round trips', () => {
  it('reads the current user with two DynamoDB calls: the session and, beside it, the unseen notifications', async () => {
    const { client } = await api.user('Ned');
    expect((await client.call('auth-user')).ddbCalls).toBe(2);
  });
});
