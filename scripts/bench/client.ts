/**
 * One signed-in user as the bench drives it: sends JSON with the session cookie, times the request
 * and reads the `x-ddb-calls` header the gateway adds. (tests/support/api.ts has the test suite's
 * client; it depends on vitest's `inject`, so the bench cannot import it.)
 */
import type { BodyOf, ResponseOf } from '../../shared/contract';
import { buildPath, type RouteName, routeByName } from '../../shared/routes';

export interface Timed<T> {
  status: number;
  body: T;
  /** Wall-clock milliseconds from sending to the whole body read. */
  ms: number;
  /** DynamoDB calls the request made, NaN when the gateway does not expose them. */
  ddbCalls: number;
  /** The read and write request units those calls consumed (NaN likewise). */
  readUnits: number;
  writeUnits: number;
}

export interface RequestSpec<N extends RouteName = RouteName> {
  name: N;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: BodyOf<N> | unknown;
  /** Extra request headers (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

const unitsOf = (header: string | null) => {
  const [read, write] = (header ?? 'NaN,NaN').split(',').map(Number);
  return { readUnits: read ?? Number.NaN, writeUnits: write ?? Number.NaN };
};

export class BenchClient {
  constructor(
    readonly baseUrl: string,
    /** `__Host-session=<jwt>`, or undefined for a guest. */
    public cookie?: string,
  ) {}

  async call<N extends RouteName>(spec: RequestSpec<N>): Promise<Timed<ResponseOf<N>>> {
    const route = routeByName(spec.name);
    const url = new URL(buildPath(spec.name, spec.params), this.baseUrl);
    for (const [key, value] of Object.entries(spec.query ?? {})) url.searchParams.set(key, value);
    const start = performance.now();
    const response = await fetch(url, {
      method: route.method,
      headers: {
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...spec.headers,
      },
      ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
      // A route's own answer is measured, not the page a redirect leads to (the unsubscribe link's GET).
      redirect: 'manual',
    });
    const text = await response.text();
    const ms = performance.now() - start;
    const setCookie = response.headers.getSetCookie()[0];
    if (setCookie && !/max-age=0/i.test(setCookie)) this.cookie = setCookie.split(';')[0];
    return {
      status: response.status,
      // The CSV and iCalendar routes answer text, kept as it is.
      body: (text && response.headers.get('content-type')?.startsWith('application/json')
        ? JSON.parse(text)
        : text || undefined) as ResponseOf<N>,
      ms,
      ddbCalls: Number(response.headers.get('x-ddb-calls') ?? Number.NaN),
      ...unitsOf(response.headers.get('x-ddb-units')),
    };
  }
}
