/**
 * Helpers of the recovery address's API tests (tests/api/recovery.test.ts, recovery-mail.test.ts):
 * addresses no other file sends to, the links the local SES server was sent, and an address set
 * and confirmed with the password as the verification page does it.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { accountMailTexts, accountTexts, recoveryMailTexts } from '../../shared/messages/server';
import { type ApiClient, sentMail, type TestApi } from '../support/api';
import type { Member } from './team-support';

export const password = 'Passw0rd';

/** An address no other test (file) sends to: the run's SES server holds every file's mail. */
export const address = (who: string) => `${who}_${randomBytes(5).toString('hex')}@example.com`;

/** The helpers for the file's stack, which `stack` gives once its beforeAll has started it. */
export function recoveryHelpers(stack: () => TestApi) {
  /** The token of the link to `path` in the newest mail to `to` with `subject`. */
  async function linkToken(to: string, path: string, subject?: string): Promise<string> {
    const mail = (await sentMail(stack(), to)).find(
      (sent) => subject === undefined || sent.subject === subject,
    );
    const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!url) throw new Error(`no link in the mail to ${to}`);
    const link = new URL(url);
    expect(link.pathname).toBe(path);
    return link.searchParams.get('token') ?? '';
  }
  async function setAddress(member: Member, email: string) {
    const answer = await member.client.call('auth-update-profile', { body: { email } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  }
  const verify = (
    body: { token: string; password?: string; code?: string },
    client: ApiClient = stack().client(),
  ) => client.call('auth-email-verify', { body });
  const verifyToken = (to: string) => linkToken(to, '/verify-email', accountMailTexts.verify.subject);
  return {
    linkToken,
    setAddress,
    verify,
    verifyToken,
    undoToken: (to: string) => linkToken(to, '/undo-email', recoveryMailTexts.subject),
    resetToken: (to: string) => linkToken(to, '/reset-password', accountMailTexts.reset.subject),
    /** The reset mails `to` received. */
    resetMails: async (to: string) =>
      (await sentMail(stack(), to)).filter((mail) => mail.subject === accountMailTexts.reset.subject),
    /** Sets the address and confirms its link with the password: it becomes the recovery address. */
    async confirmed(member: Member, email: string) {
      await setAddress(member, email);
      const answer = await verify({ token: await verifyToken(email), password });
      expect(answer, JSON.stringify(answer.body)).toMatchObject({
        status: 200,
        body: { message: accountTexts.emailVerified },
      });
    },
  };
}
