/**
 * `npm run dev`: the local stack's gateway (API and avatars) on GATEWAY_PORT (default 3001) and the
 * Vite dev server on PORT (default 5173), which proxies /api, /burn and /avatars to the gateway, so
 * the browser still sees one origin.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { LocalStackError } from './dynamodb';
import { repositoryRoot, runLocalStack, stopOnSignals } from './run';

async function main(): Promise<void> {
  const gatewayPort = Number(process.env.GATEWAY_PORT ?? 3001);
  const stack = await runLocalStack({ port: gatewayPort });
  const vite = spawn(
    join(repositoryRoot, 'node_modules/.bin/vite'),
    [
      '--config',
      join(repositoryRoot, 'web/vite.config.ts'),
      '--port',
      process.env.PORT ?? '5173',
      '--strictPort',
    ],
    {
      stdio: 'inherit',
      cwd: repositoryRoot,
      env: { ...process.env, GATEWAY_URL: `http://127.0.0.1:${gatewayPort}` },
    },
  );
  vite.on('exit', async (code) => {
    await stack.stop();
    process.exit(code ?? 0);
  });
  stopOnSignals(stack.stop, () => vite.kill('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof LocalStackError) console.error(error.message);
  else console.error('The local stack failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
