// biome-ignore-all lint/suspicious/noExplicitAny: synthesised CloudFormation JSON is untyped.
/**
 * A failed first deploy rolls back clean (docs/infra.md#first-deploy-runbook): the site bucket holds
 * only build output, so it is deleted and emptied with the stack, and the build is uploaded only
 * once the distribution exists and the bucket can be emptied. A distribution that fails (an
 * unverified account, a region CloudFront cannot log to) then leaves an empty bucket that the
 * rollback deletes, not a full one that stops it in ROLLBACK_FAILED.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { synthesise } from './synth';

let resources: Record<string, any>;
beforeAll(() => {
  resources = synthesise().template.toJSON().Resources;
});

const idOf = (type: string, part: string) => {
  const found = Object.entries(resources).filter(([id, r]) => r.Type === type && id.includes(part));
  expect(found, `${type} ${part}`).toHaveLength(1);
  return found[0]?.[0] as string;
};
const dependsOn = (id: string): string[] => [resources[id].DependsOn ?? []].flat();
/** Every resource `id` waits for, directly or through others (DependsOn and references). */
function waitsFor(id: string, seen = new Set<string>()): Set<string> {
  const direct = [
    ...dependsOn(id),
    ...[
      ...JSON.stringify(resources[id].Properties ?? {}).matchAll(/"(?:Ref|Fn::GetAtt)":\[?"([A-Za-z0-9]+)"/g),
    ].map((m) => m[1] as string),
  ].filter((d) => d in resources);
  for (const d of direct) {
    if (!seen.has(d)) {
      seen.add(d);
      waitsFor(d, seen);
    }
  }
  return seen;
}

describe('a failed first deploy rolls back clean', () => {
  it('deletes the site bucket with the stack, emptied first', () => {
    const bucket = idOf('AWS::S3::Bucket', 'SiteBucket');
    expect(resources[bucket].DeletionPolicy).toBe('Delete');
    expect(resources[bucket].UpdateReplacePolicy).toBe('Delete');
    const emptier = Object.values(resources).filter(
      (r) => r.Type === 'Custom::S3AutoDeleteObjects' && r.Properties.BucketName.Ref === bucket,
    );
    expect(emptier).toHaveLength(1);
  });

  it('uploads the web build only after the distribution and the bucket emptier exist', () => {
    const distribution = idOf('AWS::CloudFront::Distribution', 'Distribution');
    const emptier = idOf('Custom::S3AutoDeleteObjects', 'SiteBucket');
    const uploads = Object.entries(resources).filter(([, r]) => r.Type === 'Custom::CDKBucketDeployment');
    expect(uploads).toHaveLength(2); // hashed assets, then the pages
    for (const [id] of uploads) {
      const waits = waitsFor(id);
      expect(waits, id).toContain(distribution);
      expect(waits, id).toContain(emptier);
    }
  });
});
