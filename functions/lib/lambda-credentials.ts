/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles only (an esbuild alias in
 * infra/bundling.ts). In Lambda the credentials are always in the environment, so the SDK's default
 * chain (SSO, INI files, IMDS, STS web identity...) is dead weight: about 100 KB of every bundle.
 * The local stack runs the handlers from source with the SDK's full chain.
 */
interface EnvCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** Same export name and call shape as the module it replaces: `defaultProvider(init)()`. */
export const defaultProvider = (_init?: unknown) => async (): Promise<EnvCredentials> => {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('AWS credentials are missing from the environment');
  }
  const sessionToken = process.env.AWS_SESSION_TOKEN;
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
};
