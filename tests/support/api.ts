/**
 * The API under test: the real gateway and handlers over HTTP, on the run's DynamoDB Local, s3rver
 * and SES server, with a table and bucket of this test file's own. `ApiClient` is one browser-like user:
 * it keeps its session cookie and sends JSON like the web client does.
 */
import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { inject } from 'vitest';
import { startDynamoDb } from '../../scripts/local/dynamodb';
import type { GatewayOptions } from '../../scripts/local/gateway';
import { devMailPath } from '../../scripts/local/gateway-answers';
import { freePort } from '../../scripts/local/ports';
import { localS3Client } from '../../scripts/local/s3';
import type { SentMail } from '../../scripts/local/ses';
import { applyHandlerEnvironment, provision } from '../../scripts/local/stack';
import { type BodyOf, contract, type ResponseOf, type RouteContract } from '../../shared/contract';
import { buildPath, type RouteName, routeByName } from '../../shared/routes';
import { sessionCookieName } from '../../shared/session-cookies';
import type { User } from '../../shared/types';

export interface ApiResponse<T> {
  status: number;
  body: T;
  headers: Headers;
  /** DynamoDB calls the request made (counted by the SDK middleware). */
  ddbCalls: number;
}

export interface CallOptions<N extends RouteName> {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: BodyOf<N> | unknown;
  /** Raw body text, sent as is (for malformed JSON tests). */
  rawBody?: string;
  headers?: Record<string, string>;
}

const errorAnswer = v.object({ message: v.string() });

/**
 * Every answer a test receives is held to the contract (shared/contract): a success to the route's
 * answer schema, anything else to `{ message }` (or the route's own refusal of that status, which
 * says more: sign-in's second-factor step). A shape change that would break a client fails the
 * test that saw it, whatever that test asserts itself.
 */
