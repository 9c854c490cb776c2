/**
 * The idempotency middleware (functions/lib/middlewares/idempotency.ts) around the record's calls
 * (functions/data/core/idempotency.ts): what a claim, a refused claim, an answer and an error do to the
 * request's unit of work and the record. The SDK is mocked (a refused claim's old record on demand);
 * tests/api/idempotency.test.ts runs the whole flow on DynamoDB Local.
 */
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { serverErrors } from '../../../shared/messages/server';
import { httpEvent, middyRequest } from '../../../tests/support/events';
import type { UserItem } from '../../data/accounts/users';
import { requestFingerprint } from '../../data/core/idempotency';
import { Conflict, Invalid } from '../errors';
import { idempotency } from './idempotency';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => ddb.reset());

const key = '0f6c1c1e-3a57-4c57-9a0e-5b8c4d9e2a10';
const body = JSON.stringify({ description: 'Once' });
const routeName = 'todo-create';
const middleware = idempotency(routeName);

/** A signed-in keyed request to todo-create, as the middlewares before this one leave it. */
function keyedRequest(requestBody = body) {
  const request = middyRequest(
    httpEvent({ headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: requestBody }),
  );
  request.context.state.user = { id: 'u1' } as UserItem;
  return request;
}
// biome-ignore lint/suspicious/noExplicitAny: middy's request type is generic over the event; the tests drive plain objects.
type Any = any;
const claimStep = (request: ReturnType<typeof keyedRequest>) => middleware.before?.(request as Any);

/** A claim refused because this record is there (the Put's ALL_OLD, marshalled as the SDK leaves it). */
function refusedBy(record: Record<string, unknown>) {
  ddb.on(PutCommand).rejects(
    Object.assign(new Error('The conditional request failed'), {
      name: 'ConditionalCheckFailedException',
      Item: marshall(record),
    }),
  );
}
const fingerprint = requestFingerprint([routeName, '{}', body]);

describe('before the route', () => {
  it('a first request claims the key and puts the claim in its unit of work', async () => {
    ddb.on(PutCommand).resolves({});
    const request = keyedRequest();
    expect(await claimStep(request)).toBeUndefined();
    const { unit } = request.context.state;
    expect(unit.claim).toMatchObject({ userId: 'u1', key });
    expect(unit.settled).toBe(false);
    const put = ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.Item).toMatchObject({ status: 'running', fingerprint, token: unit.claim?.token });
  });

  it('a read keeps no key: nothing is read or written, and the unit has no claim', async () => {
    const request = middyRequest(httpEvent({ method: 'GET', headers: { 'idempotency-key': key } }));
    request.context.state.user = { id: 'u1' } as UserItem;
    expect(await idempotency('todo-get-groups').before?.(request as Any)).toBeUndefined();
    expect(request.context.state.unit.claim).toBeNull();
    expect(ddb.calls()).toHaveLength(0);
  });

  it('a repeat of a done request is answered from the record, marked replayed', async () => {
    refusedBy({ status: 'done', fingerprint, statusCode: 201, body: '{"_id":"t1"}' });
    const answer = await claimStep(keyedRequest());
    expect(answer).toMatchObject({ statusCode: 201, body: '{"_id":"t1"}' });
    expect(answer?.headers?.['idempotency-replayed']).toBe('true');
  });

  it('a repeat while the first runs is 409; the key with another body is 400', async () => {
    refusedBy({ status: 'running', fingerprint });
    await expect(claimStep(keyedRequest())).rejects.toEqual(new Conflict(serverErrors.idempotencyInProgress));
    refusedBy({ status: 'done', fingerprint, statusCode: 201, body: '{}' });
    await expect(claimStep(keyedRequest('{"description":"Other"}'))).rejects.toEqual(
      new Invalid(serverErrors.idempotencyKeyReused),
    );
  });
});

describe('after the route', () => {
  async function claimed() {
    ddb.on(PutCommand).resolves({});
    const request = keyedRequest();
    await claimStep(request);
    ddb.on(UpdateCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});
    return request;
  }

  it('an answer is stored as done, conditioned on the token', async () => {
    const request = await claimed();
    Object.assign(request, { response: { statusCode: 201, body: '{"_id":"t1"}' } });
    await middleware.after?.(request as Any);
    const update = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.ExpressionAttributeValues).toMatchObject({
      ':done': 'done',
      ':statusCode': 201,
      ':token': request.context.state.unit.claim?.token,
    });
  });

  it('an error before the change gives the claim back', async () => {
    const request = await claimed();
    await middleware.onError?.(request as Any);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(1);
  });

  it('an error after a transaction carried the claim keeps it (the change is made)', async () => {
    const request = await claimed();
    request.context.state.unit.markCarried();
    await middleware.onError?.(request as Any);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});
