/**
 * Where a push endpoint may point (docs/reminders.md#devices). An endpoint is a URL our server
 * POSTs to, so only the browsers' own push services are accepted, never an arbitrary URL (that
 * would make subscriptions a request relay: SSRF to the metadata service, internal hosts or anyone's
 * site). The rule: `https:`, no user info, the default port, and a host that is one of the push
 * services below, exactly or by an exact suffix. The local stack sets PUSH_ALLOW_LOCAL_HTTP, and
 * then a loopback host (http or https, any port) is accepted too, for a local RFC 8030 service.
 * The subscribe route checks it, and the sender checks it again before every send (a device stored
 * under an older rule is dropped, never posted to).
 */
import { pushTexts, reminderTexts } from '@shared/messages/server';
import { env } from './env';
import { Invalid } from './errors';

/** The browsers' push services, by exact host. */
const pushHosts: ReadonlySet<string> = new Set([
  // Chrome, Edge (Chromium), Opera, Samsung Internet: Firebase Cloud Messaging.
  'fcm.googleapis.com',
  // Firefox: Mozilla autopush.
  'updates.push.services.mozilla.com',
  // Safari on macOS, iOS and iPadOS.
  'web.push.apple.com',
]);

/** ... and by exact suffix: Edge (legacy) and Windows get hosts like `wns2-by3p.notify.windows.com`. */
const pushHostSuffixes = ['.notify.windows.com'];

const loopbackHosts: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why an endpoint is refused ('scheme': not https; 'host': no push service), or null when accepted. */
function refusalOf(endpoint: string): 'scheme' | 'host' | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'scheme';
  }
  const userInfo = url.username !== '' || url.password !== '';
  if (env.pushAllowLocalHttp && loopbackHosts.has(url.hostname) && /^https?:$/.test(url.protocol))
    return userInfo ? 'host' : null;
  if (url.protocol !== 'https:') return 'scheme';
  const host = url.hostname;
  const known = pushHosts.has(host) || pushHostSuffixes.some((suffix) => host.endsWith(suffix));
  return known && !userInfo && url.port === '' ? null : 'host';
}

/** Throws Invalid (400) when the endpoint is not one the server may post to. */
export function checkEndpoint(endpoint: string): void {
  const refusal = refusalOf(endpoint);
  if (refusal)
    throw new Invalid(
      refusal === 'scheme' ? reminderTexts.endpointInvalid : pushTexts.endpointNotPushService,
    );
}

/** Whether the server may post to the endpoint (the sender's check: no message needed there). */
export const isAllowedPushEndpoint = (endpoint: string): boolean => refusalOf(endpoint) === null;
