/**
 * Offline validation of a synthesised template against the CloudFormation resource provider
 * schemas, per region (every commercial region), with AWS's own `@aws/cloudformation-validate` (the engine aws-cdk-lib runs
 * when CDK_VALIDATION is on; its schemas are bundled, so nothing is fetched). Used by
 * tests/infra/schema.test.ts, which `npm test` runs.
 *
 * The package is a dependency of aws-cdk-lib (exact version pinned by aws-cdk-lib 2.276.0:
 * 1.14.0). It is resolved from aws-cdk-lib's own folder, so it is found whether npm hoisted it to
 * the root node_modules or left it under aws-cdk-lib.
 */
import { createRequire } from 'node:module';
import { commercialRegions } from './regions';

type Severity = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'FATAL';

export interface SchemaDiagnostic {
  ruleId: string;
  severity: Severity;
  message: string;
  entity?: { name?: string };
  propertyPath?: string;
}

interface ValidateModule {
  TemplateContent: new (content: string, name?: string) => unknown;
  SchemaValidator: new () => {
    validate(template: unknown, region?: string): SchemaDiagnostic[];
    schemaCount(): number;
    free(): void;
  };
  version(): string;
}

/**
 * Regions the template is checked for: every commercial one (infra/regions.ts). The schemas differ
 * by region (a resource type missing in one is an error there), and the stack is region-agnostic.
 */
export const validationRegions: readonly string[] = commercialRegions;

function load(): ValidateModule {
  const fromCdk = createRequire(createRequire(import.meta.url).resolve('aws-cdk-lib'));
  return fromCdk('@aws/cloudformation-validate') as ValidateModule;
}

export interface RegionReport {
  region: string;
  errors: SchemaDiagnostic[];
  warnings: SchemaDiagnostic[];
}

export interface ValidationSummary {
  engineVersion: string;
  schemaCount: number;
  regions: RegionReport[];
}

/** Validates the template (its JSON) for each region; ERROR and FATAL findings are errors. */
export function validateTemplate(
  template: unknown,
  regions: readonly string[] = validationRegions,
): ValidationSummary {
  const validate = load();
  const validator = new validate.SchemaValidator();
  try {
    const content = new validate.TemplateContent(JSON.stringify(template), 'template.json');
    return {
      engineVersion: validate.version(),
      schemaCount: validator.schemaCount(),
      regions: regions.map((region) => {
        const diagnostics = validator.validate(content, region);
        return {
          region,
          errors: diagnostics.filter((d) => d.severity === 'ERROR' || d.severity === 'FATAL'),
          warnings: diagnostics.filter((d) => d.severity === 'WARN'),
        };
      }),
    };
  } finally {
    validator.free();
  }
}

/** One line per finding: `region rule resource property: message`. */
export const describeFinding = (region: string, d: SchemaDiagnostic): string =>
  `${region} ${d.ruleId} ${d.entity?.name ?? '-'} ${d.propertyPath ?? ''}: ${d.message}`;
