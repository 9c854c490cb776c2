/**
 * Two-factor sign-in over HTTP on DynamoDB Local (docs/api.md#two-factor-sign-in): set up, turned
 * on, signed in with a code and with a recovery code, turned off; a password reset that needs the
 * code; the deploy's rule for admins. Codes are computed from the secret the server answers, with
 * otpauth, as an authenticator app computes them. Each refusal: its status, its message, and
 * nothing changed.
 */
import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/core/keys';
import { SoftAuthenticator } from '../../scripts/bench/soft-authenticator';
import { accountTexts, serverErrors } from '../../shared/messages/server';
import { validation } from '../../shared/messages/validation';
import { normalizeCode, twoFactorLimits } from '../../shared/two-factor';
import { type ApiClient, startApi, type TestApi } from '../support/api';
import { type Member, storedProfile } from './team-support';

let api: TestApi;
/** The deploy's owner, for reset links and the admins' rule. */
let owner: Member;
beforeAll(async () => {
  api = await startApi();
  owner = await api.user('tfowner');
  const claimed = await owner.client.call('admin-claim', { body: { token: api.setupToken } });
  expect(claimed.status).toBe(200);
});
afterAll(() => api.close());

const password = 'Passw0rd';

/**
 * The code an authenticator shows for the step after now's: accepted (one step either side is),
 * and later than the step a code just used, which a code of now's step may not be.
 */
const nextCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 });
const codeNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
/** A code of the same form that is not the secret's for any step near now. */
const wrongCode = (secret: string) => {
  const near = [-30_000, 0, 30_000, 60_000].map((offset) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offset }),
  );
  return ['000000', '111111', '222222', '333333', '444444'].find((code) => !near.includes(code)) as string;
};

/** A member with two-factor sign-in on: its secret and recovery codes. */
async function withTwoFactor(prefix = 'tf'): Promise<Member & { secret: string; codes: string[] }> {
  const member = await api.user(prefix);
  const setup = await member.client.call('auth-2fa-setup', { body: { password } });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const enabled = await member.client.call('auth-2fa-enable', { body: { code: codeNow(setup.body.secret) } });
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  return { ...member, secret: setup.body.secret, codes: enabled.body.recoveryCodes };
}

/** The password step of a sign-in with two-factor on: 401, the challenge, and no cookie. */
async function passwordStep(
  username: string,
  client: ApiClient = api.client(),
  userAgent?: string,
): Promise<string> {
  const answer = await client.call('auth-signin', {
    body: { username, password },
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });
  const body = answer.body as unknown as { message: string; twoFactor?: boolean; challenge?: string };
  expect(answer.status).toBe(401);
  expect(body).toMatchObject({ message: accountTexts.signInCodeNeeded, twoFactor: true });
  expect(body.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(answer.headers.getSetCookie()).toEqual([]);
  expect(client.cookie).toBeUndefined();
  return body.challenge as string;
}

/** The session id a client's cookie carries (the JWT's `sid`). */
const sessionIdOf = (client: ApiClient): string => {
  const payload = (client.cookie as string).split('=')[1]?.split('.')[1] as string;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).sid;
};

const challengeKey = (challenge: string) =>
  keys.signInChallenge(createHash('sha256').update(challenge).digest('hex'));

