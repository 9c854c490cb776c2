/**
 * The quick-add parser's table: each phrase with a fixed `now` and zone, and what it must give.
 * Zones: UTC, America/New_York (DST begins 2026-03-08 02:00), Europe/Berlin (DST begins 2026-03-29
 * 02:00) and Australia/Sydney (DST ends 2026-04-05 03:00). Fields left out of an expectation are
 * checked at their empty values (no due, no repeat...), so a phrase that says more than expected
 * fails.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { parseRule } from '../repeat';
import { dueInstant, parseQuickAdd, type QuickAddResult } from './parse';

const lists = [
  { _id: 'L-work', name: 'Work' },
  { _id: 'L-trips', name: 'Work trips' },
  { _id: 'L-sprint', name: 'Sprint 12' },
  { _id: 'L-home', name: 'Home' },
];
const members = [
  { _id: 'U-alice', username: 'alice' },
  { _id: 'U-bob', username: 'Bob' },
  { _id: 'U-bobby', username: 'bobby' },
];

/** Saturday 2026-03-07: 15:00 in UTC, 10:00 in New York (EST, the day before DST begins). */
const ny = { now: '2026-03-07T15:00:00Z', timeZone: 'America/New_York' };
const utc = { now: '2026-03-07T15:00:00Z', timeZone: 'UTC' };
/** Saturday 2026-03-28, 11:00 in Berlin (CET, the day before DST begins). */
const berlin = { now: '2026-03-28T10:00:00Z', timeZone: 'Europe/Berlin' };
/** Sunday 2026-04-05, 01:30 in Sydney (AEDT; at 03:00 the clocks go back to 02:00); still Saturday in UTC. */
const sydney = { now: '2026-04-04T14:30:00Z', timeZone: 'Australia/Sydney' };

interface Expected {
  title: string;
  due?: { day: string; time: string | null };
  /** The instant of a timed due, checked through `dueInstant`. */
  at?: string;
  rule?: string;
  from?: 'due' | 'completion';
  priority?: 1 | 2 | 3 | 4;
  labels?: string[];
  list?: string;
  star?: boolean;
  assignees?: string[];
  /** `kind:text` of each parsed part, in order. */
  parsed?: string[];
  /** `kind:reason:text` of each unparsed part, in order. */
  unparsed?: string[];
  members?: false;
}

type Row = [zone: { now: string; timeZone: string }, input: string, expected: Expected];

