/**
 * The local SES server (./ses.ts): it starts on a loopback port, its store reads back as
 * `GET /_dev/mail` answers it (newest first, `[]` when nothing was sent), and it stops.
 */
import type { Store } from 'aws-ses-v2-local/dist/store';
import { describe, expect, it } from 'vitest';
import { readSentMail, sentMail, startSes } from './ses';

type StoredEmail = Store['emails'][number];

const stored = (subject: string, at: number, body: StoredEmail['body']): StoredEmail => ({
  messageId: `ses-${subject}`,
  from: 'Team Todo <no-reply@localhost>',
  replyTo: [],
  destination: { to: ['ada@example.com'], cc: [], bcc: [] },
  subject,
  body,
  attachments: [],
  at,
});

describe('sentMail', () => {
  it('lists the store newest first, in the order mails arrived within one second', () => {
    const emails = [
      stored('first', 1_700_000_000, { text: 'one', html: '<p>one</p>' }),
      stored('second', 1_700_000_001, { text: 'two', html: '<p>two</p>' }),
      stored('third', 1_700_000_001, { text: 'three' }),
    ];
    expect(sentMail({ emails })).toEqual([
      {
        to: ['ada@example.com'],
        subject: 'third',
        text: 'three',
        html: '',
        headers: [],
        date: '2023-11-14T22:13:21.000Z',
      },
      {
        to: ['ada@example.com'],
        subject: 'second',
        text: 'two',
        html: '<p>two</p>',
        headers: [],
        date: '2023-11-14T22:13:21.000Z',
      },
      {
        to: ['ada@example.com'],
        subject: 'first',
        text: 'one',
        html: '<p>one</p>',
        headers: [],
        date: '2023-11-14T22:13:20.000Z',
      },
    ]);
    expect(emails.map((email) => email.subject)).toEqual(['first', 'second', 'third']);
  });
});

describe('startSes', () => {
  it('serves an empty store on loopback until stopped', async () => {
    const ses = await startSes();
    expect(ses.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await readSentMail(ses.endpoint)).toEqual([]);
    await ses.stop();
    await expect(fetch(`${ses.endpoint}/health-check`)).rejects.toThrow();
  });
});
