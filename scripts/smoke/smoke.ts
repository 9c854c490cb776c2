/**
 * The smoke check of a deployed (or local) site: a throwaway user walks one task through its life,
 * as the web app would, through the site's own origin (CloudFront in AWS):
 *   sign up, sign in, open the live WebSocket (/ws), create a task and see its live event,
 *   complete it and see its live event, delete it, sign out.
 * Each step is timed; the first failure stops the run. Paths come from the route manifest.
 *
 * The session cookie is `__Host-` prefixed and Secure: this client keeps it by hand (as tests do)
 * and sends it back over http to a local stack too. Every request carries the site's own Origin,
 * as a browser's would, so the same-origin checks apply exactly as for the web app.
 */
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import type { BodyOf, ResponseOf } from '../../shared/contract';
import { type LiveChange, livePath, parseLiveMessage } from '../../shared/live';
import { buildPath, type RouteName, routeByName } from '../../shared/routes';
import { sessionCookieName } from '../../shared/session-cookies';

export interface StepResult {
  step: string;
  ok: boolean;
  ms: number;
  detail?: string;
}

export interface SmokeOptions {
  /** Called once per step as it ends (the CLI prints a line). */
  onStep?: (result: StepResult) => void;
  /** How long to wait for a live event, ms (default 15 s: the stream's delay in AWS is ~1 s). */
  liveTimeoutMs?: number;
  /** Per-request timeout, ms (default 30 s: a cold start of the sign-up function hashes a password). */
  requestTimeoutMs?: number;
}

export interface SmokeReport {
  ok: boolean;
  steps: StepResult[];
  username: string;
}

class StepFailure extends Error {}

/** One browser-like client of the site: a cookie jar of one cookie and the site's Origin. */
class SiteClient {
  cookie: string | undefined;

  constructor(
    readonly site: URL,
    private readonly timeoutMs: number,
  ) {}

