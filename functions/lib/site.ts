/**
 * Where the site is, two ways (decision 0143):
 *
 * - `linkOrigin()`: the configured origin (`SITE_ORIGIN`: the stack sets the site's https URL on
 *   every function that sends mail or hands out a link, the local stack its own address). Every
 *   link a mail carries, and every link an answer gives to be passed on (an invitation's, an
 *   admin's reset link), is built on it: a request's headers are written by whoever sends the
 *   request, so a link built from them could send a stranger's mail to the sender's own server.
 * - `siteOrigin(event)`: the site as this request reached it (CloudFront sets X-Forwarded-Host from
 *   the viewer's Host, overwriting any the viewer sent; the local gateway does the same), for what
 *   must match the caller's own address bar: passkeys' relying party, the authenticator's label,
 *   the caller's own calendar feed. Plain http only for a loopback host (the local stack).
 */
import { env } from './env';
import { type Event, header } from './http';

export function siteOrigin(event: Event): string {
  const host = header(event, 'x-forwarded-host') ?? header(event, 'host') ?? 'localhost';
  const loopback = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);
  return `${loopback ? 'http' : 'https'}://${host}`;
}

/** The configured origin links are built on; a function without one is a deploy fault (500), never a guess. */
export function linkOrigin(): string {
  if (!env.siteOrigin) throw new Error("SITE_ORIGIN is not set: links need the site's configured origin");
  return env.siteOrigin;
}
