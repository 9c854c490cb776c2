// biome-ignore-all lint/suspicious/noExplicitAny: synthesised CloudFormation JSON is untyped.
/**
 * The templates of a synthesised stack and its nested stacks (docs/infra.md#stack-layout), for what
 * reads them after a synth: the infra tests, the quota check and `npm run docs`.
 *
 * `merged` is all of them as one template: each nested stack's parameter replaced by the value its
 * parent passes and each nested output by its value, so a reference (a function's role, a route's
 * API) can be followed without caring which template holds what.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CfnElement, NestedStack, type Stack } from 'aws-cdk-lib';

/** One synthesised template: the root stack's or a nested stack's. */
export interface StackTemplate {
  /** The stack's construct path (`TeamTodo`, `TeamTodo/Api/TodoRoutes`). */
  readonly path: string;
  readonly stack: Stack;
  readonly json: any;
  /** The template file as the CLI uploads it. */
  readonly text: string;
}

export interface SynthesisedTemplates {
  /** Each template as it deploys, the root's first. */
  readonly templates: StackTemplate[];
  readonly merged: {
    Resources: Record<string, any>;
    Outputs: Record<string, any>;
    Conditions: Record<string, any>;
  };
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

/** The templates of `root` and its nested stacks, read from the cloud assembly in `outdir`. */
export function synthesisedTemplates(root: Stack, outdir: string): SynthesisedTemplates {
  const nested = root.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c));
  const templates = [root, ...nested].map((stack) => {
    const text = readFileSync(join(outdir, stack.templateFile), 'utf8');
    return { path: stack.node.path, stack, json: JSON.parse(text), text };
  });
  const contexts = new Map<Stack, Context>(
    templates.map((t) => [t.stack, { json: t.json, children: new Map<string, Context>() }]),
  );
  const contextOf = (stack: Stack) => contexts.get(stack) as Context;
  for (const stack of nested) {
    const parentStack = stack.nestedStackParent as Stack;
    const parent = contextOf(parentStack);
    const logicalId = parentStack.resolve((stack.nestedStackResource as CfnElement).logicalId) as string;
    contextOf(stack).parent = { context: parent, resource: parent.json.Resources[logicalId] };
    parent.children.set(logicalId, contextOf(stack));
  }
  const merged = {
    Resources: {} as Record<string, any>,
    Outputs: follow(contextOf(root), templates[0]?.json.Outputs ?? {}),
    Conditions: {} as Record<string, any>,
  };
  for (const { stack, json } of templates) {
    // Conditions are named per template; one name in two templates must mean the same (CDK's own
    // metadata condition does), or the merged template would misread one of them.
    for (const [name, condition] of Object.entries<any>(json.Conditions ?? {})) {
      const known = merged.Conditions[name];
      if (known !== undefined && JSON.stringify(known) !== JSON.stringify(condition))
        throw new Error(`Condition ${name} differs between templates`);
      merged.Conditions[name] = condition;
    }
    for (const [id, resource] of Object.entries<any>(json.Resources ?? {})) {
      // Each template's own record of the CDK version (the CLI's synth): not a resource of the app.
      if (resource.Type === 'AWS::CDK::Metadata') continue;
      if (id in merged.Resources) throw new Error(`Logical id ${id} is in two templates`);
      merged.Resources[id] = follow(contextOf(stack), resource);
    }
  }
  return { templates, merged };
}
