/**
 * functions/lib/secret.ts: Secrets Manager is read once per cold start in AWS, the env key is used
 * locally. There is no Secrets Manager engine to run here, so the client is mocked (the SDK call
 * itself, not our code).
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const secrets = mockClient(SecretsManagerClient);
const arn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:SessionSecret-abc123';

/** A fresh module, as a cold start would load it, with this environment. */
async function coldStart(environment: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(environment)) vi.stubEnv(key, value);
  return import('./secret');
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

beforeEach(() => secrets.reset());
afterEach(() => vi.unstubAllEnvs());

describe('sessionSecret', () => {
  it('reads the secret named by SESSION_SECRET_ARN once, however many requests ask', async () => {
    secrets.on(GetSecretValueCommand, { SecretId: arn }).resolves({ SecretString: 'from-secrets-manager' });
    const { sessionSecret } = await coldStart({ SESSION_SECRET_ARN: arn, SESSION_SECRET: 'ignored' });

    const concurrent = await Promise.all([sessionSecret(), sessionSecret(), sessionSecret()]);
    const later = await sessionSecret();

    expect(concurrent.map(text)).toEqual([
      'from-secrets-manager',
      'from-secrets-manager',
      'from-secrets-manager',
    ]);
    expect(text(later)).toBe('from-secrets-manager');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('does not keep a failed read: the next request tries again', async () => {
    secrets
      .on(GetSecretValueCommand)
      .rejectsOnce(new Error('throttled'))
      .resolves({ SecretString: 'second-try' });
    const { sessionSecret } = await coldStart({ SESSION_SECRET_ARN: arn });

    await expect(sessionSecret()).rejects.toThrow('throttled');
    expect(text(await sessionSecret())).toBe('second-try');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('refuses a secret without a string value', async () => {
    secrets.on(GetSecretValueCommand).resolves({});
    const { sessionSecret } = await coldStart({ SESSION_SECRET_ARN: arn });
    await expect(sessionSecret()).rejects.toThrow(/no string value/);
  });

  it('uses SESSION_SECRET locally, without calling Secrets Manager', async () => {
    const { sessionSecret } = await coldStart({ SESSION_SECRET_ARN: undefined, SESSION_SECRET: 'local-key' });
    expect(text(await sessionSecret())).toBe('local-key');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it('fails loudly when neither is set', async () => {
    const { sessionSecret } = await coldStart({ SESSION_SECRET_ARN: undefined, SESSION_SECRET: undefined });
    await expect(sessionSecret()).rejects.toThrow(/SESSION_SECRET/);
  });
});
