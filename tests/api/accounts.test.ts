/**
 * The deploy's owner and admins, who may sign up, invitations, sessions and reset links over HTTP
 * on DynamoDB Local (docs/api.md#accounts): each flow as its user drives it, each refusal with
 * nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../functions/data/core/ids';
import { accountTexts, serverErrors } from '../../shared/messages/server';
import { type ApiClient, signedUp, startApi, type TestApi, uniqueName } from '../support/api';
import { type Member, storedProfile } from './team-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const password = 'Passw0rd';

async function member(prefix = 'acct'): Promise<Member> {
  return api.user(prefix);
}

async function signIn(username: string, pass = password, userAgent?: string): Promise<ApiClient> {
  const client = api.client();
  const answer = await client.call('auth-signin', {
    body: { username, password: pass },
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return client;
}

async function roleOf(client: ApiClient) {
  const answer = await client.call('auth-user');
  return answer.status === 200 ? answer.body.role : answer.status;
}

/** The owner of this suite's deploy: claimed once, by the first test. */
let owner: Member;

describe('claiming the deploy', () => {
  it('answers the options of an open deploy to anyone', async () => {
    const answer = await api.client().call('auth-options');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      registration: 'open',
      passkeys: true,
      membersCanInvite: true,
      owned: false,
    });
  });

  it('refuses a wrong token and a guest, then makes the holder of the link the owner, once', async () => {
    owner = await member('owner');
    expect(await roleOf(owner.client)).toBe('member');

    const guest = await api.client().call('admin-claim', { body: { token: api.setupToken } });
    expect(guest.status).toBe(401);
    const wrong = await owner.client.call('admin-claim', { body: { token: `${api.setupToken.slice(1)}x` } });
    expect(wrong).toMatchObject({ status: 404, body: { message: accountTexts.setupLinkInvalid } });
    const malformed = await owner.client.call('admin-claim', { body: { token: '<script>' } });
    expect(malformed.status).toBe(400);
    expect(await roleOf(owner.client)).toBe('member');

    const claimed = await owner.client.call('admin-claim', { body: { token: api.setupToken } });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body.role).toBe('owner');
    expect(await roleOf(owner.client)).toBe('owner');

    const other = await member('late');
    const again = await other.client.call('admin-claim', { body: { token: api.setupToken } });
    expect(again).toMatchObject({ status: 404, body: { message: accountTexts.setupLinkInvalid } });
    expect(await roleOf(other.client)).toBe('member');
    // The sign-in page no longer says the site has no owner.
    expect((await api.client().call('auth-options')).body.owned).toBe(true);
  });
});

describe('what only admins may do', () => {
  it('answers 403 to a member on every admin route, and changes nothing', async () => {
    const someone = await member('plain');
    const target = await member('target');
    const calls = await Promise.all([
      someone.client.call('admin-users'),
      someone.client.call('admin-settings'),
      someone.client.call('admin-settings-update', { body: { registration: 'invite' } }),
      someone.client.call('admin-user-update', { params: { id: target.user._id }, body: { disabled: true } }),
      someone.client.call('admin-reset-link', { params: { id: target.user._id } }),
      someone.client.call('admin-transfer', { body: { userId: someone.user._id } }),
    ]);
    expect(calls.map((c) => c.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await api.client().call('auth-options')).body.registration).toBe('open');
    expect(await roleOf(target.client)).toBe('member');
    expect(await roleOf(owner.client)).toBe('owner');
  });

  it('lists accounts by username page by page, with a prefix, from the directory', async () => {
    const prefix = `dir${Date.now().toString(36)}`;
    // Made in the data layer: 52 sign-ups would spend a minute on password hashing alone. Imported
    // once the stack's environment is set, as the handlers read it at load.
    const { createUser } = await import('../../functions/data/accounts/sign-up');
    const { newEntry } = await import('../../functions/data/accounts/session-entries');
    for (let i = 0; i < 52; i++)
      await createUser({
        id: newId(),
        username: `${prefix}_${String(i).padStart(2, '0')}`,
        passwordHash: 'unused',
        session: { id: newId(), entry: newEntry(Math.floor(Date.now() / 1000) + 3600, 'Test') },
        createdAt: new Date().toISOString(),
      });
    const first = await owner.client.call('admin-users', { query: { query: prefix.toUpperCase() } });
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(50);
    expect(first.body.users[0]).toMatchObject({
      username: `${prefix}_00`,
      role: 'member',
      disabled: false,
      twoFactor: false,
      passkeys: 0,
      emailVerified: false,
    });
    expect(first.body.next).not.toBeNull();
    const second = await owner.client.call('admin-users', {
      query: { query: prefix, cursor: first.body.next as string },
    });
    expect(second.body.users.map((u) => u.username)).toEqual([`${prefix}_50`, `${prefix}_51`]);
    expect(second.body.next).toBeNull();
    const all = await owner.client.call('admin-users');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.users).toHaveLength(50);
    const names = all.body.users.map((u) => u.username.toLowerCase());
    expect(names).toEqual([...names].sort());
    const self = await owner.client.call('admin-users', { query: { query: owner.user.username } });
    expect(self.body.users).toMatchObject([{ _id: owner.user._id, role: 'owner' }]);
  });
});

