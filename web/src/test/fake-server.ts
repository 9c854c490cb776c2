/**
 * The API as a component test answers it: `fetch` replaced by a function that finds the route of
 * the manifest (shared/routes.ts) a request is for and answers with the test's own answer for it,
 * typed by the route's contract. Every request is recorded, so a test can also say what was asked
 * (one debounced search, no load-test probe). A route the test gave no answer for is refused with
 * 501 and recorded too, so a test sees what it did not expect instead of hanging.
 * The stub is undone after each test (vitest.config.ts: `unstubGlobals`).
 */
import type { ResponseOf } from '@shared/contract';
import { type RouteName, routes } from '@shared/routes';
import { vi } from 'vitest';

/** What the fake server answers: a status and a JSON body, or no answer at all (the network failed). */
export type FakeAnswer<T = unknown> = { status: number; body: T | { message: string } | '' } | 'no-answer';

/** A request as the fake server saw it. */
export interface FakeCall {
  name: RouteName;
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

type Answerer<N extends RouteName> = (
  call: FakeCall,
) => FakeAnswer<ResponseOf<N>> | Promise<FakeAnswer<ResponseOf<N>>>;

/** The test's answers, by route name: one answer for every call, or a function of the call. */
export type FakeRoutes = { [N in RouteName]?: FakeAnswer<ResponseOf<N>> | Answerer<N> };

/** 200 with `body`. */
export const ok = <T>(body: T): FakeAnswer<T> => ({ status: 200, body });

/** A refusal: `{ message }` when given, else a body that is not JSON (no server message). */
export const refused = (status: number, message?: string): Exclude<FakeAnswer<never>, 'no-answer'> => ({
  status,
  body: message === undefined ? '' : { message },
});

/** An answer the test gives when it chooses (`release`): what the page shows meanwhile can be checked. */
export function held<T>(answer: FakeAnswer<T>): {
  answer: () => Promise<FakeAnswer<T>>;
  release: () => void;
} {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { answer: () => released.then(() => answer), release: () => release() };
}

const matchers = routes.map((route) => {
  const names: string[] = [];
  const pattern = route.path.replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, names, regex: new RegExp(`^${pattern}$`) };
});

function routeOf(method: string, path: string): { name: RouteName; params: Record<string, string> } {
  for (const { route, names, regex } of matchers) {
    if (route.method !== method) continue;
    const found = regex.exec(path);
    if (!found) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
    return { name: route.name as RouteName, params };
  }
  throw new Error(`No route of the manifest is ${method} ${path}`);
}

const toResponse = (answer: Exclude<FakeAnswer, 'no-answer'>): Response =>
  new Response(answer.body === '' ? '' : JSON.stringify(answer.body), {
    status: answer.status,
    headers: answer.body === '' ? {} : { 'Content-Type': 'application/json' },
  });

/**
 * Answers the page's API calls with `answers` from now on, in place of the network; more answers
 * can be given (or changed) later with `answer`. Returns the calls seen.
 */
export function fakeServer(answers: FakeRoutes = {}) {
  const given: FakeRoutes = { ...answers };
  const calls: FakeCall[] = [];
  const fetchFake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const method = (init.method ?? 'GET').toUpperCase();
    const { name, params } = routeOf(method, url.pathname);
    const body = typeof init.body === 'string' && init.body !== '' ? JSON.parse(init.body) : undefined;
    const call: FakeCall = { name, method, path: url.pathname, params, query: url.searchParams, body };
    calls.push(call);
    const entry = given[name] as FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);
    const answer = typeof entry === 'function' ? await entry(call) : entry;
    if (answer === undefined) return toResponse(refused(501, `No fake answer for ${name}`));
    if (answer === 'no-answer') throw new TypeError('Failed to fetch');
    return toResponse(answer);
  };
  vi.stubGlobal('fetch', vi.fn(fetchFake));
  return {
    calls,
    /** The calls of one route, in order. */
    callsTo: (name: RouteName) => calls.filter((call) => call.name === name),
    /** Gives (or replaces) the answers of some routes. */
    answer: (more: FakeRoutes) => Object.assign(given, more),
  };
}
