/**
 * Sends Web Push messages (issue 24): the payload encrypted per RFC 8291 (aes128gcm) and signed
 * with VAPID (RFC 8292) by `web-push`, which only this module imports (so only the poller's bundle
 * carries it; tests/api/lambda-bundles.test.ts). The HTTP send itself is injectable
 * (`setPushTransport`): by default a plain fetch to the subscription's endpoint, so tests can run a
 * local RFC 8030 push service (web-push-testing) and read what it received.
 */
import webPush from 'web-push';
import type { PushSubscriptionItem } from '../../data/push-subscriptions';
import { env } from '../../lib/env';
import type { VapidKeys } from '../../lib/vapid';

/** The message a service worker shows (docs/reminders.md, the contract with the web's worker). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

export type PushTransport = (request: PushRequest) => Promise<{ status: number }>;

const fetchTransport: PushTransport = async (request) => {
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers,
    body: Buffer.from(request.body),
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer().catch(() => undefined);
  return { status: response.status };
};

let transport: PushTransport = fetchTransport;

/** Replaces the HTTP send (tests); `undefined` restores fetch. */
export function setPushTransport(next: PushTransport | undefined): void {
  transport = next ?? fetchTransport;
}

/** What a push service answered: accepted, gone (404/410: the subscription is to be deleted), or failed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** Hours a push service keeps a message for an offline device: a reminder later than that is noise. */
const ttlSeconds = 12 * 3600;

export async function sendPush(
  subscription: Pick<PushSubscriptionItem, 'endpoint' | 'p256dh' | 'auth'>,
  payload: PushPayload,
  vapid: VapidKeys,
): Promise<PushOutcome> {
  const details = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: env.vapidSubject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: ttlSeconds,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
    },
  );
  const headers = Object.fromEntries(Object.entries(details.headers).map(([k, value]) => [k, String(value)]));
  const { status } = await transport({
    endpoint: details.endpoint,
    method: details.method,
    headers,
    body: details.body ? new Uint8Array(details.body) : new Uint8Array(),
  });
  if (status === 404 || status === 410) return 'gone';
  return status >= 200 && status < 300 ? 'sent' : 'failed';
}
