/**
 * Passkeys over HTTP on the local stack (docs/api.md#passkeys), answered by a software
 * authenticator (scripts/bench/soft-authenticator.ts): register one signed in, sign in with it and
 * no username, see and remove it; a used, foreign or expired challenge, a replayed answer and a
 * removed passkey are refused and change nothing.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/keys';
import { SoftAuthenticator } from '../../scripts/bench/soft-authenticator';
import { accountTexts } from '../../shared/messages/server';
import { startApi, type TestApi } from '../support/api';
import type { Member } from './team-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

async function registered(member: Member, authenticator: SoftAuthenticator) {
  const options = await member.client.call('auth-passkeys-register-options');
  expect(options.status).toBe(200);
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
    const foreign = await other.client.call('auth-passkeys-register-options');
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
