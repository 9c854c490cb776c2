/**
 * The connections repository: one open WebSocket connection (API Gateway's connection id) of a
 * signed-in user is two items, written together by $connect and deleted together by $disconnect:
 *
 *   USER#<userId> / CONN#<connectionId>   the user's connections: the fan-out lists them with one
 *                                          Query of the user's partition;
 *   CONN#<connectionId> / CONN            who owns a connection: $disconnect gets only the connection
 *                                          id (no cookie), so it finds the user through this item.
 *
 * Both expire (TTL `expiresAt`) a little after API Gateway's 2-hour connection limit, so a
 * connection whose $disconnect was lost goes away on its own. DynamoDB Local never deletes expired
 * items (and AWS deletes them late), so readers skip expired ones themselves.
 * Neither item is a change any user must hear of: the stream's filter leaves them out.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { liveConnectionTtlSeconds } from '@shared/live';
import { db, tableName } from '../core/client';
import { keys, skPrefix, userPartition } from '../core/keys';
import { queryAll } from '../core/query';
import { transact } from '../core/transactions';
import { noKey } from '../core/unit-of-work';

/** A user's connection, as the fan-out reads it. */
export interface ConnectionItem {
  pk: string;
  sk: string;
  type: 'connection';
  connectionId: string;
  userId: string;
  /** The session that opened it: when that session ends (logout, password change) the connection is closed. */
  sessionId: string;
  /** ISO time. */
  connectedAt: string;
  /** Epoch seconds (TTL). */
  expiresAt: number;
}

export interface OpenConnection {
  connectionId: string;
  userId: string;
  sessionId: string;
  nowMs?: number;
}

/** Writes both items of a new connection in one transaction (both or neither). */
export async function putConnection(connection: OpenConnection): Promise<void> {
  const nowMs = connection.nowMs ?? Date.now();
  const expiresAt = Math.floor(nowMs / 1000) + liveConnectionTtlSeconds;
  const item: ConnectionItem = {
    ...keys.connection(connection.userId, connection.connectionId),
    type: 'connection',
    connectionId: connection.connectionId,
    userId: connection.userId,
    sessionId: connection.sessionId,
    connectedAt: new Date(nowMs).toISOString(),
    expiresAt,
  };
  await transact(
    [
      { tag: 'connection', write: { Put: { TableName: tableName, Item: item } } },
      {
        tag: 'owner',
        write: {
          Put: {
            TableName: tableName,
            Item: {
              ...keys.connectionOwner(connection.connectionId),
              type: 'connectionOwner',
              userId: connection.userId,
              expiresAt,
            },
          },
        },
      },
    ],
    noKey,
  );
}

/**
 * Deletes a connection's items when only its id is known ($disconnect): the owner item's old image
 * names the user. A connection already gone (deleted by the fan-out after a 410) is not an error.
 */
export async function deleteConnectionById(connectionId: string): Promise<void> {
  const removed = await db.send(
    new DeleteCommand({
      TableName: tableName,
      Key: keys.connectionOwner(connectionId),
      ReturnValues: 'ALL_OLD',
    }),
  );
  const userId = (removed.Attributes as { userId?: string } | undefined)?.userId;
  if (userId) {
    await db.send(new DeleteCommand({ TableName: tableName, Key: keys.connection(userId, connectionId) }));
  }
}

/** Deletes a connection whose user is known (the fan-out, after API Gateway answered 410 Gone). */
export async function deleteConnection(userId: string, connectionId: string): Promise<void> {
  await transact(
    [
      {
        tag: 'connection',
        write: { Delete: { TableName: tableName, Key: keys.connection(userId, connectionId) } },
      },
      { tag: 'owner', write: { Delete: { TableName: tableName, Key: keys.connectionOwner(connectionId) } } },
    ],
    noKey,
  );
}

/**
 * A user's open connections: one Query of their partition's CONN# range. Eventually consistent is
 * enough (a connection opened in the last instant misses at most one message and revalidates on
 * open anyway) and costs half. Expired items are left out.
 */
export async function listConnections(userId: string, nowMs: number = Date.now()): Promise<ConnectionItem[]> {
  const items = await queryAll<ConnectionItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': skPrefix.connection },
    ProjectionExpression: 'connectionId, userId, sessionId, expiresAt',
  });
  const nowSeconds = nowMs / 1000;
  return items.filter((item) => item.expiresAt > nowSeconds);
}
