/**
 * Notification emails on the local stack (docs/notification-emails.md): the settings and their
 * defaults, an assignment's email after its 10-minute wait on an injected clock (none when seen in
 * the app, none when kept in the app, none at all when off), never twice under a failed send and
 * two polls at once, the hourly bound, the daily digest at 8:00 in two zones (and none when it would
 * be empty), the one-click unsubscribe without a session, and every user-given text escaped. Mail
 * is read from the local SES server through `GET /_dev/mail`; the poller's handler is the real one,
 * run at chosen instants.
 */
import { randomBytes } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/core/keys';
import type { Mail } from '../../functions/lib/mail';
import {
  notificationMailTexts,
  notificationSettingsTexts,
  reminderTexts,
} from '../../shared/messages/server';
import { defaultNotificationSettings, emailsPerUserHour } from '../../shared/notification-settings';
import { sentMail, startApi, type TestApi } from '../support/api';
import { befriend, type Member } from './team-support';
import { assign, copyOf } from './todo-support';

let api: TestApi;
let poller: typeof import('../../functions/reminders/poll');
let emails: typeof import('../../functions/data/notifications/notification-emails');
let log: import('../../functions/lib/log').Logger;

beforeAll(async () => {
  api = await startApi();
  // After startApi: the modules read the handler environment at load.
  poller = await import('../../functions/reminders/poll');
  emails = await import('../../functions/data/notifications/notification-emails');
  log = (await import('../../functions/lib/log')).createLogger({ test: 'notification-emails' });
});
afterAll(() => api.close());

const minutes = (n: number) => n * 60_000;
const address = (who: string) => `${who}_${randomBytes(5).toString('hex')}@example.com`;

/**
 * One poll at `at`, as the scheduled poller runs it, with links to this stack. The watermark is
 * forgotten first, so a poll at an earlier instant than the last one still looks back a day.
 */
async function pollAt(at: Date, send?: (mail: Mail) => Promise<string | undefined>) {
  await api.db.send(new DeleteCommand({ TableName: api.tableName, Key: keys.reminderWatermark() }));
  return poller.pollReminders(at, log, { origin: api.baseUrl, ...(send ? { send } : {}) });
}

/** A member with a verified address, through the mailed link as its reader would. */
async function withVerifiedAddress(prefix: string): Promise<Member & { email: string }> {
  const member = await api.user(prefix);
  const email = address(prefix);
  expect((await member.client.call('auth-update-profile', { body: { email } })).status).toBe(200);
  const [mail] = await sentMail(api, email);
  const token = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? 'http://x').searchParams.get('token');
  // Confirmed with the account's password, as the verification page asks (docs/api.md#email).
  const verified = await api.client().call('auth-email-verify', { body: { token, password: 'Passw0rd' } });
  expect(verified.status).toBe(200);
  return { ...member, email };
}

async function teamOf(a: Member, b: Member) {
  await befriend(a, b);
}

const mailsTo = async (email: string) =>
  (await sentMail(api, email)).filter((m) => !m.subject.includes('Verify'));

describe('settings', () => {
  it('answers the defaults, changes any kind and the zone, and refuses what is not a choice or a zone', async () => {
    const member = await api.user('settings');
    const read = await member.client.call('notification-settings');
    expect(read.status).toBe(200);
    expect(read.ddbCalls).toBe(1);
    expect(read.body).toEqual({ ...defaultNotificationSettings, timeZone: null, emailReady: false });
    expect(defaultNotificationSettings).toMatchObject({
      mentions: 'email',
      assigned: 'email',
      comments: 'app',
    });

    const changed = await member.client.call('notification-settings-update', {
      body: { comments: 'off', digest: 'email', timeZone: 'Europe/Paris' },
    });
    expect(changed.status).toBe(200);
    expect(changed.ddbCalls).toBe(2);
    expect(changed.body).toMatchObject({ comments: 'off', digest: 'email', timeZone: 'Europe/Paris' });
    expect((await member.client.call('notification-settings')).body).toMatchObject({
      comments: 'off',
      digest: 'email',
      assigned: 'email',
      timeZone: 'Europe/Paris',
    });

    const badChoice = await member.client.call('notification-settings-update', {
      body: { mentions: 'loud' },
    });
    expect(badChoice).toMatchObject({
      status: 400,
      body: { message: notificationSettingsTexts.choiceInvalid('mentions') },
    });
    const badZone = await member.client.call('notification-settings-update', {
      body: { timeZone: 'Mars/Olympus' },
    });
    expect(badZone).toMatchObject({
      status: 400,
      body: { message: notificationSettingsTexts.timeZoneInvalid },
    });
    // The same again writes nothing.
    const same = await member.client.call('notification-settings-update', {
      body: { timeZone: 'Europe/Paris' },
    });
    expect(same.ddbCalls).toBe(1);
    expect((await api.client().call('notification-settings')).status).toBe(401);
  });
});

