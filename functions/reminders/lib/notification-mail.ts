/**
 * The poller's notification emails (docs/notification-emails.md): a due email claimed, checked
 * (still unseen, its task still in the recipient's audience, still wanted, an address, room in the
 * user's hour), sent and marked sent, or put back after a backoff when the send failed; a due
 * digest claimed (moved to the next 8:00), built and sent unless empty. The sender is injectable, so a test can make it fail.
 */
import {
  backoffMs,
  claimDigest,
  claimMail,
  type DueDigest,
  type DueMail,
  digestContent,
  digestIsEmpty,
  digestRecipient,
  dropMail,
  emailReady,
  mailAttemptsMax,
  mailRecipient,
  markMailSent,
  requeueMail,
  reserveMailSend,
  retryDigest,
  settingsOf,
} from '../../data/notifications/notification-emails';
import type { Logger } from '../../lib/log';
import type { Mail } from '../../lib/mail';
import { digestMail, noticeMail } from '../../lib/notification-mail';

export interface MailDeps {
  /** The site's origin the links lead to. */
  origin: string;
  /** Sends one mail; answers its message id. Throws when it was not sent. */
  send: (mail: Mail) => Promise<string | undefined>;
  log: Logger;
}

type MailOutcome =
  | 'sent'
  | 'seen'
  | 'done'
  | 'outside'
  | 'unwanted'
  | 'deferred'
  | 'retry'
  | 'failed'
  | 'taken'
  | 'empty';

/** How long an email waits when the user's hourly window is full. */
const windowWaitMs = 15 * 60_000;

const asRecord = (value: unknown) => value as Record<string, unknown>;

export async function handleMail(due: DueMail, now: Date, deps: MailDeps): Promise<MailOutcome> {
  const item = await claimMail(due, now);
  if (!item) return 'taken';
  const { profile, unseen, inAudience, done } = await mailRecipient(item);
  if (!unseen) {
    await dropMail(item);
    return 'seen';
  }
  // 'assigned you' about a task already completed tells nothing the recipient needs.
  if (done) {
    await dropMail(item);
    return 'done';
  }
  // The task it is about is no longer theirs to see (they left its list, say): nothing is mailed.
  if (!inAudience) {
    await dropMail(item);
    return 'outside';
  }
  if (!profile || !emailReady(profile) || settingsOf(asRecord(profile))[item.kind] !== 'email') {
    await dropMail(item);
    return 'unwanted';
  }
  if (!(await reserveMailSend(item.recipientId, now))) {
    await requeueMail(item, new Date(now.getTime() + windowWaitMs), false);
    return 'deferred';
  }
  let messageId: string | undefined;
  try {
    const mail = await noticeMail(deps.origin, {
      to: profile.email,
      userId: item.recipientId,
      kind: item.kind,
      message: item.message,
      todo: item.todo,
      comment: item.comment,
      quote: item.quote,
    });
    messageId = await deps.send(mail);
  } catch (error) {
    deps.log.error('notification email not sent', { error, id: item.id, attempts: item.attempts });
    if (item.attempts >= mailAttemptsMax) {
      await dropMail(item);
      return 'failed';
    }
    await requeueMail(item, new Date(now.getTime() + backoffMs(item.attempts)), true);
    return 'retry';
  }
  await markMailSent(item, now, messageId);
  return 'sent';
}

export async function handleDigest(due: DueDigest, now: Date, deps: MailDeps): Promise<MailOutcome> {
  const schedule = await claimDigest(due, now);
  if (!schedule) return 'taken';
  const profile = await digestRecipient(schedule.userId);
  if (!profile || !emailReady(profile) || settingsOf(asRecord(profile)).digest !== 'email') return 'unwanted';
  const content = await digestContent(schedule.userId, schedule.timeZone, now, profile);
  if (digestIsEmpty(content)) return 'empty';
  if (!(await reserveMailSend(schedule.userId, now))) return 'deferred';
  try {
    await deps.send(
      await digestMail(deps.origin, {
        to: profile.email,
        userId: schedule.userId,
        username: profile.username,
        content,
      }),
    );
    return 'sent';
  } catch (error) {
    deps.log.error('digest not sent', { error, userId: schedule.userId });
    return (await retryDigest(schedule, now)) ? 'retry' : 'failed';
  }
}
