/**
 * The visitor's address, for the sign-in limit (functions/auth/signin.ts), the log lines of a
 * request and the WebSocket `$connect` (docs/decisions/0050-visitor-address-from-a-secret-origin-header.md).
 *
 * In AWS every request reaches API Gateway from a CloudFront edge, so API Gateway's `sourceIp` is
 * the edge's address, shared by everyone routed through it. The distribution's viewer-request
 * function (infra/edge/forward-viewer.js) sets `x-viewer-address` from `event.viewer.ip`,
 * overwriting whatever the client sent, and CloudFront adds `x-origin-verify` with a secret value on
 * the way to the origin. The same value is in ORIGIN_VERIFY (read once, at module load). A request
 * without it did not come through our CloudFront (someone called the execute-api endpoint itself):
 * it is refused, because it would skip the security headers and could choose its own address.
 *
 * The local stack sets no ORIGIN_VERIFY: the gateway is the edge there, and `sourceIp` is the
 * socket's address (or, in tests only, X-Forwarded-For: scripts/local/gateway.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import { serverErrors } from '../../shared/messages';
import { Forbidden } from './errors';

export const viewerAddressHeader = 'x-viewer-address';
export const originVerifyHeader = 'x-origin-verify';

const read = (name: string): string | undefined => {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
};

/** Unset locally; in AWS the value CloudFront sends in `x-origin-verify` (infra/stack.ts). */
const expected = read('ORIGIN_VERIFY');
const expectedBytes = expected === undefined ? undefined : Buffer.from(expected);

/** Header lookup by lower-case name. */
export type HeaderLookup = (lowerCaseName: string) => string | undefined;

/** Whether the request carries CloudFront's proof (always true where none is configured). */
export function cameThroughCloudFront(header: HeaderLookup): boolean {
  if (expectedBytes === undefined) return true;
  const sent = Buffer.from(header(originVerifyHeader) ?? '');
  return sent.length === expectedBytes.length && timingSafeEqual(sent, expectedBytes);
}

/**
 * The visitor's address, or undefined when the request did not come through our CloudFront.
 * `sourceIp` is what API Gateway (or the local gateway) reports.
 */
export function visitorAddress(header: HeaderLookup, sourceIp: string | undefined): string | undefined {
  if (expectedBytes === undefined) return sourceIp ?? 'unknown';
  if (!cameThroughCloudFront(header)) return undefined;
  return header(viewerAddressHeader) ?? sourceIp ?? 'unknown';
}

/** An HTTP API (payload 2.0) event's visitor address; 403 for a request that bypassed CloudFront. */
export function clientAddress(event: {
  headers?: Record<string, string | undefined>;
  requestContext?: { http?: { sourceIp?: string } };
}): string {
  const address = visitorAddress((name) => event.headers?.[name], event.requestContext?.http?.sourceIp);
  if (address === undefined) throw new Forbidden(serverErrors.foreignOrigin);
  return address;
}
