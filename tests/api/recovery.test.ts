/**
 * The recovery address over HTTP on the local stack (docs/api.md#email,
 * docs/decisions/0142-sensitive-changes-need-proof.md): a session alone cannot move where reset
 * mail goes; a link confirmed with the password (and code) does, and the old address is told and
 * can undo it; every verification mail counts toward the day's five; the reset page lists the
 * account's passkeys and removes them by its link. Links are read from the mail the local SES
 * server was sent, as their reader would follow them.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../scripts/bench/soft-authenticator';
import { limits } from '../../shared/limits';
import {
  accountMailTexts,
  accountTexts,
  recoveryMailTexts,
  recoveryTexts,
  serverErrors,
} from '../../shared/messages/server';
import { type ApiClient, sentMail, startApi, type TestApi, uniqueName } from '../support/api';
import type { Member } from './team-support';

let api: TestApi;
let owner: Member;
beforeAll(async () => {
  api = await startApi();
  owner = await api.user('rcowner');
  expect((await owner.client.call('admin-claim', { body: { token: api.setupToken } })).status).toBe(200);
});
afterAll(() => api.close());

const password = 'Passw0rd';
/** An address no other test (file) sends to: the run's SES server holds every file's mail. */
const address = (who: string) => `${who}_${randomBytes(5).toString('hex')}@example.com`;

