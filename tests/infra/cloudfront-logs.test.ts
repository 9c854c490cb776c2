// biome-ignore-all lint/suspicious/noExplicitAny: synthesised CloudFormation JSON is untyped.
/**
 * CloudFront's standard logs in every commercial region (docs/infra.md#regions): the region-agnostic
 * template sends them to the log bucket only where CloudFront delivers to S3, and steps aside
 * elsewhere (af-south-1, ap-east-1, eu-south-1, eu-central-2, me-south-1, ...), where a log bucket
 * would fail the distribution and the whole first deploy. The condition is evaluated here for each
 * region as CloudFormation would.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cloudFrontLogRegions, cloudFrontNoLogRegions, commercialRegions } from '../../infra/regions';
import { synthesise } from './synth';

let template: any;
beforeAll(() => {
  template = synthesise().template.toJSON();
});

/** CloudFormation's condition functions, with AWS::Region set to `region`. */
function holds(condition: any, region: string): boolean {
  const value = (v: any): unknown => (v?.Ref === 'AWS::Region' ? region : v);
  if (typeof condition?.Condition === 'string')
    return holds(template.Conditions[condition.Condition], region);
  if (condition['Fn::Equals']) return value(condition['Fn::Equals'][0]) === value(condition['Fn::Equals'][1]);
  if (condition['Fn::Or']) return condition['Fn::Or'].some((c: any) => holds(c, region));
  if (condition['Fn::And']) return condition['Fn::And'].every((c: any) => holds(c, region));
  if (condition['Fn::Not']) return !holds(condition['Fn::Not'][0], region);
  throw new Error(`unknown condition ${JSON.stringify(condition)}`);
}

/** The distribution's Logging in `region`: a plain value, or the branch its Fn::If takes there. */
function loggingIn(region: string): any {
  const [distribution] = Object.values(template.Resources as Record<string, any>).filter(
    (r) => r.Type === 'AWS::CloudFront::Distribution',
  );
  const logging = distribution.Properties.DistributionConfig.Logging;
  if (!logging?.['Fn::If']) return logging;
  const [name, whenTrue, whenFalse] = logging['Fn::If'];
  const chosen = holds(template.Conditions[name], region) ? whenTrue : whenFalse;
  return chosen?.Ref === 'AWS::NoValue' ? undefined : chosen;
}

describe('CloudFront standard logs by region', () => {
  it('sends them to the log bucket in the regions CloudFront delivers to', () => {
    const logBucket = Object.entries(template.Resources as Record<string, any>).find(([id]) =>
      id.startsWith('DataLogBucket'),
    )?.[0];
    for (const region of cloudFrontLogRegions) {
      expect(loggingIn(region), region).toEqual({
        Bucket: { 'Fn::GetAtt': [logBucket, 'RegionalDomainName'] },
        IncludeCookies: false,
        Prefix: 'cloudfront/',
      });
    }
  });

  it.each([...cloudFrontNoLogRegions])('names no log bucket in %s, where CloudFront cannot log', (region) => {
    expect(loggingIn(region)).toBeUndefined();
  });

  it('decides for every commercial region, and logs in none that is not known to take the logs', () => {
    const logging = commercialRegions.filter((region) => loggingIn(region) !== undefined);
    expect([...logging].sort()).toEqual([...cloudFrontLogRegions].sort());
    for (const region of cloudFrontNoLogRegions) expect(commercialRegions, region).toContain(region);
  });
});
