/**
 * The local stack for `npm run bench`: DynamoDB Local in memory (on disk, its SQLite file makes
 * seeding 100,000 tasks take many minutes), s3rver on a throwaway temp folder and the SES server, the handlers' environment,
 * and the gateway with call counts exposed, serving the built SPA when there is one. Built from the
 * same pieces as `npm start` (scripts/local/stack.ts) so the figures are the local product's.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../local/ports';
import { localS3Client } from '../local/s3';
import { applyHandlerEnvironment, provision, startBackends } from '../local/stack';
import type { BenchTarget } from './target';

export const repositoryRoot = resolve(import.meta.dirname, '../..');
export const webDist = join(repositoryRoot, 'web/dist');

export interface BenchStack extends BenchTarget {
  stop(): Promise<void>;
}

export async function startBenchStack(): Promise<BenchStack> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dataDir = mkdtempSync(join(tmpdir(), 'teamtodo-bench-'));
  const backends = await startBackends({ s3Dir: join(dataDir, 's3') });
  const config = {
    dynamoEndpoint: backends.dynamo.endpoint,
    s3Endpoint: backends.s3.endpoint,
    sesEndpoint: backends.ses.endpoint,
    tableName: 'bench',
    avatarBucket: 'bench-avatars',
    exportBucket: 'bench-exports',
    sessionSecret: randomBytes(32).toString('base64url'),
    vapidSeed: randomBytes(32).toString('base64url'),
    setupToken: randomBytes(32).toString('base64url'),
    burnRoutesEnabled: true,
    // Handler logs would dominate the timings (and the terminal).
    logLevel: 'silent',
  };
  applyHandlerEnvironment(config);
  // Mail links are built on the configured origin (functions/lib/site.ts): this stack's own, so
  // its port is chosen before the handlers load.
  const port = await freePort();
  process.env.SITE_ORIGIN = `http://localhost:${port}`;
  await provision(config);
  const s3 = localS3Client(config.s3Endpoint);
  const { createGateway } = await import('../local/gateway'); // after the environment: handlers read it at load
  const server = await createGateway({
    ...(existsSync(join(webDist, 'index.html')) ? { staticDir: webDist } : {}),
    avatars: { s3, bucket: config.avatarBucket },
    sesEndpoint: config.sesEndpoint,
    exposeCallCounts: true,
  });
  await new Promise<void>((listening) => server.listen(port, listening));
  return {
    baseUrl: `http://localhost:${port}`,
    dynamoEndpoint: config.dynamoEndpoint,
    tableName: config.tableName,
    setupToken: config.setupToken,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
      s3.destroy();
      await backends.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
