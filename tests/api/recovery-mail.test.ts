/**
 * The recovery address's mail and reset page over HTTP on the local stack (docs/api.md#email,
 * docs/api.md#password-resets, docs/decisions/0142-sensitive-changes-need-proof.md): every
 * verification mail counts toward the day's five, however sent; the reset page lists the
 * account's passkeys and removes them by its link, which stays single-use for the password.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../scripts/bench/soft-authenticator';
import { limits } from '../../shared/limits';
import { accountTexts } from '../../shared/messages/server';
import { sentMail, startApi, type TestApi, uniqueName } from '../support/api';
import { address, password, recoveryHelpers } from './recovery-support';
import type { Member } from './team-support';

let api: TestApi;
let owner: Member;
beforeAll(async () => {
  api = await startApi();
  owner = await api.user('rcowner');
  expect((await owner.client.call('admin-claim', { body: { token: api.setupToken } })).status).toBe(200);
});
afterAll(() => api.close());

const { setAddress, verify, verifyToken, resetToken, confirmed } = recoveryHelpers(() => api);

describe('verification mail', () => {
  it('counts every link toward the five a day: changing back and forth twelve times mails five', async () => {
    const member = await api.user('flip');
    const [x, y] = [address('x'), address('y')];
    for (let i = 0; i < 12; i++) await setAddress(member, i % 2 === 0 ? x : y);
    const mailed = [...(await sentMail(api, x)), ...(await sentMail(api, y))];
    expect(mailed).toHaveLength(limits.accountMailsPerDay);
    // The address is saved all the same (the original client's form), and the resend is refused.
    expect((await member.client.call('auth-user')).body.email).toBe(y);
    const resend = await member.client.call('auth-email-verify-request');
    expect(resend).toMatchObject({ status: 429, body: { message: accountTexts.tooManyAttempts } });
  });

  it("counts a domain sign-up's link, which its click alone verifies", async () => {
    const set = await owner.client.call('admin-settings-update', {
      body: { registration: 'domain', allowedDomains: ['example.net'] },
    });
    expect(set.status).toBe(200);
    try {
      const email = `dom_${randomBytes(5).toString('hex')}@example.net`;
      const username = uniqueName('dom');
      const client = api.client();
      expect((await client.call('auth-signup', { body: { username, password, email } })).status).toBe(202);
      expect((await verify({ token: await verifyToken(email) })).status).toBe(200);
      expect((await client.call('auth-signin', { body: { username, password } })).status).toBe(200);
      const member = { client, user: (await client.call('auth-user')).body };
      const others = [1, 2, 3, 4, 5].map((n) => address(`dom${n}`));
      for (const other of others) await setAddress(member, other);
      const mailed = (await Promise.all(others.map((other) => sentMail(api, other)))).flat();
      expect(mailed).toHaveLength(limits.accountMailsPerDay - 1);
    } finally {
      await owner.client.call('admin-settings-update', { body: { registration: 'open' } });
    }
  });
});

describe('the reset page', () => {
  /** A member with a verified address and a passkey made by `authenticator`. */
  async function withPasskey(prefix: string, authenticator: SoftAuthenticator) {
    const member = await api.user(prefix);
    const email = address(prefix);
    await confirmed(member, email);
    // The password rides along: registration asks for it where sessions need proof (decision 0142).
    const options = await member.client.call('auth-passkeys-register-options', { body: { password } });
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    const made = await member.client.call('auth-passkeys-register-verify', {
      body: { response: authenticator.register(options.body as never) },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return { member, email, passkey: made.body };
  }

  it("lists the account's passkeys and removes them by the link, which then still sets the password once", async () => {
    const authenticator = new SoftAuthenticator(api.baseUrl);
    const { member, email, passkey } = await withPasskey('rpk', authenticator);
    await api.client().call('auth-password-forgot', { body: { login: member.user.username } });
    const token = await resetToken(email);

    const read = await api.client().call('auth-password-reset-account', { body: { token } });
    expect(read).toMatchObject({
      status: 200,
      body: { username: member.user.username, twoFactor: false, passkeys: [passkey] },
    });
    const elsewhere = await api
      .client()
      .call('auth-password-reset-passkey-delete', { body: { token, id: 'AAAA' } });
    expect(elsewhere).toMatchObject({ status: 404, body: { message: accountTexts.passkeyNotFound } });
    const removed = await api.client().call('auth-password-reset-passkey-delete', {
      body: { token, id: passkey._id },
    });
    expect(removed).toMatchObject({ status: 200, body: { passkeys: [] } });
    const challenge = await api.client().call('auth-passkeys-signin-options');
    const refused = await api.client().call('auth-passkeys-signin-verify', {
      body: { response: authenticator.signIn(challenge.body as never as { challenge: string }) },
    });
    expect(refused).toMatchObject({ status: 401, body: { message: accountTexts.passkeyUnknown } });

    const set = await api
      .client()
      .call('auth-password-reset', { body: { token, newPassword: 'Fresh1pass' } });
    expect(set.status).toBe(200);
    const dead = await api.client().call('auth-password-reset-account', { body: { token } });
    expect(dead).toMatchObject({ status: 400, body: { message: accountTexts.resetLinkInvalid } });
    const deadRemoval = await api.client().call('auth-password-reset-passkey-delete', {
      body: { token, id: passkey._id },
    });
    expect(deadRemoval).toMatchObject({ status: 400, body: { message: accountTexts.resetLinkInvalid } });
  });

  it("an admin's link reads and removes the same way; a superseded link does neither", async () => {
    const authenticator = new SoftAuthenticator(api.baseUrl);
    const { member, passkey } = await withPasskey('rpa', authenticator);
    const link = await owner.client.call('admin-reset-link', { params: { id: member.user._id } });
    expect(link.status).toBe(200);
    const first = new URL(link.body.url).searchParams.get('token') ?? '';
    const read = await api.client().call('auth-password-reset-account', { body: { token: first } });
    expect(read.body).toMatchObject({ passkeys: [passkey] });

    const newer = await owner.client.call('admin-reset-link', { params: { id: member.user._id } });
    const token = new URL(newer.body.url).searchParams.get('token') ?? '';
    const stale = await api.client().call('auth-password-reset-passkey-delete', {
      body: { token: first, id: passkey._id },
    });
    expect(stale).toMatchObject({ status: 400, body: { message: accountTexts.resetLinkInvalid } });
    expect((await api.client().call('auth-password-reset-account', { body: { token } })).body).toMatchObject({
      passkeys: [passkey],
    });
    const removed = await api
      .client()
      .call('auth-password-reset-passkey-delete', { body: { token, id: passkey._id } });
    expect(removed.body).toMatchObject({ passkeys: [] });
  });
});
