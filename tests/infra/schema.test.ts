/**
 * The synthesised template checked offline against the CloudFormation resource provider schemas of
 * three regions (infra/validate-template.ts, AWS's @aws/cloudformation-validate): 0 errors, for the
 * default stack and for a throwaway stack with every switch on.
 */
import { describe, expect, it } from 'vitest';
import { describeFinding, validateTemplate, validationRegions } from '../../infra/validate-template';
import { synthesise } from './synth';

describe('CloudFormation schema validation', () => {
  it.each([
    ['the default stack', {}],
    [
      'a throwaway second copy with load-test routes and WebSocket access logs',
      { stage: 'test', throwaway: true, burnRoutes: 'true', webSocketAccessLogs: 'true' },
    ],
  ])('finds 0 errors in %s, in three regions', (_, context) => {
    const { template } = synthesise(context);
    const summary = validateTemplate(template.toJSON());
    expect(summary.schemaCount).toBeGreaterThan(1000);
    expect(summary.regions.map((r) => r.region)).toEqual([...validationRegions]);
    expect(validationRegions.length).toBeGreaterThanOrEqual(3);
    const errors = summary.regions.flatMap((r) => r.errors.map((d) => describeFinding(r.region, d)));
    expect(errors).toEqual([]);
  });

  it('catches a property the schema does not have', () => {
    const { template } = synthesise();
    const json = template.toJSON();
    const [tableId] = Object.entries(json.Resources as Record<string, { Type: string }>).find(
      ([, r]) => r.Type === 'AWS::DynamoDB::Table',
    ) as [string, unknown];
    json.Resources[tableId].Properties.BillingMod = 'PAY_PER_REQUEST';
    const summary = validateTemplate(json, ['us-east-1']);
    expect(summary.regions[0]?.errors.length).toBeGreaterThan(0);
  });
});
