// biome-ignore-all lint/suspicious/noExplicitAny: synthesised CloudFormation JSON is untyped.
/**
 * CloudFormation's quotas and what each synthesised template spends of them (docs/infra.md#quotas).
 * tests/infra/quotas.test.ts holds every template below `headroom` of each quota with 100 routes
 * more than the manifest's; `npm run docs` writes the figures into docs/infra.md.
 */
import {
  ANALYTICS_REPORTING_ENABLED_CONTEXT,
  ASSET_RESOURCE_METADATA_ENABLED_CONTEXT,
  PATH_METADATA_ENABLE_CONTEXT,
} from 'aws-cdk-lib/cx-api';
import type { StackTemplate, SynthesisedTemplates } from './templates';

/**
 * The context the CDK CLI adds to every synth (asset and path metadata, the CDKMetadata resource),
 * so that a synth in-process measures the templates the CLI uploads, byte for byte in kind.
 */
export const cliContext = {
  [ASSET_RESOURCE_METADATA_ENABLED_CONTEXT]: true,
  [PATH_METADATA_ENABLE_CONTEXT]: true,
  [ANALYTICS_REPORTING_ENABLED_CONTEXT]: true,
} as const;

/** The quotas, as AWS documents them. */
export const quotas = {
  /** Resources per template. */
  resources: 500,
  /** `{{resolve:...}}` dynamic references per template. */
  dynamicReferences: 60,
  outputs: 200,
  parameters: 200,
  /**
   * Template body read from S3: 1 MB (counted here as 1,000,000 bytes, the stricter reading). A
   * body passed inline may hold 51,200 bytes only, but the CLI uploads a larger root template to
   * the bootstrap bucket, and a nested stack is always deployed from S3 (`TemplateURL`).
   */
  templateBytes: 1_000_000,
  /** Lambda: all of a function's environment variables together. */
  environmentBytes: 4 * 1024,
  /** IAM: all inline policies of one role together, whitespace not counted. */
  rolePolicyCharacters: 10_240,
} as const;

export type Quota = keyof typeof quotas;

/** The share of any quota a template may spend, so that 100 more routes never meet a limit. */
export const headroom = 0.8;

/**
 * Characters counted for a reference (`Ref`, `Fn::GetAtt`...) that CloudFormation resolves at
 * deploy time to an ARN or a name: more than any this stack's resources get (a stack name has at
 * most 40 characters, infra/config.ts; generated names add a logical id and 13 characters).
 */
export const referenceCharacters = 200;

/** `value` with each reference replaced by `referenceCharacters` characters, joins joined. */
function estimated(value: any): any {
  if (Array.isArray(value)) return value.map(estimated);
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === 'Fn::Join') {
    const [separator, parts] = value['Fn::Join'] as [string, unknown[]];
    return parts.map((part) => String(estimated(part))).join(separator);
  }
  if (keys.length === 1 && (keys[0] === 'Ref' || keys[0]?.startsWith('Fn::'))) {
    return 'x'.repeat(referenceCharacters);
  }
  return Object.fromEntries(keys.map((key) => [key, estimated(value[key])]));
}

export interface TemplateUse {
  readonly path: string;
  readonly resources: number;
  readonly dynamicReferences: number;
  readonly outputs: number;
  readonly parameters: number;
  readonly templateBytes: number;
}

/** What one template spends of the per-template quotas. */
export function templateUse(template: StackTemplate): TemplateUse {
  return {
    path: template.path,
    resources: Object.keys(template.json.Resources ?? {}).length,
    dynamicReferences: template.text.match(/\{\{resolve:/g)?.length ?? 0,
    outputs: Object.keys(template.json.Outputs ?? {}).length,
    parameters: Object.keys(template.json.Parameters ?? {}).length,
    templateBytes: Buffer.byteLength(template.text),
  };
}

/** Each Lambda function's environment size in bytes (keys and values), by logical id. */
export function environmentSizes(merged: SynthesisedTemplates['merged']): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const [id, resource] of Object.entries(merged.Resources)) {
    if (resource.Type !== 'AWS::Lambda::Function') continue;
    const variables = estimated(resource.Properties?.Environment?.Variables ?? {}) as Record<string, string>;
    const bytes = Object.entries(variables).reduce(
      (sum, [key, value]) => sum + Buffer.byteLength(key) + Buffer.byteLength(String(value)),
      0,
    );
    sizes.set(id, bytes);
  }
  return sizes;
}

/** Each IAM role's inline policies together, in characters without whitespace, by logical id. */
export function rolePolicySizes(merged: SynthesisedTemplates['merged']): Map<string, number> {
  const sizes = new Map<string, number>();
  const add = (roleId: string, document: unknown) =>
    sizes.set(roleId, (sizes.get(roleId) ?? 0) + JSON.stringify(estimated(document)).length);
  for (const [id, resource] of Object.entries(merged.Resources)) {
    if (resource.Type !== 'AWS::IAM::Role') continue;
    sizes.set(id, 0);
    for (const policy of resource.Properties?.Policies ?? []) add(id, policy.PolicyDocument);
  }
  for (const resource of Object.values(merged.Resources)) {
    if (resource.Type !== 'AWS::IAM::Policy') continue;
    for (const role of resource.Properties.Roles ?? []) {
      if (typeof role?.Ref === 'string' && sizes.has(role.Ref))
        add(role.Ref, resource.Properties.PolicyDocument);
    }
  }
  return sizes;
}
