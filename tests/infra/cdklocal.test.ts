// biome-ignore-all lint/suspicious/noExplicitAny: synthesised CloudFormation JSON is untyped.
// biome-ignore-all lint/style/noNonNullAssertion: a missing resource fails the assertion that follows.
/**
 * The LocalStack path, as far as it can run without Docker: `cdklocal synth` (the aws-cdk-local
 * wrapper scripts/localstack/deploy.sh uses) synthesises the same app through the pinned CLI and
 * cdk.json, offline and without credentials. Bundling is left to tests/infra/bundles.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes, webSocketRoutes } from '../../shared/routes';
import { fakeWebBuild } from './synth';

const root = resolve(import.meta.dirname, '../..');

describe('cdklocal synth', () => {
  it('synthesises the stack offline, with no AWS credentials', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'teamtodo-cdklocal-'));
    const env = { ...process.env };
    for (const key of Object.keys(env)) if (key.startsWith('AWS_')) delete env[key];
    const result = spawnSync(
      join(root, 'node_modules/.bin/cdklocal'),
      ['synth', '--quiet', '-c', 'bundle=false', '-c', `webDist=${fakeWebBuild()}`, '-o', outdir],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      },
    );
    expect(result.stderr).not.toMatch(/AwsSolutions-|Error/);
    expect(result.status).toBe(0);

    // The root template and its nested stacks' (docs/infra.md#stack-layout), as cdklocal deploys them.
    const read = (file: string) => JSON.parse(readFileSync(join(outdir, file), 'utf8'));
    const template = read('TeamTodo.template.json');
    const nested = readdirSync(outdir).filter((file) => file.endsWith('.nested.template.json'));
    expect(nested.length).toBeGreaterThan(1);
    const functions = [template, ...nested.map(read)]
      .flatMap((t) => Object.values(t.Resources as Record<string, { Type: string; Properties: any }>))
      .filter((r) => r.Type === 'AWS::Lambda::Function' && r.Properties.LoggingConfig !== undefined);
    // One per HTTP route, one per WebSocket route, the live fan-out and the reminder poller.
    expect(functions).toHaveLength(routes.length + webSocketRoutes.length + 2);
    expect(template.Outputs.SiteUrl).toBeDefined();
  });
});
