// biome-ignore-all lint/suspicious/noExplicitAny: synthesised CloudFormation JSON is untyped.
// biome-ignore-all lint/style/noNonNullAssertion: a missing resource fails the assertion that follows.
/**
 * Every route's handler module bundles with the stack's esbuild settings (infra/bundling.ts) into
 * an ESM file that Node loads and that exports `handler`: what NodejsFunction uploads. The bundles
 * are loaded in a child process, as a cold start would load them, with no AWS endpoint reachable.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BundledRoute, bundleHandlers } from '../../infra/bundling';
import { routes } from '../../shared/routes';

let bundles: BundledRoute[];

beforeAll(async () => {
  bundles = await bundleHandlers(
    routes.map((r) => r.handler),
    mkdtempSync(join(tmpdir(), 'teamtodo-bundles-')),
  );
});

describe('function bundles', () => {
  it('are minified ESM with a source map, one per handler module', () => {
    expect(bundles.map((b) => b.handler).sort()).toEqual([...new Set(routes.map((r) => r.handler))].sort());
    for (const { file } of bundles) {
      expect(existsSync(`${file}.map`), file).toBe(true);
      const code = readFileSync(file, 'utf8');
      // Minified: nearly all the code on very long lines (esbuild keeps newlines only inside
      // template literals, such as the PEM certificates @simplewebauthn/server carries).
      const onLongLines = code
        .split('\n')
        .filter((line) => line.length > 500)
        .reduce((sum, line) => sum + line.length, 0);
      expect(onLongLines / code.length, file).toBeGreaterThan(0.9);
      expect(code).toMatch(/export\s*\{[^}]*as handler/);
    }
  });

  it('hold no test file: unit tests sit beside their modules but nothing imports them', () => {
    // docs/architecture.md#where-tests-go; the source map lists every module a bundle holds.
    for (const { file } of bundles) {
      const { sources } = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
      expect(sources.length, file).toBeGreaterThan(0);
      expect(
        sources.filter((source) => /\.test\.tsx?$|(^|\/)tests\//.test(source)),
        file,
      ).toEqual([]);
    }
  });

  it('carry the AWS SDK inside instead of relying on the runtime copy', () => {
    const userBundle = readFileSync(bundles.find((b) => b.handler === 'auth/user')!.file, 'utf8');
    expect(userBundle).not.toMatch(/from\s*"@aws-sdk\//);
    expect(userBundle).toContain('DynamoDBClient');
  });

  it('carry the SES client only where functions/lib/mail.ts is imported', async () => {
    // Like every SDK client, it reaches a bundle only through a module that imports it.
    const sourcesOf = (file: string) =>
      (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources;
    const sesClient = (sources: string[]) => sources.some((s) => s.includes('@aws-sdk/client-sesv2/'));
    const mailModule = (sources: string[]) => sources.some((s) => s.endsWith('functions/lib/mail.ts'));
    for (const { file } of bundles)
      expect(sesClient(sourcesOf(file)), file).toBe(mailModule(sourcesOf(file)));
    // And the check does see the client: mail.ts bundled on its own carries it.
    const [mail] = await bundleHandlers(['lib/mail'], mkdtempSync(join(tmpdir(), 'teamtodo-mail-')));
    expect(sesClient(sourcesOf(mail!.file))).toBe(true);
  });

  it('carry the TOTP and QR code libraries only in the two-factor functions that use them', () => {
    const sourcesOf = (file: string) =>
      (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources;
    const holding = (library: string) =>
      bundles
        .filter(({ file }) => sourcesOf(file).some((s) => s.includes(`node_modules/${library}/`)))
        .map((b) => b.handler)
        .sort();
    // The functions that check a code: sign-in's step, two-factor's own routes, and every change
    // that asks for the password and, with two-factor on, the code (functions/lib/password-check.ts).
    expect(holding('otpauth')).toEqual([
      'auth/2fa-disable',
      'auth/2fa-enable',
      'auth/2fa-setup',
      'auth/change-password',
      'auth/delete-account',
      'auth/email-verify',
      'auth/passkeys-register-options',
      'auth/password-reset',
      'auth/signin-2fa',
      'auth/step-up',
    ]);
    expect(holding('uqr')).toEqual(['auth/2fa-setup']);
  });

  it('load in Node and export a handler function', () => {
    const script = `
      const files = JSON.parse(process.argv[1]);
      const bad = [];
      for (const file of files) {
        const mod = await import(file);
        if (typeof mod.handler !== 'function') bad.push(file);
      }
      console.log(JSON.stringify(bad));`;
    const urls = bundles.map((b) => pathToFileURL(b.file).href);
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(urls)], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-1', TABLE_NAME: 't', SESSION_SECRET_ARN: 'arn:x' },
    });
    expect(result.stderr).not.toMatch(/Error/);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual([]);
  });
});
