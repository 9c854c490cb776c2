/**
 * The reminder poller (docs/reminders.md): invoked every minute by an EventBridge rule in
 * AWS and on an interval (REMINDER_POLL_MS) by the local stack, the same handler. Each poll takes
 * what the reminder index shows due (functions/data/notifications/reminder-poll.ts): a task's reminder is claimed
 * together with its notification `Reminder: …` (the stream fan-out then shows it live), and pushed
 * to the owner's devices; a completion notice's pending push is claimed and pushed. Claims are
 * conditional, so two polls running at once never send anything twice. The pushes run beside the
 * claims, in a queue per user (./lib/push-dispatch.ts), so one user's slow push services delay
 * nobody else. A device whose push service answers 404 or 410 is deleted. A failed push is logged
 * with the push service's status, never retried (at most once). Due notification emails and daily
 * digests (docs/notification-emails.md) are claimed, checked and sent through SES v2 the same way.
 */

import { limits } from '@shared/limits';
import { noKey } from '../data/core/unit-of-work';
import { listPushSubscriptions, unsubscribePush } from '../data/notifications/push-subscriptions';
import {
  advanceWatermark,
  bucketsToPoll,
  claimPush,
  claimReminder,
  type DueItem,
  dueIn,
  reminded,
} from '../data/notifications/reminder-poll';
import { env } from '../lib/env';
import { createLogger, type Logger } from '../lib/log';
import { mailEnabled, sendMail } from '../lib/mail';
import { vapidKeys } from '../lib/vapid';
import { handleDigest, handleMail, type MailDeps } from './lib/notification-mail';
import { noticePayload, reminderPayload } from './lib/payloads';
import { type DispatchStats, type PushDispatch, pushDispatch } from './lib/push-dispatch';
import { sendPush } from './lib/push-sender';

export interface PollStats extends DispatchStats {
  buckets: number;
  due: number;
  reminders: number;
  /** Notification emails and digests sent (docs/notification-emails.md). */
  mails: number;
}

/** How the poll sends mail: the site's origin for links, and the sender (tests inject one). */
type PollMail = Partial<Omit<MailDeps, 'log'>>;

/**
 * How the poll's pushes share the network (docs/reminders.md#sending): 32 sends at once, 10 of
 * them (one per device) for one user, and at most 50 sends per user per poll.
 */
const dispatchLimits = {
  sendsInFlight: 32,
  userSendsInFlight: 10,
  userSendsPerPoll: 50,
  devicesMax: limits.pushDevicesMax,
};

function newDispatch(log: Logger): PushDispatch {
  return pushDispatch(
    {
      devices: listPushSubscriptions,
      send: async (device, payload) => sendPush(device, payload, await vapidKeys()),
      // The poller forgets a device the push service says is gone: a write of its own, with no key.
      forget: (userId, endpoint) => unsubscribePush(userId, endpoint, noKey),
    },
    dispatchLimits,
    log,
  );
}

/**
 * The mail side of a poll: with a sender (the deploy names one) and the site's origin, due emails
 * and digests go; without, they are taken out of the index and nothing is sent.
 */
function mailDeps(log: Logger, given: PollMail): MailDeps {
  const origin = given.origin ?? env.siteOrigin ?? 'http://localhost';
  const send = given.send ?? (mailEnabled() ? sendMail : async () => undefined);
  return { origin, send, log };
}

/** Claims a due item and queues its push (not awaited: claims never wait on push services). */
async function handle(
  item: DueItem,
  counts: { reminders: number; mails: number },
  pushes: PushDispatch,
  now: Date,
  mail: MailDeps,
): Promise<void> {
  if (item.type === 'mailq') {
    if ((await handleMail(item, now, mail)) === 'sent') counts.mails++;
    return;
  }
  if (item.type === 'digest') {
    if ((await handleDigest(item, now, mail)) === 'sent') counts.mails++;
    return;
  }
  if (item.type === 'todo') {
    if (!(await claimReminder(item))) return;
    counts.reminders++;
    pushes.add(reminded(item), reminderPayload(item));
  } else if (item.type === 'note') {
    if (!(await claimPush(item))) return;
    pushes.add(item.recipientId, noticePayload(item));
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
export async function pollReminders(now: Date, log: Logger, mailOptions: PollMail = {}): Promise<PollStats> {
  const hours = await bucketsToPoll(now);
  const counts = { buckets: hours.length, due: 0, reminders: 0, mails: 0 };
  const mail = mailDeps(log, mailOptions);
  const pushes = newDispatch(log);
  let drained = true;
  for (const hour of hours) {
    const due = await dueIn(hour, now);
    counts.due += due.length;
    await eachLimited(due, 8, async (item) => {
      try {
        await handle(item, counts, pushes, now, mail);
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
  await pushes.settled();
  return { ...counts, ...pushes.stats };
}

const log = createLogger({ route: 'reminder-poller' });

export const handler = async (): Promise<PollStats> => {
  const stats = await pollReminders(new Date(), log);
  if (stats.due > 0) log.info('reminders polled', { ...stats });
  return stats;
};
