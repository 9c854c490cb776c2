/**
 * Reminder lateness on the local stack: how long after `remindAt` the owner's
 * notification is written, with the reminder poller running on its default interval
 * (REMINDER_POLL_MS, 5000 ms), the same handler the EventBridge rule runs every minute in AWS.
 *
 * One user creates `count` tasks through the ordinary route, each with a reminder a few seconds
 * ahead (spread over two poll intervals, so the lateness covers every phase of the interval).
 * Lateness = the notification's `createdAt` (written by the poll's claim) minus `remindAt`, both
 * from this machine's clock. Goal: p95 within the poll interval + 1 s.
 */
import { routeByName } from '../../shared/routes';
import { defaultReminderPollMs, startReminderPoller } from '../local/reminders';
import { atMost, type BudgetCheck } from './budgets';
import type { Row } from './report';
import { ms, percentile } from './stats';
import type { BenchTarget } from './target';

export interface ReminderLateness {
  count: number;
  pollMs: number;
  latenessMs: number[];
  p50: number;
  p95: number;
}

async function call(
  baseUrl: string,
  cookie: string,
  name: Parameters<typeof routeByName>[0],
  body?: unknown,
) {
  const route = routeByName(name);
  const response = await fetch(new URL(route.path, baseUrl), {
    method: route.method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('__Host-session='));
  return {
    status: response.status,
    json: (await response.json()) as unknown,
    cookie: setCookie?.split(';')[0],
  };
}

export async function measureReminderLateness(
  stack: BenchTarget,
  options: { count: number },
): Promise<ReminderLateness> {
  const pollMs = Number(process.env.REMINDER_POLL_MS ?? defaultReminderPollMs);
  const poller = await startReminderPoller(pollMs);
  try {
    const signUp = await call(stack.baseUrl, '', 'auth-signup', {
      username: `remind_${Date.now().toString(36)}`,
      password: 'Passw0rd!bench',
    });
    if (signUp.status !== 201 || !signUp.cookie) throw new Error(`sign-up answered ${signUp.status}`);
    const cookie = signUp.cookie;
    const start = Date.now() + 3000;
    const remindAts = new Map<string, number>();
    for (let i = 0; i < options.count; i++) {
      const at = start + Math.round((i * 2 * pollMs) / options.count);
      const created = await call(stack.baseUrl, cookie, 'todo-create', {
        description: `reminder-bench-${i}`,
        remindAt: new Date(at).toISOString(),
      });
      if (created.status !== 201) throw new Error(`todo/create answered ${created.status}`);
      remindAts.set((created.json as { _id: string })._id, at);
    }
    const deadline = start + 2 * pollMs + pollMs + 15_000;
    let found: { todo?: string; createdAt: string }[] = [];
    while (Date.now() < deadline) {
      const list = await call(stack.baseUrl, cookie, 'notification-get-notifications');
      found = (list.json as { todo?: string; createdAt: string }[]).filter(
        (n) => n.todo && remindAts.has(n.todo),
      );
      if (found.length >= options.count) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (found.length < options.count)
      throw new Error(`only ${found.length} of ${options.count} reminders arrived`);
    const latenessMs = found.map(
      (n) => Date.parse(n.createdAt) - (remindAts.get(n.todo as string) as number),
    );
    return {
      count: options.count,
      pollMs,
      latenessMs,
      p50: percentile(latenessMs, 50),
      p95: percentile(latenessMs, 95),
    };
  } finally {
    await poller.stop();
  }
}

export function reminderSection(result: ReminderLateness): { rows: Row[]; checks: BudgetCheck[] } {
  const budget = result.pollMs + 1000;
  const check = atMost(
    'reminders: lateness after remindAt, p95',
    Math.round(result.p95),
    budget,
    ' ms',
    'scripts/bench/reminder-lateness.ts',
  );
  return {
    rows: [
      {
        area: 'reminders',
        subject: `notification written after remindAt (${result.count} reminders, poll every ${result.pollMs} ms)`,
        measured: `p50 ${ms(result.p50)} / p95 ${ms(result.p95)} ms`,
        reference: 'AWS: a poll every minute, so within 60 s',
        budget: `p95 <= ${budget} ms`,
        status: check.ok ? 'ok' : 'OVER',
      },
    ],
    checks: [check],
  };
}