const table: Row[] = [
  // Dates and times, in New York the day before DST begins.
  [
    ny,
    'Buy milk tomorrow',
    { title: 'Buy milk', due: { day: '2026-03-08', time: null }, parsed: ['date:tomorrow'] },
  ],
  [ny, 'Buy milk today', { title: 'Buy milk', due: { day: '2026-03-07', time: null } }],
  [
    ny,
    'tomorrow 9am call Ann',
    { title: 'call Ann', due: { day: '2026-03-08', time: '09:00' }, at: '2026-03-08T13:00:00.000Z' },
  ],
  [
    ny,
    'in 2 days at 9:00 plan',
    { title: 'plan', due: { day: '2026-03-09', time: '09:00' }, at: '2026-03-09T13:00:00.000Z' },
  ],
  [
    ny,
    'Report next fri 5pm',
    { title: 'Report', due: { day: '2026-03-13', time: '17:00' }, at: '2026-03-13T21:00:00.000Z' },
  ],
  [ny, 'Renew passport in 3 days', { title: 'Renew passport', due: { day: '2026-03-10', time: null } }],
  [
    ny,
    'Dentist Dec 3 at 9:30',
    { title: 'Dentist', due: { day: '2026-12-03', time: '09:30' }, at: '2026-12-03T14:30:00.000Z' },
  ],
  [ny, 'Check oven in 3 hours', { title: 'Check oven', due: { day: '2026-03-07', time: '13:00' } }],
  // 24 hours across the change is 11:00 by the clock: a duration counts on the instant.
  [
    ny,
    'Water in 24 hours',
    { title: 'Water', due: { day: '2026-03-08', time: '11:00' }, at: '2026-03-08T15:00:00.000Z' },
  ],
  [ny, 'Tea in 30 minutes', { title: 'Tea', due: { day: '2026-03-07', time: '10:30' } }],
  // "at 5": a bare hour 1..7 is in the afternoon; with minutes it is read as written (24 h).
  [
    ny,
    'Call mom at 5',
    { title: 'Call mom', due: { day: '2026-03-07', time: '17:00' }, parsed: ['date:at 5'] },
  ],
  [ny, 'Call mom tomorrow at 5', { title: 'Call mom', due: { day: '2026-03-08', time: '17:00' } }],
  [ny, 'Standup at 8', { title: 'Standup', due: { day: '2026-03-08', time: '08:00' } }],
  [ny, 'Meet at 3:15', { title: 'Meet', due: { day: '2026-03-08', time: '03:15' } }],
  [ny, 'Meet at 17', { title: 'Meet', due: { day: '2026-03-07', time: '17:00' } }],
  [ny, 'Run at 5am', { title: 'Run', due: { day: '2026-03-08', time: '05:00' } }],
  // A time alone is today's until it has passed.
  [
    ny,
    'Lunch at noon',
    { title: 'Lunch', due: { day: '2026-03-07', time: '12:00' }, parsed: ['date:at noon'] },
  ],
  [ny, 'Breakfast 9am', { title: 'Breakfast', due: { day: '2026-03-08', time: '09:00' } }],
  [
    ny,
    'Pay tax by friday',
    { title: 'Pay tax', due: { day: '2026-03-13', time: null }, parsed: ['date:by friday'] },
  ],
  [ny, 'Call on monday', { title: 'Call', due: { day: '2026-03-09', time: null } }],
  [ny, 'Release v2.1 on June 1st', { title: 'Release v2.1', due: { day: '2026-06-01', time: null } }],
  [ny, 'Party next week', { title: 'Party', due: { day: '2026-03-14', time: null } }],
  [ny, 'Invoice end of month', { title: 'Invoice', due: { day: '2026-03-31', time: null } }],
  [ny, 'Sleep tonight', { title: 'Sleep', due: { day: '2026-03-07', time: null } }],
  // Words that are dates only sometimes, and numbers that are none.
  [ny, 'Ask if we may go', { title: 'Ask if we may go' }],
  [ny, 'March with the band', { title: 'March with the band' }],
  [ny, 'Plan the trip in march', { title: 'Plan the trip in march' }],
  [ny, 'Send it now', { title: 'Send it now' }],
  [ny, 'Buy 2 apples', { title: 'Buy 2 apples' }],
  [ny, 'Call 555-1234', { title: 'Call 555-1234' }],
  [ny, 'Party May 5', { title: 'Party', due: { day: '2026-05-05', time: null } }],
  [
    ny,
    'tomorrow and friday',
    { title: 'and friday', due: { day: '2026-03-08', time: null }, unparsed: ['date:duplicate:friday'] },
  ],
  // Repeats, mapped onto the rule subset.
  [ny, 'Stretch every day', { title: 'Stretch', rule: 'FREQ=DAILY', due: { day: '2026-03-07', time: null } }],
  [
    ny,
    'Stretch every 3 days',
    { title: 'Stretch', rule: 'FREQ=DAILY;INTERVAL=3', due: { day: '2026-03-07', time: null } },
  ],
  [
    ny,
    'Standup every weekday at 9:30',
    { title: 'Standup', rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', due: { day: '2026-03-09', time: '09:30' } },
  ],
  [
    ny,
    'Gym every 2 weeks on mon, fri',
    {
      title: 'Gym',
      rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR',
      due: { day: '2026-03-09', time: null },
      parsed: ['repeat:every 2 weeks on mon, fri'],
    },
  ],
  [
    ny,
    'Gym every tuesday and thursday',
    { title: 'Gym', rule: 'FREQ=WEEKLY;BYDAY=TU,TH', due: { day: '2026-03-10', time: null } },
  ],
  [
    ny,
    'Bins every other week',
    { title: 'Bins', rule: 'FREQ=WEEKLY;INTERVAL=2', due: { day: '2026-03-07', time: null } },
  ],
  [
    ny,
    'Pay rent every month on the last day',
    { title: 'Pay rent', rule: 'FREQ=MONTHLY;BYMONTHDAY=-1', due: { day: '2026-03-31', time: null } },
  ],
  [
    ny,
    'Salary every month on the 15th',
    { title: 'Salary', rule: 'FREQ=MONTHLY;BYMONTHDAY=15', due: { day: '2026-03-15', time: null } },
  ],
  [
    ny,
    'Backup every month on the 5th',
    { title: 'Backup', rule: 'FREQ=MONTHLY;BYMONTHDAY=5', due: { day: '2026-04-05', time: null } },
  ],
  [
    ny,
    'Birthday every year',
    { title: 'Birthday', rule: 'FREQ=YEARLY', due: { day: '2026-03-07', time: null } },
  ],
  [
    ny,
    'Water plants every! 3 days',
    {
      title: 'Water plants',
      rule: 'FREQ=DAILY;INTERVAL=3',
      from: 'completion',
      due: { day: '2026-03-07', time: null },
    },
  ],
  // The line: the repeat on Fridays moves tomorrow (a Sunday) to the first Friday.
  [
    ny,
    'Review tomorrow 5pm every friday',
    {
      title: 'Review',
      rule: 'FREQ=WEEKLY;BYDAY=FR',
      due: { day: '2026-03-13', time: '17:00' },
      at: '2026-03-13T21:00:00.000Z',
    },
  ],
  [
    ny,
    'Read every 3 fortnights',
    { title: 'Read every 3 fortnights', unparsed: ['repeat:unsupported:every 3 fortnights'] },
  ],
  [
    ny,
    'Run every 400 days',
    { title: 'Run every 400 days', unparsed: ['repeat:unsupported:every 400 days'] },
  ],
  [
    ny,
    'Read every 2nd tuesday',
    { title: 'Read every 2nd tuesday', unparsed: ['repeat:unsupported:every 2nd tuesday'] },
  ],
  [
    ny,
    'Clean every other saturday',
    { title: 'Clean', rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA', due: { day: '2026-03-07', time: null } },
  ],
  [ny, 'Take one day off', { title: 'Take one day off' }],
  [ny, 'Sun is out', { title: 'Sun is out' }],
  [ny, 'Picnic on sat', { title: 'Picnic', due: { day: '2026-03-07', time: null } }],
  [
    ny,
    'Sweep every day every week',
    {
      title: 'Sweep every week',
      rule: 'FREQ=DAILY',
      due: { day: '2026-03-07', time: null },
      unparsed: ['repeat:duplicate:every week'],
    },
  ],
  // Priority, labels, list, star, members.
  [ny, 'Fix bug p1', { title: 'Fix bug', priority: 1, parsed: ['priority:p1'] }],
  [ny, 'Fix bug !3', { title: 'Fix bug', priority: 3 }],
  [ny, 'Fix bug P2 !4', { title: 'Fix bug !4', priority: 2, unparsed: ['priority:duplicate:!4'] }],
  [ny, 'Upgrade to p5', { title: 'Upgrade to p5' }],
  [ny, 'Fix bug!1', { title: 'Fix bug!1' }],
  [ny, 'Email bob@example.com', { title: 'Email bob@example.com' }],
  [ny, 'Plan @work @Errands @work', { title: 'Plan', labels: ['work', 'Errands'] }],
  [ny, 'Tag @a-b_c.d, done', { title: 'Tag , done', labels: ['a-b_c.d'] }],
  [
    ny,
    `Long @${'x'.repeat(31)}`,
    { title: `Long @${'x'.repeat(31)}`, unparsed: [`label:limit:@${'x'.repeat(31)}`] },
  ],
  [ny, 'Book hotel #Work trips', { title: 'Book hotel', list: 'L-trips', parsed: ['list:#Work trips'] }],
  [ny, 'Book hotel #work', { title: 'Book hotel', list: 'L-work' }],
  [ny, 'Book hotel #Work tripsy', { title: 'Book hotel tripsy', list: 'L-work' }],
  [
    ny,
    'Demo #sprint 12 #Home',
    { title: 'Demo #Home', list: 'L-sprint', unparsed: ['list:duplicate:#Home'] },
  ],
  [ny, 'Ask #Unknown list', { title: 'Ask #Unknown list', unparsed: ['list:unknown:#Unknown'] }],
  [ny, 'Issue # 4', { title: 'Issue # 4' }],
  [ny, 'Star me *', { title: 'Star me', star: true }],
  [ny, 'Compute 2*3', { title: 'Compute 2*3' }],
  [ny, 'Ship +alice +BOB', { title: 'Ship', assignees: ['U-alice', 'U-bob'] }],
  [ny, 'Ship +bobby', { title: 'Ship', assignees: ['U-bobby'] }],
  [ny, 'Ship +carol', { title: 'Ship +carol', unparsed: ['assignee:unknown:+carol'] }],
  [ny, 'Ship +alice', { title: 'Ship +alice', members: false }],
  [ny, 'Add 2 +3', { title: 'Add 2 +3' }],
  [
    ny,
    'Launch plan next fri 5pm p1 @work #Work trips * +alice every 2 weeks',
    {
      title: 'Launch plan',
      due: { day: '2026-03-13', time: '17:00' },
      rule: 'FREQ=WEEKLY;INTERVAL=2',
      priority: 1,
      labels: ['work'],
      list: 'L-trips',
      star: true,
      assignees: ['U-alice'],
      parsed: [
        'date:next fri 5pm',
        'priority:p1',
        'label:@work',
        'list:#Work trips',
        'star:*',
        'assignee:+alice',
        'repeat:every 2 weeks',
      ],
    },
  ],
  // A date interrupted by a token is one date in two parts.
  [
    ny,
    'tomorrow #Home 5pm walk',
    {
      title: 'walk',
      list: 'L-home',
      due: { day: '2026-03-08', time: '17:00' },
      parsed: ['date:tomorrow', 'list:#Home', 'date:5pm'],
    },
  ],
  [
    ny,
    'tomorrow +zed 9am',
    {
      title: '+zed',
      due: { day: '2026-03-08', time: '09:00' },
      parsed: ['date:tomorrow', 'date:9am'],
      unparsed: ['assignee:unknown:+zed'],
    },
  ],
  [ny, '', { title: '' }],

  // UTC: the same instant is 15:00 on Saturday.
  [utc, 'Call mom at 5', { title: 'Call mom', due: { day: '2026-03-07', time: '17:00' } }],
  [
    utc,
    'tomorrow 9am',
    { title: '', due: { day: '2026-03-08', time: '09:00' }, at: '2026-03-08T09:00:00.000Z' },
  ],
  [utc, 'Check in 3 hours', { title: 'Check', due: { day: '2026-03-07', time: '18:00' } }],
  [utc, 'Breakfast 9am', { title: 'Breakfast', due: { day: '2026-03-08', time: '09:00' } }],
  // The first date counts; a later one is reported and stays text.
  [
    utc,
    'Noon meeting at noon',
    {
      title: 'meeting at noon',
      due: { day: '2026-03-08', time: '12:00' },
      unparsed: ['date:duplicate:at noon'],
    },
  ],
  [
    utc,
    'Rent every month on the last day at 8am',
    { title: 'Rent', rule: 'FREQ=MONTHLY;BYMONTHDAY=-1', due: { day: '2026-03-31', time: '08:00' } },
  ],
  [utc, 'Nope', { title: 'Nope' }],

  // Berlin, the day before DST begins (11:00 CET).
  [
    berlin,
    'tomorrow 9am',
    { title: '', due: { day: '2026-03-29', time: '09:00' }, at: '2026-03-29T07:00:00.000Z' },
  ],
  [
    berlin,
    'in 2 days at 9:00',
    { title: '', due: { day: '2026-03-30', time: '09:00' }, at: '2026-03-30T07:00:00.000Z' },
  ],
  [
    berlin,
    'in 24 hours',
    { title: '', due: { day: '2026-03-29', time: '12:00' }, at: '2026-03-29T10:00:00.000Z' },
  ],
  [berlin, 'today 2:30am', { title: '', due: { day: '2026-03-28', time: '02:30' } }],
  [
    berlin,
    'Zahnarzt next fri 5pm',
    { title: 'Zahnarzt', due: { day: '2026-04-03', time: '17:00' }, at: '2026-04-03T15:00:00.000Z' },
  ],
  [
    berlin,
    'every weekday 9am',
    { title: '', rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', due: { day: '2026-03-30', time: '09:00' } },
  ],

  // Sydney, 01:30 on the day its DST ends (still Saturday in UTC).
  [sydney, 'today', { title: '', due: { day: '2026-04-05', time: null } }],
  [
    sydney,
    'tomorrow 9am',
    { title: '', due: { day: '2026-04-06', time: '09:00' }, at: '2026-04-05T23:00:00.000Z' },
  ],
  [
    sydney,
    'in 3 hours',
    { title: '', due: { day: '2026-04-05', time: '03:30' }, at: '2026-04-04T17:30:00.000Z' },
  ],
  [sydney, 'at 9', { title: '', due: { day: '2026-04-05', time: '09:00' }, at: '2026-04-04T23:00:00.000Z' }],
  [sydney, 'Brunch sunday 11am', { title: 'Brunch', due: { day: '2026-04-05', time: '11:00' } }],
  [
    sydney,
    'Rates every 3 months',
    { title: 'Rates', rule: 'FREQ=MONTHLY;INTERVAL=3', due: { day: '2026-04-05', time: null } },
  ],
];

const shape = (result: QuickAddResult) => ({
  title: result.title,
  due: result.due,
  rule: result.repeat?.rule ?? null,
  from: result.repeat?.from ?? null,
  priority: result.priority,
  labels: result.labels,
  list: result.list?._id ?? null,
  star: result.star,
  assignees: result.assignees,
  unparsed: result.unparsed.map((part) => `${part.kind}:${part.reason}:${part.text}`),
});

describe('parseQuickAdd', () => {
  it('has a table of at least 60 phrases over four zones', () => {
    expect(table.length).toBeGreaterThanOrEqual(60);
    expect(new Set(table.map(([zone]) => zone.timeZone)).size).toBe(4);
  });

  it.each(table)('%# %j: %j', (zone, input, expected) => {
    const result = parseQuickAdd(input, {
      now: new Date(zone.now),
      timeZone: zone.timeZone,
      lists,
      ...(expected.members === false ? {} : { members }),
    });
    expect(shape(result)).toEqual({
      title: expected.title,
      due: expected.due ?? null,
      rule: expected.rule ?? null,
      from: expected.rule ? (expected.from ?? 'due') : null,
      priority: expected.priority ?? null,
      labels: expected.labels ?? [],
      list: expected.list ?? null,
      star: expected.star ?? false,
      assignees: expected.assignees ?? [],
      unparsed: expected.unparsed ?? [],
    });
    if (expected.parsed)
      expect(result.parsed.map((part) => `${part.kind}:${part.text}`)).toEqual(expected.parsed);
    if (expected.at) {
      const due = result.due;
      expect(due?.time).not.toBeNull();
      expect(dueInstant({ day: due?.day ?? '', time: due?.time ?? '' }, zone.timeZone).toISOString()).toBe(
        expected.at,
      );
    }
    if (result.repeat) expect(result.repeat.timeZone).toBe(zone.timeZone);
  });

  it('reads an unknown zone as UTC', () => {
    const result = parseQuickAdd('tomorrow 9am', { now: new Date(utc.now), timeZone: 'Mars/Olympus', lists });
    expect(result.due).toEqual({ day: '2026-03-08', time: '09:00' });
    expect(
      parseQuickAdd('every day', { now: new Date(utc.now), timeZone: 'Mars/Olympus', lists }).repeat
        ?.timeZone,
    ).toBe('UTC');
  });

  describe('whatever the zone of the machine it runs on', () => {
    const saved = process.env.TZ;
    afterEach(() => {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    });
    it.each(['Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Auckland'])(
      'gives the same answers in %s',
      (machine) => {
        process.env.TZ = machine;
        const rows = table.filter(([zone]) => zone !== utc);
        for (const [zone, input] of rows
          .slice(0, 12)
          .concat(rows.filter(([z]) => z === berlin || z === sydney))) {
          const options = { now: new Date(zone.now), timeZone: zone.timeZone, lists, members };
          process.env.TZ = 'UTC';
          const expected = parseQuickAdd(input, options);
          process.env.TZ = machine;
          expect({ input, ...parseQuickAdd(input, options) }).toEqual({ input, ...expected });
        }
      },
    );
  });

  it('keeps its promises on any line: parts are the input, do not overlap, and the rule is of the subset', () => {
    const word = fc.constantFrom(
      'tomorrow',
      '9am',
      'at',
      '5',
      'every',
      'day',
      '2',
      'weeks',
      'on',
      'mon,',
      'fri',
      'month',
      'the',
      'last',
      'p1',
      '!4',
      'p5',
      '@work',
      '@',
      '#Work',
      'trips',
      '#Nope',
      '*',
      '+alice',
      '+zed',
      'in',
      'hours',
      'Dec',
      '3',
      'may',
      'march',
      'buy',
      'milk',
      'bob@x.io',
      '  ',
      'every!',
      'year',
      'weekday',
      'other',
      'and',
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 14 }), (words) => {
        const input = words.join(' ');
        const result = parseQuickAdd(input, { now: new Date(ny.now), timeZone: ny.timeZone, lists, members });
        const parts = [...result.parsed, ...result.unparsed].sort((a, b) => a.start - b.start);
        let end = 0;
        for (const part of parts) {
          expect(input.slice(part.start, part.end)).toBe(part.text);
          expect(part.start).toBeGreaterThanOrEqual(end);
          expect(part.text.trim()).toBe(part.text);
          end = part.end;
        }
        if (result.repeat) expect(parseRule(result.repeat.rule).ok).toBe(true);
        if (result.due) expect(result.due.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(result.title).toBe(result.title.trim());
      }),
      { numRuns: 500 },
    );
  });
});
