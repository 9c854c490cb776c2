/**
 * The Lambda bundles themselves (infra/bundling.ts settings: minified ESM, AWS SDK inside, the
 * environment-only credential provider in place of the SDK's default chain) serve real requests on
 * DynamoDB Local and s3rver: sign-up, the session read and an avatar upload, through the gateway.
 * The other API tests run the sources; this one proves what deploys behaves the same.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleHandlers } from '../../infra/bundling';
import { reminderPollerFunction, routes } from '../../shared/routes';
import { startApi, type TestApi, uniqueName } from '../support/api';

const exercised = ['auth/signup', 'auth/user', 'image/upload'];
let api: TestApi;

beforeAll(async () => {
  const outdir = mkdtempSync(join(tmpdir(), 'teamtodo-lambda-'));
  const bundles = await bundleHandlers(exercised, outdir);
  const bundleOf = new Map(bundles.map((b) => [b.handler, b.file]));
  api = await startApi({
    // Exercised routes run their bundle; the rest keep their sources (not called here).
    handlerFile: (route) =>
      bundleOf.get(route.handler) ?? resolve(import.meta.dirname, '../../functions', `${route.handler}.ts`),
  });
}, 120_000);

afterAll(() => api?.close());

describe('Lambda bundles on the local engines', () => {
  it('bundle every exercised route without the SDK default credential chain', async () => {
    expect(routes.filter((r) => exercised.includes(r.handler)).length).toBe(exercised.length);
    const outdir = mkdtempSync(join(tmpdir(), 'teamtodo-lambda-check-'));
    const [bundle] = await bundleHandlers(['auth/user'], outdir);
    const code = readFileSync(bundle?.file as string, 'utf8');
    // Markers of the providers the alias removes: web identity, SSO, container and process credentials.
    for (const marker of [
      'AWS_WEB_IDENTITY_TOKEN_FILE',
      'sso_start_url',
      'AWS_CONTAINER_CREDENTIALS_FULL_URI',
      'credential_process',
    ])
      expect(code.includes(marker), marker).toBe(false);
    expect(code).toContain('AWS credentials are missing from the environment');
  });

  it('carry web-push in the reminder poller only', async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'teamtodo-lambda-push-'));
    const checked = [
      reminderPollerFunction.handler,
      'todo/update',
      'push/subscribe',
      'push/public-key',
      'realtime/fan-out',
    ];
    const bundles = await bundleHandlers(checked, outdir);
    // A text of web-push's VAPID helper that survives minification.
    const marker = 'The audience value must be a string';
    for (const bundle of bundles) {
      const code = readFileSync(bundle.file, 'utf8');
      expect(code.includes(marker), bundle.handler).toBe(bundle.handler === reminderPollerFunction.handler);
    }
  }, 120_000);

  it('sign up, read the session and upload an avatar through the bundled handlers', async () => {
    const client = api.client();
    const username = uniqueName('bundle');
    const signedUp = await client.call('auth-signup', { body: { username, password: 'Passw0rd' } });
    expect(signedUp.status).toBe(201);
    expect(client.cookie).toBeDefined();

    const me = await client.call('auth-user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(username);

    const jpeg = readFileSync(resolve(import.meta.dirname, '../fixtures/avatar-16px.jpg'));
    const uploaded = await client.call('image-upload', { body: { image: jpeg.toString('base64') } });
    expect(uploaded.status).toBe(200);
    const url = uploaded.body.image as string;
    expect(url).toMatch(/^\/avatars\/.+\.jpg$/);
    const head = await api.s3.send(new HeadObjectCommand({ Bucket: api.bucket, Key: url.slice(1) }));
    expect(head.ContentLength).toBe(jpeg.length);
  });
});
