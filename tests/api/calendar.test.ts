/**
 * Over HTTP: the calendar feed. The token routes turn it on, rotate it (the old URL is 404
 * at once) and off; the public .ics needs no cookie, parses with ical.js (an RFC 5545 parser kept
 * apart from our writer) and holds one all-day event per open task with a due date, own and
 * assigned to the owner, with RRULEs equal to the tasks' rules. A wrong token and a stranger's
 * attempts get 404 without telling anything; reads are rate limited and cacheable 15 minutes.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits';
import { dataTexts } from '../../shared/messages/server';
import { startApi, type TestApi } from '../support/api';
import { richAccount } from './data-support';
import { createTask, type Member } from './todo-support';

let api: TestApi;
let owner: Member;
beforeAll(async () => {
  api = await startApi();
  owner = await api.user('owner');
  await richAccount(api, owner);
});
afterAll(() => api.close());

/** Reads a feed URL as a calendar app does: no cookie, its own address. */
const poll = async (url: string, address = '10.9.9.9') => {
  const response = await fetch(new URL(new URL(url).pathname, api.baseUrl), {
    headers: { 'x-forwarded-for': address },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

const turnOn = async (member: Member) => {
  const response = await member.client.call('calendar-token-create');
  expect(response.status).toBe(200);
  expect(response.ddbCalls).toBeLessThanOrEqual(2);
  return response.body.url;
};

describe('the calendar feed', () => {
  it('answers RFC 5545 with one all-day event per open task with a due date, RRULEs included', async () => {
    const url = await turnOn(owner);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await poll(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe(`private, max-age=${limits.calendarCacheSeconds}`);
    // CRLF line ends, no line over 75 octets.
    expect(feed.text.endsWith('\r\n')).toBe(true);
    expect(feed.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(feed.text.replace(/\r\n/g, '')).not.toMatch(/\n/);

    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const byTitle = new Map(events.map((event) => [event.summary, event]));
    // Open tasks with a due date, own and assigned to the owner; not the one assigned by them, nor undated ones.
    expect([...byTitle.keys()].sort()).toEqual([
      'Birthday',
      'Pay rent',
      'Sign the form',
      'Water plants',
      'Write report',
    ]);
    const report = byTitle.get('Write report') as ICAL.Event;
    expect(report.startDate.isDate).toBe(true);
    expect(report.startDate.toString()).toBe('2031-03-14');
    expect(report.endDate.toString()).toBe('2031-03-15');
    expect(report.description).toBe('First line\nSecond line, with a comma\n\nList: Work');
    expect(report.uid).toMatch(/^[0-9A-Z]{26}@teamtodo$/);
    const taskId = report.uid.split('@')[0];
    expect(report.component.getFirstPropertyValue('url')).toBe(
      `${new URL(url).origin}/dashboard?highlight=todo-${taskId}`,
    );
    const rules = Object.fromEntries(
      events
        .filter((e) => e.isRecurring())
        .map((e) => [e.summary, e.component.getFirstPropertyValue('rrule')?.toString()]),
    );
    expect(rules).toEqual({
      'Write report': 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR',
      'Pay rent': 'FREQ=MONTHLY;BYMONTHDAY=-1',
      'Water plants': 'FREQ=DAILY;INTERVAL=3',
      Birthday: 'FREQ=YEARLY',
    });
    // ical.js expands the rule as the task repeats: every other Monday and Friday from the 14th.
    const next = report.iterator();
    const dates = [next.next(), next.next(), next.next()].map((d) => d?.toString());
    expect(dates).toEqual(['2031-03-14', '2031-03-24', '2031-03-28']);
    expect(byTitle.get('Sign the form')?.description).toBe('List: Assigned to you');
    // The UID is stable across reads.
    const again = new ICAL.Component(ICAL.parse((await poll(url)).text));
    expect(
      again
        .getAllSubcomponents('vevent')
        .map((v) => v.getFirstPropertyValue('uid'))
        .sort(),
    ).toEqual(events.map((e) => e.uid).sort());
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', async () => {
    const member = await api.user('folder');
    const title = `Ünïcödé; commas, and a backslash \\ ${'ü'.repeat(60)}`;
    await createTask(member, {
      description: title.slice(0, 180),
      due: '2031-05-01T23:59:00.000Z',
      notes: 'a\nb;c,d',
    });
    const feed = await poll(await turnOn(member), '10.9.9.8');
    expect(feed.text).toContain('SUMMARY:Ünïcödé\\; commas\\, and a backslash \\\\ ');
    expect(feed.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(feed.text)).getFirstSubcomponent('vevent') as ICAL.Component,
    );
    expect(event.summary).toBe(title.slice(0, 180));
    expect(event.description).toBe('a\nb;c,d\n\nList: Today');
  });

  it('rotating kills the old URL at once, turning off kills the URL, and neither tells a token exists', async () => {
    const member = await api.user('rotator');
    const first = await turnOn(member);
    expect((await poll(first, '10.9.9.7')).status).toBe(200);
    const second = await turnOn(member);
    expect(second).not.toBe(first);
    const old = await poll(first, '10.9.9.7');
    expect(old.status).toBe(404);
    const unknown = await poll(first.replace(/[A-Za-z0-9_-]{43}\.ics$/, `${'A'.repeat(43)}.ics`), '10.9.9.7');
    const malformed = await poll(first.replace(/[A-Za-z0-9_-]{43}\.ics$/, 'nope.ics'), '10.9.9.7');
    for (const answer of [old, unknown, malformed]) {
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.text)).toEqual({ message: dataTexts.calendarFeedNotFound });
    }
    expect((await poll(second, '10.9.9.7')).status).toBe(200);
    const off = await member.client.call('calendar-token-delete');
    expect(off.status).toBe(200);
    expect((await poll(second, '10.9.9.7')).status).toBe(404);
  });

  it("a stranger's token shows only the stranger's tasks, and the token routes refuse guests", async () => {
    const stranger = await api.user('stranger');
    await createTask(stranger, { description: 'Stranger task', due: '2031-07-01T23:59:00.000Z' });
    const feed = await poll(await turnOn(stranger), '10.9.9.6');
    expect(feed.text).toContain('SUMMARY:Stranger task');
    expect(feed.text).not.toContain('Write report');
    expect((await api.client().call('calendar-token-create')).status).toBe(401);
    expect((await api.client().call('calendar-token-delete')).status).toBe(401);
  });

  it('is rate limited per client address', async () => {
    const url = await turnOn(owner);
    const address = '10.9.9.5';
    const answers: number[] = [];
    // The limit's reads, ten at a time (each reservation is its own conditional write, so their
    // order does not matter): every one is answered, 404 for a token that is not one.
    const wrong = url.replace(/[A-Za-z0-9_-]{43}/, 'x');
    for (let from = 0; from < limits.calendarReadsPerHour; from += 10) {
      const batch = Math.min(10, limits.calendarReadsPerHour - from);
      const statuses = await Promise.all(
        Array.from({ length: batch }, async () => (await poll(wrong, address)).status),
      );
      answers.push(...statuses);
    }
    expect(answers).toHaveLength(limits.calendarReadsPerHour);
    expect(answers.every((status) => status === 404)).toBe(true);
    // One past the limit: refused, the right token too.
    expect((await poll(wrong, address)).status).toBe(429);
    const refused = await poll(url, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect((await poll(url, '10.9.9.4')).status).toBe(200);
  });
});
