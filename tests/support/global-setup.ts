/**
 * Starts one DynamoDB Local (in memory), one s3rver and one SES server for the whole API test run;
 * test files get their endpoints through `inject` and make their own table and bucket
 * (tests/support/api.ts). The mail of every file lands in the one SES server: a test looks for its
 * own by recipient.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBackends } from '../../scripts/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    s3Endpoint: string;
    sesEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const s3Dir = mkdtempSync(join(tmpdir(), 'teamtodo-s3-'));
  const backends = await startBackends({ s3Dir });
  project.provide('dynamoEndpoint', backends.dynamo.endpoint);
  project.provide('s3Endpoint', backends.s3.endpoint);
  project.provide('sesEndpoint', backends.ses.endpoint);
  return async () => {
    await backends.stop();
    rmSync(s3Dir, { recursive: true, force: true });
  };
}
