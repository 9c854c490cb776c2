/**
 * The same-origin rule of the CSRF defence (docs/decisions/0007-csrf-defence-json-and-own-origin.md):
 * an `Origin` header, when present, must name the site's own host (`X-Forwarded-Host` behind
 * CloudFront, which an edge function sets from the viewer's Host; `Host` locally) or an origin
 * listed in ALLOWED_ORIGINS.
 * Shared by the HTTP handler factory and the WebSocket one (functions/lib/ws-handler.ts), so a
 * WebSocket `$connect` is held to exactly the rule the state-changing HTTP routes are.
 */
import { env } from './env';

/** Header lookup by lower-case name (API Gateway's WebSocket events keep the client's spelling). */
type HeaderReader = (lowerCaseName: string) => string | undefined;

export function isAllowedOrigin(header: HeaderReader): boolean {
  const origin = header('origin');
  if (origin === undefined || env.allowedOrigins.includes(origin)) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host; // 'null' (sandboxed or file origins) throws here too
  } catch {
    return false;
  }
  const siteHost = header('x-forwarded-host') ?? header('host');
  return originHost === siteHost;
}