describe('roles and disabled accounts', () => {
  it('the owner makes an admin, who acts on members only, and nobody acts on the owner', async () => {
    const admin = await member('admin');
    const promoted = await owner.client.call('admin-user-update', {
      params: { id: admin.user._id },
      body: { role: 'admin' },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ _id: admin.user._id, role: 'admin', disabled: false });
    expect(await roleOf(admin.client)).toBe('admin');

    const otherAdmin = await member('admin2');
    await owner.client.call('admin-user-update', {
      params: { id: otherAdmin.user._id },
      body: { role: 'admin' },
    });
    const onAdmin = await admin.client.call('admin-user-update', {
      params: { id: otherAdmin.user._id },
      body: { disabled: true },
    });
    expect(onAdmin).toMatchObject({ status: 403, body: { message: accountTexts.ownerOnly } });
    const onOwner = await admin.client.call('admin-user-update', {
      params: { id: owner.user._id },
      body: { role: 'member' },
    });
    expect(onOwner).toMatchObject({ status: 403, body: { message: accountTexts.ownerUnchangeable } });
    const onSelf = await owner.client.call('admin-user-update', {
      params: { id: owner.user._id },
      body: { disabled: true },
    });
    expect(onSelf.status).toBe(403);
    expect(await roleOf(otherAdmin.client)).toBe('admin');
    expect(await roleOf(owner.client)).toBe('owner');

    const unknown = await owner.client.call('admin-user-update', {
      params: { id: newId() },
      body: { role: 'admin' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: serverErrors.userNotFound } });
    const badRole = await owner.client.call('admin-user-update', {
      params: { id: admin.user._id },
      body: { role: 'owner' },
    });
    expect(badRole).toMatchObject({ status: 400, body: { message: accountTexts.roleInvalid } });
    expect(await roleOf(admin.client)).toBe('admin');
  });

  it('a disabled account is signed out at once and cannot sign in until enabled again', async () => {
    const admin = await member('admin3');
    await owner.client.call('admin-user-update', { params: { id: admin.user._id }, body: { role: 'admin' } });
    const worker = await member('worker');
    const disabled = await admin.client.call('admin-user-update', {
      params: { id: worker.user._id },
      body: { disabled: true },
    });
    expect(disabled.body).toMatchObject({ disabled: true, role: 'member' });
    expect((await worker.client.call('auth-user')).status).toBe(401);
    const refused = await api.client().call('auth-signin', {
      body: { username: worker.user.username, password },
    });
    expect(refused).toMatchObject({ status: 403, body: { message: accountTexts.accountDisabled } });
    // A wrong password says nothing of the account.
    const wrong = await api
      .client()
      .call('auth-signin', { body: { username: worker.user.username, password: 'nope12' } });
    expect(wrong.status).toBe(401);

    await admin.client.call('admin-user-update', {
      params: { id: worker.user._id },
      body: { disabled: false },
    });
    const back = await signIn(worker.user.username);
    expect(await roleOf(back)).toBe('member');
  });
});

