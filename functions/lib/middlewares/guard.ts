/**
 * Middleware 2, guard: refuses, before any parsing or read, a request that did not come through
 * our CloudFront (403, functions/lib/client-address.ts; on a cold start its proof is read from
 * Secrets Manager, and the session key's read, when the session middleware will need it, starts
 * beside it), a body
 * over the route's limit (413) and a state-changing request that is not the site's own (415, 403).
 *
 * CSRF defence beside SameSite=Lax: a state-changing request that carries a body must be JSON (a
 * plain HTML form cannot send that without a CORS preflight), and an Origin header, when present,
 * must be the site's own (functions/lib/origin.ts).
 *
 * A request with an empty body may come without a Content-Type: the original client's body-less
 * POSTs and DELETEs (logout, accept, task delete...) are sent that way (docs/compat.md#body-less-calls). That
 * opens nothing: an HTML form always sends a form content type, and the Origin check and the Lax
 * cookie, not the content type, stop a cross-site body-less request.
 */
import { serverErrors } from '@shared/messages/server';
import { clientAddress } from '../client-address';
import { Forbidden, TooLarge, UnsupportedMediaType } from '../errors';
import { type Event, header } from '../http';
import { isAllowedOrigin } from '../origin';
import { warmSessionKey } from '../signed-in';
import type { SessionMode } from './session-user';
import type { Middleware } from './types';

/** The body as text, decoding base64 when API Gateway encoded it. */
export const rawBody = (event: Event): string =>
  event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';

export function checkStateChangingRequest(event: Event, body: string): void {
  const contentType = (header(event, 'content-type') ?? '').trim();
  const bodyless = body === '' && contentType === '';
  if (!bodyless && !/^application\/json\b/i.test(contentType)) throw new UnsupportedMediaType();
  if (!isAllowedOrigin((name) => header(event, name))) throw new Forbidden(serverErrors.foreignOrigin);
}

export const guard = (maxBodyBytes: number, sessionMode: SessionMode = 'none'): Middleware => ({
  before: async ({ event, context }) => {
    const { state } = context;
    // The session middleware will verify a session cookie: its key's first read starts now.
    if (sessionMode !== 'none') warmSessionKey(event.cookies);
    // First of all: a request that bypassed our CloudFront is refused (403) before anything is read.
    state.clientAddress = await clientAddress(event);
    state.log = state.log.with({ clientAddress: state.clientAddress });
    const body = rawBody(event);
    if (Buffer.byteLength(body) > maxBodyBytes) throw new TooLarge();
    if (event.requestContext.http.method !== 'GET') checkStateChangingRequest(event, body);
  },
});
