/**
 * Idempotency keys: the record of one user's `Idempotency-Key`, kept 24 hours. Layout and states
 * in docs/data-model.md#idempotency-keys; the choice in
 * docs/decisions/0077-idempotency-by-our-own-middleware.md.
 *
 * A keyed request goes through three states of one item:
 *   running  claimed before the route runs (a conditional Put: one call, which on refusal also
 *            returns the record, so a repeat costs nothing more to answer);
 *   applied  set by the route's own transaction: the route passes its unit of work
 *            (./unit-of-work.ts) to its repository operation, whose `transact` writes the element
 *            below (an Update conditioned on this request's token): the change and the key commit
 *            together;
 *   done     the answer (status and body) stored after the route answered (one UpdateItem).
 * A failed request gives its claim back (DeleteItem): errors change nothing, so a retry may apply.
 *
 * A claim is a lease: a `running` record whose lease ran out (the Lambda died before answering) may
 * be claimed again. The old request's transaction then fails on the token and applies nothing. A
 * route whose change is not one transaction has no such guard: a request that dies after its
 * change and before `done` and is retried after the lease applies twice (the window documented in
 * docs/decisions/0077-idempotency-by-our-own-middleware.md). An `applied` record without an answer
 * stays 409 until it expires.
 *
 * Expired records: DynamoDB deletes them late (hours), and DynamoDB Local never, so the claim's
 * condition treats an expired record as absent.
 */
import { createHash, randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { idempotencyKeepSeconds } from '@shared/idempotency';
import { db, tableName } from './client';
import { isConditionFailed } from './conditional';
import { keys } from './keys';

/** Seconds a claim holds before another request may take it over (above any function timeout). */
export const idempotencyLeaseSeconds = 60;

type KeyStatus = 'running' | 'applied' | 'done';

/** The stored record (pk `IDEM#<userId>#<key>`, sk `IDEM`). */
export interface IdempotencyItem {
  pk: string;
  sk: string;
  type: 'idempotency';
  status: KeyStatus;
  /** Which request holds the claim: the transaction element and the answer are conditioned on it. */
  token: string;
  /** sha256 of route, path parameters and body: a key sent again with another request is refused. */
  fingerprint: string;
  /** Epoch seconds until which a `running` claim is held. */
  leaseUntil: number;
  /** Epoch seconds; the table's TTL attribute. */
  expiresAt: number;
  /** The stored answer (`done` only). */
  statusCode?: number;
  body?: string;
}

/** A request's claim on a key, from `claimKey`, until it answers. */
export interface KeyClaim {
  readonly userId: string;
  readonly key: string;
  readonly token: string;
}

type ClaimOutcome =
  | { claimed: true; claim: KeyClaim }
  | { claimed: false; record: IdempotencyItem | undefined };

export const requestFingerprint = (parts: readonly string[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/**
 * Claims `key` for this request: one conditional Put that wins when no live record exists (absent,
 * expired, or a `running` claim whose lease ran out). On refusal the record is returned.
 */
export async function claimKey(
  userId: string,
  key: string,
  fingerprint: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<ClaimOutcome> {
  const item: IdempotencyItem = {
    ...keys.idempotency(userId, key),
    type: 'idempotency',
    status: 'running',
    token: randomUUID(),
    fingerprint,
    leaseUntil: nowSeconds + idempotencyLeaseSeconds,
    expiresAt: nowSeconds + idempotencyKeepSeconds,
  };
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: item,
        ConditionExpression:
          'attribute_not_exists(pk) OR expiresAt <= :now OR (#status = :running AND leaseUntil <= :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':now': nowSeconds, ':running': 'running' },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { claimed: true, claim: { userId, key, token: item.token } };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    // The document client leaves a refused condition's item in its raw (marshalled) form.
    const old = (error as { Item?: Parameters<typeof unmarshall>[0] }).Item;
    return { claimed: false, record: old ? (unmarshall(old) as IdempotencyItem) : undefined };
  }
}

/**
 * The write that marks the claim `applied`, as one element of the route's own transaction (the SDK's
 * shape: ./transactions.ts tags it and adds it).
 */
export const appliedWrite = (claim: KeyClaim) => ({
  Update: {
    TableName: tableName,
    Key: keys.idempotency(claim.userId, claim.key),
    UpdateExpression: 'SET #status = :applied',
    ConditionExpression: '#token = :token AND #status = :running',
    ExpressionAttributeNames: { '#status': 'status', '#token': 'token' },
    ExpressionAttributeValues: { ':applied': 'applied', ':running': 'running', ':token': claim.token },
  },
});

/**
 * Stores the answer. Conditioned on the token: a request whose lease was taken over stores nothing
 * (the request that took it over answers). Bodies too large for an item are not stored: the record
 * stays `applied`/`running`, and a repeat answers 409 rather than applying again.
 */
export async function completeKey(claim: KeyClaim, statusCode: number, body: string): Promise<void> {
  if (Buffer.byteLength(body) > answerBytesMax) return;
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.idempotency(claim.userId, claim.key),
        UpdateExpression: 'SET #status = :done, statusCode = :statusCode, body = :body',
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#status': 'status', '#token': 'token' },
        ExpressionAttributeValues: {
          ':done': 'done',
          ':statusCode': statusCode,
          ':body': body,
          ':token': claim.token,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** DynamoDB items are at most 400 KB; an answer above this is not kept. */
const answerBytesMax = 350 * 1024;

/** Gives a failed request's claim back, so that a retry applies (nothing was changed). */
export async function releaseKey(claim: KeyClaim): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.idempotency(claim.userId, claim.key),
        ConditionExpression: '#token = :token AND #status = :running',
        ExpressionAttributeNames: { '#status': 'status', '#token': 'token' },
        ExpressionAttributeValues: { ':running': 'running', ':token': claim.token },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
