/**
 * The DynamoDB document client, created once per cold start. Locally the endpoint comes from
 * AWS_ENDPOINT_URL_DYNAMODB; in AWS it is unset and the SDK uses the regional endpoint.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../../lib/env';
import { counting, recordCall, recordUnits } from './call-counter';

const base = new DynamoDBClient({
  region: env.region,
  ...(env.dynamoEndpoint ? { endpoint: env.dynamoEndpoint } : {}),
  maxAttempts: 3,
});

// The SDK's logger middleware copies every answer, field by field, to filter out sensitive ones
// before it hands the copy to the logger, even to the default one that drops it: for a board of
// 1,000 tasks that is milliseconds of CPU per read. Nothing here logs SDK calls, so it goes.
base.middlewareStack.remove('loggerMiddleware');

// One count per command sent (retries of the same command are not extra round trips of the design).
// While counting (the local gateway, the bench), each call also asks for the capacity it consumed.
base.middlewareStack.add(
  (next, context) => async (args) => {
    const command = context.commandName ?? 'unknown';
    recordCall(command);
    if (!counting()) return next(args);
    (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity ??= 'TOTAL';
    const result = await next(args);
    recordUnits(command, (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity);
    return result;
  },
  { step: 'initialize', name: 'countDynamoDbCalls' },
);

export const db = DynamoDBDocumentClient.from(base, {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = env.tableName;
