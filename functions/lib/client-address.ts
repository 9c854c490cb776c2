/**
 * The visitor's address, for the sign-in limit (functions/auth/signin.ts), the log lines of a
 * request and the WebSocket `$connect` (docs/decisions/0050-visitor-address-from-a-secret-origin-header.md).
 *
 * In AWS every request reaches API Gateway from a CloudFront edge, so API Gateway's `sourceIp` is
 * the edge's address, shared by everyone routed through it. The distribution's viewer-request
 * function (infra/edge/forward-viewer.js) sets `x-viewer-address` from `event.viewer.ip`,
 * overwriting whatever the client sent, and CloudFront adds `x-origin-verify` with a secret value on
 * the way to the origin. The functions read the same value from Secrets Manager, by the ARN in
 * ORIGIN_VERIFY_SECRET_ARN, once per cold start (./secret.ts; docs/infra.md#quotas says why it is
 * not in the environment). A request without it did not come through our CloudFront (someone
 * called the execute-api endpoint itself): it is refused, because it would skip the security
 * headers and could choose its own address.
 *
 * The local stack sets neither ORIGIN_VERIFY_SECRET_ARN nor ORIGIN_VERIFY: the gateway is the edge
 * there, and `sourceIp` is the socket's address (or, in tests only, X-Forwarded-For:
 * scripts/local/gateway.ts). Tests set ORIGIN_VERIFY to the value itself.
 */
import { timingSafeEqual } from 'node:crypto';
import { serverErrors } from '@shared/messages/server';
import { env } from './env';
import { Forbidden } from './errors';
import { secretString } from './secret';

export const viewerAddressHeader = 'x-viewer-address';
export const originVerifyHeader = 'x-origin-verify';

/** The proof CloudFront sends, or undefined where none is configured (the local stack). */
async function expectedProof(): Promise<Buffer | undefined> {
  if (env.originVerifySecretArn) return Buffer.from(await secretString(env.originVerifySecretArn));
  return env.originVerify === undefined ? undefined : Buffer.from(env.originVerify);
}

/** Header lookup by lower-case name. */
type HeaderLookup = (lowerCaseName: string) => string | undefined;

const matches = (expected: Buffer, header: HeaderLookup): boolean => {
  const sent = Buffer.from(header(originVerifyHeader) ?? '');
  return sent.length === expected.length && timingSafeEqual(sent, expected);
};

/**
 * The visitor's address, or undefined when the request did not come through our CloudFront.
 * `sourceIp` is what API Gateway (or the local gateway) reports.
 */
export async function visitorAddress(
  header: HeaderLookup,
  sourceIp: string | undefined,
): Promise<string | undefined> {
  const expected = await expectedProof();
  if (expected === undefined) return sourceIp ?? 'unknown';
  if (!matches(expected, header)) return undefined;
  return header(viewerAddressHeader) ?? sourceIp ?? 'unknown';
}

/** An HTTP API (payload 2.0) event's visitor address; 403 for a request that bypassed CloudFront. */
export async function clientAddress(event: {
  headers?: Record<string, string | undefined>;
  requestContext?: { http?: { sourceIp?: string } };
}): Promise<string> {
  const address = await visitorAddress((name) => event.headers?.[name], event.requestContext?.http?.sourceIp);
  if (address === undefined) throw new Forbidden(serverErrors.foreignOrigin);
  return address;
}
