/**
 * What the bench measures against: a running gateway (with the `x-ddb-calls` header on) and the
 * DynamoDB table behind it. `npm run bench` makes one with ./local-stack.ts; the smoke test passes
 * the API test harness's (tests/support/api.ts).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface BenchTarget {
  /** The gateway's origin, for example `http://localhost:41234`. */
  baseUrl: string;
  dynamoEndpoint: string;
  tableName: string;
  /** The token of the stack's setup link, to measure the claim. */
  setupToken: string;
}

/**
 * A document client of the bench's own (not functions/data/core/client's `db`): seeding and the bare
 * DynamoDB timings must not be counted as handler calls, and must not depend on the handlers' env.
 */
export function benchDocumentClient(endpoint: string): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 8,
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
}
