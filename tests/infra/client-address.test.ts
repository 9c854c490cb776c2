/**
 * functions/lib/client-address.ts, the one address helper of the sign-in limit, the request logs
 * and the WebSocket $connect: with ORIGIN_VERIFY set (AWS), only a request carrying CloudFront's
 * proof header is answered, and its address is the one the edge function set; without it (the
 * local stack), the gateway's socket address.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('../../functions/lib/client-address');

async function load(originVerify: string | undefined): Promise<Module> {
  vi.resetModules();
  if (originVerify === undefined) vi.stubEnv('ORIGIN_VERIFY', '');
  else vi.stubEnv('ORIGIN_VERIFY', originVerify);
  return import('../../functions/lib/client-address');
}

const event = (headers: Record<string, string>, sourceIp = '130.176.0.1') => ({
  headers,
  requestContext: { http: { sourceIp } },
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('behind CloudFront (ORIGIN_VERIFY set)', () => {
  it("takes the edge's X-Viewer-Address on a request with the proof", async () => {
    const { clientAddress } = await load('s3cret-value');
    expect(
      clientAddress(event({ 'x-origin-verify': 's3cret-value', 'x-viewer-address': '198.51.100.23' })),
    ).toBe('198.51.100.23');
  });

  it.each([
    ['no proof', { 'x-viewer-address': '198.51.100.23' }],
    ['a wrong proof', { 'x-origin-verify': 's3cret-valuf', 'x-viewer-address': '198.51.100.23' }],
    ['a proof of another length', { 'x-origin-verify': 's3cret', 'x-viewer-address': '198.51.100.23' }],
  ])('refuses a request with %s (it bypassed CloudFront) with 403', async (_, headers) => {
    const { clientAddress } = await load('s3cret-value');
    expect(() => clientAddress(event(headers))).toThrow(expect.objectContaining({ statusCode: 403 }));
  });

  it('answers undefined for a WebSocket upgrade without the proof', async () => {
    const { visitorAddress } = await load('s3cret-value');
    expect(visitorAddress(() => undefined, '130.176.0.1')).toBeUndefined();
  });
});

describe('the local stack (no ORIGIN_VERIFY)', () => {
  it("uses the gateway's address and ignores a client's X-Viewer-Address", async () => {
    const { clientAddress } = await load(undefined);
    expect(clientAddress(event({ 'x-viewer-address': '6.6.6.6' }, '127.0.0.1'))).toBe('127.0.0.1');
  });
});
