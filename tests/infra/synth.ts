/**
 * Synthesises the stack in-process for the infra tests, the way infra/app.ts does for the CLI
 * (same buildApp, so cdk-nag runs too), without bundling the functions (`bundle=false`): the
 * template is what is asserted, and tests/infra/bundles.test.ts bundles every function itself.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp } from '../../infra/build';
import type { TeamTodoStack } from '../../infra/stack';

/** A stand-in for web/dist (the web build runs after the infra tests in `npm test`). */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'teamtodo-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Team Todo</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

export interface Synthesised {
  stack: TeamTodoStack;
  template: Template;
}

export function synthesise(context: Record<string, unknown> = {}): Synthesised {
  const { app, stack } = buildApp({
    context: { bundle: false, webDist: fakeWebBuild(), ...context },
    outdir: mkdtempSync(join(tmpdir(), 'teamtodo-cdk-')),
  });
  app.synth(); // throws when cdk-nag reports an unacknowledged finding
  return { stack, template: Template.fromStack(stack) };
}
