/**
 * Room to grow (docs/infra.md#quotas): with 100 HTTP routes more than the manifest's, every
 * synthesised template, the root's and each nested stack's, stays at or below 80 % of each
 * CloudFormation quota: resources, dynamic references, outputs, parameters and template size; so
 * do each function's environment and each role's inline policies.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routeStacks, routesPerStack } from '../../infra/constructs/route-stacks';
import {
  cliContext,
  environmentSizes,
  headroom,
  type Quota,
  quotas,
  rolePolicySizes,
  type TemplateUse,
  templateUse,
} from '../../infra/quotas';
import { settingsFor } from '../../infra/route-settings';
import { syntheticRoutes } from '../../infra/synthetic-routes';
import type { StackTemplate } from '../../infra/templates';
import { routes } from '../../shared/routes';
import { type Synthesised, synthesise } from './synth';

const more = 100;
let grown: Synthesised;
let uses: TemplateUse[];

beforeAll(() => {
  grown = synthesise(cliContext, { extraRoutes: syntheticRoutes(more) });
  uses = grown.templates.map(templateUse);
});

const within = (quota: Quota, value: number, what: string) =>
  expect(value, `${what}: ${value} of ${quotas[quota]}`).toBeLessThanOrEqual(quotas[quota] * headroom);

describe(`with ${more} more routes`, () => {
  it('serves every route, each in one of the nested stacks', () => {
    const routeFunctions = Object.values(grown.merged.Resources).filter(
      (r) => r.Type === 'AWS::Lambda::Function' && /^(GET|POST|DELETE) \//.test(r.Properties.Description),
    );
    expect(routeFunctions).toHaveLength(routes.length + more);
    // The root holds none of them: each is in a nested stack.
    const [root] = grown.templates;
    const rootFunctions = Object.values((root?.json.Resources ?? {}) as Record<string, { Type: string }>);
    expect(rootFunctions.filter((r) => r.Type === 'AWS::Lambda::Function').length).toBeLessThan(10);
  });

  it.each(['resources', 'dynamicReferences', 'outputs', 'parameters', 'templateBytes'] as const)(
    'keeps %s of every template at or below 80 % of the quota',
    (quota) => {
      expect(uses.length).toBe(grown.templates.length);
      for (const use of uses) within(quota, use[quota], use.path);
    },
  );

  it("keeps each function's environment at or below 80 % of Lambda's 4 KB", () => {
    const sizes = environmentSizes(grown.merged);
    expect(sizes.size).toBeGreaterThan(routes.length + more);
    for (const [id, bytes] of sizes) within('environmentBytes', bytes, id);
  });

  it("keeps each role's inline policies at or below 80 % of IAM's 10,240 characters", () => {
    const sizes = rolePolicySizes(grown.merged);
    expect(sizes.size).toBeGreaterThan(5);
    for (const [id, characters] of sizes) within('rolePolicyCharacters', characters, id);
  });
});

describe('which stack holds a route', () => {
  const stackOf = (extra: number) => {
    const manifest = routes.map((definition) => ({ definition, settings: settingsFor(definition.name) }));
    const byRoute = new Map<string, string>();
    for (const [stack, inStack] of routeStacks([...manifest, ...syntheticRoutes(extra)]))
      for (const route of inStack) byRoute.set(route.definition.name, stack);
    return byRoute;
  };

  it('keeps every route in its stack when routes are added after its area (API Gateway refuses a moved route key)', () => {
    const today = stackOf(0);
    const grownStacks = stackOf(more);
    for (const route of routes) expect(grownStacks.get(route.name), route.name).toBe(today.get(route.name));
    // The 100 fill their area's stack up to routesPerStack, then a second one.
    const counts = new Map<string, number>();
    for (const stack of grownStacks.values()) counts.set(stack, (counts.get(stack) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBe(routesPerStack);
    expect(counts.get('TodoRoutes2')).toBeGreaterThan(0);
  });
});

describe('the checks themselves', () => {
  it('count what the stack spends, and fail a template past 80 %', () => {
    const root = grown.templates[0] as StackTemplate;
    const use = templateUse(root);
    // The two origin headers are the only dynamic references (functions read the secret by ARN).
    expect(use.dynamicReferences).toBe(2);
    expect(use.templateBytes).toBe(Buffer.byteLength(root.text));
    const crowded = {
      ...root,
      json: { Resources: Object.fromEntries(Array.from({ length: 401 }, (_, i) => [`R${i}`, {}])) },
    };
    expect(() => within('resources', templateUse(crowded).resources, 'crowded')).toThrow();
  });
});
