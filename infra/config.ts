/**
 * The deployment's switches, read from CDK context (`cdk deploy -c burnRoutes=true`, or cdk.json).
 * Context given on the command line arrives as a string, from cdk.json or a test as a boolean.
 */
import type { Node } from 'constructs';

export interface DeploymentConfig {
  /** The load-test routes /burn/* answer only when true (their functions exist either way). */
  readonly burnRoutes: boolean;
  /**
   * A stack meant to be thrown away (a test or LocalStack deployment): data stores are destroyed
   * with the stack. Otherwise the table, the buckets and the secret are retained when the stack is
   * deleted, so a mistaken `cdk destroy` loses no user data.
   */
  readonly throwaway: boolean;
  /** The web build to upload: the folder `npm run build` writes (web/dist). */
  readonly webDist: string;
  /**
   * Bundle the functions (default). `-c bundle=false` synthesises the same template without
   * running esbuild 39 times: for tests that check the template, never for a deploy.
   */
  readonly bundle: boolean;
}

export const contextKeys = {
  burnRoutes: 'burnRoutes',
  throwaway: 'throwaway',
  webDist: 'webDist',
  bundle: 'bundle',
} as const;

function flag(node: Node, key: string, fallback = false): boolean {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`Context ${key} must be true or false, not ${JSON.stringify(value)}`);
}

export function readConfig(node: Node, defaultWebDist: string): DeploymentConfig {
  const webDist: unknown = node.tryGetContext(contextKeys.webDist);
  return {
    burnRoutes: flag(node, contextKeys.burnRoutes),
    throwaway: flag(node, contextKeys.throwaway),
    webDist: typeof webDist === 'string' && webDist !== '' ? webDist : defaultWebDist,
    bundle: flag(node, contextKeys.bundle, true),
  };
}
