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

/** Deep-frozen: the default stack's synthesis is shared by every test file of a worker. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

let defaultStack: Synthesised | undefined;

/**
 * The default stack (no context, no extra routes): synthesised once per test worker and shared
 * by the files that assert on it (the infra project does not isolate its files: vitest.config.ts).
 * A synth costs seconds of CPU, and a dozen files asked for this same one. Its templates are frozen,
 * so a test that changed them would throw rather than change what the next file reads.
 */
export function defaultSynthesis(): Synthesised {
  if (!defaultStack) {
    const synthesised = synthesiseWith({}, {});
    deepFreeze(synthesised.merged);
    for (const template of synthesised.templates) deepFreeze(template.json);
    defaultStack = synthesised;
  }
  return defaultStack;
}

export function synthesise(
  context: Record<string, unknown> = {},
  options: Pick<AppOptions, 'extraRoutes'> = {},
): Synthesised {
  if (Object.keys(context).length === 0 && options.extraRoutes === undefined) return defaultSynthesis();
  return synthesiseWith(context, options);
}

function synthesiseWith(
  context: Record<string, unknown>,
  options: Pick<AppOptions, 'extraRoutes'>,
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
