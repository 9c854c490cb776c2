/**
 * functions/lib/mail.ts without a sender: mail is off, and a send is refused with the error
 * family's `NotSetUp` (503, no Retry-After) before any call to SES. Sending itself runs on the local
 * SES server: tests/api/mail.test.ts.
 */
import { serverErrors } from '@shared/messages/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** A fresh module, as a cold start would load it, with this sender. */
async function coldStart(mailFrom: string) {
  vi.resetModules();
  vi.stubEnv('MAIL_FROM', mailFrom);
  return { ...(await import('./mail')), errors: await import('./errors') };
}

const mail = { to: ['ada@example.com'], subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };

describe('mail', () => {
  it('is off without MAIL_FROM, and a send says so', async () => {
    const { mailEnabled, sendMail, errors } = await coldStart('');
    expect(mailEnabled()).toBe(false);
    const refusal = await sendMail(mail).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(errors.NotSetUp);
    expect((refusal as Error).message).toBe(serverErrors.mailNotSetUp);
    expect(errors.statusOf(refusal)).toBe(503);
    expect((refusal as InstanceType<typeof errors.NotSetUp>).headers).toEqual({});
  });

  it('is on with a sender', async () => {
    const { mailEnabled } = await coldStart('Team Todo <no-reply@example.com>');
    expect(mailEnabled()).toBe(true);
  });
});
