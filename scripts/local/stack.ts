/**
 * The embedded local stack: DynamoDB Local, s3rver, the local SES server, the table and buckets,
 * and the environment the handlers read. Used by `npm start`, `npm run dev`, the API tests and the
 * benchmarks.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RunningDynamoDb, startDynamoDb } from './dynamodb';
import { freePort } from './ports';
import { ensureBucket, localS3Client, type RunningS3, s3rverCredentials, startS3 } from './s3';
import { type RunningSes, startSes } from './ses';
import { ensureTable } from './table';

export interface Backends {
  dynamo: RunningDynamoDb;
  s3: RunningS3;
  /** The local SES server: what the handlers send stays in its memory (`GET /_dev/mail` shows it). */
  ses: RunningSes;
  stop(): Promise<void>;
}

/** A start's failure handler: stops the backends already running, then passes the error on. */
const stopping =
  (...running: { stop(): Promise<void> }[]) =>
  async (error: unknown): Promise<never> => {
    await Promise.all(running.map((backend) => backend.stop()));
    throw error;
  };

/**
 * Starts DynamoDB Local, s3rver and the SES server: persisted under `dataDir`, or DynamoDB in
 * memory when it is absent (sent mail is always in memory).
 */
export async function startBackends(options: { dataDir?: string; s3Dir: string }): Promise<Backends> {
  const [dynamoPort, s3Port] = [await freePort(), await freePort()];
  let dbPath: string | undefined;
  if (options.dataDir) {
    dbPath = join(options.dataDir, 'dynamodb');
    mkdirSync(dbPath, { recursive: true });
  }
  mkdirSync(options.s3Dir, { recursive: true });
  const dynamo = await startDynamoDb({ port: dynamoPort, ...(dbPath ? { dbPath } : {}) });
  const s3 = await startS3({ port: s3Port, directory: options.s3Dir }).catch(stopping(dynamo));
  const ses = await startSes().catch(stopping(dynamo, s3));
  return {
    dynamo,
    s3,
    ses,
    stop: async () => void (await Promise.all([dynamo.stop(), s3.stop(), ses.stop()])),
  };
}

/** The sender of every mail the local stack sends (in AWS: `-c mailFrom`, docs/infra.md#mail). */
export const localMailFrom = 'Team Todo <no-reply@localhost>';

export interface HandlerEnvironment {
  dynamoEndpoint: string;
  s3Endpoint: string;
  /** The local SES server (`Backends.ses`): the handlers' mail goes there. */
  sesEndpoint: string;
  tableName: string;
  avatarBucket: string;
  /** Large exports, a bucket of their own as in AWS (infra/constructs/data.ts). */
  exportBucket: string;
  sessionSecret: string;
  burnRoutesEnabled: boolean;
  logLevel?: string;
  /** The seed of the VAPID key pair (functions/lib/vapid.ts). */
  vapidSeed: string;
  /** The token of the deploy's setup link (functions/lib/setup-token.ts): the functions get its hash. */
  setupToken: string;
}

/** Sets what the handlers read at module load; call before the gateway imports them. */
export function applyHandlerEnvironment(config: HandlerEnvironment): void {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: s3rverCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: s3rverCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: config.dynamoEndpoint,
    AWS_ENDPOINT_URL_S3: config.s3Endpoint,
    AWS_ENDPOINT_URL_SESV2: config.sesEndpoint,
    // Mail is on locally: everything that sends, sends (to the local SES server).
    MAIL_FROM: localMailFrom,
    TABLE_NAME: config.tableName,
    AVATAR_BUCKET: config.avatarBucket,
    EXPORT_BUCKET: config.exportBucket,
    SESSION_SECRET: config.sessionSecret,
    BURN_ROUTES_ENABLED: String(config.burnRoutesEnabled),
    VAPID_SEED: config.vapidSeed,
    SETUP_TOKEN_SHA256: createHash('sha256').update(config.setupToken).digest('hex'),
    // A local push service (web-push-testing, a browser on localhost) speaks plain http.
    PUSH_ALLOW_LOCAL_HTTP: 'true',
    LOG_LEVEL: config.logLevel ?? process.env.LOG_LEVEL ?? 'info',
  });
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
}

/** Creates the table, the avatar bucket and the export bucket when missing. */
export async function provision(
  config: Pick<
    HandlerEnvironment,
    'dynamoEndpoint' | 's3Endpoint' | 'tableName' | 'avatarBucket' | 'exportBucket'
  >,
) {
  const s3 = localS3Client(config.s3Endpoint);
  try {
    await Promise.all([
      ensureTable(config.dynamoEndpoint, config.tableName),
      ensureBucket(s3, config.avatarBucket),
      ensureBucket(s3, config.exportBucket),
    ]);
  } finally {
    s3.destroy();
  }
}

/** The session signing secret of a local data folder, made on first use and kept (sessions survive restarts). */
export const localSessionSecret = (dataDir: string): string => keptSecret(dataDir, 'session-secret');

/** The VAPID seed of a local data folder: made once, so devices stay subscribed across restarts. */
export const localVapidSeed = (dataDir: string): string => keptSecret(dataDir, 'vapid-seed');

/** The setup link's token of a local data folder: one link until someone owns the deploy. */
export const localSetupToken = (dataDir: string): string => keptSecret(dataDir, 'setup-token');

function keptSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
