/**
 * API Gateway HTTP API (payload format 2.0) events and middy requests, made by hand for the unit
 * tests of the handler factory's middlewares: the shapes API Gateway and the local gateway send, and
 * the first two middlewares run on them as the factory runs them.
 */
import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { statusOf } from '../../functions/lib/errors';
import type { Event } from '../../functions/lib/http';
import { guard } from '../../functions/lib/middlewares/guard';
import { jsonBody } from '../../functions/lib/middlewares/json-body';
import { type HandlerContext, newState } from '../../functions/lib/middlewares/types';

export interface EventOptions {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  isBase64Encoded?: boolean;
  cookies?: string[];
  pathParameters?: Record<string, string>;
  queryStringParameters?: Record<string, string>;
}

export function httpEvent(options: EventOptions = {}): Event {
  const method = options.method ?? 'POST';
  const path = options.path ?? '/api/todo/create';
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'todo.example', ...options.headers },
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(options.pathParameters ? { pathParameters: options.pathParameters } : {}),
    ...(options.queryStringParameters ? { queryStringParameters: options.queryStringParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'todo.example',
      domainPrefix: 'todo',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'unit' },
      requestId: 'request-1',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: '23/Nov/2026:18:00:00 +0000',
      timeEpoch: 0,
    },
    ...(options.body !== undefined ? { body: options.body } : {}),
    isBase64Encoded: options.isBase64Encoded ?? false,
  };
}

/** A middy request around `event`, as the factory's middlewares receive it (with the state it creates). */
export function middyRequest(event: Event) {
  const lambdaContext = { awsRequestId: 'aws-request-1' } as Context;
  const context: HandlerContext = Object.assign(lambdaContext, {
    state: newState('unit', event, lambdaContext),
  });
  return { event, context, response: undefined, error: undefined, internal: {} } as {
    event: Event;
    context: HandlerContext;
    response: unknown;
    error: unknown;
    internal: Record<string, unknown>;
  };
}

type Request = ReturnType<typeof middyRequest>;

/** Runs one middleware's `before` on `request`, as the factory does. */
// biome-ignore lint/suspicious/noExplicitAny: middy's request type is generic over the event; the tests drive plain objects.
export const runBefore = (middleware: MiddlewareObj<any, any, any, any>, request: Request) =>
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  middleware.before?.(request as any);

/** The guard and JSON middlewares in order, as the factory runs them; answers the request. */
export async function parsedRequest(options: EventOptions, maxBodyBytes = 64 * 1024): Promise<Request> {
  const request = middyRequest(httpEvent(options));
  await runBefore(guard(maxBodyBytes), request);
  await runBefore(jsonBody(), request);
  return request;
}

/** The Content-Type header of a JSON body. */
export const jsonType = { 'content-type': 'application/json' };

/** The status a refused request answers with (functions/lib/errors.ts), or 'not refused'. */
export const refusedWith = (pending: Promise<unknown>) =>
  pending.then(
    () => 'not refused',
    (error: unknown) => statusOf(error),
  );
