/** TEMPORARY (lead): replaced by the infra helper's version reading Secrets Manager. */
import { env } from './env';

let cached: Uint8Array | undefined;
export async function sessionSecret(): Promise<Uint8Array> {
  if (cached) return cached;
  if (!env.sessionSecret) throw new Error('SESSION_SECRET is not set');
  cached = new TextEncoder().encode(env.sessionSecret);
  return cached;
}
