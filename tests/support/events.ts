/**
 * API Gateway HTTP API (payload format 2.0) events and middy requests, made by hand for the unit
 * tests of the handler factory's middlewares: the shapes API Gateway and the local gateway send.
 */
import type { Context } from 'aws-lambda';
import type { Event } from '../../functions/lib/http';
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
