/**
 * Quick add over HTTP on DynamoDB Local (docs/quick-add.md#the-route): a line parsed by the shared
 * parser into a new task, created by todo/create's operation. The phrases in two zones, the
 * `parsed` offsets, list, star, priority, repeat, a shared list's "+username" assignees, an unknown
 * "#list" left as text, a line that is all fields, bad input refused with nothing written, an
 * Idempotency-Key's replay, and todo/create left as it was (no parsing there).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickAddTexts } from '../../shared/messages/quick-add';
import { teamTaskTexts } from '../../shared/messages/server';
import { validation } from '../../shared/messages/validation';
import { parseQuickAdd, type QuickAddOptions } from '../../shared/quick-add/parse';
import type { Task } from '../../shared/types';
import { startApi, type TestApi } from '../support/api';
import { listHelpers } from './list-support';
import {
  createGroup,
  createTask,
  expectCountersMatchRecount,
  expectRefusedUnchanged,
  type Member,
  tasksOf,
} from './todo-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { listWithRoles, expectCreatorCounters } = listHelpers(() => api);

type Body = {
  text: string;
  groupId?: string | null;
  timeZone: string;
  plain?: { start: number; end: number }[];
  at?: string;
  important?: boolean;
  dueDay?: string | null;
};
const quickAdd = (member: Member, body: Body, headers: Record<string, string> = {}) =>
  member.client.call('todo-quick-add', { body, headers });

async function added(member: Member, body: Body) {
  const answer = await quickAdd(member, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** What the shared parser makes of the line now (the route reads it at its own now: the same day). */
const expected = (text: string, options: Partial<QuickAddOptions> & { timeZone: string }) =>
  parseQuickAdd(text, { now: new Date(), lists: [], ...options });

describe('the issue phrases, in two zones', () => {
  let me: Member;
  beforeAll(async () => {
    me = await api.user('qadd');
  });

  const phrases = [
    'Pay rent tomorrow 5pm every friday !1',
    'Call mum next fri 5pm',
    'Renew passport in 3 days',
    'Dentist Dec 3 at 9:30',
    'Water plants every day',
    'Standup every weekday',
    'Review every 2 weeks on mon, fri p2',
    'Pay card every month on the last day',
    'Birthday every year *',
  ];
  for (const timeZone of ['America/New_York', 'Pacific/Auckland'])
    for (const text of phrases)
      it(`${text} (${timeZone})`, async () => {
        const want = expected(text, { timeZone });
        const { todo, parsed } = await added(me, { text, timeZone });
        expect(parsed).toEqual(want.parsed);
        for (const part of parsed) expect(text.slice(part.start, part.end)).toBe(part.text);
        expect(todo.description).toBe(want.title);
        expect(todo.dueDay).toBe(want.due?.day ?? null);
        expect(todo.dueTime ?? null).toBe(want.due?.time ?? null);
        expect(todo.dueZone ?? null).toBeNull();
        expect(todo.repeat ?? null).toEqual(want.repeat);
        expect(todo.priority).toBe(want.priority ?? 4);
        expect(todo.important).toBe(want.star);
        expect(todo.groupId).toBe('today');
      });

  it('the first phrase: its parts, offsets and fields', async () => {
    const text = 'Pay rent tomorrow 5pm every friday !1';
    const { todo, parsed } = await added(me, { text, timeZone: 'Europe/Paris' });
    expect(parsed.map((part) => [part.kind, part.text, part.start, part.end])).toEqual([
      ['date', 'tomorrow 5pm', 9, 21],
      ['repeat', 'every friday', 22, 34],
      ['priority', '!1', 35, 37],
    ]);
    expect(todo.description).toBe('Pay rent');
    expect(todo.priority).toBe(1);
    // 17:00 floating, its instant 17:00 in Paris.
    expect(todo.dueTime).toBe('17:00');
    expect(todo.dueZone).toBeNull();
    expect(new Date(todo.due as string).toLocaleTimeString('en-GB', { timeZone: 'Europe/Paris' })).toBe(
      '17:00:00',
    );
    expect(todo.repeat).toEqual({ rule: 'FREQ=WEEKLY;BYDAY=FR', from: 'due', timeZone: 'Europe/Paris' });
    // A repeat on Fridays is due on a Friday.
    expect(new Date(`${todo.dueDay}T12:00:00Z`).getUTCDay()).toBe(5);
  });

  it('writes the history entry and moves the counters, as create does', async () => {
    const { todo } = await added(me, { text: 'Counted task tomorrow', timeZone: 'UTC' });
    const history = await me.client.call('tasks-activity', { params: { id: todo._id } });
    expect(history.status).toBe(200);
    expect(history.body.entries.map((entry) => entry.kind)).toEqual(['created']);
    await expectCountersMatchRecount(api, me.user._id);
  });
});

