/**
 * The single table, declared once: the CDK stack (infra/) and the local stack (scripts/local)
 * both build it from this definition. Key layout and access patterns: docs/data-model.md.
 */
import type { CreateTableCommandInput, Projection } from '@aws-sdk/client-dynamodb';

export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes expired items in AWS. DynamoDB Local never does, so code checks it too. */
  ttlAttribute: 'expiresAt',
  /**
   * The change stream that feeds the live-update fan-out (functions/realtime/fan-out.ts): both
   * images, so it can tell what changed (a sessions-only profile write is nobody's news).
   */
  streamViewType: 'NEW_AND_OLD_IMAGES',
  globalSecondaryIndexes: [
    /** User search by username prefix: gsi1pk `UNAME#<first character>`, gsi1sk the lowercase username. */
    {
      indexName: 'GSI1',
      partitionKey: 'gsi1pk',
      sortKey: 'gsi1sk',
      /** Only what a search result shows: never the password hash or sessions. */
      projectedAttributes: ['id', 'username', 'coverImg'],
    },
    /**
     * Pending reminders and pushes by due hour (functions/data/core/keys.ts `dueIndexKeys`):
     * sparse, only items with `gsi2pk` are in it; projects what the poller sends.
     */
    {
      indexName: 'GSI2',
      partitionKey: 'gsi2pk',
      sortKey: 'gsi2sk',
      projectedAttributes: [
        'type',
        'id',
        'userId',
        'description',
        'due',
        'remindAt',
        'completed',
        'recipientId',
        'message',
        'todo',
      ],
    },
    /**
     * The accounts by username for the admin screen (functions/data/core/keys.ts `directoryKeys`):
     * projects what its list shows, never the password hash, sessions or second-factor secrets.
     */
    {
      indexName: 'GSI3',
      partitionKey: 'gsi3pk',
      sortKey: 'gsi3sk',
      projectedAttributes: [
        'id',
        'username',
        'email',
        'emailVerified',
        'role',
        'disabled',
        'twoFactor',
        'passkeyCount',
        'createdAt',
        'lastSeenAt',
      ],
    },
    /**
     * The tasks of each shared list (./keys.ts `listIndexKeys`, docs/data-model.md#shared-lists):
     * sparse, only a task in a list that is or was shared has `gsi4pk`, so a member's board reads the
     * list's tasks and no other task of its owner. Projects every attribute: the board answers them.
     */
    {
      indexName: 'GSI4',
      partitionKey: 'gsi4pk',
      sortKey: 'gsi4sk',
      projectedAttributes: 'ALL',
    },
  ],
} as const;

/** An index's projection: the attributes named (besides the keys), or every attribute. */
export const projectionOf = (projected: 'ALL' | readonly string[]): Projection =>
  projected === 'ALL'
    ? { ProjectionType: 'ALL' }
    : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...projected] };

/** CreateTable input for the local stack and tests (on-demand, like the deployed table). */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const { partitionKey, sortKey, globalSecondaryIndexes, streamViewType } = tableDefinition;
  const stringAttributes = [
    partitionKey,
    sortKey,
    ...globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    StreamSpecification: { StreamEnabled: true, StreamViewType: streamViewType },
    AttributeDefinitions: stringAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: projectionOf(index.projectedAttributes),
    })),
  };
}
