/**
 * Builds the CDK app: one stack and its nested stacks, checked by cdk-nag's AwsSolutions pack on every synth. infra/app.ts
 * (the CLI's entry) and the tests both build it here, so the tests check what the CLI deploys.
 */
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { projectRoot } from './bundling';
import { readConfig } from './config';
import { TeamTodoStack, type TeamTodoStackProps } from './stack';

export interface AppOptions {
  /** Context as the CLI's `-c key=value` would give it (the CLI's own arrives by environment). */
  readonly context?: Record<string, unknown>;
  readonly outdir?: string;
  /** Routes beside the manifest's (tests only: infra/stack.ts `extraRoutes`). */
  readonly extraRoutes?: TeamTodoStackProps['extraRoutes'];
}

export function buildApp(options: AppOptions = {}): { app: App; stack: TeamTodoStack } {
  const app = new App({
    context: options.context ?? {},
    ...(options.outdir ? { outdir: options.outdir } : {}),
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const config = readConfig(app.node, join(projectRoot, 'web', 'dist'));
  // CDK's own switch: no stack is bundled (the CLI sets it to all stacks, so it is set again here).
  if (!config.bundle) app.node.setContext(BUNDLING_STACKS, []);
  const stack = new TeamTodoStack(app, config.stackName, {
    config,
    ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}),
    description: 'Team Todo: collaborative to-do app (SPA, HTTP API, one Lambda per route, DynamoDB)',
    // Environment-agnostic: synth needs no account or region; the deploying profile supplies them.
  });
  return { app, stack };
}
