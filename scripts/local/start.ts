/**
 * `npm start`: the whole product on this machine, no Docker, no AWS account, no network.
 * DynamoDB Local and s3rver keep their data under DATA_DIR (default .data/), the gateway serves the
 * API, the avatars and the built SPA on http://localhost:PORT (default 3000), and the mail it sends
 * at /_dev/mail. Builds the web first when no build exists. Ctrl-C stops every child process.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LocalStackError } from './dynamodb';
import { devMailPath } from './gateway-answers';
import { repositoryRoot, runLocalStack, stopOnSignals } from './run';

function buildWebIfMissing(webDist: string): void {
  if (existsSync(join(webDist, 'index.html'))) return;
  console.log('No web build found: building it once (npm run build)...');
  const vite = join(repositoryRoot, 'node_modules/.bin/vite');
  const result = spawnSync(vite, ['build', '--config', join(repositoryRoot, 'web/vite.config.ts')], {
    stdio: 'inherit',
    cwd: repositoryRoot,
  });
  if (result.status !== 0) throw new LocalStackError('The web build failed; see the output above.');
}

async function main(): Promise<void> {
  const webDist = join(repositoryRoot, 'web/dist');
  buildWebIfMissing(webDist);
  const stack = await runLocalStack({ port: Number(process.env.PORT ?? 3000), staticDir: webDist });
  console.log(
    `Team Todo is running at http://localhost:${stack.port} (data in ${stack.dataDir}). Ctrl-C stops it.`,
  );
  if (stack.setupUrl)
    console.log(`Nobody owns this deploy yet: sign up, then open ${stack.setupUrl} to become its owner.`);
  console.log(
    `Mail it sends: http://localhost:${stack.port}${devMailPath} (JSON), or read at ${stack.sesEndpoint}.`,
  );
  stopOnSignals(stack.stop);
}

main().catch((error: unknown) => {
  if (error instanceof LocalStackError) console.error(error.message);
  else console.error('The local stack failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