describe('turning two-factor sign-in on', () => {
  it('makes a pending secret with the password only, and answers it as text, link and QR code', async () => {
    const member = await api.user('tfsetup');
    const before = await storedProfile(api, member.user._id);
    const wrong = await member.client.call('auth-2fa-setup', { body: { password: 'Wrong0pass' } });
    expect(wrong).toMatchObject({ status: 400, body: { message: serverErrors.wrongPassword } });
    const missing = await member.client.call('auth-2fa-setup', { body: {} });
    expect(missing).toMatchObject({ status: 400, body: { message: validation.passwordRequired } });
    const guest = await api.client().call('auth-2fa-setup', { body: { password } });
    expect(guest.status).toBe(401);
    expect(await storedProfile(api, member.user._id)).toEqual(before);

    const setup = await member.client.call('auth-2fa-setup', { body: { password } });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const link = new URL(otpauthUrl);
    expect(link.protocol).toBe('otpauth:');
    expect(link.host).toBe('totp');
    expect(decodeURIComponent(link.pathname)).toBe(`/${new URL(api.baseUrl).host}:${member.user.username}`);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(qrSvg).not.toMatch(/<script|on\w+=/i);

    const stored = await storedProfile(api, member.user._id);
    expect(stored.totpPending).toBe(secret);
    expect(stored.twoFactor).toBeUndefined();
    expect((await member.client.call('auth-user')).body.twoFactor).toBe(false);
    // Signing in still asks for the password alone.
    const signIn = await api
      .client()
      .call('auth-signin', { body: { username: member.user.username, password } });
    expect(signIn.status).toBe(200);
  });

  it('turns on with a code from the secret, and answers ten recovery codes, kept only as hashes', async () => {
    const member = await api.user('tfon');
    const notSetUp = await member.client.call('auth-2fa-enable', { body: { code: '123456' } });
    expect(notSetUp).toMatchObject({ status: 400, body: { message: accountTexts.twoFactorNotSetUp } });
    const { secret } = (await member.client.call('auth-2fa-setup', { body: { password } })).body;
    const before = await storedProfile(api, member.user._id);

    const refusals = await Promise.all([
      member.client.call('auth-2fa-enable', { body: { code: wrongCode(secret) } }),
      member.client.call('auth-2fa-enable', { body: { code: '12345' } }),
      member.client.call('auth-2fa-enable', { body: { code: 'abcd-efgh-ijkl-mnop-qrst-uvwx-yz23' } }),
      member.client.call('auth-2fa-enable', { body: {} }),
      member.client.call('auth-2fa-enable', { body: { code: 123456 } }),
    ]);
    expect(refusals.map((r) => [r.status, r.body])).toEqual([
      [400, { message: accountTexts.codeInvalid }],
      [400, { message: accountTexts.authenticatorCodeForm }],
      [400, { message: accountTexts.authenticatorCodeForm }],
      [400, { message: accountTexts.codeRequired }],
      [400, { message: 'code must be a string' }],
    ]);
    expect(await storedProfile(api, member.user._id)).toEqual(before);

    // Typed as an app shows it, with a space in the middle.
    const code = codeNow(secret);
    const enabled = await member.client.call('auth-2fa-enable', {
      body: { code: `${code.slice(0, 3)} ${code.slice(3)}` },
    });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    const codes = enabled.body.recoveryCodes;
    expect(codes).toHaveLength(twoFactorLimits.recoveryCodes);
    expect(new Set(codes).size).toBe(codes.length);
    // Sixteen characters in four groups of four (docs/decisions/0149).
    for (const recovery of codes) expect(recovery).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);

    const stored = await storedProfile(api, member.user._id);
    expect(stored).toMatchObject({ twoFactor: true, totpSecret: secret });
    expect(stored.totpPending).toBeUndefined();
    const hashes = Object.keys(stored.recoveryCodes ?? {});
    expect(hashes.sort()).toEqual(
      codes.map((c) => createHash('sha256').update(normalizeCode(c)).digest('hex')).sort(),
    );
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
    const me = await member.client.call('auth-user');
    expect(me.body).toMatchObject({ twoFactor: true, twoFactorRequired: false });
    const listed = await owner.client.call('admin-users', { query: { query: member.user.username } });
    expect(listed.body.users).toMatchObject([{ _id: member.user._id, twoFactor: true }]);

    const again = await member.client.call('auth-2fa-enable', { body: { code: nextCode(secret) } });
    expect(again).toMatchObject({ status: 409, body: { message: accountTexts.twoFactorAlreadyOn } });
    const newSetup = await member.client.call('auth-2fa-setup', { body: { password } });
    expect(newSetup).toMatchObject({ status: 409, body: { message: accountTexts.twoFactorAlreadyOn } });
    expect(await storedProfile(api, member.user._id)).toEqual(stored);
  });
});

