/**
 * The synthesised template checked offline against the CloudFormation resource provider schemas of
 * every commercial region (infra/validate-template.ts, AWS's @aws/cloudformation-validate): 0
 * errors, for the default stack and for a throwaway copy with every switch on. The stack is
 * region-agnostic, so any region a team picks must take it (docs/infra.md#regions).
 */
import { describe, expect, it } from 'vitest';
import { cloudFrontNoLogRegions } from '../../infra/regions';
import { describeFinding, validateTemplate, validationRegions } from '../../infra/validate-template';
import { synthesise } from './synth';

const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/12345678-1234-1234-1234-123456789012';

describe('CloudFormation schema validation', () => {
  it('covers every commercial region, the ones CloudFront cannot log to included', () => {
    expect(validationRegions.length).toBeGreaterThanOrEqual(30);
    expect(validationRegions).toEqual(expect.arrayContaining(['us-east-1', 'eu-west-1', 'ap-southeast-2']));
    expect(validationRegions).toEqual(expect.arrayContaining([...cloudFrontNoLogRegions]));
    expect(validationRegions.filter((r) => /^(cn|us-gov|us-iso)/.test(r))).toEqual([]);
  });

  it.each([
    ['the default stack', {}],
    [
      'a throwaway second copy with load-test routes, WebSocket access logs and its own domain',
      {
        stage: 'test',
        throwaway: true,
        burnRoutes: 'true',
        webSocketAccessLogs: 'true',
        domainName: 'todo.example.com',
        certificateArn,
        vapidSubject: 'mailto:ops@example.com',
      },
    ],
  ])('finds 0 errors in %s, in every commercial region', (_, context) => {
    const { template } = synthesise(context);
    const summary = validateTemplate(template.toJSON());
    expect(summary.schemaCount).toBeGreaterThan(1000);
    expect(summary.regions.map((r) => r.region)).toEqual([...validationRegions]);
    const errors = summary.regions.flatMap((r) => r.errors.map((d) => describeFinding(r.region, d)));
    expect(errors).toEqual([]);
  });

  it('catches a property the schema does not have', () => {
    // A copy: the default stack's synthesis is shared and frozen (tests/infra/synth.ts).
    const json = structuredClone(synthesise().template.toJSON());
    const [tableId] = Object.entries(json.Resources as Record<string, { Type: string }>).find(
      ([, r]) => r.Type === 'AWS::DynamoDB::Table',
    ) as [string, unknown];
    json.Resources[tableId].Properties.BillingMod = 'PAY_PER_REQUEST';
    const summary = validateTemplate(json, ['us-east-1']);
    expect(summary.regions[0]?.errors.length).toBeGreaterThan(0);
  });

  it('checks each region with its own schemas: a resource type a region lacks is an error there only', () => {
    // A copy: the default stack's synthesis is shared and frozen (tests/infra/synth.ts).
    const json = structuredClone(synthesise().template.toJSON());
    json.Resources.RegionalProbe = { Type: 'AWS::Bedrock::Agent', Properties: { AgentName: 'probe' } };
    const summary = validateTemplate(json);
    const failing = summary.regions.filter((r) => r.errors.length > 0).map((r) => r.region);
    expect(failing).toContain('af-south-1');
    expect(failing).not.toContain('us-east-1');
  });
});