function checkAnswer(name: RouteName, status: number, body: unknown): void {
  const routeContract: RouteContract = contract[name];
  const refusal = routeContract.refusals?.[status as keyof NonNullable<RouteContract['refusals']>];
  const schema = status >= 200 && status < 300 ? routeContract.answer : (refusal ?? errorAnswer);
  const result = v.safeParse(schema, body);
  if (result.success) return;
  const where = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`);
  throw new Error(`${name} answered ${status} with a body its contract refuses: ${where.join('; ')}`);
}

export class ApiClient {
  /** The session cookie as the browser would send it (`name=value`), if any. */
  cookie: string | undefined;
  /** The client address the gateway reports to handlers (X-Forwarded-For, trusted in tests). */
  address: string;

  constructor(
    readonly baseUrl: string,
    address = `10.0.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  ) {
    this.address = address;
  }

  async call<N extends RouteName>(
    name: N,
    options: CallOptions<N> = {},
  ): Promise<ApiResponse<ResponseOf<N>>> {
    const route = routeByName(name);
    const url = new URL(buildPath(name, options.params), this.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-forwarded-for': this.address,
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...options.headers,
    };
    for (const [key, value] of Object.entries(headers)) if (value === '') delete headers[key];
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const response = await fetch(url, {
      method: route.method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      // The session cookie is what signs a request in; the script-readable hint beside it is the web's.
      if (!pair?.startsWith(`${sessionCookieName}=`)) continue;
      const value = pair.slice(pair.indexOf('=') + 1);
      this.cookie = value === '' || /max-age=0/i.test(setCookie) ? undefined : pair;
    }
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    checkAnswer(name, response.status, parsed);
    return {
      status: response.status,
      body: parsed as ResponseOf<N>,
      headers: response.headers,
      ddbCalls: Number(response.headers.get('x-ddb-calls') ?? Number.NaN),
    };
  }

  /** Signs up (asserting success) and keeps the session. */
  async signUp(username: string, password = 'Passw0rd'): Promise<User> {
    const response = await this.call('auth-signup', { body: { username, password } });
    if (response.status !== 201 || 'verifyEmail' in response.body)
      throw new Error(`sign-up of ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  }
}

/** A sign-up's answer as the user it signed in (a test of a sign-up that waits for verification says so). */
export function signedUp(body: ResponseOf<'auth-signup'>): User {
  if ('verifyEmail' in body) throw new Error(`the sign-up waits for its address: ${body.message}`);
  return body;
}

export interface TestApi {
  baseUrl: string;
  /** The DynamoDB Local this stack's table is in (the run's shared one, or the file's own). */
  dynamoEndpoint: string;
  tableName: string;
  bucket: string;
  /** The export bucket: large exports are written here, never beside the avatars. */
  exportBucket: string;
  /** Direct table access, for assertions (recounts) only; tests act through HTTP. */
  db: DynamoDBDocumentClient;
  s3: S3Client;
  client(address?: string): ApiClient;
  /** The token of this stack's setup link (POST /api/admin/claim). */
  setupToken: string;
  /** A new client with a fresh, signed-up user with a unique name. */
  user(prefix?: string): Promise<{ client: ApiClient; user: User }>;
  close(): Promise<void>;
}

let counter = 0;
/** A username unique across files and runs (3-30 characters). */
export const uniqueName = (prefix = 'user') =>
  `${prefix.slice(0, 12)}_${randomBytes(4).toString('hex')}${counter++}`;

export interface StartOptions {
  burnRoutesEnabled?: boolean;
  /**
   * An in-memory DynamoDB Local of the file's own instead of the run's shared one. The engine
   * answers one request at a time: a file that writes and reads tens of thousands of items (the
   * 20,000-task export) held the shared one for minutes, every other file waiting behind it, and
   * took 6-8 times its time alone. Its own engine runs beside, on the other core.
   */
  ownEngine?: boolean;
  /** Mount other handler modules than the sources (the Lambda bundles, say). */
  handlerFile?: GatewayOptions['handlerFile'];
}

export async function startApi(options: StartOptions = {}): Promise<TestApi> {
  const suffix = randomBytes(6).toString('hex');
  const engine = options.ownEngine ? await startDynamoDb({ port: await freePort() }) : undefined;
  const config = {
    dynamoEndpoint: engine?.endpoint ?? inject('dynamoEndpoint'),
    s3Endpoint: inject('s3Endpoint'),
    sesEndpoint: inject('sesEndpoint'),
    tableName: `test-${suffix}`,
    avatarBucket: `avatars-${suffix}`,
    exportBucket: `exports-${suffix}`,
    sessionSecret: randomBytes(32).toString('base64url'),
    vapidSeed: randomBytes(32).toString('base64url'),
    setupToken: randomBytes(32).toString('base64url'),
    burnRoutesEnabled: options.burnRoutesEnabled ?? true,
    logLevel: process.env.LOG_LEVEL ?? 'silent',
  };
  applyHandlerEnvironment(config);
  // The site's configured origin, which every mail link is built on (functions/lib/site.ts
  // `linkOrigin`): this stack's own address, so its port is chosen before the handlers load.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  process.env.SITE_ORIGIN = baseUrl;
  await provision(config);
  const s3 = localS3Client(config.s3Endpoint);
  // Imported after the environment is set: handlers read it at module load (each test file has its own modules).
  const { createGateway } = await import('../../scripts/local/gateway');
  const server = await createGateway({
    avatars: { s3, bucket: config.avatarBucket },
    sesEndpoint: config.sesEndpoint,
    exposeCallCounts: true,
    trustForwardedFor: true,
    ...(options.handlerFile ? { handlerFile: options.handlerFile } : {}),
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: config.dynamoEndpoint, region: 'us-east-1' }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return {
    baseUrl,
    dynamoEndpoint: config.dynamoEndpoint,
    tableName: config.tableName,
    bucket: config.avatarBucket,
    exportBucket: config.exportBucket,
    db,
    s3,
    client: (address) => new ApiClient(baseUrl, address),
    setupToken: config.setupToken,
    user: async (prefix = 'user') => {
      const client = new ApiClient(baseUrl);
      const user = await client.signUp(uniqueName(prefix));
      return { client, user };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      db.destroy();
      s3.destroy();
      await engine?.stop();
    },
  };
}

/**
 * The mail sent, newest first, read over HTTP from the gateway's `GET /_dev/mail`; with `to`, only
 * the mail to that address (every test file of the run sends to the one SES server).
 */
export async function sentMail(api: Pick<TestApi, 'baseUrl'>, to?: string): Promise<SentMail[]> {
  const response = await fetch(new URL(devMailPath, api.baseUrl));
  if (response.status !== 200) throw new Error(`GET ${devMailPath} answered ${response.status}`);
  const mail = (await response.json()) as SentMail[];
  return to === undefined ? mail : mail.filter((sent) => sent.to.includes(to));
}
