/**
 * The reminder poller on the local stack: the same handler module the EventBridge rule
 * invokes every minute in AWS (shared/routes.ts `reminderPollerFunction`), run every
 * `REMINDER_POLL_MS` (default 5000) here. Import after the handler environment is set (handlers
 * read it at load). Polls never overlap within one poller; two pollers may (the claims are
 * conditional, so nothing is sent twice).
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { reminderPollerFunction } from '../../shared/routes';

export const defaultReminderPollMs = 5000;

export interface LocalReminderPoller {
  /** Polls once now (after any poll already running). */
  pollNow(): Promise<void>;
  stop(): Promise<void>;
}

const functionsDir = resolve(import.meta.dirname, '../../functions');

export async function startReminderPoller(
  intervalMs = Number(process.env.REMINDER_POLL_MS ?? defaultReminderPollMs),
): Promise<LocalReminderPoller> {
  const file = join(functionsDir, `${reminderPollerFunction.handler}.ts`);
  const { handler } = (await import(pathToFileURL(file).href)) as { handler: () => Promise<unknown> };
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const poll = () => {
    running = running.then(() =>
      handler().then(
        () => undefined,
        (error: unknown) =>
          console.error('reminder poll failed:', error instanceof Error ? error.message : error),
      ),
    );
    return running;
  };
  // A tick while the last tick's poll is still queued or running is skipped: on a loaded machine,
  // where a poll outlasts the interval, queuing every tick grew a backlog that `stop` then waited
  // through (a minute and more).
  let ticking = false;
  const timer = setInterval(() => {
    if (stopped || ticking) return;
    ticking = true;
    void poll().finally(() => {
      ticking = false;
    });
  }, intervalMs);
  return {
    pollNow: poll,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
