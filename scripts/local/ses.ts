/**
 * The local SES v2 server (the aws-ses-v2-local package) that stands in for SES: the handlers send
 * to it through AWS_ENDPOINT_URL_SESV2 with the same client as in AWS, and it keeps what it was
 * sent in memory. Run in this process, as s3rver is: nothing to spawn, nothing to leak.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Store } from 'aws-ses-v2-local/dist/store';

export interface RunningSes {
  endpoint: string;
  stop(): Promise<void>;
}

/** One sent mail as `GET /_dev/mail` shows it. */
export interface SentMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The extra headers it was sent with (the notification mails' List-Unsubscribe, RFC 8058). */
  headers: { name: string; value: string }[];
  /** When the server took it, ISO 8601 (its store keeps whole seconds). */
  date: string;
}

// A CommonJS module whose server is `exports.default`: required, it is the same in tsx and Vitest.
const { default: sesServer } = createRequire(import.meta.url)(
  'aws-ses-v2-local',
) as typeof import('aws-ses-v2-local');

/** Starts the server on a free loopback port (the OS picks it: no window for another process to take it). */
export async function startSes(): Promise<RunningSes> {
  const server = await sesServer({ host: '127.0.0.1', port: 0 });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The handlers' SDK clients keep their connections alive; close would wait for them.
        server.closeAllConnections();
      }),
  };
}

/**
 * The server's store (`GET /store`) as `GET /_dev/mail` answers it: newest first. The store appends
 * in the order mails arrived and times them in whole seconds, so its order is reversed rather
 * than sorted by time, which could not order two mails of the same second.
 */
export function sentMail(store: Pick<Store, 'emails'>): SentMail[] {
  return store.emails.toReversed().map((email) => ({
    to: email.destination.to,
    subject: email.subject,
    text: email.body.text ?? '',
    html: email.body.html ?? '',
    headers: email.headers ?? [],
    date: new Date(email.at * 1000).toISOString(),
  }));
}

/** What the server at `endpoint` was sent, newest first. */
export async function readSentMail(endpoint: string): Promise<SentMail[]> {
  const response = await fetch(`${endpoint}/store`);
  if (!response.ok) throw new Error(`The local SES server answered ${response.status} to GET /store`);
  return sentMail((await response.json()) as Pick<Store, 'emails'>);
}
