/**
 * The reminder poller (issue 24; docs/reminders.md): invoked every minute by an EventBridge rule in
 * AWS and on an interval (REMINDER_POLL_MS) by the local stack, the same handler. Each poll takes
 * what the reminder index shows due (functions/data/reminder-poll.ts): a task's reminder is claimed
 * together with its notification `Reminder: …` (the stream fan-out then shows it live), and pushed
 * to the owner's devices; a completion notice's pending push is claimed and pushed. Claims are
 * conditional, so two polls running at once never send anything twice. A device whose push service
 * answers 404 or 410 is deleted. A failed push is logged, never retried (at most once).
 */

import { listPushSubscriptions, unsubscribePush } from '../data/push-subscriptions';
import {
  advanceWatermark,
  bucketsToPoll,
  claimPush,
  claimReminder,
  type DueItem,
  dueIn,
} from '../data/reminder-poll';
import { noKey } from '../data/unit-of-work';
import { createLogger, type Logger } from '../lib/log';
import { vapidKeys } from '../lib/vapid';
import { noticePayload, reminderPayload } from './lib/payloads';
import { type PushPayload, sendPush } from './lib/push-sender';

export interface PollStats {
  buckets: number;
  due: number;
  reminders: number;
  pushes: number;
  gone: number;
  failed: number;
}

async function pushTo(userId: string, payload: PushPayload, stats: PollStats, log: Logger): Promise<void> {
  const devices = await listPushSubscriptions(userId);
  if (devices.length === 0) return;
  const vapid = await vapidKeys();
  await Promise.all(
    devices.map(async (device) => {
      try {
        const outcome = await sendPush(device, payload, vapid);
        if (outcome === 'gone') {
          await unsubscribePush(userId, device.endpoint, noKey);
          stats.gone++;
        } else if (outcome === 'sent') stats.pushes++;
        else stats.failed++;
      } catch (error) {
        stats.failed++;
        log.warn('push not delivered', { error, userId });
      }
    }),
  );
}

async function handle(item: DueItem, stats: PollStats, log: Logger): Promise<void> {
  if (item.type === 'todo') {
    if (!(await claimReminder(item))) return;
    stats.reminders++;
    await pushTo(item.userId, reminderPayload(item), stats, log);
  } else if (item.type === 'note') {
    if (!(await claimPush(item))) return;
    await pushTo(item.recipientId, noticePayload(item), stats, log);
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** One poll at `now`: everything due, from the watermark's hour to now's. */
export async function pollReminders(now: Date, log: Logger): Promise<PollStats> {
  const hours = await bucketsToPoll(now);
  const stats: PollStats = { buckets: hours.length, due: 0, reminders: 0, pushes: 0, gone: 0, failed: 0 };
  let drained = true;
  for (const hour of hours) {
    const due = await dueIn(hour, now);
    stats.due += due.length;
    await eachLimited(due, 8, async (item) => {
      try {
        await handle(item, stats, log);
      } catch (error) {
        // Left in the index: the next poll tries it again (the watermark stays at or before it).
        drained = false;
        log.error('due item not handled', { error, id: item.id });
      }
    });
    if (!drained) break;
  }
  const last = hours[hours.length - 1];
  if (drained && last) await advanceWatermark(last);
  return stats;
}

const log = createLogger({ route: 'reminder-poller' });

export const handler = async (): Promise<PollStats> => {
  const stats = await pollReminders(new Date(), log);
  if (stats.due > 0) log.info('reminders polled', { ...stats });
  return stats;
};
