/**
 * The site's own origin as the request reached it (CloudFront sets X-Forwarded-Host from the
 * viewer's Host, functions/lib/origin.ts): feed URLs and links back to tasks are absolute. Plain
 * http only for a loopback host (the local stack).
 */
import { type Event, header } from './http';

export function siteOrigin(event: Event): string {
  const host = header(event, 'x-forwarded-host') ?? header(event, 'host') ?? 'localhost';
  const loopback = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);
  return `${loopback ? 'http' : 'https'}://${host}`;
}
