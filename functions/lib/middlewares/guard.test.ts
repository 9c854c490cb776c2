/** The handler factory's middlewares (functions/lib/middlewares), each on hand-made API Gateway events. */
import type { MiddlewareObj } from '@middy/core';
import { describe, expect, it } from 'vitest';
import { contract } from '../../../shared/contract';
import { inputTexts, serverErrors, validation } from '../../../shared/messages';
import { type EventOptions, httpEvent, middyRequest } from '../../../tests/support/events';
import { Conflict, Forbidden, Invalid, NotFound, statusOf } from '../errors';
import { contractCheck } from './contract';
import { errors } from './errors';
import { guard } from './guard';
import { jsonBody } from './json-body';
import { sessionUser } from './session-user';

type Request = ReturnType<typeof middyRequest>;
// biome-ignore lint/suspicious/noExplicitAny: middy's request type is generic over the event; the tests drive plain objects.
const run = (middleware: MiddlewareObj<any, any, any, any>, request: Request) =>
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  middleware.before?.(request as any);

/** The guard and JSON middlewares in order, as the factory runs them; answers the request. */
async function parsed(options: EventOptions, maxBodyBytes = 64 * 1024): Promise<Request> {
  const request = middyRequest(httpEvent(options));
  await run(guard(maxBodyBytes), request);
  await run(jsonBody(), request);
  return request;
}

const json = { 'content-type': 'application/json' };

/** The status a refused request answers with (functions/lib/errors.ts). */
const refusedWith = (pending: Promise<unknown>) =>
  pending.then(
    () => 'not refused',
    (error: unknown) => statusOf(error),
  );

describe('guard', () => {
  it('starts from the request state the factory creates', async () => {
    const request = await parsed({ headers: json, body: '{}' });
    expect(request.context.state).toMatchObject({ body: {}, user: null, session: null });
  });

  it('refuses a body over the limit with 413, before parsing it', async () => {
    expect(await refusedWith(parsed({ headers: json, body: `"${'x'.repeat(100)}"` }, 50))).toBe(413);
  });

  it('takes a body-less POST with no Content-Type, refuses a body without JSON type (415)', async () => {
    await expect(parsed({})).resolves.toBeDefined();
    expect(await refusedWith(parsed({ body: '{}' }))).toBe(415);
    expect(await refusedWith(parsed({ headers: { 'content-type': 'text/plain' } }))).toBe(415);
    await expect(parsed({ method: 'GET', path: '/api/auth/user', body: 'x' })).rejects.toBeInstanceOf(
      Invalid,
    );
  });

  it("refuses a foreign Origin (403) and accepts the site's own", async () => {
    await expect(
      parsed({ headers: { ...json, origin: 'https://evil.example' }, body: '{}' }),
    ).rejects.toEqual(new Forbidden(serverErrors.foreignOrigin));
    await expect(
      parsed({ headers: { ...json, origin: 'https://todo.example' }, body: '{}' }),
    ).resolves.toBeDefined();
    const behindCloudFront = { ...json, origin: 'https://site.example', 'x-forwarded-host': 'site.example' };
    await expect(parsed({ headers: behindCloudFront, body: '{}' })).resolves.toBeDefined();
  });
});

describe('JSON body', () => {
  it('parses JSON, base64 too, and refuses what is not JSON', async () => {
    expect((await parsed({ headers: json, body: '{"a":1}' })).context.state?.body).toEqual({ a: 1 });
    const encoded = Buffer.from('{"b":2}').toString('base64');
    expect(
      (await parsed({ headers: json, body: encoded, isBase64Encoded: true })).context.state?.body,
    ).toEqual({
      b: 2,
    });
    await expect(parsed({ headers: json, body: '{oops' })).rejects.toEqual(
      new Invalid(serverErrors.invalidJson),
    );
  });

  it('refuses ill-formed text anywhere in the body and in path parameters', async () => {
    await expect(parsed({ headers: json, body: '{"a":["\\ud800"]}' })).rejects.toEqual(
      new Invalid(inputTexts.textNotUnicode),
    );
    await expect(parsed({ pathParameters: { id: '\ud800' } })).rejects.toEqual(
      new Invalid(inputTexts.textNotUnicode),
    );
  });
});

describe('session', () => {
  it('spends no read for a public route, and answers 401 to a guest of a protected one', async () => {
    const request = await parsed({ headers: json, body: '{}' });
    await run(sessionUser('none'), request);
    expect(request.context.state?.user).toBeNull();
    expect(await refusedWith(run(sessionUser('required'), request))).toBe(401);
    await expect(run(sessionUser('optional'), request)).resolves.toBeUndefined();
  });

  it('refuses a forged cookie without reading the profile', async () => {
    const request = await parsed({ cookies: ['__Host-session=not.a.token'] });
    expect(await refusedWith(run(sessionUser('required'), request))).toBe(401);
  });
});

describe('contract', () => {
  it("hands the route its contract's output, and answers the first issue's message", async () => {
    const request = await parsed({ headers: json, body: '{"description":"  milk ","groupId":""}' });
    await run(contractCheck(contract['todo-create']), request);
    expect(request.context.state?.input).toEqual({
      description: 'milk',
      completed: false,
      important: false,
      due: null,
      groupId: null,
      details: { notes: '', steps: [], repeat: null },
      remindAt: null,
    });
    const bad = await parsed({ headers: json, body: '{"description":"x","important":"yes"}' });
    await expect(run(contractCheck(contract['todo-create']), bad)).rejects.toEqual(
      new Invalid(validation.booleanInvalid('important')),
    );
    const missing = await parsed({});
    await expect(run(contractCheck(contract['todo-create']), missing)).rejects.toEqual(
      new Invalid('Request body must be a JSON object'),
    );
  });

  it('validates the query string, with its defaults', async () => {
    const request = await parsed({
      method: 'GET',
      path: '/burn/memory',
      queryStringParameters: { size: '9000' },
    });
    await run(contractCheck(contract['burn-memory']), request);
    expect(request.context.state?.queryInput).toEqual({ size: 400 });
    const none = await parsed({ method: 'GET', path: '/burn/memory' });
    await run(contractCheck(contract['burn-memory']), none);
    expect(none.context.state?.queryInput).toEqual({ size: 200 });
  });
});

describe('errors', () => {
  const answer = async (error: unknown) => {
    const request = middyRequest(httpEvent());
    request.error = error;
    // biome-ignore lint/suspicious/noExplicitAny: see above.
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