describe('turning two-factor sign-in on ends the other sessions', () => {
  it('signs out every other session of the account, and keeps this one, which proved the code', async () => {
    const member = await api.user('tfends');
    const elsewhere = api.client();
    const signedIn = await elsewhere.call('auth-signin', {
      body: { username: member.user.username, password },
    });
    expect(signedIn.status).toBe(200);
    expect((await elsewhere.call('auth-user')).status).toBe(200);

    const { secret } = (await member.client.call('auth-2fa-setup', { body: { password } })).body;
    // Setting up alone ends nothing: a secret nobody has proved yet changes no sign-in.
    expect((await elsewhere.call('auth-user')).status).toBe(200);
    const enabled = await member.client.call('auth-2fa-enable', { body: { code: codeNow(secret) } });
    expect(enabled.status).toBe(200);
    expect(await elsewhere.call('auth-user')).toMatchObject({
      status: 401,
      body: { message: serverErrors.notSignedIn },
    });
    expect((await member.client.call('auth-user')).status).toBe(200);
    const sessions = Object.values((await storedProfile(api, member.user._id)).sessions);
    expect(sessions).toEqual([expect.objectContaining({ signedInWith: 'password', secondFactor: 'code' })]);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code after the password, then signs in as sign-in does; a code works once', async () => {
    const member = await withTwoFactor('tfsign');
    const wrongPassword = await api
      .client()
      .call('auth-signin', { body: { username: member.user.username, password: 'Wrong0pass' } });
    expect(wrongPassword).toMatchObject({ status: 401, body: { message: serverErrors.invalidCredentials } });
    expect(wrongPassword.body).not.toHaveProperty('challenge');

    // The session names the device of the password step.
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const device = api.client();
    const challenge = await passwordStep(member.user.username, device, chrome);
    const code = nextCode(member.secret);
    const signedIn = await device.call('auth-signin-2fa', { body: { challenge, code } });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toMatchObject({ _id: member.user._id, twoFactor: true, twoFactorRequired: false });
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith('__Host-signed-in=1'))).toBe(true);
    expect((await device.call('auth-user')).status).toBe(200);
    const sessions = await device.call('auth-sessions');
    expect(sessions.body.find((s) => s.current)?.device).toBe('Chrome on Linux');

    // The challenge is spent, and the code too, even with a new challenge.
    const spentChallenge = await api.client().call('auth-signin-2fa', { body: { challenge, code } });
    expect(spentChallenge).toMatchObject({ status: 401, body: { message: accountTexts.challengeInvalid } });
    const before = await storedProfile(api, member.user._id);
    const reused = await api
      .client()
      .call('auth-signin-2fa', { body: { challenge: await passwordStep(member.user.username), code } });
    // Its 30 seconds are not over: the answer says to wait for the next code, not that it is wrong.
    expect(reused).toMatchObject({ status: 401, body: { message: accountTexts.codeJustUsed } });
    expect(reused.headers.getSetCookie()).toEqual([]);
    expect(await storedProfile(api, member.user._id)).toEqual(before);
  });

  it('takes a recovery code in place of a code, once, in any case and with or without hyphens', async () => {
    const member = await withTwoFactor('tfrec');
    const [first, second] = member.codes as [string, string];
    const signedIn = await api.client().call('auth-signin-2fa', {
      body: { challenge: await passwordStep(member.user.username), code: first.toUpperCase() },
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const stored = await storedProfile(api, member.user._id);
    expect(Object.keys(stored.recoveryCodes ?? {})).toHaveLength(twoFactorLimits.recoveryCodes - 1);

    const again = await api.client().call('auth-signin-2fa', {
      body: { challenge: await passwordStep(member.user.username), code: first.replaceAll('-', '') },
    });
    expect(again).toMatchObject({ status: 401, body: { message: accountTexts.codeInvalid } });
    const other = await withTwoFactor('tfother');
    const foreign = await api.client().call('auth-signin-2fa', {
      body: { challenge: await passwordStep(member.user.username), code: other.codes[0] },
    });
    expect(foreign).toMatchObject({ status: 401, body: { message: accountTexts.codeInvalid } });
    const withSpaces = await api.client().call('auth-signin-2fa', {
      body: { challenge: await passwordStep(member.user.username), code: second.replaceAll('-', ' ') },
    });
    expect(withSpaces.status).toBe(200);
  });

  it('kills a challenge after five wrong codes, and after five minutes, with nothing changed', async () => {
    const member = await withTwoFactor('tfdead');
    const before = await storedProfile(api, member.user._id);
    const challenge = await passwordStep(member.user.username);
    const answers: [number, string][] = [];
    for (let i = 0; i < twoFactorLimits.challengeTries; i++) {
      const wrong = await api
        .client()
        .call('auth-signin-2fa', { body: { challenge, code: wrongCode(member.secret) } });
      answers.push([wrong.status, (wrong.body as unknown as { message: string }).message]);
    }
    expect(answers).toEqual([
      ...Array.from({ length: twoFactorLimits.challengeTries - 1 }, () => [401, accountTexts.codeInvalid]),
      [401, accountTexts.challengeSpent],
    ]);
    const right = await api
      .client()
      .call('auth-signin-2fa', { body: { challenge, code: nextCode(member.secret) } });
    expect(right).toMatchObject({ status: 401, body: { message: accountTexts.challengeInvalid } });
    const recovery = await api
      .client()
      .call('auth-signin-2fa', { body: { challenge, code: member.codes[0] } });
    expect(recovery).toMatchObject({ status: 401, body: { message: accountTexts.challengeInvalid } });

    const late = await passwordStep(member.user.username);
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: challengeKey(late),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const expired = await api
      .client()
      .call('auth-signin-2fa', { body: { challenge: late, code: member.codes[0] } });
    expect(expired).toMatchObject({ status: 401, body: { message: accountTexts.challengeInvalid } });
    expect(expired.headers.getSetCookie()).toEqual([]);
    // The session map, the last step and the recovery codes are as they were.
    expect(await storedProfile(api, member.user._id)).toEqual(before);
  });

  it('refuses malformed and unknown challenges and codes before any check', async () => {
    const member = await withTwoFactor('tfbad');
    const challenge = await passwordStep(member.user.username);
    const unknown = 'A'.repeat(43);
    const refusals = await Promise.all([
      api.client().call('auth-signin-2fa', { body: { challenge: 'short', code: '123456' } }),
      api
        .client()
        .call('auth-signin-2fa', { body: { challenge: '<script>alert(1)</script>x', code: '123456' } }),
      api.client().call('auth-signin-2fa', { body: { code: '123456' } }),
      api.client().call('auth-signin-2fa', { body: { challenge } }),
      api.client().call('auth-signin-2fa', { body: { challenge, code: '12345a' } }),
      api.client().call('auth-signin-2fa', { body: { challenge, code: 'x'.repeat(65) } }),
      api.client().call('auth-signin-2fa', { body: { challenge: unknown, code: nextCode(member.secret) } }),
    ]);
    expect(refusals.map((r) => [r.status, r.body])).toEqual([
      [400, { message: accountTexts.challengeInvalid }],
      [400, { message: accountTexts.challengeInvalid }],
      [400, { message: accountTexts.challengeRequired }],
      [400, { message: accountTexts.codeRequired }],
      [400, { message: accountTexts.codeForm }],
      [400, { message: accountTexts.codeForm }],
      [401, { message: accountTexts.challengeInvalid }],
    ]);
    // None of them was a try: the challenge still signs in.
    const signedIn = await api
      .client()
      .call('auth-signin-2fa', { body: { challenge, code: nextCode(member.secret) } });
    expect(signedIn.status).toBe(200);
  });

  it('limits code checks per account and per client address', async () => {
    const member = await api.user('tflimit');
    const { secret } = (await member.client.call('auth-2fa-setup', { body: { password } })).body;
    for (let i = 0; i < twoFactorLimits.codeChecksPerAccount; i++) {
      const wrong = await member.client.call('auth-2fa-enable', { body: { code: wrongCode(secret) } });
      expect(wrong.status).toBe(400);
    }
    const limited = await member.client.call('auth-2fa-enable', { body: { code: codeNow(secret) } });
    expect(limited).toMatchObject({ status: 429, body: { message: accountTexts.tooManyAttempts } });
    expect(Number(limited.headers.get('retry-after'))).toBe(twoFactorLimits.codeCheckWindowMinutes * 60);
    // Refused unread: the right code did not turn it on.
    expect((await storedProfile(api, member.user._id)).twoFactor).toBeUndefined();

    // Several accounts from one address: the address's window fills first.
    const address = `10.9.${Math.floor(Math.random() * 250)}.1`;
    const people = await Promise.all([1, 2, 3, 4].map(() => api.user('tfaddr')));
    const secrets: string[] = [];
    for (const person of people) {
      person.client.address = address;
      secrets.push((await person.client.call('auth-2fa-setup', { body: { password } })).body.secret);
    }
    let checks = 0;
    for (const [i, person] of people.entries())
      for (let n = 0; n < twoFactorLimits.codeChecksPerAddress / people.length; n++) {
        const wrong = await person.client.call('auth-2fa-enable', {
          body: { code: wrongCode(secrets[i] as string) },
        });
        if (wrong.status === 400) checks++;
      }
    expect(checks).toBe(twoFactorLimits.codeChecksPerAddress);
    const last = people.at(-1) as Member;
    const byAddress = await last.client.call('auth-2fa-enable', {
      body: { code: codeNow(secrets.at(-1) as string) },
    });
    expect(byAddress).toMatchObject({ status: 429, body: { message: accountTexts.tooManyAttempts } });
    last.client.address = '10.8.0.1';
    const elsewhere = await last.client.call('auth-2fa-enable', {
      body: { code: codeNow(secrets.at(-1) as string) },
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code, and then signing in asks for the password alone', async () => {
    const member = await withTwoFactor('tfoff');
    const before = await storedProfile(api, member.user._id);
    const refusals = [
      await member.client.call('auth-2fa-disable', {
        body: { password: 'Wrong0pass', code: nextCode(member.secret) },
      }),
      await member.client.call('auth-2fa-disable', { body: { password, code: wrongCode(member.secret) } }),
      await member.client.call('auth-2fa-disable', { body: { password } }),
      await member.client.call('auth-2fa-disable', { body: { password, code: 'not a code' } }),
    ];
    expect(refusals.map((r) => [r.status, r.body])).toEqual([
      [400, { message: serverErrors.wrongPassword }],
      [400, { message: accountTexts.codeInvalid }],
      [400, { message: accountTexts.codeRequired }],
      [400, { message: accountTexts.codeForm }],
    ]);
    expect(await storedProfile(api, member.user._id)).toEqual(before);

    const off = await member.client.call('auth-2fa-disable', { body: { password, code: member.codes[3] } });
    expect(off).toMatchObject({ status: 200, body: { message: accountTexts.twoFactorOff } });
    const stored = await storedProfile(api, member.user._id);
    expect(stored.twoFactor).toBe(false);
    for (const field of ['totpSecret', 'totpLastStep', 'recoveryCodes', 'totpPending'] as const)
      expect(stored[field], field).toBeUndefined();
    expect((await member.client.call('auth-user')).body.twoFactor).toBe(false);
    const signIn = await api
      .client()
      .call('auth-signin', { body: { username: member.user.username, password } });
    expect(signIn.status).toBe(200);
    const again = await member.client.call('auth-2fa-disable', { body: { password, code: member.codes[4] } });
    expect(again).toMatchObject({ status: 400, body: { message: accountTexts.twoFactorNotOn } });
  });
});

describe('a password reset of an account with two-factor on', () => {
  it('needs a code besides the link; without a right one nothing changes', async () => {
    const member = await withTwoFactor('tfreset');
    const link = await owner.client.call('admin-reset-link', { params: { id: member.user._id } });
    expect(link.status).toBe(200);
    const token = new URL(link.body.url).searchParams.get('token') as string;
    const before = await storedProfile(api, member.user._id);

    const withoutCode = await api
      .client()
      .call('auth-password-reset', { body: { token, newPassword: 'Better1pass' } });
    expect(withoutCode).toMatchObject({ status: 400, body: { message: accountTexts.resetNeedsCode } });
    const wrong = await api.client().call('auth-password-reset', {
      body: { token, newPassword: 'Better1pass', code: wrongCode(member.secret) },
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: accountTexts.codeInvalid } });
    const malformed = await api
      .client()
      .call('auth-password-reset', { body: { token, newPassword: 'Better1pass', code: '12' } });
    expect(malformed).toMatchObject({ status: 400, body: { message: accountTexts.codeForm } });
    expect(await storedProfile(api, member.user._id)).toEqual(before);

    const reset = await api.client().call('auth-password-reset', {
      body: { token, newPassword: 'Better1pass', code: nextCode(member.secret) },
    });
    expect(reset).toMatchObject({ status: 200, body: { message: accountTexts.passwordReset } });
    // The new password signs in as far as the code step: two-factor stays on.
    const step = await api
      .client()
      .call('auth-signin', { body: { username: member.user.username, password: 'Better1pass' } });
    expect(step.status).toBe(401);
    expect(step.body).toMatchObject({ twoFactor: true });
  });

  it('takes a recovery code, and a reset of an account without two-factor ignores a code', async () => {
    const member = await withTwoFactor('tfresrec');
    const link = await owner.client.call('admin-reset-link', { params: { id: member.user._id } });
    const token = new URL(link.body.url).searchParams.get('token') as string;
    const reset = await api
      .client()
      .call('auth-password-reset', { body: { token, newPassword: 'Better1pass', code: member.codes[9] } });
    expect(reset.status).toBe(200);
    expect(Object.keys((await storedProfile(api, member.user._id)).recoveryCodes ?? {})).toHaveLength(9);

    const plain = await api.user('tfplain');
    const plainLink = await owner.client.call('admin-reset-link', { params: { id: plain.user._id } });
    const plainToken = new URL(plainLink.body.url).searchParams.get('token') as string;
    const plainReset = await api.client().call('auth-password-reset', {
      body: { token: plainToken, newPassword: 'Better1pass', code: '123456' },
    });
    expect(plainReset.status).toBe(200);
  });
});

describe('requireTwoFactorForAdmins', () => {
  it('sends an admin without a second factor to set one up first, on the server too', async () => {
    const member = await api.user('tfmember');
    const turnedOn = await owner.client.call('admin-settings-update', {
      body: { requireTwoFactorForAdmins: true },
    });
    expect(turnedOn.status).toBe(200);
    try {
      const me = await owner.client.call('auth-user');
      expect(me.body).toMatchObject({ role: 'owner', twoFactor: false, twoFactorRequired: true });
      const signIn = await api
        .client()
        .call('auth-signin', { body: { username: owner.user.username, password } });
      expect(signIn.body).toMatchObject({ twoFactorRequired: true });
      expect((await member.client.call('auth-user')).body.twoFactorRequired).toBe(false);

      const settingsBefore = (await api.client().call('auth-options')).body;
      const refusals = await Promise.all([
        owner.client.call('admin-users'),
        owner.client.call('admin-settings'),
        owner.client.call('admin-settings-update', { body: { requireTwoFactorForAdmins: false } }),
        owner.client.call('admin-user-update', { params: { id: member.user._id }, body: { role: 'admin' } }),
        owner.client.call('admin-reset-link', { params: { id: member.user._id } }),
        owner.client.call('admin-transfer', { body: { userId: member.user._id } }),
      ]);
      expect(refusals.map((r) => [r.status, r.body])).toEqual(
        refusals.map(() => [403, { message: accountTexts.twoFactorRequired, twoFactorRequired: true }]),
      );
      expect((await api.client().call('auth-options')).body).toEqual(settingsBefore);
      expect((await member.client.call('auth-user')).body.role).toBe('member');
      expect((await member.client.call('auth-user')).status).toBe(200);
      // Everything else still answers: the rule is about administering the site.
      expect((await owner.client.call('todo-get-groups')).status).toBe(200);

      const { secret } = (await owner.client.call('auth-2fa-setup', { body: { password } })).body;
      const enabled = await owner.client.call('auth-2fa-enable', { body: { code: codeNow(secret) } });
      expect(enabled.status).toBe(200);
      expect((await owner.client.call('auth-user')).body).toMatchObject({
        twoFactor: true,
        twoFactorRequired: false,
      });
      expect((await owner.client.call('admin-users')).status).toBe(200);
      const kept = await owner.client.call('auth-2fa-disable', {
        body: { password, code: enabled.body.recoveryCodes[0] },
      });
      expect(kept).toMatchObject({ status: 403, body: { message: accountTexts.twoFactorKept } });
      expect((await storedProfile(api, owner.user._id)).twoFactor).toBe(true);
    } finally {
      const off = await owner.client.call('admin-settings-update', {
        body: { requireTwoFactorForAdmins: false },
      });
      expect(off.status).toBe(200);
    }
  });
});

describe("an admin's second factor is a property of the session", () => {
  it('a password sign-in of an admin with a passkey administers nothing until it steps up', async () => {
    const admin = await api.user('tfpkadm');
    const authenticator = new SoftAuthenticator(api.baseUrl);
    const options = await admin.client.call('auth-passkeys-register-options', { body: { password } });
    const made = await admin.client.call('auth-passkeys-register-verify', {
      body: { response: authenticator.register(options.body as never) },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const member = await api.user('tfpkmem');
    const promoted = await owner.client.call('admin-user-update', {
      params: { id: admin.user._id },
      body: { role: 'admin' },
    });
    expect(promoted.status).toBe(200);
    // The session that made the passkey, the admin's first second factor, proved it by making it.
    const on = await admin.client.call('admin-settings-update', {
      body: { requireTwoFactorForAdmins: true },
    });
    expect(on.status).toBe(200);
    try {
      const byPassword = api.client();
      const signIn = await byPassword.call('auth-signin', {
        body: { username: admin.user.username, password },
      });
      expect(signIn.body).toMatchObject({ role: 'admin', twoFactorRequired: false });
      const settingsBefore = (await api.client().call('auth-options')).body;
      const refusals = await Promise.all([
        byPassword.call('admin-users'),
        byPassword.call('admin-settings'),
        byPassword.call('admin-settings-update', { body: { requireTwoFactorForAdmins: false } }),
        byPassword.call('admin-user-update', { params: { id: member.user._id }, body: { role: 'admin' } }),
        byPassword.call('admin-reset-link', { params: { id: member.user._id } }),
        byPassword.call('admin-user-delete', { params: { id: member.user._id } }),
      ]);
      expect(refusals.map((r) => [r.status, r.body])).toEqual(
        refusals.map(() => [
          403,
          {
            message: accountTexts.sessionNeedsSecondFactor,
            twoFactorRequired: true,
            stepUp: { code: false, passkey: true },
          },
        ]),
      );
      expect((await api.client().call('auth-options')).body).toEqual(settingsBefore);
      expect((await member.client.call('auth-user')).body.role).toBe('member');
      // Everything that is not administering the site still answers.
      expect((await byPassword.call('todo-get-groups')).status).toBe(200);

      const challenge = (await api.client().call('auth-passkeys-signin-options')).body as never as {
        challenge: string;
      };
      const stepped = await byPassword.call('auth-step-up', {
        body: { response: authenticator.signIn(challenge) },
      });
      expect(stepped).toMatchObject({ status: 200, body: { message: accountTexts.steppedUp } });
      expect((await byPassword.call('admin-users')).status).toBe(200);
      // A passkey sign-in proved it at once.
      const byPasskey = api.client();
      const passkeyChallenge = (await byPasskey.call('auth-passkeys-signin-options')).body as never as {
        challenge: string;
      };
      await byPasskey.call('auth-passkeys-signin-verify', {
        body: { response: authenticator.signIn(passkeyChallenge) },
      });
      expect((await byPasskey.call('admin-users')).status).toBe(200);
    } finally {
      const off = await admin.client.call('admin-settings-update', {
        body: { requireTwoFactorForAdmins: false },
      });
      expect(off.status).toBe(200);
    }
  });

  it('a session that proved no code (begun before sessions recorded it) steps up with one, counted and spent', async () => {
    const admin = await withTwoFactor('tfcodeadm');
    expect(
      (
        await owner.client.call('admin-user-update', {
          params: { id: admin.user._id },
          body: { role: 'admin' },
        })
      ).status,
    ).toBe(200);
    // A code sign-in proves it.
    const byCode = api.client();
    const challenge = await passwordStep(admin.user.username, byCode);
    expect(
      (await byCode.call('auth-signin-2fa', { body: { challenge, code: nextCode(admin.secret) } })).status,
    ).toBe(200);
    const on = await byCode.call('admin-settings-update', { body: { requireTwoFactorForAdmins: true } });
    expect(on.status).toBe(200);
    try {
      expect((await byCode.call('admin-users')).status).toBe(200);
      // The session the enable kept, its entry written as before entries said how a session began.
      const stored = await storedProfile(api, admin.user._id);
      const [sessionId, entry] = Object.entries(stored.sessions).find(
        ([id]) => id !== sessionIdOf(byCode),
      ) as [string, object];
      const { secondFactor: _proved, signedInWith: _how, ...old } = entry as Record<string, unknown>;
      await api.db.send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: keys.user(admin.user._id),
          UpdateExpression: 'SET sessions.#sid = :old',
          ExpressionAttributeNames: { '#sid': sessionId },
          ExpressionAttributeValues: { ':old': old },
        }),
      );
      const refused = await admin.client.call('admin-users');
      expect(refused).toMatchObject({
        status: 403,
        body: { twoFactorRequired: true, stepUp: { code: true, passkey: false } },
      });
      const wrong = await admin.client.call('auth-step-up', { body: { code: wrongCode(admin.secret) } });
      expect(wrong).toMatchObject({ status: 400, body: { message: accountTexts.codeInvalid } });
      expect((await admin.client.call('admin-users')).status).toBe(403);
      const recovery = admin.codes[5] as string;
      const stepped = await admin.client.call('auth-step-up', { body: { code: recovery } });
      expect(stepped.status, JSON.stringify(stepped.body)).toBe(200);
      expect((await admin.client.call('admin-users')).status).toBe(200);
      // Spent: the recovery code proves nothing again.
      expect(Object.keys((await storedProfile(api, admin.user._id)).recoveryCodes ?? {})).toHaveLength(9);
      const again = await byCode.call('auth-step-up', { body: { code: recovery } });
      expect(again).toMatchObject({ status: 400, body: { message: accountTexts.codeInvalid } });
    } finally {
      const off = await byCode.call('admin-settings-update', { body: { requireTwoFactorForAdmins: false } });
      expect(off.status).toBe(200);
    }
  });

  it("a step-up's codes count against the account's code checks", async () => {
    const member = await withTwoFactor('tfsteplim');
    for (let i = 0; i < twoFactorLimits.codeChecksPerAccount - 1; i++) {
      const wrong = await member.client.call('auth-step-up', { body: { code: wrongCode(member.secret) } });
      expect(wrong.status).toBe(400);
    }
    const limited = await member.client.call('auth-step-up', { body: { code: nextCode(member.secret) } });
    // The enable's own check counted too: the tenth check here is the eleventh.
    expect(limited).toMatchObject({ status: 429, body: { message: accountTexts.tooManyAttempts } });
    expect(Number(limited.headers.get('retry-after'))).toBe(twoFactorLimits.codeCheckWindowMinutes * 60);
  });
});

describe('deleting an account with two-factor on', () => {
  it('asks for a code on the first call only, and spends a recovery code once', async () => {
    const member = await withTwoFactor('tfdel');
    const without = await member.client.call('auth-delete-account', { body: { password } });
    expect(without).toMatchObject({ status: 400, body: { message: accountTexts.resetNeedsCode } });
    const wrong = await member.client.call('auth-delete-account', {
      body: { password, code: wrongCode(member.secret) },
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: accountTexts.codeInvalid } });
    expect((await member.client.call('auth-user')).status).toBe(200);

    const [recovery] = member.codes;
    let answer = await member.client.call('auth-delete-account', { body: { password, code: recovery } });
    // The calls that go on need the password alone: the first one marked the account.
    while (answer.status === 202)
      answer = await member.client.call('auth-delete-account', { body: { password } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const gone = await api
      .client()
      .call('auth-signin', { body: { username: member.user.username, password } });
    expect(gone.status).toBe(401);
  });
});
