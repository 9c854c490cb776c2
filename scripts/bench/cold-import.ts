/**
 * Cold import time of a bundled function: a fresh Node process imports the bundle (what Lambda's
 * init phase does before the first request) and reports how long the import took. The median of
 * several processes, since one start is noise.
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { median } from './stats';

/** Prints the import's milliseconds. The environment is a Lambda's, minus real endpoints (nothing is called). */
const probe = `const s=performance.now();await import(process.argv[1]);console.log(performance.now()-s);`;

const lambdaLikeEnv = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  TABLE_NAME: 'bench',
  AVATAR_BUCKET: 'bench',
  EXPORT_BUCKET: 'bench-exports',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
  LOG_LEVEL: 'silent',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

function importOnce(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', probe, pathToFileURL(file).href], {
      env: lambdaLikeEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = Number(out.trim().split('\n').pop());
      if (code !== 0 || Number.isNaN(ms))
        reject(new Error(`Importing ${file} failed (${code}): ${err.slice(0, 500)}`));
      else resolve(ms);
    });
  });
}

/** Median milliseconds to import `file` in a fresh process, over `runs` processes (one after another). */
export async function coldImportMs(file: string, runs = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await importOnce(file));
  return median(times);
}
