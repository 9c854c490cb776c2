/**
 * The session signing key. In AWS, SESSION_SECRET_ARN names a Secrets Manager secret: it is read
 * once per cold start (one GetSecretValue, shared by concurrent first requests through one cached
 * promise) and kept for the life of the execution environment. The local stack and tests set
 * SESSION_SECRET to the key itself instead. A failed read is not cached: the next request retries.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from './env';

let cached: Promise<Uint8Array> | undefined;

async function readSecret(secretArn: string): Promise<Uint8Array> {
  const client = new SecretsManagerClient({ region: env.region, maxAttempts: 3 });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (!SecretString) throw new Error('The session secret has no string value');
  return new TextEncoder().encode(SecretString);
}

async function loadSecret(): Promise<Uint8Array> {
  if (env.sessionSecretArn) return readSecret(env.sessionSecretArn);
  if (env.sessionSecret) return new TextEncoder().encode(env.sessionSecret);
  throw new Error('Neither SESSION_SECRET_ARN nor SESSION_SECRET is set');
}

export function sessionSecret(): Promise<Uint8Array> {
  if (!cached) {
    cached = loadSecret();
    cached.catch(() => {
      cached = undefined;
    });
  }
  return cached;
}
