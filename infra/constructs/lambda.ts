/** What the stack's constructs share about their functions and APIs, declared once. */
import { type RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { type BundlingOptions, LogLevel, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct, IConstruct } from 'constructs';
import { esbuildSettings } from '../bundling';

/** NodejsFunction's bundling of every function: infra/bundling.ts's esbuild settings, the AWS SDK bundled. */
export const nodejsBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: esbuildSettings.target,
  minify: esbuildSettings.minify,
  sourceMap: esbuildSettings.sourcemap,
  sourcesContent: esbuildSettings.sourcesContent,
  mainFields: [...esbuildSettings.mainFields],
  banner: esbuildSettings.banner,
  externalModules: [...esbuildSettings.external],
  esbuildArgs: Object.fromEntries(
    Object.entries(esbuildSettings.alias).map(([from, to]) => [`--alias:${from}`, to]),
  ),
  bundleAwsSDK: true,
  logLevel: LogLevel.WARNING,
};

/** An API Gateway API's own domain (`<id>.execute-api.<region>.amazonaws.com`), for CloudFront's origins. */
export const executeApiDomain = (api: IConstruct & { apiId: string }): string =>
  `${api.apiId}.execute-api.${Stack.of(api).region}.${Stack.of(api).urlSuffix}`;

/**
 * A function's own log group (kept three months) and its own role, which may write to that log
 * group and nothing else yet: each construct adds the statements its function needs, inline (no
 * managed policy, nothing shared between functions).
 */
export function functionLogsAndRole(
  scope: Construct,
  id: string,
  description: string,
  removalPolicy: RemovalPolicy,
): { logGroup: LogGroup; role: Role } {
  const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.THREE_MONTHS, removalPolicy });
  const role = new Role(scope, `${id}Role`, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description,
  });
  logGroup.grantWrite(role);
  return { logGroup, role };
}
