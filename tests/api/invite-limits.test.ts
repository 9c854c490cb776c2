/**
 * What one account can make the site do with invitations (issue 52, docs/api.md#invitations and
 * #rate-limits): invitation mail limited per sender and per address, a refused request making
 * nothing; and open invitations that die with their inviter's right to invite (disabled, demoted,
 * deleted, or members no longer let invite), at the sign-up page's read and at sign-up alike.
 */
import { randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/core/keys';
import { limits } from '../../shared/limits';
import { accountTexts } from '../../shared/messages/server';
import { sentMail, startApi, type TestApi, uniqueName } from '../support/api';
import { type Member, removeAccount } from './team-support';

let api: TestApi;
let owner: Member;
const password = 'Passw0rd';

beforeAll(async () => {
  api = await startApi();
  owner = await api.user('owner');
  const claimed = await owner.client.call('admin-claim', { body: { token: api.setupToken } });
  expect(claimed.status).toBe(200);
});
afterAll(() => api.close());

/** An address no other test (file) sends to: the run's SES server holds every file's mail. */
const address = (who = 'pal') => `${who}_${randomBytes(5).toString('hex')}@example.com`;

const invite = (from: Member, body: { email?: string; uses?: number } = {}) =>
  from.client.call('invites-create', { body });

/** The mail sent to `to` in any spelling of its case. */
const mailTo = async (to: string) =>
  (await sentMail(api)).filter((mail) => mail.to.some((one) => one.toLowerCase() === to.toLowerCase()));

describe('invitation mail', () => {
  it("a member's mail stops at 20 a day: the 21st makes nothing, and an invitation without mail still works", async () => {
    const sender = await api.user('sender');
    for (let i = 0; i < limits.inviteMailsPerDay; i++) {
      const made = await invite(sender, { email: address(`to${i}`) });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body.mailed).toBe(true);
    }
    const stranger = address('stranger');
    const refused = await invite(sender, { email: stranger });
    expect(refused).toMatchObject({ status: 429, body: { message: accountTexts.tooManyInvitations } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailTo(stranger)).toHaveLength(0);
    expect((await sender.client.call('invites-list')).body).toHaveLength(limits.inviteMailsPerDay);

    const unmailed = await invite(sender);
    expect(unmailed).toMatchObject({ status: 201, body: { mailed: false, email: null } });
    // The refused request took nothing from the address's own day: someone else may still invite it.
    const other = await api.user('other');
    expect((await invite(other, { email: stranger })).status).toBe(201);
    expect(await mailTo(stranger)).toHaveLength(1);
  });

  it('an address gets 3 invitation mails a day, whoever sends them and however its case is spelt', async () => {
    const target = address('target');
    const spellings = [target, target.toUpperCase(), `${target[0]?.toUpperCase()}${target.slice(1)}`];
    const senders = await Promise.all([1, 2, 3, 4].map(() => api.user('inviter')));
    for (const [i, spelling] of spellings.entries())
      expect((await invite(senders[i] as Member, { email: spelling })).status).toBe(201);
    const fourth = senders[3] as Member;
    const refused = await invite(fourth, { email: target });
    expect(refused).toMatchObject({ status: 429, body: { message: accountTexts.tooManyInvitations } });
    expect(await mailTo(target)).toHaveLength(limits.inviteMailsPerAddressPerDay);
    expect((await fourth.client.call('invites-list')).body).toHaveLength(0);
    // The sender's own day gave its reservation back: another address goes.
    expect((await invite(fourth, { email: address('next') })).status).toBe(201);
  });

  it('requests sent at once pass no more than the limit', async () => {
    const sender = await api.user('burst');
    const answers = await Promise.all(
      Array.from({ length: limits.inviteMailsPerDay + 5 }, (_, i) =>
        invite(sender, { email: address(`burst${i}`) }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(limits.inviteMailsPerDay);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect((await sender.client.call('invites-list')).body).toHaveLength(limits.inviteMailsPerDay);
  });

  it("an admin's day holds more than a member's", async () => {
    const admin = await api.user('admin');
    const promoted = await owner.client.call('admin-user-update', {
      params: { id: admin.user._id },
      body: { role: 'admin' },
    });
    expect(promoted.status).toBe(200);
    for (let i = 0; i <= limits.inviteMailsPerDay; i++)
      expect((await invite(admin, { email: address(`adm${i}`) })).status).toBe(201);
  });
});

/** The code in an invitation's link. */
const codeOf = (made: { body: { url: string } }) =>
  new URL(made.body.url).searchParams.get('invite') as string;

/** What the sign-up page reads of the invitation, and what sign-up through it answers. */
async function outcome(code: string) {
  const preview = await api.client().call('auth-invite', { params: { code } });
  const signUp = await api
    .client()
    .call('auth-signup', { body: { username: uniqueName('joiner'), password, invite: code } });
  return {
    preview: { status: preview.status, message: (preview.body as { message?: string }).message },
    signUp: { status: signUp.status, message: (signUp.body as { message?: string }).message },
  };
}

const dead = {
  preview: { status: 403, message: accountTexts.inviteInvalid },
  signUp: { status: 403, message: accountTexts.inviteInvalid },
};

const setRole = (who: Member, role: 'admin' | 'member') =>
  owner.client.call('admin-user-update', { params: { id: who.user._id }, body: { role } });

describe("invitations die with their inviter's right to invite", () => {
  it("a disabled inviter's invitations admit nobody until the account is enabled again", async () => {
    const inviter = await api.user('disabled');
    const code = codeOf(await invite(inviter, { uses: 5 }));
    await owner.client.call('admin-user-update', {
      params: { id: inviter.user._id },
      body: { disabled: true },
    });
    expect(await outcome(code)).toEqual(dead);
    await owner.client.call('admin-user-update', {
      params: { id: inviter.user._id },
      body: { disabled: false },
    });
    expect((await outcome(code)).signUp.status).toBe(201);
  });

  it("a demoted admin's invitations die, even while members may invite", async () => {
    const inviter = await api.user('demoted');
    expect((await setRole(inviter, 'admin')).status).toBe(200);
    const code = codeOf(await invite(inviter, { uses: 5 }));
    expect((await setRole(inviter, 'member')).status).toBe(200);
    expect((await api.client().call('auth-options')).body.membersCanInvite).toBe(true);
    expect(await outcome(code)).toEqual(dead);
    // What they invite as a member now lives by the members' right.
    expect((await outcome(codeOf(await invite(inviter)))).signUp.status).toBe(201);
  });

  it("turning membersCanInvite off kills members' invitations, not admins'", async () => {
    const [member, admin] = [await api.user('member'), await api.user('keeper')];
    expect((await setRole(admin, 'admin')).status).toBe(200);
    const memberCode = codeOf(await invite(member, { uses: 5 }));
    const adminCode = codeOf(await invite(admin, { uses: 5 }));
    try {
      await owner.client.call('admin-settings-update', { body: { membersCanInvite: false } });
      expect(await outcome(memberCode)).toEqual(dead);
      expect(await outcome(adminCode)).toMatchObject({ preview: { status: 200 }, signUp: { status: 201 } });
    } finally {
      await owner.client.call('admin-settings-update', { body: { membersCanInvite: true } });
    }
    expect((await outcome(memberCode)).signUp.status).toBe(201);
  });

  it("a deleted inviter's invitations, or one being deleted, admit nobody", async () => {
    const leaving = await api.user('leaving');
    const leavingCode = codeOf(await invite(leaving, { uses: 5 }));
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.user(leaving.user._id),
        UpdateExpression: 'SET deleting = :at',
        ExpressionAttributeValues: { ':at': new Date().toISOString() },
      }),
    );
    expect(await outcome(leavingCode)).toEqual(dead);

    // An invitation left behind by an account that is gone (a deletion cut short, say).
    const gone = await api.user('gone');
    const goneCode = codeOf(await invite(gone, { uses: 5 }));
    await removeAccount(api, gone.user._id);
    expect(await outcome(goneCode)).toEqual(dead);

    const deleted = await api.user('deleted');
    const deletedCode = codeOf(await invite(deleted, { uses: 5 }));
    let answer = await deleted.client.call('auth-delete-account', { body: { password } });
    for (let calls = 1; answer.status === 202 && calls < 20; calls++)
      answer = await deleted.client.call('auth-delete-account', { body: { password } });
    expect(answer.status).toBe(200);
    expect(await outcome(deletedCode)).toEqual(dead);
  });
});