describe('reset links', () => {
  it("an admin's link ends the sessions, sets a new password once, and only the newest works", async () => {
    const forgetful = await member('forgot');
    const first = await owner.client.call('admin-reset-link', { params: { id: forgetful.user._id } });
    expect(first.status).toBe(200);
    expect((await forgetful.client.call('auth-user')).status).toBe(401);
    const second = await owner.client.call('admin-reset-link', { params: { id: forgetful.user._id } });
    const tokenOf = (url: string) => {
      const parsed = new URL(url);
      expect(parsed.origin).toBe(api.baseUrl);
      expect(parsed.pathname).toBe('/reset-password');
      return parsed.searchParams.get('token') as string;
    };
    const [oldToken, newToken] = [tokenOf(first.body.url), tokenOf(second.body.url)];

    const stale = await api.client().call('auth-password-reset', {
      body: { token: oldToken, newPassword: 'Better1pass' },
    });
    expect(stale).toMatchObject({ status: 400, body: { message: accountTexts.resetLinkInvalid } });
    const weak = await api
      .client()
      .call('auth-password-reset', { body: { token: newToken, newPassword: 'short' } });
    expect(weak.status).toBe(400);

    const reset = await api.client().call('auth-password-reset', {
      body: { token: newToken, newPassword: 'Better1pass' },
    });
    expect(reset).toMatchObject({ status: 200, body: { message: accountTexts.passwordReset } });
    const reused = await api.client().call('auth-password-reset', {
      body: { token: newToken, newPassword: 'Other1pass' },
    });
    expect(reused.status).toBe(400);
    await signIn(forgetful.user.username, 'Better1pass');
    const old = await api
      .client()
      .call('auth-signin', { body: { username: forgetful.user.username, password } });
    expect(old.status).toBe(401);
  });
});

describe('sessions', () => {
  it('lists the sessions with their devices, signs one out, then every other', async () => {
    const person = await member('sess');
    const chrome =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const laptop = await signIn(person.user.username, password, chrome);
    const desktop = await signIn(person.user.username, password, firefox);

    const listed = await laptop.call('auth-sessions');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(3);
    expect(listed.body[0]).toMatchObject({ current: true, device: 'Chrome on macOS' });
    const other = listed.body.find((s) => s.device === 'Firefox on Windows');
    expect(other?.current).toBe(false);

    const foreign = await person.client.call('auth-session-delete', { params: { id: newId() } });
    expect(foreign).toMatchObject({ status: 404, body: { message: accountTexts.sessionNotFound } });
    const ended = await laptop.call('auth-session-delete', { params: { id: other?._id as string } });
    expect(ended).toMatchObject({ status: 200, body: { message: accountTexts.sessionEnded } });
    expect((await desktop.call('auth-user')).status).toBe(401);
    expect((await laptop.call('auth-sessions')).body).toHaveLength(2);

    const rest = await laptop.call('auth-sessions-revoke-others');
    expect(rest).toMatchObject({ status: 200, body: { message: accountTexts.otherSessionsEnded } });
    expect((await person.client.call('auth-user')).status).toBe(401);
    expect((await laptop.call('auth-sessions')).body.map((s) => s.current)).toEqual([true]);
  });

  it("another user's session id is not found, and leaves that session alone", async () => {
    const [a, b] = [await member('sa'), await member('sb')];
    const profile = await storedProfile(api, b.user._id);
    const [sessionOfB] = Object.keys(profile.sessions);
    const answer = await a.client.call('auth-session-delete', { params: { id: sessionOfB as string } });
    expect(answer.status).toBe(404);
    expect((await b.client.call('auth-user')).status).toBe(200);
  });
});

