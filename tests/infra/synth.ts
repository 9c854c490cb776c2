/**
 * Synthesises the stack in-process for the infra tests, the way infra/app.ts does for the CLI
 * (same buildApp, so cdk-nag runs too), without bundling the functions (`bundle=false`): the
 * template is what is asserted, and tests/infra/bundles.test.ts bundles every function itself.
 *
 * The stack has nested stacks (docs/infra.md#stack-layout): `templates` are the templates as they
 * deploy, one per stack; `template` is all of them merged, references across templates followed
 * (infra/templates.ts).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { type AppOptions, buildApp } from '../../infra/build';
import type { TeamTodoStack } from '../../infra/stack';
import { type StackTemplate, type SynthesisedTemplates, synthesisedTemplates } from '../../infra/templates';

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
  /** Every template merged into one, references across templates followed. */
  template: Template;
  /** Each template as it deploys, the root's first. */
  templates: StackTemplate[];
  /** `template`'s JSON. */
  merged: SynthesisedTemplates['merged'];
}

export function synthesise(
  context: Record<string, unknown> = {},
  options: Pick<AppOptions, 'extraRoutes'> = {},
): Synthesised {
  const outdir = mkdtempSync(join(tmpdir(), 'teamtodo-cdk-'));
  const { app, stack } = buildApp({
    context: { bundle: false, webDist: fakeWebBuild(), ...context },
    outdir,
    ...options,
  });
  app.synth(); // throws when cdk-nag reports an unacknowledged finding
  const { templates, merged } = synthesisedTemplates(stack, outdir);
  const template = Template.fromJSON(merged, { skipCyclicalDependenciesCheck: true });
  return { stack, template, templates, merged };
}
