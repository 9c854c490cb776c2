// biome-ignore-all lint/suspicious/noExplicitAny: synthesised CloudFormation JSON is untyped.
/**
 * Synthesises the stack in-process for the infra tests, the way infra/app.ts does for the CLI
 * (same buildApp, so cdk-nag runs too), without bundling the functions (`bundle=false`): the
 * template is what is asserted, and tests/infra/bundles.test.ts bundles every function itself.
 *
 * The stack has nested stacks (docs/infra.md#stack-layout). `templates` are the templates as they
 * deploy, one per stack; `template` is all of them merged into one, each nested stack's parameter
 * replaced by the value its parent passes and each nested output by its value, so that a test can
 * follow a reference (a function's role, a route's API) without caring which template holds what.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CfnElement, NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { type AppOptions, buildApp } from '../../infra/build';
import type { TeamTodoStack } from '../../infra/stack';

/** A stand-in for web/dist (the web build runs after the infra tests in `npm test`). */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'teamtodo-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Team Todo</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

/** One synthesised template: the root stack's or a nested stack's. */
export interface StackTemplate {
  /** The stack's construct path (`TeamTodo`, `TeamTodo/Api/TodoRoutes`). */
  path: string;
  stack: Stack;
  json: any;
  /** The template file in the cloud assembly, as the CLI uploads it. */
  file: string;
}

export interface Synthesised {
  stack: TeamTodoStack;
  /** Every template merged into one, references across templates followed (see above). */
  template: Template;
  /** Each template as it deploys, the root's first. */
  templates: StackTemplate[];
}

interface Context {
  json: any;
  /** The parent's context and this stack's resource in it (undefined for the root). */
  parent?: { context: Context; resource: any };
  /** The contexts of the nested stacks, by their logical id in this template. */
  children: Map<string, Context>;
}

/** `value` with every parameter and nested-stack output replaced by what it stands for. */
function follow(context: Context, value: any): any {
  if (Array.isArray(value)) return value.map((item) => follow(context, item));
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  if (
    keys.length === 1 &&
    keys[0] === 'Ref' &&
    context.parent &&
    value.Ref in (context.json.Parameters ?? {})
  ) {
    const passed = context.parent.resource.Properties.Parameters?.[value.Ref];
    if (passed !== undefined) return follow(context.parent.context, passed);
  }
  if (keys.length === 1 && keys[0] === 'Fn::GetAtt') {
    const [id, attribute] = value['Fn::GetAtt'] as [string, string];
    const child = context.children.get(id);
    if (child && attribute.startsWith('Outputs.')) {
      return follow(child, child.json.Outputs[attribute.slice('Outputs.'.length)].Value);
    }
  }
  return Object.fromEntries(keys.map((key) => [key, follow(context, value[key])]));
}

/** The templates of `root` and its nested stacks, and their merge. */
export function templatesOf(root: Stack, outdir: string): Omit<Synthesised, 'stack'> {
  const nested = root.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c));
  const stacks: Stack[] = [root, ...nested];
  const templates = stacks.map((stack) => ({
    path: stack.node.path,
    stack,
    json: Template.fromStack(stack).toJSON(),
    file: join(outdir, stack.templateFile),
  }));
  const contexts = new Map<Stack, Context>(
    templates.map((t) => [t.stack, { json: t.json, children: new Map<string, Context>() }]),
  );
  for (const stack of nested) {
    const parentStack = stack.nestedStackParent as Stack;
    const parent = contexts.get(parentStack) as Context;
    const logicalId = parentStack.resolve((stack.nestedStackResource as CfnElement).logicalId) as string;
    const context = contexts.get(stack) as Context;
    context.parent = { context: parent, resource: parent.json.Resources[logicalId] };
    parent.children.set(logicalId, context);
  }
  const merged: any = { Resources: {}, Outputs: {} };
  for (const { stack, json } of templates) {
    const context = contexts.get(stack) as Context;
    for (const [id, resource] of Object.entries(json.Resources ?? {})) {
      if (id in merged.Resources) throw new Error(`Logical id ${id} is in two templates`);
      merged.Resources[id] = follow(context, resource);
    }
  }
  merged.Outputs = follow(contexts.get(root) as Context, templates[0]?.json.Outputs ?? {});
  return { template: Template.fromJSON(merged, { skipCyclicalDependenciesCheck: true }), templates };
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
  return { stack, ...templatesOf(stack, outdir) };
}
