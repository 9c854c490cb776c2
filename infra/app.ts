/**
 * The CDK app the CLI runs (cdk.json: `tsx infra/app.ts`). Context flags (infra/config.ts):
 *   -c stage=<stage>     name the stack TeamTodo-<stage> (a second copy); -c stackName=<name> any name
 *   -c burnRoutes=true   turn the load-test routes /burn/* on
 *   -c throwaway=true    destroy the table, buckets and secret with the stack (test stacks only)
 *   -c webDist=<folder>  the web build to upload (default web/dist)
 *   -c webSocketAccessLogs=true      WebSocket stage access logs (needs API Gateway's account role)
 *   -c tableDeletionProtection=true  DynamoDB deletion protection (once the stack exists)
 *   -c domainName=<name> -c certificateArn=<ACM ARN in us-east-1>  the site's own domain (both or neither)
 *   -c vapidSubject=mailto:<address>  the push contact (default: https://<site domain>)
 */
import { buildApp } from './build';

buildApp().app.synth();
