/**
 * Secrets read from Secrets Manager once per cold start: the session signing key and the value
 * CloudFront proves itself with (functions/lib/client-address.ts). In AWS an `…_ARN` variable names
 * the secret: it is read with one GetSecretValue, shared by concurrent first requests through one
 * cached promise, and kept for the life of the execution environment. The local stack and tests set
 * the value itself instead (SESSION_SECRET; ORIGIN_VERIFY in tests only). A failed read is not
 * cached: the next request retries.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from './env';

const cached = new Map<string, Promise<string>>();

async function readSecret(secretArn: string): Promise<string> {
  const client = new SecretsManagerClient({ region: env.region, maxAttempts: 3 });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (!SecretString) throw new Error(`The secret ${secretArn} has no string value`);
  return SecretString;
}

/** The string value of the secret `secretArn`: read on first use, then from memory. */
export function secretString(secretArn: string): Promise<string> {
  let value = cached.get(secretArn);
  if (!value) {
    value = readSecret(secretArn);
    cached.set(secretArn, value);
    value.catch(() => {
      cached.delete(secretArn);
    });
  }
  return value;
}

let sessionKey: Promise<Uint8Array> | undefined;

async function loadSessionKey(): Promise<Uint8Array> {
  if (env.sessionSecretArn) return new TextEncoder().encode(await secretString(env.sessionSecretArn));
  if (env.sessionSecret) return new TextEncoder().encode(env.sessionSecret);
  throw new Error('Neither SESSION_SECRET_ARN nor SESSION_SECRET is set');
}

/** The session signing key (functions/lib/session.ts). */
export function sessionSecret(): Promise<Uint8Array> {
  if (!sessionKey) {
    sessionKey = loadSessionKey();
    sessionKey.catch(() => {
      sessionKey = undefined;
    });
  }
  return sessionKey;
}
