/** The errors middleware (errors.ts): every error answered as `{ message }` with an honest status. */
import { describe, expect, it } from 'vitest';
import { serverErrors } from '../../../shared/messages/server';
import { httpEvent, middyRequest } from '../../../tests/support/events';
import { Conflict, Forbidden, Invalid, NotFound } from '../errors';
import { errors } from './errors';

describe('errors', () => {
  const answer = async (error: unknown) => {
    const request = middyRequest(httpEvent());
    request.error = error;
    // biome-ignore lint/suspicious/noExplicitAny: middy's request type is generic over the event; the tests drive plain objects.
    await errors().onError?.(request as any);
    const response = request.response as {
      statusCode: number;
      body: string;
      headers: Record<string, string>;
    };
    return { status: response.statusCode, body: JSON.parse(response.body), headers: response.headers };
  };

  it('answers every error as { message } with an honest status and safe headers', async () => {
    expect(await answer(new Invalid('bad'))).toMatchObject({ status: 400, body: { message: 'bad' } });
    expect(await answer(new Conflict('taken'))).toMatchObject({
      status: 409,
      body: { message: 'taken' },
    });
    const throttled = Object.assign(new Error('slow down'), { name: 'ThrottlingException' });
    expect(await answer(throttled)).toMatchObject({
      status: 503,
      body: { message: serverErrors.unavailable },
    });
    const crash = await answer(new TypeError('x is undefined at /work/functions/secret.ts:1'));
    expect(crash).toMatchObject({ status: 500, body: { message: serverErrors.internal } });
    expect(crash.headers['x-content-type-options']).toBe('nosniff');
  });

  it('maps domain errors of the data layer to their statuses', async () => {
    expect(await answer(new NotFound('gone'))).toMatchObject({ status: 404, body: { message: 'gone' } });
    expect((await answer(new Forbidden())).status).toBe(403);
    expect(await answer(new Conflict('taken'))).toMatchObject({ status: 409, body: { message: 'taken' } });
  });
});