describe('lists, star, priority and the fallback title', () => {
  let me: Member;
  let workId: string;
  beforeAll(async () => {
    me = await api.user('qlist');
    workId = (await createGroup(me, 'Work trips'))._id;
  });

  it('"#List name" puts the task in that list, whatever groupId says; star and p3 apply', async () => {
    const { todo, parsed } = await added(me, { text: 'Book hotel #work trips * p3', timeZone: 'UTC' });
    expect(todo.groupId).toBe(workId);
    expect(todo.description).toBe('Book hotel');
    expect(todo.important).toBe(true);
    expect(todo.priority).toBe(3);
    expect(parsed.map((part) => part.kind)).toEqual(['list', 'star', 'priority']);
    const elsewhere = await added(me, { text: 'Pack #Work trips', groupId: 'important', timeZone: 'UTC' });
    expect(elsewhere.todo.groupId).toBe(workId);
  });

  it('"@name" labels: the caller\'s, created when new, found again whatever the case', async () => {
    const first = await added(me, { text: 'Draft report @work @Deep-focus', timeZone: 'UTC' });
    expect(first.todo.description).toBe('Draft report');
    expect(first.parsed.map((part) => part.kind)).toEqual(['label', 'label']);
    const listed = await me.client.call('labels-list');
    expect(listed.status).toBe(200);
    const byName = new Map(listed.body.map((label) => [label.name, label._id]));
    expect([...byName.keys()].sort()).toEqual(['Deep-focus', 'work']);
    expect(first.todo.labels).toEqual([byName.get('work'), byName.get('Deep-focus')]);
    expect(first.todo.labelInfo?.map((label) => label.name)).toEqual(['work', 'Deep-focus']);
    const again = await added(me, { text: 'Review @WORK', timeZone: 'UTC' });
    expect(again.todo.labels).toEqual([byName.get('work')]);
    expect((await me.client.call('labels-list')).body).toHaveLength(2);
  });

  it('groupId is the home when the line names no list', async () => {
    const { todo } = await added(me, { text: 'Plain one', groupId: workId, timeZone: 'UTC' });
    expect(todo.groupId).toBe(workId);
  });

  it('an unknown #list stays text', async () => {
    const { todo, parsed } = await added(me, { text: 'Buy milk #Groceries', timeZone: 'UTC' });
    expect(todo.description).toBe('Buy milk #Groceries');
    expect(todo.groupId).toBe('today');
    expect(parsed).toEqual([]);
  });

  it('a line that is all fields keeps the whole line as its title, the fields applied', async () => {
    const { todo, parsed } = await added(me, { text: '  tomorrow !2 ', timeZone: 'UTC' });
    expect(todo.description).toBe('tomorrow !2');
    expect(todo.priority).toBe(2);
    expect(todo.dueDay).toBe(expected('tomorrow !2', { timeZone: 'UTC' }).due?.day);
    expect(parsed.map((part) => part.kind)).toEqual(['date', 'priority']);
  });
});

describe('what the web sends beside the line', () => {
  let me: Member;
  beforeAll(async () => {
    me = await api.user('qweb');
  });

  it('plain stretches stay text: a highlight turned back, or the whole line (Escape)', async () => {
    const text = 'Pay rent tomorrow 5pm every friday !1';
    const one = await added(me, { text, timeZone: 'UTC', plain: [{ start: 35, end: 37 }] });
    expect(one.todo.description).toBe('Pay rent !1');
    expect(one.todo.priority).toBe(4);
    expect(one.parsed.map((part) => part.kind)).toEqual(['date', 'repeat']);
    const all = await added(me, { text, timeZone: 'UTC', plain: [{ start: 0, end: text.length }] });
    expect(all.todo.description).toBe(text);
    expect(all.todo.dueDay).toBeNull();
    expect(all.todo.repeat).toBeNull();
    expect(all.parsed).toEqual([]);
  });

  it('`at` is when the line was read: a replay reads "tomorrow" from then', async () => {
    const at = new Date(Date.now() - 3 * 86_400_000);
    const { todo } = await added(me, { text: 'Late tomorrow', timeZone: 'UTC', at: at.toISOString() });
    expect(todo.dueDay).toBe(new Date(at.getTime() + 86_400_000).toISOString().slice(0, 10));
    const far = await quickAdd(me, { text: 'Far', timeZone: 'UTC', at: '2001-01-01T00:00:00Z' });
    expect(far.status).toBe(400);
    expect(far.body).toEqual({ message: quickAddTexts.atInvalid });
  });

  it("the form's star and due day apply unless the line says otherwise", async () => {
    const form = await added(me, {
      text: 'From the form',
      timeZone: 'UTC',
      important: true,
      dueDay: '2030-01-02',
    });
    expect(form.todo.important).toBe(true);
    expect(form.todo.dueDay).toBe('2030-01-02');
    const line = await added(me, { text: 'From the line Dec 3', timeZone: 'UTC', dueDay: '2030-01-02' });
    expect(line.todo.dueDay?.slice(5)).toBe('12-03');
  });
});

