/**
 * Sends Web Push messages: the payload encrypted per RFC 8291 (aes128gcm) and signed
 * with VAPID (RFC 8292) by `web-push`, which only this module imports (so only the poller's bundle
 * carries it; tests/api/lambda-bundles.test.ts). The HTTP send itself is our own fetch, injectable
 * (`setPushTransport`); tests run a local RFC 8030 push service (web-push-testing) and read what it
 * received.
 *
 * A push endpoint is a URL a user gave us, so the send is held short (docs/reminders.md#sending):
 * the endpoint is checked against the push services' hosts again before each send (a device stored
 * under an older rule is never posted to), redirects are not followed, and a send that has not
 * answered within 3 seconds is abandoned.
 */
import webPush from 'web-push';
import type { PushSubscriptionItem } from '../../data/notifications/push-subscriptions';
import { env } from '../../lib/env';
import { isAllowedPushEndpoint } from '../../lib/push-endpoint';
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

/** What a push service answered: its status, and the start of its body (Apple and FCM say why there). */
export interface PushAnswer {
  status: number;
  reason: string;
}

type PushTransport = (request: PushRequest) => Promise<PushAnswer>;

/** How long a push service may take to answer; then the send is abandoned (and counted failed). */
export const pushTimeoutMs = 3000;

/** Characters of a push service's answer kept for the log. */
const reasonMax = 200;

const fetchTransport: PushTransport = async (request) => {
  const signal = AbortSignal.timeout(pushTimeoutMs);
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers,
    body: Buffer.from(request.body),
    // A push service answers; it never redirects. Following one would post to wherever it points.
    redirect: 'manual',
    signal,
  });
  // Read within the same 3 s; a push service's answer is short (its reason, when it refuses).
  const reason = await response.text().catch(() => '');
  return { status: response.status, reason: reason.slice(0, reasonMax) };
};

let transport: PushTransport = fetchTransport;

/** Replaces the HTTP send (tests); `undefined` restores fetch. */
export function setPushTransport(next: PushTransport | undefined): void {
  transport = next ?? fetchTransport;
}

/**
 * What became of a send: accepted; gone (404/410: the subscription is to be deleted); refused (the
 * endpoint is no push service: deleted unsent); or failed (any other status, a redirect among them).
 * `status` and `reason` are the push service's answer, for the log.
 */
export interface PushResult {
  outcome: 'sent' | 'gone' | 'refused' | 'failed';
  status?: number;
  reason?: string;
}

/** Hours a push service keeps a message for an offline device: a reminder later than that is noise. */
const ttlSeconds = 12 * 3600;

export async function sendPush(
  subscription: Pick<PushSubscriptionItem, 'endpoint' | 'p256dh' | 'auth'>,
  payload: PushPayload,
  vapid: VapidKeys,
): Promise<PushResult> {
  if (!isAllowedPushEndpoint(subscription.endpoint)) return { outcome: 'refused' };
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
  const { status, reason } = await transport({
    endpoint: details.endpoint,
    method: details.method,
    headers,
    body: details.body ? new Uint8Array(details.body) : new Uint8Array(),
  });
  if (status >= 200 && status < 300) return { outcome: 'sent', status };
  return { outcome: status === 404 || status === 410 ? 'gone' : 'failed', status, reason };
}
