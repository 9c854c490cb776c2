/**
 * Room to grow (docs/infra.md#quotas): with 100 HTTP routes more than the manifest's, every
 * synthesised template, the root's and each nested stack's, stays at or below 80 % of each
 * CloudFormation quota: resources, dynamic references, outputs, parameters and template size; so
 * do each function's environment and each role's inline policies.
 */
import { beforeAll, describe, expect, it } from 'vitest';
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
