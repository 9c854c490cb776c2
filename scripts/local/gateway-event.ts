/**
 * The event and context API Gateway (HTTP API, payload format 2.0) and Lambda hand a handler,
 * made by the local gateway (./gateway.ts) from a Node request: headers as CloudFront forwards
 * them, cookies, query and path parameters, the body as text or base64.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { routeKey } from '../../shared/routes';
import { decodePathPart } from './gateway-answers';
import type { MountedRoute } from './gateway-routes';
import { asCloudFrontForwards } from './viewer-headers';

export function toEvent(
  request: IncomingMessage,
  mounted: MountedRoute,
  match: RegExpExecArray,
  url: URL,
  body: Buffer,
  sourceIp: string,
): APIGatewayProxyEventV2 {
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'cookie' || value === undefined) continue;
    sent[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const headers = asCloudFrontForwards(sent);
  const cookies = (request.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const pathParameters = Object.fromEntries(
    mounted.paramNames.map((name, i) => [name, decodePathPart(match[i + 1] as string)]),
  );
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams)
    query[name] = name in query ? `${query[name]},${value}` : value;
  const textual =
    body.length === 0 || /json|text|x-www-form-urlencoded/i.test(headers['content-type'] ?? 'json');
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: routeKey(mounted.route),
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(mounted.paramNames.length ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: routeKey(mounted.route),
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
    },
    ...(body.length ? { body: textual ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !textual,
  };
}

export function lambdaContext(name: string, requestId: string): Context {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '256',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
