/**
 * transactions.ts with the unit of work it is given (unit-of-work.ts): what one
 * `transact` sends, with and without an Idempotency-Key claim, how a cancellation reads by tag, and
 * the programming errors thrown before anything is sent. The SDK call is mocked here (cancellation
 * reasons on demand); tests/api/idempotency.test.ts runs the same flow on DynamoDB Local.
 */
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { serverErrors } from '../../../shared/messages/server';
import { Conflict } from '../../lib/errors';
import type { KeyClaim } from './idempotency';
import { keys } from './keys';
import {
  retryOnConflict,
  type TransactItem,
  TransactionCancelled,
  transact,
  transactionItemsMax,
  transactionRoom,
} from './transactions';
import { KeyedUnit, noKey } from './unit-of-work';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => {
  ddb.reset();
  ddb.on(TransactWriteCommand).resolves({});
});

const claim: KeyClaim = { userId: 'u1', key: '0f6c1c1e-3a57-4c57-9a0e-5b8c4d9e2a10', token: 'token-1' };
const put = (n: number): TransactItem => ({
  tag: `todo:${n}`,
  write: { Put: { TableName: 'teamtodo', Item: { pk: 'USER#u1', sk: `TODO#${n}` } } },
});
const items = (count: number) => Array.from({ length: count }, (_, n) => put(n));
/** The elements of every TransactWriteItems sent so far. */
const sent = () =>
  ddb.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);

/** A cancellation as the SDK throws it: one reason per element, in order. */
function cancelled(reasons: { Code: string; Item?: Record<string, unknown> }[]): Error {
  return Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: reasons,
  });
}

describe('transact without a key', () => {
  it("sends exactly the route's elements, in order", async () => {
    await transact(items(3), noKey);
    expect(sent()).toEqual([items(3).map((item) => item.write)]);
  });

  it('accepts 100 elements and refuses 101 before sending anything', async () => {
    await transact(items(transactionItemsMax), noKey);
    await expect(transact(items(transactionItemsMax + 1), noKey)).rejects.toThrow('over the limit');
    expect(sent()).toHaveLength(1);
  });

  it('refuses two elements with one tag before sending anything', async () => {
    await expect(transact([put(1), put(1)], noKey)).rejects.toThrow('distinct tags');
    expect(sent()).toEqual([]);
  });
});

describe('transact with a claim', () => {
  it('writes the claim as one more element, an Update to applied conditioned on the token', async () => {
    const unit = new KeyedUnit(claim);
    await transact(items(2), unit);
    const [elements] = sent();
    expect(elements).toHaveLength(3);
    // The caller's own items also carry the key, for the live echo (./write-key.ts).
    expect(elements?.slice(0, 2)).toEqual(
      items(2).map((item) => ({
        Put: { ...item.write.Put, Item: { ...item.write.Put?.Item, writeKey: claim.key } },
      })),
    );
    expect(elements?.[2]).toEqual({
      Update: expect.objectContaining({
        Key: keys.idempotency(claim.userId, claim.key),
        UpdateExpression: 'SET #status = :applied',
        ConditionExpression: '#token = :token AND #status = :running',
        ExpressionAttributeValues: { ':applied': 'applied', ':running': 'running', ':token': claim.token },
      }),
    });
    expect(unit.carried).toBe(true);
    expect(unit.settled).toBe(true);
  });

  it('only the first transaction of the request carries it (group deletion, import chunks)', async () => {
    const unit = new KeyedUnit(claim);
    await transact(items(2), unit);
    await transact(items(2), unit);
    expect(sent().map((elements) => elements.length)).toEqual([3, 2]);
  });

  it('leaves one element of room for it until it is carried', async () => {
    const unit = new KeyedUnit(claim);
    expect(transactionRoom(noKey)).toBe(transactionItemsMax);
    expect(transactionRoom(unit)).toBe(transactionItemsMax - 1);
    await transact(items(transactionRoom(unit)), unit);
    expect(sent()[0]).toHaveLength(transactionItemsMax);
    expect(transactionRoom(unit)).toBe(transactionItemsMax);
  });

  it('throws, sending nothing, when the transaction has no room for it (the key is never dropped)', async () => {
    const unit = new KeyedUnit(claim);
    await expect(transact(items(transactionItemsMax), unit)).rejects.toThrow(
      'no room for the Idempotency-Key',
    );
    expect(sent()).toEqual([]);
    expect(unit.pendingClaim).toBe(claim);
  });

  it('a cancelled transaction leaves the claim pending, so the retry carries it', async () => {
    const unit = new KeyedUnit(claim);
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled([{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }]))
      .resolves({});
    let attempts = 0;
    await retryOnConflict(async () => {
      attempts++;
      await transact(items(2), unit);
    });
    expect(attempts).toBe(2);
    expect(sent().map((elements) => elements.length)).toEqual([3, 3]);
    expect(unit.carried).toBe(true);
  });

  it("answers 409 when the claim's own condition failed (a repeat took it over), and is not carried", async () => {
    const unit = new KeyedUnit(claim);
    ddb.on(TransactWriteCommand).rejects(cancelled([{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }]));
    const error = await transact([put(1)], unit).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Conflict);
    expect((error as Conflict).message).toBe(serverErrors.idempotencyInProgress);
    expect(unit.carried).toBe(false);
  });
});

describe('TransactionCancelled', () => {
  it('reads each reason by its tag, with the old item unmarshalled', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejects(
        cancelled([
          { Code: 'None' },
          { Code: 'ConditionalCheckFailed', Item: { pk: { S: 'USER#u1' }, completed: { BOOL: true } } },
        ]),
      );
    const error = await transact(items(2), noKey).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionCancelled);
    const reasons = error as TransactionCancelled;
    expect(reasons.conditionFailed('todo:0')).toBe(false);
    expect(reasons.conditionFailed('todo:1')).toBe(true);
    expect(reasons.reason('todo:1')?.old).toEqual({ pk: 'USER#u1', completed: true });
    expect(reasons.failedTags()).toEqual(['todo:1']);
    expect(reasons.reason('group:x')).toBeUndefined();
  });

  it('passes any other error through as it is', async () => {
    const throttled = Object.assign(new Error('slow down'), { name: 'ThrottlingException' });
    ddb.on(TransactWriteCommand).rejects(throttled);
    await expect(transact(items(1), noKey)).rejects.toBe(throttled);
  });
});

describe('retryOnConflict', () => {
  it('gives up with Conflict after three cancelled attempts', async () => {
    let attempts = 0;
    const error = await retryOnConflict(async () => {
      attempts++;
      throw new TransactionCancelled(new Map());
    }).catch((e: unknown) => e);
    expect(attempts).toBe(3);
    expect(error).toBeInstanceOf(Conflict);
  });

  it('does not retry another error', async () => {
    let attempts = 0;
    await expect(
      retryOnConflict(async () => {
        attempts++;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(attempts).toBe(1);
  });
});
