/**
 * Mail on the local stack: functions/lib/mail.ts sends through the SES v2 client to the run's local
 * SES server (AWS_ENDPOINT_URL_SESV2, as the stack sets it), and the gateway's `GET /_dev/mail`
 * reads it back over HTTP, newest first, as it was sent; its links lead back to the site.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Mail from '../../functions/lib/mail';
import type * as MailMessage from '../../functions/lib/mail-message';
import { devMailPath } from '../../scripts/local/gateway-answers';
import { localMailFrom } from '../../scripts/local/stack';
import { sentMail, startApi, type TestApi } from '../support/api';

let api: TestApi;
let mail: typeof Mail;
let message: typeof MailMessage;

beforeAll(async () => {
  api = await startApi();
  // After the environment is set: the module reads MAIL_FROM and the endpoint at load.
  mail = await import('../../functions/lib/mail');
  message = await import('../../functions/lib/mail-message');
});

afterAll(() => api?.close());

/** An address no other test file sends to: the run's SES server holds every file's mail. */
const recipient = () => `ada_${randomBytes(6).toString('hex')}@example.com`;

describe('mail on the local stack', () => {
  it('is on, from the local sender', () => {
    expect(mail.mailEnabled()).toBe(true);
    expect(process.env.MAIL_FROM).toBe(localMailFrom);
  });

  it('reads back what was sent, newest first, as it was sent', async () => {
    const to = recipient();
    const first = message.buildMail(api.baseUrl, {
      to: [to],
      subject: 'Your first mail',
      paragraphs: ['Ada & <Bob> shared "Groceries" with you.'],
      link: { label: 'Open the list', path: '/?list=groceries' },
      reason: 'You get this mail because a test sent it.',
    });
    const second = { to: [to], subject: 'Your second mail', text: 'Plain', html: '<p>Plain</p>' };
    const before = Date.now();
    expect(await mail.sendMail(first)).toMatch(/\S/);
    await mail.sendMail(second);

    const received = await sentMail(api, to);
    expect(received.map(({ date: _, ...sent }) => sent)).toEqual([
      { to: [to], subject: second.subject, text: second.text, html: second.html, headers: [] },
      { to: [to], subject: first.subject, text: first.text, html: first.html, headers: [] },
    ]);
    for (const { date } of received) {
      expect(new Date(date).toISOString()).toBe(date);
      // The store keeps whole seconds.
      expect(Date.parse(date)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    }
  });

  it("serves links that lead back to the site's own origin", async () => {
    const to = recipient();
    await mail.sendMail(
      message.buildMail(api.baseUrl, {
        to: [to],
        subject: 'The API description',
        paragraphs: ['Here it is.'],
        link: { label: 'Read it', path: '/openapi.json' },
        reason: 'You get this mail because a test sent it.',
      }),
    );
    const [sent] = await sentMail(api, to);
    const link = /href="([^"]+)"/.exec(sent?.html ?? '')?.[1] ?? '';
    expect(new URL(link).origin).toBe(api.baseUrl);
    expect(sent?.text).toContain(link);
    const followed = await fetch(link);
    expect(followed.status).toBe(200);
    expect(followed.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers /_dev/mail with JSON that no cache keeps, and nothing to another method', async () => {
    const response = await fetch(new URL(devMailPath, api.baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Array.isArray(await response.json())).toBe(true);
    expect((await fetch(new URL(devMailPath, api.baseUrl), { method: 'POST' })).status).toBe(404);
  });
});
