/**
 * A table of its own for each data-layer test (`functions/data/x.db.test.ts`), in the API project
 * (vitest.config.ts): set up before the test file is imported, because functions/data/core/client.ts and
 * functions/lib/env.ts read the endpoint and the table name once, at module load. The run's DynamoDB
 * Local comes from tests/support/global-setup.ts; the API suites make their own table and
 * environment (tests/support/api.ts), so this setup leaves them alone
 * (docs/architecture.md#where-tests-go).
 */
import { randomBytes } from 'node:crypto';
import { expect, inject } from 'vitest';
import { ensureTable } from '../../scripts/local/table';

// Only the data-layer tests, named `*.db.test.ts`, get one.
if (expect.getState().testPath?.endsWith('.db.test.ts')) {
  const endpoint = inject('dynamoEndpoint');
  const tableName = `data-${randomBytes(6).toString('hex')}`;
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    // DynamoDB Local takes any credentials; these keep the SDK from looking for real ones.
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    TABLE_NAME: tableName,
  });
  await ensureTable(endpoint, tableName);
}
