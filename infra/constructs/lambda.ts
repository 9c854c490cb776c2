/** What the stack's constructs share about their functions and APIs, declared once. */
import { Stack } from 'aws-cdk-lib';
import { type BundlingOptions, LogLevel, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IConstruct } from 'constructs';
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
