/**
 * Live updates on the local stack: the time from a write's answer on one page to the
 * other user's page showing it, in Chromium, with no reload and no focus change.
 *
 * Two users, teammates, each on their own page (own browser context). Alice's page assigns a new
 * task to Bob `changes` times (through the ordinary route, from her page); Bob's page shows "Assigned
 * to you". A MutationObserver on Bob's page stamps the moment the task's row appears, Alice's page
 * stamps the moment the write answered (same machine clock). Also counted: the live messages the
 * management API delivered per change (both users' pages; a change touching several items of one
 * transaction should still be few messages).
 */
import type { Browser, Page } from '@playwright/test';
import { routeByName } from '../../shared/routes';
import { startLocalLive } from '../local/live';
import { closeAllWebSockets, deliveredMessages } from '../local/websocket';
import { atMost, type BudgetCheck } from './budgets';
import type { Row } from './report';
import { ms, percentile } from './stats';
import type { BenchTarget } from './target';

/** Goal of the issue: p95 at most this on the local stack. */
export const liveLatencyBudgetMs = 500;

export interface LiveLatency {
  changes: number;
  latenciesMs: number[];
  p50: number;
  p95: number;
  messagesPerChange: number;
}

const password = 'Passw0rd!bench';

/** Calls a route from the page (same origin, its cookie), answering the status and Date.now() at the answer. */
async function callFromPage(page: Page, path: string, method: string, body?: unknown) {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answeredAt = Date.now();
      return { status: response.status, answeredAt, json: await response.json().catch(() => null) };
    },
    { path, method, body },
  );
}

async function signedInPage(browser: Browser, baseUrl: string, username: string) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/favicon.svg');
  const signUp = routeByName('auth-signup');
  const answer = await callFromPage(page, signUp.path, signUp.method, { username, password });
  if (answer.status !== 201) throw new Error(`sign-up of ${username} answered ${answer.status}`);
  return { page, id: (answer.json as { _id: string })._id, close: () => context.close() };
}

export async function measureLiveLatency(
  browser: Browser,
  stack: BenchTarget,
  options: { changes: number },
): Promise<LiveLatency> {
  const live = await startLocalLive({ dynamoEndpoint: stack.dynamoEndpoint, tableName: stack.tableName });
  const suffix = Date.now().toString(36);
  const alice = await signedInPage(browser, stack.baseUrl, `live_a_${suffix}`);
  const bob = await signedInPage(browser, stack.baseUrl, `live_b_${suffix}`);
  try {
    const send = routeByName('notification-send-requests');
    await callFromPage(alice.page, send.path, send.method, { toUser: bob.id });
    const requests = await callFromPage(bob.page, routeByName('notification-get-requests').path, 'GET');
    const request = (requests.json as { _id: string; isProcessed?: boolean }[]).find((r) => !r.isProcessed);
    const accept = routeByName('notification-accept');
    await callFromPage(bob.page, accept.path.replace('{id}', request?._id ?? ''), accept.method);

    for (const page of [alice.page, bob.page]) await page.goto('/');
    await bob.page
      .getByRole('navigation')
      .getByRole('button', { name: 'Assigned to you', exact: true })
      .click();
    // Stamp each row's first appearance, by its text.
    await bob.page.evaluate(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { liveSeen: Record<string, number> }).liveSeen = seen;
      new MutationObserver(() => {
        for (const row of document.querySelectorAll('[data-testid="task-row"]')) {
          const text = row.textContent ?? '';
          const match = /live-bench-\d+/.exec(text);
          if (match && seen[match[0]] === undefined) seen[match[0]] = Date.now();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await bob.page.waitForLoadState('networkidle');

    const assign = routeByName('notification-send-assignment');
    const latenciesMs: number[] = [];
    const messagesBefore = deliveredMessages.count;
    for (let i = 0; i < options.changes; i++) {
      const label = `live-bench-${i}`;
      const answer = await callFromPage(alice.page, assign.path, assign.method, {
        description: label,
        important: false,
        partners: [bob.id],
      });
      if (answer.status !== 200) throw new Error(`send-assignment answered ${answer.status}`);
      const shownAt = await bob.page
        .waitForFunction(
          (key) => (window as unknown as { liveSeen: Record<string, number> }).liveSeen[key],
          label,
          { timeout: 10_000, polling: 10 },
        )
        .then((handle) => handle.jsonValue() as Promise<number>);
      latenciesMs.push(shownAt - answer.answeredAt);
      // Let the trailing messages of this change land before the next one is made.
      await bob.page.waitForLoadState('networkidle');
    }
    return {
      changes: options.changes,
      latenciesMs,
      p50: percentile(latenciesMs, 50),
      p95: percentile(latenciesMs, 95),
      messagesPerChange: (deliveredMessages.count - messagesBefore) / options.changes,
    };
  } finally {
    await alice.close();
    await bob.close();
    closeAllWebSockets();
    await live.stop();
  }
}

export function liveSection(result: LiveLatency): { rows: Row[]; checks: BudgetCheck[] } {
  const check = atMost(
    'live: write answered to the other page showing it, p95',
    Math.round(result.p95),
    liveLatencyBudgetMs,
    ' ms',
    'scripts/bench/live-latency.ts',
  );
  return {
    rows: [
      {
        area: 'live',
        subject: `a new assignment shown on the assignee's page (${result.changes} changes, Chromium)`,
        measured: `p50 ${ms(result.p50)} / p95 ${ms(result.p95)} ms`,
        reference: 'write answer to row on screen: stream poll, fan-out, WebSocket, re-read, render',
        budget: `p95 <= ${liveLatencyBudgetMs} ms`,
        status: check.ok ? 'ok' : 'OVER',
      },
      {
        area: 'live',
        subject: 'live messages delivered per change (assigner and assignee, one tab each)',
        measured: result.messagesPerChange.toFixed(1),
        reference: 'one message per connection per stream batch, topics merged',
        budget: '',
        status: '',
      },
    ],
    checks: [check],
  };
}