/** The token of the link to `path` in the newest mail to `to` with `subject`. */
async function linkToken(to: string, path: string, subject?: string): Promise<string> {
  const mail = (await sentMail(api, to)).find((sent) => subject === undefined || sent.subject === subject);
  const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link in the mail to ${to}`);
  const link = new URL(url);
  expect(link.pathname).toBe(path);
  return link.searchParams.get('token') ?? '';
}

const verifyToken = (to: string) => linkToken(to, '/verify-email', accountMailTexts.verify.subject);
const undoToken = (to: string) => linkToken(to, '/undo-email', recoveryMailTexts.subject);
const resetToken = (to: string) => linkToken(to, '/reset-password', accountMailTexts.reset.subject);

async function setAddress(member: Member, email: string) {
  const answer = await member.client.call('auth-update-profile', { body: { email } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const verify = (
  body: { token: string; password?: string; code?: string },
  client: ApiClient = api.client(),
) => client.call('auth-email-verify', { body });

/** Sets the address and confirms its link with the password: it becomes the recovery address. */
async function confirmed(member: Member, email: string) {
  await setAddress(member, email);
  const answer = await verify({ token: await verifyToken(email), password });
  expect(answer, JSON.stringify(answer.body)).toMatchObject({
    status: 200,
    body: { message: accountTexts.emailVerified },
  });
}

/** The reset mails `to` received. */
const resetMails = async (to: string) =>
  (await sentMail(api, to)).filter((mail) => mail.subject === accountMailTexts.reset.subject);

describe('a stolen session', () => {
  it('sets the address it shows, but cannot confirm it without the password: reset mail still goes to the owner', async () => {
    const member = await api.user('victim');
    const own = address('own');
    await confirmed(member, own);

    // The thief, with the cookie alone.
    const thief = address('thief');
    const shown = await setAddress(member, thief);
    expect(shown).toMatchObject({ email: thief, emailVerified: false, recoveryEmail: own });
    const token = await verifyToken(thief);
    const bare = await verify({ token });
    expect(bare).toMatchObject({
      status: 400,
      body: { message: recoveryTexts.passwordNeeded, passwordNeeded: true, twoFactor: false, email: thief },
    });
    const guessed = await verify({ token, password: 'Wrong0pass' });
    expect(guessed).toMatchObject({ status: 400, body: { message: serverErrors.wrongPassword } });
    expect((await member.client.call('auth-user')).body).toMatchObject({
      email: thief,
      emailVerified: false,
      recoveryEmail: own,
    });

    const byName = await api.client().call('auth-password-forgot', { body: { login: member.user.username } });
    expect(byName.status).toBe(202);
    const byThiefAddress = await api.client().call('auth-password-forgot', { body: { login: thief } });
    expect(byThiefAddress.status).toBe(202);
    expect(await resetMails(thief)).toHaveLength(0);
    expect(await resetMails(own)).toHaveLength(1);

    // The link still works for the owner, with the password.
    expect((await verify({ token, password })).status).toBe(200);
  });

  it('of an account with no verified address yet cannot give it one either', async () => {
    const member = await api.user('fresh');
    const thief = address('thief');
    await setAddress(member, thief);
    const bare = await verify({ token: await verifyToken(thief) });
    expect(bare).toMatchObject({ status: 400, body: { passwordNeeded: true } });
    await api.client().call('auth-password-forgot', { body: { login: member.user.username } });
    await api.client().call('auth-password-forgot', { body: { login: thief } });
    expect(await resetMails(thief)).toHaveLength(0);
    expect((await member.client.call('auth-user')).body).toMatchObject({
      emailVerified: false,
      recoveryEmail: '',
    });
  });

  it('changing back to the recovery address needs no link, and clearing the address keeps it', async () => {
    const member = await api.user('back');
    const own = address('own');
    await confirmed(member, own);
    await setAddress(member, address('other'));
    const before = (await sentMail(api, own)).length;
    expect(await setAddress(member, own.toUpperCase())).toMatchObject({
      emailVerified: true,
      recoveryEmail: own,
    });
    expect(await sentMail(api, own.toUpperCase())).toHaveLength(0);
    expect(await sentMail(api, own)).toHaveLength(before);
    expect(await setAddress(member, '')).toMatchObject({
      email: '',
      emailVerified: false,
      recoveryEmail: own,
    });
    await api.client().call('auth-password-forgot', { body: { login: own } });
    expect(await resetMails(own)).toHaveLength(1);
  });
});

describe('a confirmed change of the recovery address', () => {
  it('mails the old address an undo link that puts it back, signs out everywhere and kills the new reset link', async () => {
    const member = await api.user('moved');
    const [first, second] = [address('first'), address('second')];
    await confirmed(member, first);
    await confirmed(member, second);
    expect((await member.client.call('auth-user')).body).toMatchObject({
      email: second,
      emailVerified: true,
      recoveryEmail: second,
    });
    const [notice] = await sentMail(api, first);
    expect(notice?.subject).toBe(recoveryMailTexts.subject);
    expect(notice?.text).toContain(recoveryMailTexts.body(member.user.username, second));
    expect(notice?.text).toContain(recoveryMailTexts.reason);
    const undo = await undoToken(first);

    await api.client().call('auth-password-forgot', { body: { login: member.user.username } });
    const reset = await resetToken(second);

    const undone = await api.client().call('auth-email-undo', { body: { token: undo } });
    expect(undone).toMatchObject({ status: 200, body: { message: recoveryTexts.undone(first) } });
    expect((await member.client.call('auth-user')).status).toBe(401);
    const late = await api
      .client()
      .call('auth-password-reset', { body: { token: reset, newPassword: 'Fresh1pass' } });
    expect(late).toMatchObject({ status: 400, body: { message: accountTexts.resetLinkInvalid } });
    const again = await api.client().call('auth-email-undo', { body: { token: undo } });
    expect(again).toMatchObject({ status: 400, body: { message: recoveryTexts.undoLinkInvalid } });

    const client = api.client();
    const signedIn = await client.call('auth-signin', { body: { username: member.user.username, password } });
    expect(signedIn.body).toMatchObject({ email: first, emailVerified: true, recoveryEmail: first });
    await api.client().call('auth-password-forgot', { body: { login: second } });
    expect(await resetMails(second)).toHaveLength(1);
    await api.client().call('auth-password-forgot', { body: { login: first } });
    expect(await resetMails(first)).toHaveLength(1);
  });

  it("undoes the changes after it, not before: a later change's undo cannot cancel an earlier one's", async () => {
    const changedTwice = async (prefix: string) => {
      const member = await api.user(prefix);
      const [a, b, c] = [address(`${prefix}a`), address(`${prefix}b`), address(`${prefix}c`)];
      await confirmed(member, a);
      await confirmed(member, b);
      await confirmed(member, c);
      return { member, a, b, c, first: await undoToken(a), second: await undoToken(b) };
    };
    const undo = (token: string) => api.client().call('auth-email-undo', { body: { token } });

    // The thief (who holds b, and the password) undoes the second change: the owner's undo still works.
    const one = await changedTwice('late');
    expect((await undo(one.second)).status).toBe(200);
    expect((await undo(one.first)).body).toEqual({ message: recoveryTexts.undone(one.a) });

    // The owner undoes the first change: the second's undo dies with it.
    const two = await changedTwice('early');
    expect((await undo(two.first)).status).toBe(200);
    expect(await undo(two.second)).toMatchObject({
      status: 400,
      body: { message: recoveryTexts.undoLinkInvalid },
    });
    const client = api.client();
    const signedIn = await client.call('auth-signin', {
      body: { username: two.member.user.username, password },
    });
    expect(signedIn.body).toMatchObject({ email: two.a, recoveryEmail: two.a });
  });

  it('with two-factor sign-in on needs a code as well', async () => {
    const member = await api.user('tfmail');
    const setup = await member.client.call('auth-2fa-setup', { body: { password } });
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret) });
    expect((await member.client.call('auth-2fa-enable', { body: { code: totp.generate() } })).status).toBe(
      200,
    );
    const email = address('tf');
    await setAddress(member, email);
    const token = await verifyToken(email);
    const bare = await verify({ token });
    expect(bare).toMatchObject({ status: 400, body: { passwordNeeded: true, twoFactor: true } });
    const noCode = await verify({ token, password });
    expect(noCode).toMatchObject({ status: 400, body: { message: accountTexts.resetNeedsCode } });
    const wrong = await verify({ token, password, code: totp.generate() === '000000' ? '111111' : '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { message: accountTexts.codeInvalid } });
    expect((await member.client.call('auth-user')).body.emailVerified).toBe(false);
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    expect((await verify({ token, password, code: next })).status).toBe(200);
    expect((await member.client.call('auth-user')).body).toMatchObject({
      emailVerified: true,
      recoveryEmail: email,
    });
  });

  it("counts the page's password checks: the eleventh wrong one in 15 minutes is 429, even right", async () => {
    const member = await api.user('guess');
    const email = address('guess');
    await setAddress(member, email);
    const token = await verifyToken(email);
    // Each from its own client address: the account's window is the one that fills.
    for (let i = 0; i < limits.passwordChecksPerAccount; i++) {
      const wrong = await verify({ token, password: `Wrong${i}pass` }, api.client());
      expect(wrong.status).toBe(400);
    }
    const refused = await verify({ token, password }, api.client());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(limits.passwordCheckWindowMinutes * 60));
    expect((await member.client.call('auth-user')).body.emailVerified).toBe(false);
  });
});

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
