/**
 * The recovery address over HTTP on the local stack (docs/api.md#email,
 * docs/decisions/0142-sensitive-changes-need-proof.md): a session alone cannot move where reset
 * mail goes; a link confirmed with the password (and code) does, within the password-check limits,
 * and the old address is told and can undo it. Links are read from the mail the local SES server
 * was sent, as their reader would follow them. (Verification mail's count and the reset page:
 * ./recovery-mail.test.ts.)
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits';
import { accountTexts, recoveryMailTexts, recoveryTexts, serverErrors } from '../../shared/messages/server';
import { sentMail, startApi, type TestApi } from '../support/api';
import { address, password, recoveryHelpers } from './recovery-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { setAddress, verify, verifyToken, undoToken, resetToken, resetMails, confirmed } = recoveryHelpers(
  () => api,
);

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
