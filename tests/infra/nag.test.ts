/**
 * cdk-nag's AwsSolutions pack runs on every synth (infra/build.ts) and fails it on any finding that
 * is not acknowledged, in the root stack and in every nested one. Checked for the default stack and for a throwaway stack with the load-test
 * routes on (it adds the auto-delete provider), and shown to really catch a new finding.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NestedStack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/build';
import { fakeWebBuild, synthesise } from './synth';

describe('cdk-nag AwsSolutions checks', () => {
  it('pass on the default stack, every acknowledgement with a reason in words', () => {
    const { stack } = synthesise();
    const acknowledgements = stack.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
      .flatMap((m) => Object.entries(m.data as Record<string, string>))
      .filter(([id]) => id.startsWith('AwsSolutions::'));
    expect(acknowledgements.length).toBeGreaterThan(10);
    for (const [id, reason] of acknowledgements) {
      expect(reason.split(' ').length, id).toBeGreaterThanOrEqual(8);
    }
  });

  it('pass on a throwaway stack with the load-test routes on, which destroys its data with it', () => {
    const { template } = synthesise({ throwaway: true, burnRoutes: 'true' });
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
    const burn = template.findResources('AWS::Lambda::Function', {
      Properties: { Environment: { Variables: { BURN_ROUTES_ENABLED: 'true' } } },
    });
    expect(Object.keys(burn)).toHaveLength(2);
  });

  it('fail the synth on a finding nobody acknowledged', () => {
    const { app, stack } = buildApp({
      context: { bundle: false, webDist: fakeWebBuild() },
      outdir: mkdtempSync(join(tmpdir(), 'teamtodo-cdk-')),
    });
    new Bucket(stack, 'CarelessBucket'); // no TLS-only policy, no access logs
    expect(() => app.synth()).toThrow(/CarelessBucket[\s\S]*AwsSolutions-S10/);
  });

  it('fail the synth on a finding in a nested stack', () => {
    const { app, stack } = buildApp({
      context: { bundle: false, webDist: fakeWebBuild() },
      outdir: mkdtempSync(join(tmpdir(), 'teamtodo-cdk-')),
    });
    const routeStack = [...stack.api.routeStacks.values()][0];
    expect(routeStack).toBeDefined();
    new Bucket(routeStack as NestedStack, 'CarelessBucket');
    expect(() => app.synth()).toThrow(/CarelessBucket[\s\S]*AwsSolutions-S10/);
  });
});
