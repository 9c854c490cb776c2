/**
 * The hash of the deploy's setup link token (docs/api.md#claiming-a-deploy): in AWS the token lives
 * in a Secrets Manager secret the stack made, so only the account's holders can read it; the local
 * stack keeps it in its data folder and hands the functions its SHA-256.
 */
import { env } from './env';
import { tokenHash } from './link-tokens';
import { secretString } from './secret';

/** The SHA-256 of the setup token, or undefined when this deploy has none configured. */
export async function setupTokenHash(): Promise<string | undefined> {
  if (env.setupSecretArn) return tokenHash(await secretString(env.setupSecretArn));
  return env.setupTokenSha256;
}
