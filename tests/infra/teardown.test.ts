/**
 * What `cdk destroy` keeps (docs/infra.md#teardown): every resource whose DeletionPolicy is Retain
 * or RetainExceptOnCreate in the synthesised template, listed by construct path in docs/infra.md and
 * in the deploy guide's teardown section (docs/deploy.md). A resource that starts or stops being kept fails this test until
 * both lists say so; the failure prints the list to paste.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CfnDeletionPolicy, CfnResource, Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TeamTodoStack } from '../../infra/stack';
import { synthesise } from './synth';

const root = join(import.meta.dirname, '..', '..');
const kept = new Set<string>([CfnDeletionPolicy.RETAIN, CfnDeletionPolicy.RETAIN_EXCEPT_ON_CREATE]);
const words: Record<string, string> = {
  'AWS::DynamoDB::Table': 'DynamoDB table',
  'AWS::S3::Bucket': 'S3 bucket',
  'AWS::SecretsManager::Secret': 'Secrets Manager secret',
  'AWS::Logs::LogGroup': 'CloudWatch Logs log group',
  'AWS::SQS::Queue': 'SQS queue',
};

interface Kept {
  path: string;
  type: string;
  logicalId: string;
  stack: Stack;
}

/** The kept resources of the stack and any stack nested in it, by construct path below the stack. */
function keptResources(stack: TeamTodoStack): Kept[] {
  return stack.node
    .findAll()
    .filter((c): c is CfnResource => CfnResource.isCfnResource(c))
    .filter((r) => r.cfnOptions.deletionPolicy !== undefined && kept.has(r.cfnOptions.deletionPolicy))
    .map((r) => ({
      path: r.node.path.slice(stack.node.path.length + 1).replace(/\/Resource$/, ''),
      type: r.cfnResourceType,
      logicalId: Stack.of(r).resolve(r.logicalId) as string,
      stack: Stack.of(r),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The Markdown table both documents hold between the kept-resources markers. */
const table = (resources: Kept[]) =>
  [
    '| kept resource (construct path) | what |',
    '|---|---|',
    ...resources.map((r) => `| \`${r.path}\` | ${words[r.type] ?? r.type} |`),
  ].join('\n');

const between = (file: string) => {
  const text = readFileSync(join(root, file), 'utf8');
  const found = /<!-- kept-resources:start[^>]*-->\n([\s\S]*?)\n<!-- kept-resources:end -->/.exec(text);
  return found?.[1];
};

let stack: TeamTodoStack;
let template: { Resources: Record<string, { DeletionPolicy?: string }> };
beforeAll(() => {
  const synthesised = synthesise();
  stack = synthesised.stack;
  template = synthesised.template.toJSON() as typeof template;
});

describe('what cdk destroy keeps', () => {
  it('is exactly what the template marks Retain or RetainExceptOnCreate', () => {
    const fromTemplate = Object.entries(template.Resources)
      .filter(([, r]) => r.DeletionPolicy !== undefined && kept.has(r.DeletionPolicy))
      .map(([id]) => id)
      .sort();
    // The merged template holds every nested stack's resources under their own logical ids.
    const fromConstructs = keptResources(stack)
      .map((r) => r.logicalId)
      .sort();
    expect(fromConstructs).toEqual(fromTemplate);
    expect(fromTemplate.length).toBeGreaterThan(0);
  });

  it('keeps the data (table, avatar and log buckets, secrets) and nothing made only of build output or exports', () => {
    const paths = keptResources(stack).map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'Data/Table',
        'Data/AvatarBucket',
        'Data/LogBucket',
        'Data/SessionSecret',
        'Data/VapidSecret',
      ]),
    );
    expect(paths.filter((p) => /SiteBucket|ExportBucket/.test(p))).toEqual([]);
  });

  it.each(['docs/infra.md', 'docs/deploy.md'])('is listed, every resource of it, in %s', (file) => {
    const expected = table(keptResources(stack));
    expect(
      between(file),
      `${file} must hold, between <!-- kept-resources:start --> and <!-- kept-resources:end -->:\n${expected}\n`,
    ).toBe(expected);
  });
});
