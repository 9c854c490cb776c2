/**
 * functions/lib/client-address.ts, the one address helper of the sign-in limit, the request logs
 * and the WebSocket $connect: with CloudFront's proof configured (AWS: read by ARN from Secrets
 * Manager once per cold start; here ORIGIN_VERIFY, the value itself), only a request carrying the
 * proof header is answered, and its address is the one the edge function set; without it (the
 * local stack), the gateway's socket address. There is no Secrets Manager engine to run here, so
 * its client is mocked (the SDK call itself, not our code).
 */
// biome-ignore-all lint/suspicious/noExplicitAny: handler answers are checked field by field.
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverErrors } from '../../shared/messages/server';

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
      await clientAddress(event({ 'x-origin-verify': 's3cret-value', 'x-viewer-address': '198.51.100.23' })),
    ).toBe('198.51.100.23');
  });

  it.each([
    ['no proof', { 'x-viewer-address': '198.51.100.23' }],
    ['a wrong proof', { 'x-origin-verify': 's3cret-valuf', 'x-viewer-address': '198.51.100.23' }],
    ['a proof of another length', { 'x-origin-verify': 's3cret', 'x-viewer-address': '198.51.100.23' }],
  ])('refuses a request with %s (it bypassed CloudFront) with 403', async (_, headers) => {
    const { clientAddress } = await load('s3cret-value');
    // Forbidden: answered 403 with this message by the error family (functions/lib/errors.ts).
    await expect(clientAddress(event(headers))).rejects.toThrow(
      expect.objectContaining({ name: 'Forbidden', message: serverErrors.foreignOrigin }),
    );
  });

  it('answers undefined for a WebSocket upgrade without the proof', async () => {
    const { visitorAddress } = await load('s3cret-value');
    expect(await visitorAddress(() => undefined, '130.176.0.1')).toBeUndefined();
  });
});

describe('the proof read by ARN (AWS)', () => {
  const secrets = mockClient(SecretsManagerClient);
  const arn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:OriginVerifySecret-abc123';
  afterEach(() => secrets.reset());

  it('reads the secret named by ORIGIN_VERIFY_SECRET_ARN once per cold start, however many requests ask', async () => {
    secrets.on(GetSecretValueCommand, { SecretId: arn }).resolves({ SecretString: 'from-secrets-manager' });
    vi.resetModules();
    vi.stubEnv('ORIGIN_VERIFY', '');
    vi.stubEnv('ORIGIN_VERIFY_SECRET_ARN', arn);
    const { clientAddress } = await import('../../functions/lib/client-address');
    const through = event({ 'x-origin-verify': 'from-secrets-manager', 'x-viewer-address': '198.51.100.23' });
    expect(await Promise.all([clientAddress(through), clientAddress(through)])).toEqual([
      '198.51.100.23',
      '198.51.100.23',
    ]);
    await expect(clientAddress(event({ 'x-origin-verify': 's3cret-value' }))).rejects.toThrow(
      serverErrors.foreignOrigin,
    );
    expect(await clientAddress(through)).toBe('198.51.100.23');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it("on a cold start, starts the session key's read beside the proof's, and only for a session cookie", async () => {
    const sessionArn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:SessionSecret-abc123';
    const asked: string[] = [];
    let answer: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    secrets.on(GetSecretValueCommand).callsFake(async (input: { SecretId: string }) => {
      asked.push(input.SecretId);
      await gate;
      return { SecretString: input.SecretId === arn ? 'proof' : 'session-key' };
    });
    vi.resetModules();
    vi.stubEnv('ORIGIN_VERIFY', '');
    vi.stubEnv('ORIGIN_VERIFY_SECRET_ARN', arn);
    vi.stubEnv('SESSION_SECRET_ARN', sessionArn);
    const { guard } = await import('../../functions/lib/middlewares/guard');
    const { httpEvent, middyRequest } = await import('../support/events');
    const { sessionCookieName } = await import('../../shared/session-cookies');
    const request = (cookies?: string[]) =>
      middyRequest(
        httpEvent({
          method: 'GET',
          path: '/api/auth/user',
          headers: { 'x-origin-verify': 'proof' },
          ...(cookies ? { cookies } : {}),
        }),
      );
    const run = (r: ReturnType<typeof request>) => guard(1024, 'required').before?.(r as any);

    const guest = run(request());
    await vi.waitFor(() => expect(asked).toEqual([arn]));
    const signedIn = run(request([`${sessionCookieName}=a.b.c`]));
    // Both reads are under way before either has answered: no second round trip in sequence.
    await vi.waitFor(() => expect(asked).toEqual([arn, sessionArn]));
    answer();
    await Promise.all([guest, signedIn]);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('reads nothing in the local stack', async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET_ARN', '');
    const { clientAddress } = await load(undefined);
    expect(await clientAddress(event({}, '127.0.0.1'))).toBe('127.0.0.1');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });
});

describe('the local stack (no ORIGIN_VERIFY)', () => {
  it("uses the gateway's address and ignores a client's X-Viewer-Address", async () => {
    const { clientAddress } = await load(undefined);
    expect(await clientAddress(event({ 'x-viewer-address': '6.6.6.6' }, '127.0.0.1'))).toBe('127.0.0.1');
  });
});

describe('the handler factories, behind CloudFront', () => {
  const proof = 's3cret-value';
  const context = { awsRequestId: 'aws-request-1', getRemainingTimeInMillis: () => 10_000 } as never;

  async function loadRoute<T>(file: string): Promise<T> {
    vi.resetModules();
    vi.stubEnv('ORIGIN_VERIFY', proof);
    vi.stubEnv('SESSION_SECRET', 'test-secret-test-secret-test-secret');
    vi.stubEnv('LOG_LEVEL', 'silent');
    return import(file) as Promise<T>;
  }

  it('refuse an HTTP request that bypassed CloudFront with 403 before the session check', async () => {
    const { httpEvent } = await import('../support/events');
    const { handler } = await loadRoute<{ handler: (e: unknown, c: unknown) => Promise<any> }>(
      '../../functions/auth/user',
    );
    const get = (headers: Record<string, string>) =>
      handler(httpEvent({ method: 'GET', path: '/api/auth/user', headers }), context);
    const bypass = await get({});
    expect(bypass.statusCode).toBe(403);
    expect(JSON.parse(bypass.body)).toEqual({ message: serverErrors.foreignOrigin });
    // Through CloudFront, the same request without a session is an ordinary guest: 401.
    expect((await get({ 'x-origin-verify': proof, 'x-viewer-address': '198.51.100.23' })).statusCode).toBe(
      401,
    );
  });

  it('refuse a WebSocket $connect that bypassed CloudFront with 403', async () => {
    const { handler } = await loadRoute<{ handler: (e: unknown, c: unknown) => Promise<any> }>(
      '../../functions/realtime/connect',
    );
    const connect = (headers: Record<string, string>) =>
      handler(
        {
          headers: { Host: 'todo.example', Origin: 'https://todo.example', ...headers },
          requestContext: {
            routeKey: '$connect',
            eventType: 'CONNECT',
            connectionId: 'c1',
            requestId: 'r1',
            identity: { sourceIp: '130.176.0.1' },
          },
          isBase64Encoded: false,
        },
        context,
      );
    expect((await connect({})).statusCode).toBe(403);
    expect((await connect({ 'X-Origin-Verify': 'wrong-value!' })).statusCode).toBe(403);
    expect((await connect({ 'X-Origin-Verify': proof })).statusCode).toBe(401); // no session cookie
  });
});