  async call<N extends RouteName>(
    name: N,
    options: { params?: Record<string, string>; body?: BodyOf<N> } = {},
  ): Promise<{ status: number; body: ResponseOf<N> }> {
    const route = routeByName(name);
    const url = new URL(buildPath(name, options.params), this.site);
    const response = await fetch(url, {
      method: route.method,
      headers: {
        origin: this.site.origin,
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      // The session cookie is what signs a request in; the script-readable hint beside it is the web's.
      if (!pair?.startsWith(`${sessionCookieName}=`)) continue;
      const cleared = pair.endsWith('=') || /max-age=0/i.test(setCookie);
      this.cookie = cleared ? undefined : pair;
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      throw new StepFailure(
        `${route.method} ${url.pathname} answered ${response.status} with non-JSON: ${text.slice(0, 120)}`,
      );
    }
    return { status: response.status, body: body as ResponseOf<N> };
  }

  async expect<N extends RouteName>(
    name: N,
    status: number,
    options: { params?: Record<string, string>; body?: BodyOf<N> } = {},
  ): Promise<ResponseOf<N>> {
    const answer = await this.call(name, options);
    if (answer.status !== status) {
      const route = routeByName(name);
      throw new StepFailure(
        `${route.method} ${route.path} answered ${answer.status} (expected ${status}): ${JSON.stringify(answer.body)}`,
      );
    }
    return answer.body;
  }
}

/** The live connection: collects `changed` messages and lets a step wait for one with a topic. */
class LiveConnection {
  private readonly changes: LiveChange[] = [];
  private waiters: Array<() => void> = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = parseLiveMessage(String(data));
      if (message?.type !== 'changed') return;
      this.changes.push(message);
      for (const wake of this.waiters) wake();
      this.waiters = [];
    });
  }

  static open(client: SiteClient, timeoutMs: number): Promise<LiveConnection> {
    const url = new URL(livePath, client.site);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, {
        headers: { origin: client.site.origin, ...(client.cookie ? { cookie: client.cookie } : {}) },
        handshakeTimeout: timeoutMs,
      });
      socket.once('open', () => resolve(new LiveConnection(socket)));
      socket.once('unexpected-response', (_request, response) =>
        reject(new StepFailure(`the ${livePath} upgrade was refused with ${response.statusCode}`)),
      );
      socket.once('error', (error) => reject(new StepFailure(`${livePath}: ${error.message}`)));
    });
  }

  /** Resolves with the first change (from `since` on) that names `topic`, or fails after `timeoutMs`. */
  async waitFor(topic: LiveChange['topics'][number], since: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.changes.slice(since).some((c) => c.topics.includes(topic))) return;
      const left = deadline - Date.now();
      if (left <= 0) throw new StepFailure(`no live "${topic}" event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  get received(): number {
    return this.changes.length;
  }

  close(): void {
    this.socket.close();
  }
}

/** Runs the smoke check against a site URL (`https://d123.cloudfront.net`, `http://localhost:3000`). */
export async function smoke(siteUrl: string, options: SmokeOptions = {}): Promise<SmokeReport> {
  const site = new URL(siteUrl);
  site.pathname = '/';
  const liveTimeoutMs = options.liveTimeoutMs ?? 15_000;
  const client = new SiteClient(site, options.requestTimeoutMs ?? 30_000);
  // A throwaway user: a name no person picks, a password of the sign-up rule's shape.
  const username = `smoke_${randomBytes(6).toString('hex')}`;
  const password = `Sm0ke-${randomBytes(12).toString('base64url')}`;
  const steps: StepResult[] = [];
  let live: LiveConnection | undefined;
  let taskId: string | undefined;

  const step = async (name: string, action: () => Promise<string | undefined>): Promise<boolean> => {
    const started = performance.now();
    let result: StepResult;
    try {
      const detail = await action();
      result = { step: name, ok: true, ms: performance.now() - started, ...(detail ? { detail } : {}) };
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      const detail = error instanceof Error ? `${error.message}${cause}` : String(error);
      result = { step: name, ok: false, ms: performance.now() - started, detail };
    }
    steps.push(result);
    options.onStep?.(result);
    return result.ok;
  };

  try {
    const ok =
      (await step('sign up a throwaway user', async () => {
        await client.expect('auth-signup', 201, { body: { username, password } });
        if (!client.cookie) throw new StepFailure('sign-up set no session cookie');
        return username;
      })) &&
      (await step('sign in', async () => {
        client.cookie = undefined;
        const user = await client.expect('auth-signin', 200, { body: { username, password } });
        if (!client.cookie) throw new StepFailure('sign-in set no session cookie');
        return `user ${user._id}`;
      })) &&
      (await step(`open the live WebSocket (${livePath})`, async () => {
        live = await LiveConnection.open(client, options.requestTimeoutMs ?? 30_000);
        return undefined;
      })) &&
      (await step('create a task', async () => {
        const since = live?.received ?? 0;
        const task = await client.expect('todo-create', 201, {
          body: { description: `Smoke check ${new Date().toISOString()}` },
        });
        taskId = task._id;
        await live?.waitFor('tasks', since, liveTimeoutMs);
        return `task ${taskId}, live event seen`;
      })) &&
      (await step('complete the task', async () => {
        const since = live?.received ?? 0;
        const updated = await client.expect('todo-update', 200, {
          params: { id: taskId as string },
          body: { completed: true },
        });
        if (JSON.stringify(updated).includes('"completed":false'))
          throw new StepFailure('the task is not completed');
        await live?.waitFor('tasks', since, liveTimeoutMs);
        return 'live event seen';
      })) &&
      (await step('delete the task', async () => {
        await client.expect('todo-delete', 200, { params: { id: taskId as string } });
        taskId = undefined;
        return undefined;
      })) &&
      (await step('sign out', async () => {
        await client.expect('auth-logout', 200);
        return undefined;
      }));
    return { ok, steps, username };
  } finally {
    live?.close();
    // A task left by a failed step goes too, when the session still works.
    if (taskId && client.cookie)
      await client.call('todo-delete', { params: { id: taskId } }).catch(() => undefined);
  }
}

/** One line per step: `ok   1234 ms  step (detail)`. */
export const formatStep = (result: StepResult): string =>
  `${result.ok ? 'ok  ' : 'FAIL'} ${Math.round(result.ms).toString().padStart(6)} ms  ${result.step}${
    result.detail ? ` (${result.detail})` : ''
  }`;
