/**
 * The account mail over HTTP on the local stack (docs/api.md#email): addresses verified by the
 * link they are mailed (confirmed with the password: tests/api/recovery.test.ts says why), a
 * forgotten password reset by its mailed link, an invitation mailed, and a
 * `domain` site whose accounts sign in once verified. Every link is read from the mail the local
 * SES server was sent (`GET /_dev/mail`) and followed as its reader would.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMailTexts, accountTexts } from '../../shared/messages/server';
import { type ApiClient, sentMail, startApi, type TestApi, uniqueName } from '../support/api';
import type { Member } from './team-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const password = 'Passw0rd';
/** An address no other test (file) sends to: the run's SES server holds every file's mail. */
const address = (who = 'ada') => `${who}_${randomBytes(5).toString('hex')}@example.com`;

/** The newest mail to `to`, once it is there (mail is sent before the route answers). */
async function newestMailTo(to: string) {
  const [mail] = await sentMail(api, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The token of the link to `path` in the newest mail to `to`, checking the link leads to the site. */
async function linkToken(to: string, path: string): Promise<string> {
  const mail = await newestMailTo(to);
  const url = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link in the mail to ${to}`);
  const link = new URL(url);
  expect(link.origin).toBe(api.baseUrl);
  expect(link.pathname).toBe(path);
  // The HTML part carries the same link, escaped.
  expect(mail.html).toContain(url.replaceAll('&', '&amp;'));
  return link.searchParams.get('token') ?? link.searchParams.get('invite') ?? '';
}

async function withAddress(member: Member, email: string) {
  const answer = await member.client.call('auth-update-profile', { body: { email } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body).toMatchObject({ email, emailVerified: false });
}

async function verified(member: Member, email: string) {
  await withAddress(member, email);
  const token = await linkToken(email, '/verify-email');
  const answer = await api.client().call('auth-email-verify', { body: { token, password } });
  expect(answer).toMatchObject({ status: 200, body: { message: accountTexts.emailVerified } });
  return token;
}

describe('verifying an address', () => {
  it('a new address is mailed a link that verifies it once; the old link dies with a new one', async () => {
    const member = await api.user('mail');
    const email = address();
    await withAddress(member, email);
    const mail = await newestMailTo(email);
    expect(mail.subject).toBe(accountMailTexts.verify.subject);
    expect(mail.text).toContain(accountMailTexts.verify.reason);
    expect(mail.html).toContain(accountMailTexts.verify.link);
    const first = await linkToken(email, '/verify-email');

    const again = await member.client.call('auth-email-verify-request');
    expect(again).toMatchObject({ status: 200, body: { message: accountTexts.verifySent(email) } });
    const second = await linkToken(email, '/verify-email');
    expect(second).not.toBe(first);
    const stale = await api.client().call('auth-email-verify', { body: { token: first, password } });
    expect(stale).toMatchObject({ status: 400, body: { message: accountTexts.verifyLinkInvalid } });
    expect((await member.client.call('auth-user')).body.emailVerified).toBe(false);

    const ok = await api.client().call('auth-email-verify', { body: { token: second, password } });
    expect(ok.status).toBe(200);
    expect((await member.client.call('auth-user')).body.emailVerified).toBe(true);
    const reused = await api.client().call('auth-email-verify', { body: { token: second, password } });
    expect(reused.status).toBe(400);

    const done = await member.client.call('auth-email-verify-request');
    expect(done).toMatchObject({ status: 400, body: { message: accountTexts.alreadyVerified } });
  });

  it('one account per verified address; changing the shown address keeps it, confirming another gives it up', async () => {
    const [first, second] = [await api.user('own'), await api.user('other')];
    const email = address('shared');
    await verified(first, email);
    await withAddress(second, email.toUpperCase());
    const token = await linkToken(email.toUpperCase(), '/verify-email');
    const taken = await api.client().call('auth-email-verify', { body: { token, password } });
    expect(taken).toMatchObject({ status: 409, body: { message: accountTexts.emailTaken } });
    expect((await second.client.call('auth-user')).body.emailVerified).toBe(false);

    // Shown elsewhere, the address is still the first account's recovery address.
    const moved = address('moved');
    await withAddress(first, moved);
    await second.client.call('auth-email-verify-request');
    const still = await linkToken(email.toUpperCase(), '/verify-email');
    const stillTaken = await api.client().call('auth-email-verify', { body: { token: still, password } });
    expect(stillTaken).toMatchObject({ status: 409, body: { message: accountTexts.emailTaken } });

    // Confirmed elsewhere, it is given up.
    const confirmed = await linkToken(moved, '/verify-email');
    expect(
      (await api.client().call('auth-email-verify', { body: { token: confirmed, password } })).status,
    ).toBe(200);
    await second.client.call('auth-email-verify-request');
    const now = await linkToken(email.toUpperCase(), '/verify-email');
    expect((await api.client().call('auth-email-verify', { body: { token: now, password } })).status).toBe(
      200,
    );
  });

  it('asks for an address first', async () => {
    const member = await api.user('noaddr');
    const answer = await member.client.call('auth-email-verify-request');
    expect(answer).toMatchObject({ status: 400, body: { message: accountTexts.noEmail } });
  });
});

describe('a forgotten password', () => {
  it('mails a link to a verified address, by username or address, that sets a new password once', async () => {
    const member = await api.user('forget');
    const email = address('forget');
    await verified(member, email);

    const byName = await api.client().call('auth-password-forgot', { body: { login: member.user.username } });
    expect(byName).toMatchObject({ status: 202, body: { message: accountTexts.forgotSent } });
    const mail = await newestMailTo(email);
    expect(mail.subject).toBe(accountMailTexts.reset.subject);
    const token = await linkToken(email, '/reset-password');
    // Asking by address (any case) makes a newer link: the first one dies.
    await api.client().call('auth-password-forgot', { body: { login: email.toUpperCase() } });
    const newer = await linkToken(email, '/reset-password');
    expect(newer).not.toBe(token);
    const stale = await api
      .client()
      .call('auth-password-reset', { body: { token, newPassword: 'Fresh1pass' } });
    expect(stale.status).toBe(400);

    const reset = await api
      .client()
      .call('auth-password-reset', { body: { token: newer, newPassword: 'Fresh1pass' } });
    expect(reset.status).toBe(200);
    expect((await member.client.call('auth-user')).status).toBe(401);
    const client = api.client();
    const signIn = await client.call('auth-signin', {
      body: { username: member.user.username, password: 'Fresh1pass' },
    });
    expect(signIn.status).toBe(200);
  });

  it('answers the same to a login that is nobody, and to an address never verified, and mails neither', async () => {
    const unverified = await api.user('unver');
    const email = address('unver');
    await withAddress(unverified, email);
    const before = (await sentMail(api, email)).length;
    const nobody = await api.client().call('auth-password-forgot', { body: { login: address('nobody') } });
    const notVerified = await api.client().call('auth-password-forgot', { body: { login: email } });
    expect(nobody).toMatchObject({ status: 202, body: { message: accountTexts.forgotSent } });
    expect(notVerified).toEqual({ ...nobody, headers: notVerified.headers, ddbCalls: notVerified.ddbCalls });
    expect(await sentMail(api, email)).toHaveLength(before);
    const empty = await api.client().call('auth-password-forgot', { body: { login: '  ' } });
    expect(empty).toMatchObject({ status: 400, body: { message: accountTexts.loginRequired } });
  });
});

describe('invitations by mail', () => {
  it('mails the link to the address it is for, which signs up a teammate', async () => {
    const inviter = await api.user('inv');
    const email = address('invitee');
    const made = await inviter.client.call('invites-create', { body: { email } });
    expect(made.status).toBe(201);
    expect(made.body.mailed).toBe(true);
    const mail = await newestMailTo(email);
    expect(mail.subject).toBe(accountMailTexts.invite.subject(inviter.user.username));
    expect(mail.text).toContain(accountMailTexts.invite.reason(inviter.user.username));
    const code = await linkToken(email, '/signup');
    const joiner = api.client();
    const joined = await joiner.call('auth-signup', {
      body: { username: uniqueName('joiner'), password, invite: code },
    });
    expect(joined.status).toBe(201);
    expect((await joiner.call('auth-user')).body.team).toEqual([inviter.user._id]);
  });

  it("the mailed link's sign-up gets the address, verified; the link the inviter is shown does not", async () => {
    const inviter = await api.user('inv');
    const email = address('Invitee');
    const made = await inviter.client.call('invites-create', { body: { email, uses: 3 } });
    expect(made.status).toBe(201);
    // The inviter's link carries no proof of the address: only the mail's does.
    const shown = new URL(made.body.url);
    expect(shown.searchParams.get('proof')).toBeNull();
    const mail = await newestMailTo(email);
    const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    const code = link.searchParams.get('invite') ?? '';
    const emailProof = link.searchParams.get('proof') ?? '';
    expect(code).toBe(shown.searchParams.get('invite'));
    expect(emailProof).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // A proof that is not the mail's, or one without an invitation, is refused and makes nobody.
    const name = uniqueName('joiner');
    const forged = await api.client().call('auth-signup', {
      body: { username: name, password, invite: code, emailProof: 'x'.repeat(43) },
    });
    expect(forged).toMatchObject({ status: 403, body: { message: accountTexts.inviteInvalid } });
    const alone = await api.client().call('auth-signup', { body: { username: name, password, emailProof } });
    expect(alone).toMatchObject({ status: 400, body: { message: accountTexts.inviteInvalid } });

    const joiner = api.client();
    const joined = await joiner.call('auth-signup', {
      body: { username: name, password, invite: code, emailProof },
    });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ email, emailVerified: true, recoveryEmail: email });
    // Verified: a forgotten password is mailed there from the first day.
    const before = (await sentMail(api, email)).length;
    const forgot = await api.client().call('auth-password-forgot', { body: { login: email.toUpperCase() } });
    expect(forgot.status).toBe(202);
    // Mail is sent before the route answers.
    expect(await sentMail(api, email)).toHaveLength(before + 1);
    expect((await newestMailTo(email)).subject).toBe(accountMailTexts.reset.subject);

    // The address is that account's now: a second use of the mailed link signs up with it shown,
    // unverified, and the first account keeps it.
    const second = api.client();
    const again = await second.call('auth-signup', {
      body: { username: uniqueName('joiner'), password, invite: code, emailProof },
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ email, emailVerified: false, recoveryEmail: '' });
    expect((await joiner.call('auth-user')).body).toMatchObject({
      emailVerified: true,
      recoveryEmail: email,
    });

    // The inviter's link signs up with no address.
    const byShown = await api.client().call('auth-signup', {
      body: { username: uniqueName('joiner'), password, invite: code },
    });
    expect(byShown.status).toBe(201);
    expect(byShown.body).toMatchObject({ email: '', emailVerified: false });
  });
});

describe('a domain site', () => {
  it('admits addresses of its domains, which sign in once verified', async () => {
    const owner = await api.user('downer');
    expect((await owner.client.call('admin-claim', { body: { token: api.setupToken } })).status).toBe(200);
    const noDomains = await owner.client.call('admin-settings-update', { body: { registration: 'domain' } });
    expect(noDomains).toMatchObject({ status: 400, body: { message: accountTexts.domainNeedsDomains } });
    const set = await owner.client.call('admin-settings-update', {
      body: { registration: 'domain', allowedDomains: ['Example.org'] },
    });
    expect(set.body).toMatchObject({ registration: 'domain', allowedDomains: ['example.org'] });
    try {
      const elsewhere = await api.client().call('auth-signup', {
        body: { username: uniqueName('far'), password, email: address('far') },
      });
      expect(elsewhere).toMatchObject({
        status: 403,
        body: { message: accountTexts.signUpNeedsDomain(['example.org']) },
      });

      const email = `ok_${randomBytes(5).toString('hex')}@example.org`;
      const username = uniqueName('dom');
      const client: ApiClient = api.client();
      const pending = await client.call('auth-signup', { body: { username, password, email } });
      expect(pending).toMatchObject({
        status: 202,
        body: { verifyEmail: true, message: accountTexts.checkYourEmail(email) },
      });
      expect((await client.call('auth-user')).status).toBe(401);
      const early = await client.call('auth-signin', { body: { username, password } });
      expect(early).toMatchObject({ status: 403, body: { message: accountTexts.verifyEmailFirst } });

      const token = await linkToken(email, '/verify-email');
      expect((await api.client().call('auth-email-verify', { body: { token } })).status).toBe(200);
      const later = await client.call('auth-signin', { body: { username, password } });
      expect(later.status).toBe(200);
      expect(later.body).toMatchObject({ email, emailVerified: true });
    } finally {
      await owner.client.call('admin-settings-update', { body: { registration: 'open' } });
    }
  });
});
