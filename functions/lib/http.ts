/**
 * The HTTP shapes the handlers speak: API Gateway's HTTP API (payload format 2.0) event and
 * result, and the one way a JSON answer is built (every answer carries the same safe headers).
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type Event = APIGatewayProxyEventV2;
export type Result = APIGatewayProxyStructuredResultV2;

export interface ReplyOptions {
  statusCode?: number;
  cookies?: string[];
  headers?: Record<string, string>;
  /** A text answer (CSV, iCalendar): the body is sent as it is, with this content type. */
  contentType?: string;
}

const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function json(statusCode: number, body: unknown, extra: ReplyOptions = {}): Result {
  return {
    statusCode,
    headers: { ...jsonHeaders, ...extra.headers },
    ...(extra.cookies?.length ? { cookies: extra.cookies } : {}),
    body: JSON.stringify(body),
  };
}

/** A request header by its lower-case name (API Gateway v2 lower-cases them). */
export const header = (event: Event, name: string): string | undefined => event.headers?.[name] ?? undefined;

/** A text answer (CSV, iCalendar) with the same safe headers; `extra.headers` may set caching. */
export function text(
  statusCode: number,
  body: string,
  contentType: string,
  extra: ReplyOptions = {},
): Result {
  return {
    statusCode,
    headers: { ...jsonHeaders, 'content-type': contentType, ...extra.headers },
    body,
  };
}
