/**
 * Runs the local stack in this process: checks the port, starts DynamoDB Local and s3rver with
 * their data under DATA_DIR and the local SES server, provisions the table and bucket, sets the
 * handlers' environment and serves the gateway. Shared by `npm start` (with the built SPA) and `npm run dev` (API only, Vite
 * serves the SPA).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LocalStackError } from './dynamodb';
import { startLocalLive } from './live';
import { isPortBusy } from './ports';
import { startReminderPoller } from './reminders';
import { localS3Client } from './s3';
import {
  applyHandlerEnvironment,
  localSessionSecret,
  localSetupToken,
  localVapidSeed,
  provision,
  startBackends,
} from './stack';
import { closeAllWebSockets } from './websocket';

export const repositoryRoot = resolve(import.meta.dirname, '../..');
export const localTableName = 'teamtodo';
export const localAvatarBucket = 'teamtodo-avatars';
export const localExportBucket = 'teamtodo-exports';

export interface RunningLocalStack {
  port: number;
  dataDir: string;
  /** The link that makes its first user the owner, while nobody owns the deploy. */
  setupUrl: string | undefined;
  /** The local SES server: its own page shows the mail sent, rendered. */
  sesEndpoint: string;
  stop(): Promise<void>;
}

export async function runLocalStack(options: {
  port: number;
  staticDir?: string;
}): Promise<RunningLocalStack> {
  // Node 20 is supported here; the SDK's notice about its future Node 22 requirement is noise locally.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { port } = options;
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new LocalStackError(`PORT=${port} is not a port number.`);
  if (await isPortBusy(port))
    throw new LocalStackError(`Port ${port} is already in use: stop what runs there or set PORT.`);
  const dataDir = resolve(repositoryRoot, process.env.DATA_DIR ?? '.data');
  mkdirSync(dataDir, { recursive: true });

  const backends = await startBackends({ dataDir, s3Dir: join(dataDir, 's3') });
  const config = {
    dynamoEndpoint: backends.dynamo.endpoint,
    s3Endpoint: backends.s3.endpoint,
    sesEndpoint: backends.ses.endpoint,
    tableName: localTableName,
    avatarBucket: localAvatarBucket,
    exportBucket: localExportBucket,
    sessionSecret: localSessionSecret(dataDir),
    vapidSeed: localVapidSeed(dataDir),
    setupToken: localSetupToken(dataDir),
    // The load-test routes are on by default locally (off in AWS); BURN_ROUTES_ENABLED=false turns them off.
    burnRoutesEnabled: process.env.BURN_ROUTES_ENABLED !== 'false',
  };
  applyHandlerEnvironment(config);
  // The reminder poller's notification emails link here (it has no request to learn the site from).
  process.env.SITE_ORIGIN = `http://localhost:${port}`;
  await provision(config);

  const { createGateway } = await import('./gateway'); // after the environment: handlers read it at load
  const server = await createGateway({
    ...(options.staticDir ? { staticDir: options.staticDir } : {}),
    avatars: { s3: localS3Client(config.s3Endpoint), bucket: config.avatarBucket },
    sesEndpoint: config.sesEndpoint,
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, resolveListen);
  });
  // Live updates: the table's stream polled into the fan-out, posting through the local management API.
  const live = await startLocalLive({ dynamoEndpoint: config.dynamoEndpoint, tableName: config.tableName });
  // Reminders: the same poller handler EventBridge runs every minute in AWS, every REMINDER_POLL_MS here.
  const reminders = await startReminderPoller();
  const setupUrl = await writeSetupUrl(dataDir, `http://localhost:${port}`, config.setupToken);
  return {
    port,
    dataDir,
    setupUrl,
    sesEndpoint: config.sesEndpoint,
    stop: async () => {
      closeAllWebSockets();
      await reminders.stop();
      await live.stop();
      server.close();
      server.closeAllConnections();
      await backends.stop();
    },
  };
}

/**
 * While nobody owns the deploy, its setup link goes to `<DATA_DIR>/setup-url.txt` (and `npm start`
 * prints it); once someone does, the file goes, as the link is dead.
 */
async function writeSetupUrl(dataDir: string, origin: string, token: string): Promise<string | undefined> {
  const { getDeploy } = await import('../../functions/data/accounts/deploy');
  const file = join(dataDir, 'setup-url.txt');
  if ((await getDeploy()).ownerId) {
    rmSync(file, { force: true });
    return undefined;
  }
  const url = `${origin}/setup?token=${token}`;
  writeFileSync(file, `${url}\n`, { mode: 0o600 });
  return url;
}

/** Ctrl-C and SIGTERM stop the stack and its child processes, once. */
export function stopOnSignals(stop: () => Promise<void>, also: () => void = () => undefined): void {
  let stopping = false;
  const handle = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping...');
    also();
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
