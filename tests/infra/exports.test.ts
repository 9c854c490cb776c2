// biome-ignore-all lint/suspicious/noExplicitAny: synthesised CloudFormation JSON is untyped.
/**
 * Large exports live in a private bucket of their own (docs/infra.md#what-the-stack-holds), not
 * under a prefix of the avatar bucket that CloudFront reads: CloudFront has no origin there and is
 * denied by the bucket policy, the objects go after a day, and only the export routes may write and
 * read them (EXPORT_BUCKET). The presigned links keep working: they are signed by the export
 * route's role, which may GetObject.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { settingsFor } from '../../infra/route-settings';
import { routeKey, routes } from '../../shared/routes';
import { synthesise } from './synth';

let resources: Record<string, any>;
beforeAll(() => {
  resources = synthesise().template.toJSON().Resources;
});

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const bucketId = (part: string) => {
  const found = ofType('AWS::S3::Bucket').filter(([id]) => id.includes(part));
  expect(found, part).toHaveLength(1);
  return found[0]?.[0] as string;
};
const policyOf = (bucket: string) =>
  ofType('AWS::S3::BucketPolicy').find(([, p]) => p.Properties.Bucket.Ref === bucket)?.[1].Properties
    .PolicyDocument.Statement as any[];
const isCloudFront = (s: any) => JSON.stringify(s.Principal ?? {}).includes('cloudfront.amazonaws.com');
const functionOf = (name: string) => {
  const route = routes.find((r) => r.name === name);
  return ofType('AWS::Lambda::Function').find(
    ([, f]) => route && f.Properties.Description === routeKey(route),
  )?.[1] as any;
};
/** Every IAM statement that names the bucket, with the roles it is attached to. */
const grantsOn = (bucket: string) =>
  ofType('AWS::IAM::Policy').flatMap(([, p]) =>
    (p.Properties.PolicyDocument.Statement as any[])
      .filter((s) => JSON.stringify(s.Resource).includes(`"${bucket}"`))
      .map((s) => ({ statement: s, roles: p.Properties.Roles.map((r: any) => r.Ref) as string[] })),
  );

describe('the export bucket', () => {
  it('is a private bucket of its own whose objects go after a day', () => {
    const exports = bucketId('ExportBucket');
    expect(exports).not.toBe(bucketId('AvatarBucket'));
    const bucket = resources[exports].Properties;
    expect(bucket.PublicAccessBlockConfiguration).toMatchObject({
      BlockPublicPolicy: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.LifecycleConfiguration.Rules).toEqual([
      expect.objectContaining({ Status: 'Enabled', ExpirationInDays: 1 }),
    ]);
    expect(bucket.LifecycleConfiguration.Rules[0].Prefix).toBeUndefined(); // every object
  });

  it('cannot be read by CloudFront: no origin, no grant, and an explicit deny', () => {
    const exports = bucketId('ExportBucket');
    const [[, distribution]] = ofType('AWS::CloudFront::Distribution') as [[string, any]];
    for (const origin of distribution.Properties.DistributionConfig.Origins)
      expect(JSON.stringify(origin.DomainName), origin.Id).not.toContain(`"${exports}"`);
    const statements = policyOf(exports);
    expect(statements.filter((s) => isCloudFront(s) && s.Effect === 'Allow')).toEqual([]);
    const denied = statements.find((s) => isCloudFront(s) && s.Effect === 'Deny');
    expect(denied?.Action).toBe('s3:*');
    expect(JSON.stringify(denied?.Resource)).toContain('/*');
    // The avatar bucket still lets CloudFront read avatars, which the export bucket is not.
    expect(policyOf(bucketId('AvatarBucket')).some((s) => isCloudFront(s) && s.Effect === 'Allow')).toBe(
      true,
    );
  });

  it('is written and read only by the export routes, which get it as EXPORT_BUCKET', () => {
    const exports = bucketId('ExportBucket');
    const exporting = routes.filter((r) => settingsFor(r.name).exports);
    expect(exporting.map((r) => r.name)).toEqual(['portability-export']);
    const exportRoles = new Set(exporting.map((r) => functionOf(r.name).Properties.Role['Fn::GetAtt'][0]));
    const grants = grantsOn(exports);
    expect(grants.length).toBeGreaterThan(0);
    for (const { statement, roles } of grants) {
      for (const role of roles) expect(exportRoles, role).toContain(role);
      expect([statement.Action].flat().sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    }
    for (const route of routes) {
      const variables = functionOf(route.name).Properties.Environment.Variables;
      if (settingsFor(route.name).exports) {
        expect(variables.EXPORT_BUCKET, route.name).toEqual({ Ref: exports });
        expect(variables.AVATAR_BUCKET, route.name).toBeUndefined();
      } else expect(variables.EXPORT_BUCKET, route.name).toBeUndefined();
    }
    // Nothing under exports/ in the avatar bucket any more: no grant there reaches that prefix.
    const avatarGrants = grantsOn(bucketId('AvatarBucket')).map(({ statement }) =>
      JSON.stringify(statement.Resource),
    );
    expect(avatarGrants.join()).not.toContain('/exports/');
  });
});
