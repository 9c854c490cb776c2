/**
 * The VAPID key pair (RFC 8292), generated once and never stored apart: it is derived
 * from a random seed, so the seed is the only secret to keep. In AWS the seed is a Secrets Manager
 * secret that CloudFormation generates at the first deploy (VAPID_SECRET_ARN; read once per cold
 * start); the local stack keeps it in its data folder (VAPID_SEED). Derivation: the P-256 private
 * scalar is SHA-256 of the seed (hashed again in the ~2^-32 case that it is not a valid scalar), so
 * every function, every cold start and every deploy of the same secret agree on the same pair
 * without any write or race. docs/reminders.md.
 */
import { createECDH, createHash } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from './env';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: the browser's `applicationServerKey`. */
  publicKey: string;
  /** The private scalar, base64url (32 bytes). */
  privateKey: string;
}

export function vapidKeysFromSeed(seed: string): VapidKeys {
  let scalar = createHash('sha256').update(`teamtodo-vapid:${seed}`).digest();
  const ecdh = createECDH('prime256v1');
  for (;;) {
    try {
      ecdh.setPrivateKey(scalar);
      break;
    } catch {
      scalar = createHash('sha256').update(scalar).digest();
    }
  }
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: scalar.toString('base64url') };
}

async function loadSeed(): Promise<string> {
  if (env.vapidSecretArn) {
    const client = new SecretsManagerClient({ region: env.region, maxAttempts: 3 });
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: env.vapidSecretArn }));
    if (!SecretString) throw new Error('The VAPID secret has no string value');
    return SecretString;
  }
  if (env.vapidSeed) return env.vapidSeed;
  throw new Error('Neither VAPID_SECRET_ARN nor VAPID_SEED is set');
}

let cached: Promise<VapidKeys> | undefined;

/** The key pair, read once per execution environment (a failed read is retried on the next call). */
export function vapidKeys(): Promise<VapidKeys> {
  if (!cached) {
    cached = loadSeed().then(vapidKeysFromSeed);
    cached.catch(() => {
      cached = undefined;
    });
  }
  return cached;
}
