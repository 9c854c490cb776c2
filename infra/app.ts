/**
 * The CDK app the CLI runs (cdk.json: `tsx infra/app.ts`). Context flags (infra/config.ts):
 *   -c burnRoutes=true   turn the load-test routes /burn/* on
 *   -c throwaway=true    destroy the table, buckets and secret with the stack (test stacks only)
 *   -c webDist=<folder>  the web build to upload (default web/dist)
 */
import { buildApp } from './build';

buildApp().app.synth();