describe('who may sign up, and invitations', () => {
  it('an invite-only deploy admits only through a live invitation, which makes teammates', async () => {
    const inviter = await member('inviter');
    try {
      const set = await owner.client.call('admin-settings-update', { body: { registration: 'invite' } });
      expect(set.body).toMatchObject({ registration: 'invite', membersCanInvite: true });
      expect((await api.client().call('auth-options')).body.registration).toBe('invite');

      const uninvited = await api
        .client()
        .call('auth-signup', { body: { username: uniqueName('nope'), password } });
      expect(uninvited).toMatchObject({ status: 403, body: { message: accountTexts.signUpNeedsInvite } });

      const made = await inviter.client.call('invites-create', { body: { uses: 2, expiresInDays: 3 } });
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({
        usesLeft: 2,
        uses: 0,
        email: null,
        inviter: { _id: inviter.user._id },
      });
      const code = new URL(made.body.url).searchParams.get('invite') as string;

      const preview = await api.client().call('auth-invite', { params: { code } });
      expect(preview.body.inviter).toMatchObject({ _id: inviter.user._id, username: inviter.user.username });

      const joiner = api.client();
      const joined = await joiner.call('auth-signup', {
        body: { username: uniqueName('joiner'), password, invite: code },
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
      expect(joined.body).toMatchObject({ team: [inviter.user._id], totalTeams: 1 });
      const inviterNow = await inviter.client.call('auth-user');
      expect(inviterNow.body.team).toContain(signedUp(joined.body)._id);
      expect(inviterNow.body.totalTeams).toBe(1);

      await api
        .client()
        .call('auth-signup', { body: { username: uniqueName('second'), password, invite: code } });
      const third = await api
        .client()
        .call('auth-signup', { body: { username: uniqueName('third'), password, invite: code } });
      expect(third).toMatchObject({ status: 403, body: { message: accountTexts.inviteUsedUp } });

      const forged = await api.client().call('auth-signup', {
        body: { username: uniqueName('forged'), password, invite: `${made.body._id}.${'A'.repeat(43)}` },
      });
      expect(forged).toMatchObject({ status: 403, body: { message: accountTexts.inviteInvalid } });

      const another = await inviter.client.call('invites-create', { body: {} });
      expect(another.body).toMatchObject({ usesLeft: 1 });
      const deleted = await inviter.client.call('invites-delete', { params: { id: another.body._id } });
      expect(deleted.status).toBe(200);
      const gone = await api.client().call('auth-signup', {
        body: {
          username: uniqueName('gone'),
          password,
          invite: new URL(another.body.url).searchParams.get('invite') as string,
        },
      });
      expect(gone).toMatchObject({ status: 403, body: { message: accountTexts.inviteInvalid } });
    } finally {
      await owner.client.call('admin-settings-update', { body: { registration: 'open' } });
    }
  });

  it('lists your own invitations, all of them for an admin; only admins invite when members may not', async () => {
    const [alice, bob] = [await member('ialice'), await member('ibob')];
    const mine = await alice.client.call('invites-create', { body: { email: 'pal@example.com' } });
    await bob.client.call('invites-create', { body: {} });
    const listed = await alice.client.call('invites-list');
    expect(listed.body.map((i) => i._id)).toEqual([mine.body._id]);
    expect(listed.body[0]).toMatchObject({ email: 'pal@example.com' });
    const everyone = await owner.client.call('invites-list');
    expect(everyone.body.length).toBeGreaterThanOrEqual(2);

    const notTheirs = await bob.client.call('invites-delete', { params: { id: mine.body._id } });
    expect(notTheirs).toMatchObject({ status: 404, body: { message: accountTexts.inviteNotFound } });
    expect((await alice.client.call('invites-list')).body.map((i) => i._id)).toContain(mine.body._id);
    const tooMany = await alice.client.call('invites-create', { body: { uses: 101 } });
    expect(tooMany).toMatchObject({ status: 400, body: { message: accountTexts.usesInvalid } });

    try {
      await owner.client.call('admin-settings-update', { body: { membersCanInvite: false } });
      const refused = await alice.client.call('invites-create', { body: {} });
      expect(refused).toMatchObject({ status: 403, body: { message: accountTexts.invitesAdminsOnly } });
      expect((await owner.client.call('invites-create', { body: {} })).status).toBe(201);
    } finally {
      await owner.client.call('admin-settings-update', { body: { membersCanInvite: true } });
    }
  });

  it('refuses settings that are not settings, and keeps the ones there', async () => {
    const bad = await owner.client.call('admin-settings-update', { body: { registration: 'everyone' } });
    expect(bad).toMatchObject({ status: 400, body: { message: accountTexts.registrationInvalid } });
    const badDomain = await owner.client.call('admin-settings-update', {
      body: { allowedDomains: ['not a domain'] },
    });
    expect(badDomain.status).toBe(400);
    const now = await owner.client.call('admin-settings');
    expect(now.body).toEqual({
      registration: 'open',
      allowedDomains: [],
      membersCanInvite: true,
      requireTwoFactorForAdmins: false,
    });
  });
});

describe('handing the deploy over', () => {
  it('the owner hands it to an active account and becomes an admin', async () => {
    const heir = await member('heir');
    const toSelf = await owner.client.call('admin-transfer', { body: { userId: owner.user._id } });
    expect(toSelf.status).toBe(400);
    const toNobody = await owner.client.call('admin-transfer', { body: { userId: newId() } });
    expect(toNobody.status).toBe(404);
    const done = await owner.client.call('admin-transfer', { body: { userId: heir.user._id } });
    expect(done).toMatchObject({ status: 200, body: { message: accountTexts.ownershipTransferred } });
    expect(await roleOf(heir.client)).toBe('owner');
    expect(await roleOf(owner.client)).toBe('admin');
    const back = await owner.client.call('admin-transfer', { body: { userId: owner.user._id } });
    expect(back.status).toBe(403);
  });
});