describe('a shared list: "+username" assigns members', () => {
  it('assigns the members named, as a team task; each hears who assigned them', async () => {
    const { owner, editor, viewer, listId } = await listWithRoles('qa', 'Chores');
    const text = `Take out bins #Chores +${viewer.user.username} +${owner.user.username}`;
    const { todo, parsed } = await added(editor, { text, timeZone: 'UTC' });
    expect(todo.groupId).toBe(listId);
    expect(todo.description).toBe('Take out bins');
    expect(parsed.map((part) => part.kind)).toEqual(['list', 'assignee', 'assignee']);
    expect((todo.assignees ?? []).map((part) => [part.username, part.completed])).toEqual([
      [viewer.user.username, false],
      [owner.user.username, false],
    ]);
    expect(todo.completion ?? 'all').toBe('all');
    const message = teamTaskTexts.assigned(editor.user.username, 'Take out bins');
    for (const member of [viewer, owner]) {
      const notes = await member.client.call('notification-get-notifications');
      expect(notes.body.map((note) => note.message)).toContain(message);
    }
    // The task lives in the owner's partition and counts for its creator.
    expect((await tasksOf(api, owner.user._id)).some((item) => item.id === todo._id)).toBe(true);
    await expectCreatorCounters([owner, editor, viewer]);
  });

  it('"+name" outside a shared list, or of a non-member, stays text', async () => {
    const { editor, stranger } = await listWithRoles('qb', 'Errands');
    const own = await added(editor, { text: `Ask +${stranger.user.username}`, timeZone: 'UTC' });
    expect(own.todo.description).toBe(`Ask +${stranger.user.username}`);
    expect(own.todo.assignees).toBeUndefined();
    const shared = await added(editor, { text: `Ask #Errands +${stranger.user.username}`, timeZone: 'UTC' });
    expect(shared.todo.description).toBe(`Ask +${stranger.user.username}`);
    expect(shared.todo.assignees ?? []).toEqual([]);
  });

  it("a viewer's list is not a list they can add to: its #name stays text", async () => {
    const { viewer } = await listWithRoles('qc', 'Viewing');
    const { todo } = await added(viewer, { text: 'Try #Viewing', timeZone: 'UTC' });
    expect(todo.groupId).toBe('today');
    expect(todo.description).toBe('Try #Viewing');
  });
});

describe('refusals and replays', () => {
  let me: Member;
  beforeAll(async () => {
    me = await api.user('qbad');
  });

  const refusals: [string, unknown, string][] = [
    ['no text', { timeZone: 'UTC' }, quickAddTexts.textRequired],
    ['blank text', { text: '   ', timeZone: 'UTC' }, quickAddTexts.textRequired],
    ['text not a string', { text: 5, timeZone: 'UTC' }, 'text must be a string'],
    ['text too long', { text: 'a'.repeat(401), timeZone: 'UTC' }, quickAddTexts.textTooLong],
    ['no zone', { text: 'Hello' }, quickAddTexts.timeZoneInvalid],
    ['an unknown zone', { text: 'Hello', timeZone: 'Mars/Olympus' }, quickAddTexts.timeZoneInvalid],
    [
      'a title over 180 characters',
      { text: `${'a'.repeat(181)} tomorrow`, timeZone: 'UTC' },
      validation.descriptionTooLong,
    ],
    ['plain not a list', { text: 'Hello', timeZone: 'UTC', plain: 'all' }, quickAddTexts.plainInvalid],
    [
      'plain of fractions',
      { text: 'Hello', timeZone: 'UTC', plain: [{ start: 0.5, end: 2 }] },
      quickAddTexts.plainInvalid,
    ],
    [
      'an assignment view as home',
      { text: 'Hello', groupId: 'assigned-to-me', timeZone: 'UTC' },
      validation.groupNotAHome,
    ],
  ];
  for (const [name, body, message] of refusals)
    it(`refuses ${name} (400), nothing written`, async () => {
      await expectRefusedUnchanged(api, [me], () => quickAdd(me, body as Body), message);
    });

  it('a missing group is 404, nothing written', async () => {
    const answer = await quickAdd(me, {
      text: 'Lost',
      groupId: '01J0000000000000000000000Z',
      timeZone: 'UTC',
    });
    expect(answer.status).toBe(404);
    expect((await tasksOf(api, me.user._id)).some((item) => item.description === 'Lost')).toBe(false);
  });

  it('an Idempotency-Key sent twice creates one task and answers the first answer again', async () => {
    const key = randomUUID();
    const body = { text: 'Once only tomorrow !2', timeZone: 'UTC' };
    const first = await quickAdd(me, body, { 'idempotency-key': key });
    const again = await quickAdd(me, body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const stored = (await tasksOf(api, me.user._id)).filter((item) => item.description === 'Once only');
    expect(stored).toHaveLength(1);
    await expectCountersMatchRecount(api, me.user._id);
  });

  it('todo/create is unchanged: it parses nothing', async () => {
    const task: Task = await createTask(me, { description: 'Pay rent tomorrow 5pm !1' });
    expect(task.description).toBe('Pay rent tomorrow 5pm !1');
    expect(task.dueDay).toBeNull();
    expect(task.priority).toBe(4);
  });
});
