/**
 * Passkeys over HTTP on the local stack (docs/api.md#passkeys), answered by a software
 * authenticator (scripts/bench/soft-authenticator.ts): register one signed in, sign in with it and
 * no username, see and remove it; a used, foreign or expired challenge, a replayed answer and a
 * removed passkey are refused and change nothing. Registering one needs the password (and code)
 * besides the session, and a session that proved the account's passkey when those are its only
 * second factor (docs/decisions/0142-sensitive-changes-need-proof.md).
 */
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/core/keys';
import { SoftAuthenticator } from '../../scripts/bench/soft-authenticator';
import { accountTexts, serverErrors } from '../../shared/messages/server';
import { startApi, type TestApi } from '../support/api';
import { type Member, storedProfile } from './team-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const password = 'Passw0rd';

async function registered(member: Member, authenticator: SoftAuthenticator) {
  const options = await member.client.call('auth-passkeys-register-options', { body: { password } });
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const answer = authenticator.register(options.body as never);
  const verified = await member.client.call('auth-passkeys-register-verify', { body: { response: answer } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { answer, passkey: verified.body };
}

async function signInOptions() {
  const client = api.client();
  const options = await client.call('auth-passkeys-signin-options');
  expect(options.status).toBe(200);
  return { client, options: options.body as never as { challenge: string } };
}

describe('passkeys', () => {
  it('registers one, signs in with it without a username, lists it, and removes it', async () => {
    const member = await api.user('pk');
    const authenticator = new SoftAuthenticator(api.baseUrl);
    const { passkey } = await registered(member, authenticator);
    expect(passkey).toMatchObject({ name: expect.any(String), lastUsedAt: null });

    const { client, options } = await signInOptions();
    const signedIn = await client.call('auth-passkeys-signin-verify', {
      body: { response: authenticator.signIn(options) },
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toMatchObject({ _id: member.user._id });
    expect((await client.call('auth-user')).body._id).toBe(member.user._id);

    const listed = await member.client.call('auth-passkeys');
    expect(listed.body).toEqual([{ ...passkey, lastUsedAt: expect.any(String) }]);
    const users = await api.client().call('auth-options');
    expect(users.body.passkeys).toBe(true);

    const removed = await member.client.call('auth-passkey-delete', { params: { id: passkey._id } });
    expect(removed).toMatchObject({ status: 200, body: { message: accountTexts.passkeyRemoved } });
    expect((await member.client.call('auth-passkeys')).body).toEqual([]);
    const again = await signInOptions();
    const refused = await again.client.call('auth-passkeys-signin-verify', {
      body: { response: authenticator.signIn(again.options) },
    });
    expect(refused).toMatchObject({ status: 401, body: { message: accountTexts.passkeyUnknown } });
    expect((await again.client.call('auth-user')).status).toBe(401);
  });

  it('takes a challenge once: a replayed answer, a foreign one and an expired one are refused', async () => {
    const member = await api.user('pkr');
    const authenticator = new SoftAuthenticator(api.baseUrl);
    await registered(member, authenticator);
    const { client, options } = await signInOptions();
    const answer = authenticator.signIn(options);
    expect((await client.call('auth-passkeys-signin-verify', { body: { response: answer } })).status).toBe(
      200,
    );
    const replay = await api.client().call('auth-passkeys-signin-verify', { body: { response: answer } });
    expect(replay).toMatchObject({ status: 400, body: { message: accountTexts.passkeyChallengeInvalid } });

    // A registration challenge of someone else's answered by this user.
    const other = await api.user('pko');
    const foreign = await other.client.call('auth-passkeys-register-options', { body: { password } });
    const stolen = authenticator.register(foreign.body as never);
    const taken = await member.client.call('auth-passkeys-register-verify', { body: { response: stolen } });
    expect(taken.status).toBe(400);
    expect((await member.client.call('auth-passkeys')).body).toHaveLength(1);

    const late = await signInOptions();
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.webAuthnChallenge(late.options.challenge),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const expired = await late.client.call('auth-passkeys-signin-verify', {
      body: { response: authenticator.signIn(late.options) },
    });
    expect(expired.status).toBe(400);
    expect((await late.client.call('auth-user')).status).toBe(401);
  });

  it("an answer signed by another key, a bad body and another user's passkey id change nothing", async () => {
    const member = await api.user('pkb');
    const authenticator = new SoftAuthenticator(api.baseUrl);
    const { passkey } = await registered(member, authenticator);
    const impostor = new SoftAuthenticator(api.baseUrl);
    const other = await api.user('pki');
    await registered(other, impostor);
    // The impostor's signature, claiming the member's credential and user.
    const { client, options } = await signInOptions();
    const forged = { ...impostor.signIn(options) };
    const genuine = authenticator.signIn({ challenge: options.challenge });
    const answer = {
      ...forged,
      id: genuine.id,
      rawId: genuine.rawId,
      response: { ...forged.response, userHandle: genuine.response.userHandle },
    };
    const refused = await client.call('auth-passkeys-signin-verify', { body: { response: answer } });
    expect(refused.status).toBe(401);
    expect((await client.call('auth-user')).status).toBe(401);

    const bad = await api.client().call('auth-passkeys-signin-verify', { body: { response: { id: 'x' } } });
    expect(bad).toMatchObject({ status: 400, body: { message: accountTexts.passkeyAnswerInvalid } });
    const notTheirs = await other.client.call('auth-passkey-delete', { params: { id: passkey._id } });
    expect(notTheirs.status).toBe(404);
    expect((await member.client.call('auth-passkeys')).body).toHaveLength(1);
  });
});

/** The registration challenges kept for `userId` (a scan: a test's assertion, never a route's read). */
async function registerChallengesOf(userId: string): Promise<number> {
  const { Items } = await api.db.send(
    new ScanCommand({
      TableName: api.tableName,
      FilterExpression: '#type = :type AND userId = :user',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': 'webAuthnChallenge', ':user': userId },
    }),
  );
  return Items?.length ?? 0;
}

/** The code an authenticator shows for the step after now's (one step either side is accepted). */
const nextCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 });

describe('what a session alone may not do with passkeys', () => {
  it('refuses to start a registration without the password: 401, and no challenge is kept', async () => {
    const member = await api.user('pkpw');
    const before = await storedProfile(api, member.user._id);
    const refusals = [
      await member.client.call('auth-passkeys-register-options'),
      await member.client.call('auth-passkeys-register-options', { body: {} }),
      await member.client.call('auth-passkeys-register-options', { body: { password: '' } }),
    ];
    for (const refused of refusals)
      expect(refused).toMatchObject({
        status: 401,
        body: { message: accountTexts.passwordToContinue, passwordNeeded: true, twoFactor: false },
      });
    const wrong = await member.client.call('auth-passkeys-register-options', {
      body: { password: 'Wrong0pass' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: serverErrors.wrongPassword } });
    expect(await registerChallengesOf(member.user._id)).toBe(0);
    expect(await storedProfile(api, member.user._id)).toEqual(before);
    // The session is still signed in: the 401 is the password's, not the session's.
    expect((await member.client.call('auth-user')).status).toBe(200);
    expect((await member.client.call('auth-passkeys')).body).toEqual([]);
  });

  it('with two-factor sign-in on, needs a code too, spent once', async () => {
    const member = await api.user('pkcode');
    const { secret } = (await member.client.call('auth-2fa-setup', { body: { password } })).body;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect((await member.client.call('auth-2fa-enable', { body: { code } })).status).toBe(200);
    const passwordOnly = await member.client.call('auth-passkeys-register-options', { body: { password } });
    expect(passwordOnly).toMatchObject({
      status: 401,
      body: { message: accountTexts.passwordToContinue, passwordNeeded: true, twoFactor: true },
    });
    const wrongCode = await member.client.call('auth-passkeys-register-options', {
      body: { password, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrongCode).toMatchObject({ status: 400, body: { message: accountTexts.codeInvalid } });
    expect(await registerChallengesOf(member.user._id)).toBe(0);

    const right = nextCode(secret);
    const options = await member.client.call('auth-passkeys-register-options', {
      body: { password, code: right },
    });
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    const replayed = await member.client.call('auth-passkeys-register-options', {
      body: { password, code: right },
    });
    // The same code again within its 30 seconds: said so (a wrong code is 'not valid' above).
    expect(replayed).toMatchObject({ status: 400, body: { message: accountTexts.codeJustUsed } });
    const authenticator = new SoftAuthenticator(api.baseUrl);
    const made = await member.client.call('auth-passkeys-register-verify', {
      body: { response: authenticator.register(options.body as never) },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
  });

  it('an account whose passkeys are its second factor adds another only from a session that proved one', async () => {
    const member = await api.user('pkonly');
    const authenticator = new SoftAuthenticator(api.baseUrl);
    await registered(member, authenticator);
    // Whoever holds a cookie of a password sign-in, and the password too, cannot add their own.
    const thief = api.client();
    await thief.call('auth-signin', { body: { username: member.user.username, password } });
    const refused = await thief.call('auth-passkeys-register-options', { body: { password } });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        message: accountTexts.addFactorNeedsSecondFactor,
        twoFactorRequired: true,
        stepUp: { code: false, passkey: true },
      },
    });
    expect(await registerChallengesOf(member.user._id)).toBe(0);
    const setup = await thief.call('auth-2fa-setup', { body: { password } });
    expect(setup).toMatchObject({ status: 403, body: { twoFactorRequired: true } });
    expect((await storedProfile(api, member.user._id)).totpPending).toBeUndefined();

    // The owner of the passkey proves it in this session (a step-up), and may then add one.
    const { options } = await signInOptions();
    const stepped = await thief.call('auth-step-up', { body: { response: authenticator.signIn(options) } });
    expect(stepped).toMatchObject({ status: 200, body: { message: accountTexts.steppedUp } });
    const allowed = await thief.call('auth-passkeys-register-options', { body: { password } });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    // The session that registered the account's first passkey had proved it by making it.
    expect((await member.client.call('auth-passkeys-register-options', { body: { password } })).status).toBe(
      200,
    );
  });

  it("a step-up takes only this account's passkey, and a sign-in challenge once", async () => {
    const member = await api.user('pkstep');
    const mine = new SoftAuthenticator(api.baseUrl);
    await registered(member, mine);
    const other = await api.user('pkstepo');
    const theirs = new SoftAuthenticator(api.baseUrl);
    await registered(other, theirs);
    const session = api.client();
    await session.call('auth-signin', { body: { username: member.user.username, password } });
    const before = await storedProfile(api, member.user._id);

    const foreign = await signInOptions();
    const refused = await session.call('auth-step-up', {
      body: { response: theirs.signIn(foreign.options) },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: accountTexts.passkeyUnknown } });
    const neither = await session.call('auth-step-up', { body: {} });
    expect(neither).toMatchObject({ status: 400, body: { message: accountTexts.stepUpProofRequired } });
    const noCodes = await session.call('auth-step-up', { body: { code: '123456' } });
    expect(noCodes).toMatchObject({ status: 400, body: { message: accountTexts.twoFactorNotOn } });
    expect((await storedProfile(api, member.user._id)).sessions).toEqual(before.sessions);

    const { options } = await signInOptions();
    const answer = mine.signIn(options);
    expect((await session.call('auth-step-up', { body: { response: answer } })).status).toBe(200);
    const replay = await session.call('auth-step-up', { body: { response: answer } });
    expect(replay).toMatchObject({ status: 400, body: { message: accountTexts.passkeyChallengeInvalid } });
    const guest = await api.client().call('auth-step-up', { body: { code: '123456' } });
    expect(guest.status).toBe(401);
  });
});