describe('an assignment by email', () => {
  it('is mailed 10 minutes later, once, with the task link and a one-click unsubscribe', async () => {
    const assigner = await api.user('boss');
    const mate = await withVerifiedAddress('mate');
    await teamOf(assigner, mate);
    const description = `<script>alert(1)</script> & "Quarterly" ${randomBytes(3).toString('hex')}`;
    const row = await assign(assigner, [mate.user._id], { description });
    const copyId = copyOf(row, mate);
    const start = Date.now();

    await pollAt(new Date(start + minutes(5)));
    expect(await mailsTo(mate.email)).toHaveLength(0);
    const stats = await pollAt(new Date(start + minutes(11)));
    expect(stats.mails).toBeGreaterThanOrEqual(1);
    const [mail, ...others] = await mailsTo(mate.email);
    expect(others).toHaveLength(0);
    if (!mail) throw new Error('no mail');
    expect(mail.text).toContain(description);
    // Escaped in the HTML: no markup of the user's gets in.
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Quarterly&quot;');
    const link = `${api.baseUrl}/dashboard?highlight=todo-${copyId}`;
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(
      notificationMailTexts.notice.reason(notificationMailTexts.kindNames.assigned),
    );
    const unsubscribe = mail.headers.find((h) => h.name === 'List-Unsubscribe')?.value ?? '';
    expect(unsubscribe).toMatch(new RegExp(`^<${api.baseUrl}/api/notification-unsubscribe\\?token=.+>$`));
    expect(mail.headers).toContainEqual({
      name: 'List-Unsubscribe-Post',
      value: 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`${api.baseUrl}/unsubscribe?token=`);

    // A later poll sends nothing more.
    await pollAt(new Date(start + minutes(20)));
    expect(await mailsTo(mate.email)).toHaveLength(1);

    // RFC 8058: the mail client POSTs the form, with no cookie and from no page of ours.
    const url = unsubscribe.slice(1, -1);
    const oneClick = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({
      message: notificationSettingsTexts.unsubscribed(notificationMailTexts.kindNames.assigned),
    });
    expect((await mate.client.call('notification-settings')).body).toMatchObject({
      assigned: 'app',
      mentions: 'email',
    });
    // Opening it instead sends to the page that asks first, changing nothing.
    const opened = await fetch(url, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^\/unsubscribe\?token=/);
    // A token changed by a character is refused.
    const forged = await fetch(
      url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(forged.status).toBe(400);
  });

  it('is dropped when the notification was seen (cleared) in the app by then', async () => {
    const assigner = await api.user('boss');
    const mate = await withVerifiedAddress('seen');
    await teamOf(assigner, mate);
    await assign(assigner, [mate.user._id], { description: 'Seen at the desk' });
    const start = Date.now();
    const notes = await mate.client.call('notification-get-notifications');
    const newest = notes.body[0]?._id as string;
    expect((await mate.client.call('notification-clear', { body: { upTo: newest } })).status).toBe(200);
    await pollAt(new Date(start + minutes(11)));
    expect(await mailsTo(mate.email)).toHaveLength(0);
  });

  it('is dropped when a page showed the notification (the seen mark), nothing deleted', async () => {
    const assigner = await api.user('boss');
    const mate = await withVerifiedAddress('glance');
    await teamOf(assigner, mate);
    await assign(assigner, [mate.user._id], { description: 'Seen in passing' });
    const start = Date.now();
    const newest = (await mate.client.call('notification-get-notifications')).body[0]?._id as string;
    expect((await mate.client.call('notification-seen', { body: { upTo: newest } })).status).toBe(200);
    await pollAt(new Date(start + minutes(11)));
    expect(await mailsTo(mate.email)).toHaveLength(0);
    expect((await mate.client.call('notification-get-notifications')).body[0]?._id).toBe(newest);
  });

  it("'assigned you' is not mailed for a task the assignee completed by then", async () => {
    const assigner = await api.user('boss');
    const [quick, slow] = [await withVerifiedAddress('quick'), await withVerifiedAddress('slow')];
    await teamOf(assigner, quick);
    await teamOf(assigner, slow);
    const description = `Done already ${randomBytes(3).toString('hex')}`;
    const row = await assign(assigner, [quick.user._id, slow.user._id], { description });
    const start = Date.now();
    const done = await quick.client.call('todo-update', {
      params: { id: copyOf(row, quick) },
      body: { completed: true },
    });
    expect(done.status).toBe(200);
    await pollAt(new Date(start + minutes(11)));
    const about = (mail: { text: string }) => mail.text.includes(description);
    expect((await mailsTo(quick.email)).filter(about)).toEqual([]);
    expect((await mailsTo(slow.email)).filter(about)).toHaveLength(1);
  });

  it("stays in the app when the kind is 'app', and is not written at all when 'off'", async () => {
    const assigner = await api.user('boss');
    const inApp = await withVerifiedAddress('inapp');
    const off = await withVerifiedAddress('off');
    await teamOf(assigner, inApp);
    await teamOf(assigner, off);
    await inApp.client.call('notification-settings-update', { body: { assigned: 'app' } });
    await off.client.call('notification-settings-update', { body: { assigned: 'off' } });
    const before = (await off.client.call('notification-get-notifications')).body.length;
    await assign(assigner, [inApp.user._id, off.user._id], { description: 'Quiet one' });
    const start = Date.now();
    expect((await inApp.client.call('notification-get-notifications')).body[0]?.message).toContain(
      'Quiet one',
    );
    expect((await off.client.call('notification-get-notifications')).body).toHaveLength(before);
    await pollAt(new Date(start + minutes(11)));
    expect(await mailsTo(inApp.email)).toHaveLength(0);
    expect(await mailsTo(off.email)).toHaveLength(0);
  });

  it('retries a failed send with backoff and never sends twice, even with two polls at once', async () => {
    const assigner = await api.user('boss');
    const mate = await withVerifiedAddress('retry');
    await teamOf(assigner, mate);
    await assign(assigner, [mate.user._id], { description: 'Flaky network' });
    const start = Date.now();
    let failures = 0;
    const failing = async () => {
      failures++;
      throw new Error('SES throttled');
    };
    await pollAt(new Date(start + minutes(11)), failing);
    expect(failures).toBe(1);
    expect(await mailsTo(mate.email)).toHaveLength(0);
    // The first retry waits a minute: not yet at +11:30.
    await pollAt(new Date(start + minutes(11.5)), failing);
    expect(failures).toBe(1);
    await Promise.all([pollAt(new Date(start + minutes(13))), pollAt(new Date(start + minutes(13)))]);
    expect(await mailsTo(mate.email)).toHaveLength(1);
    await pollAt(new Date(start + minutes(30)));
    expect(await mailsTo(mate.email)).toHaveLength(1);
  });

  it(`sends at most ${emailsPerUserHour} to one user in an hour; the rest wait`, async () => {
    const assigner = await api.user('boss');
    const mate = await withVerifiedAddress('busy');
    await teamOf(assigner, mate);
    for (let i = 0; i < emailsPerUserHour + 2; i++)
      await assign(assigner, [mate.user._id], { description: `Burst ${i}` });
    const start = Date.now();
    await pollAt(new Date(start + minutes(11)));
    expect(await mailsTo(mate.email)).toHaveLength(emailsPerUserHour);
    await pollAt(new Date(start + minutes(27)));
    expect(await mailsTo(mate.email)).toHaveLength(emailsPerUserHour);
    await pollAt(new Date(start + minutes(75)));
    expect(await mailsTo(mate.email)).toHaveLength(emailsPerUserHour + 2);
  });
});

describe('the daily digest', () => {
  it('goes at 8:00 in each user’s zone with what is due, overdue, assigned and completed; none when empty', async () => {
    const tokyo = await withVerifiedAddress('tokyo');
    const york = await withVerifiedAddress('york');
    const empty = await withVerifiedAddress('empty');
    const teammate = await api.user('mate');
    await teamOf(tokyo, teammate);
    await teamOf(york, teammate);
    const now = new Date();
    const zones = { tokyo: 'Asia/Tokyo', york: 'America/New_York' } as const;
    for (const [member, zone] of [
      [tokyo, zones.tokyo],
      [york, zones.york],
      [empty, 'Europe/Paris'],
    ] as const) {
      const set = await member.client.call('notification-settings-update', {
        body: { digest: 'email', timeZone: zone },
      });
      expect(set.status).toBe(200);
    }
    const at = {
      tokyo: new Date(emails.nextDigestAt(zones.tokyo, now)),
      york: new Date(emails.nextDigestAt(zones.york, now)),
    };
    // Tasks on the day each will have at its 8:00.
    const dayOf = (zone: string, instant: Date) => emails.dayIn(zone, instant);
    const before = (day: string) =>
      new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const tokyoDay = dayOf(zones.tokyo, at.tokyo);
    const yorkDay = dayOf(zones.york, at.york);
    const make = (member: Member, description: string, dueDay: string) =>
      member.client.call('todo-create', { body: { description, dueDay } });
    expect((await make(tokyo, 'Tokyo today <b>bold</b>', tokyoDay)).status).toBe(201);
    expect((await make(tokyo, 'Tokyo late', before(tokyoDay))).status).toBe(201);
    expect((await make(york, 'York today', yorkDay)).status).toBe(201);
    // Assigned to Tokyo by the teammate; and Tokyo's assignment the teammate completes.
    await assign(teammate, [tokyo.user._id], { description: 'From the mate' });
    const row = await assign(tokyo, [teammate.user._id], { description: 'For the mate' });
    await teammate.client.call('todo-update', {
      params: { id: copyOf(row, teammate) },
      body: { completed: true },
    });

    // The earlier of the two first: only its user is mailed a digest.
    const order = at.tokyo < at.york ? (['tokyo', 'york'] as const) : (['york', 'tokyo'] as const);
    const members = { tokyo, york };
    const digests = async (member: { email: string }) =>
      (await mailsTo(member.email)).filter((m) => m.subject.startsWith('Your day'));
    await pollAt(new Date(at[order[0]].getTime() - minutes(1)));
    expect(await digests(members[order[0]])).toHaveLength(0);
    await pollAt(new Date(at[order[0]].getTime() + minutes(1)));
    expect(await digests(members[order[0]])).toHaveLength(1);
    expect(await digests(members[order[1]])).toHaveLength(0);
    await pollAt(new Date(at[order[1]].getTime() + minutes(1)));
    expect(await digests(members[order[1]])).toHaveLength(1);
    // Once a day: a poll a minute later sends no second one.
    await pollAt(new Date(at[order[1]].getTime() + minutes(2)));
    expect(await digests(members[order[0]])).toHaveLength(1);

    const [tokyoDigest] = await digests(tokyo);
    const texts = notificationMailTexts.digest;
    expect(tokyoDigest?.subject).toBe(texts.subject(tokyoDay));
    const text = tokyoDigest?.text ?? '';
    const section = (title: string, next?: string) =>
      text.slice(text.indexOf(title), next ? text.indexOf(next) : undefined);
    expect(section(texts.dueToday, texts.overdue)).toContain('Tokyo today <b>bold</b>');
    expect(section(texts.overdue, texts.assigned)).toContain('Tokyo late');
    expect(section(texts.assigned, texts.completed)).toContain('From the mate');
    expect(section(texts.completed)).toContain(
      reminderTexts.completed(teammate.user.username, 'For the mate'),
    );
    expect(tokyoDigest?.html).toContain('Tokyo today &lt;b&gt;bold&lt;/b&gt;');
    expect(tokyoDigest?.html).not.toContain('<b>bold</b>');
    expect(text).toContain(`${api.baseUrl}/dashboard?highlight=todo-`);
    expect(tokyoDigest?.headers).toContainEqual({
      name: 'List-Unsubscribe-Post',
      value: 'List-Unsubscribe=One-Click',
    });
    const [yorkDigest] = await digests(york);
    expect(yorkDigest?.text).toContain('York today');
    expect(yorkDigest?.text).not.toContain('Tokyo');

    // Paris: nothing to say, so nothing is sent, at its 8:00 either.
    await pollAt(new Date(Date.parse(emails.nextDigestAt('Europe/Paris', now)) + minutes(1)));
    expect(await digests(empty)).toHaveLength(0);
  });
});

describe('the audience when it is sent (issue 52)', () => {
  it("a mention's email and its digest line reach only who is still in the task's audience", async () => {
    const owner = await api.user('aud-own');
    const [gone, stays] = [await withVerifiedAddress('aud-gone'), await withVerifiedAddress('aud-stay')];
    await teamOf(owner, gone);
    await teamOf(owner, stays);
    const list = await owner.client.call('todo-create-group', { body: { name: 'Offsite' } });
    expect(list.status).toBe(201);
    for (const member of [gone, stays]) {
      const shared = await owner.client.call('lists-member-add', {
        params: { groupId: list.body._id },
        body: { userId: member.user._id, role: 'editor' },
      });
      expect(shared.status).toBe(201);
      const digest = await member.client.call('notification-settings-update', {
        body: { digest: 'email', timeZone: 'UTC' },
      });
      expect(digest.status).toBe(200);
    }
    const description = `Offsite ${randomBytes(3).toString('hex')}`;
    const task = await owner.client.call('todo-create', { body: { description, groupId: list.body._id } });
    expect(task.status).toBe(201);
    const start = Date.now();
    const said = await owner.client.call('comments-create', {
      params: { id: task.body._id },
      body: { text: `@${gone.user.username} @${stays.user.username} please look <b>now</b>` },
    });
    expect(said.status).toBe(201);
    // The mention is in both bells; then one of them leaves the list, before the email is due.
    const removed = await owner.client.call('lists-member-remove', {
      params: { groupId: list.body._id, userId: gone.user._id },
    });
    expect(removed.status).toBe(200);

    await pollAt(new Date(start + minutes(11)));
    const mention = (mail: { text: string }) => mail.text.includes(description);
    const [mailed, ...more] = (await mailsTo(stays.email)).filter(mention);
    expect(more).toHaveLength(0);
    expect((await mailsTo(gone.email)).filter(mention)).toEqual([]);
    // The mail quotes the comment, and its link opens the task's details at the comment.
    const copy = (await stays.client.call('notification-get-notifications')).body.find(
      (note) => note.comment === said.body._id,
    );
    expect(copy?.todo).toBe(task.body._id);
    expect(mailed?.text).toContain(notificationMailTexts.notice.quote(said.body.text));
    expect(mailed?.html).toContain('please look &lt;b&gt;now&lt;/b&gt;');
    expect(mailed?.html).not.toContain('<b>now');
    expect(mailed?.text).toContain(
      `${api.baseUrl}/dashboard?highlight=todo-${task.body._id}&task=${task.body._id}&comment=${said.body._id}`,
    );

    // The next 8:00: the digest lists the unread mention for who stayed; for who left there is
    // nothing else to say, so no digest at all.
    await pollAt(new Date(Date.parse(emails.nextDigestAt('UTC', new Date(start))) + minutes(1)));
    const digests = async (member: { email: string }) =>
      (await mailsTo(member.email)).filter((m) => m.subject.startsWith('Your day'));
    const [staysDigest] = await digests(stays);
    expect(staysDigest?.text).toContain(description);
    expect(await digests(gone)).toEqual([]);
  });
});
