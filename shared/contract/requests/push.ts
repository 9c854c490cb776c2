/**
 * Bodies of the Web Push routes. An endpoint is an `https:` URL; `http://localhost` and
 * `http://127.0.0.1` pass the schema too. The subscribe route then holds it to the push services'
 * hosts, and refuses loopback unless the local stack allows it (functions/lib/push-endpoint.ts),
 * since only the deployment knows where it runs.
 */
import * as v from 'valibot';
import { limits } from '../../limits';
import { reminderTexts as text } from '../../messages/server';
import { body } from './fields';

const base64url = v.pipe(
  v.string(text.keysInvalid),
  v.regex(/^[A-Za-z0-9_-]+={0,2}$/, text.keysInvalid),
  v.maxLength(200, text.keysInvalid),
);

/** A push service URL: https, or plain http on a loopback host (local stack only, checked by the route). */
export const isPushEndpoint = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1'))
    );
  } catch {
    return false;
  }
};

export const endpoint = v.pipe(
  v.string(text.endpointInvalid),
  v.maxLength(limits.pushEndpointMax, text.endpointInvalid),
  v.check(isPushEndpoint, text.endpointInvalid),
);

/** push/subscribe: what `PushSubscription.toJSON()` gives (expirationTime is ignored). */
export const subscribeBody = body(
  {
    endpoint,
    keys: v.object({ p256dh: base64url, auth: base64url }, text.keysInvalid),
    expirationTime: v.optional(v.unknown()),
  },
  { endpoint: text.endpointInvalid, keys: text.keysInvalid },
);

export const unsubscribeBody = body({ endpoint }, { endpoint: text.endpointInvalid });
