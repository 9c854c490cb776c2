/**
 * Over HTTP: POST /api/import with our export (the round trip), a Todoist CSV and a
 * TickTick backup CSV written from their published layouts (tests/fixtures/import/). Dry runs
 * change nothing, re-imports create nothing, a run cut short is completed by the next, a broken
 * file answers 400 naming its line and creates nothing, the limits answer 413, names are made
 * unique and cut to 20 characters, and the counters equal a recount after every import.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/core/keys';
import { limits } from '../../shared/limits';
import { dataTexts } from '../../shared/messages/server';
import { startApi, type TestApi } from '../support/api';
import { type ExportDocument, exportOf, richAccount } from './data-support';
import { partitionItems } from './refusal-support';
import { createGroup, expectCountersMatchRecount, type Member } from './todo-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../fixtures/import', name), 'utf8');

const importFile = (member: Member, file: string, dryRun: boolean, fileName?: string) =>
  member.client.call('portability-import', { body: { file, dryRun, ...(fileName ? { fileName } : {}) } });

/** What must survive a round trip: lists by name and their tasks, ids, dates of creation and assignments aside. */
function comparable(document: ExportDocument) {
  const names = new Map(document.groups.map((g) => [g._id, g.name]));
  return {
    lists: document.groups.map((g) => g.name).sort(),
    tasks: document.tasks
      .map((t) => ({
        list: names.get(t.groupId) ?? t.groupId,
        description: t.description,
        completed: t.completed,
        important: t.important,
        due: t.due,
        dueDay: t.dueDay,
        notes: t.notes,
        steps: t.steps.map((s) => ({ title: s.title, completed: s.completed })),
        repeat: t.repeat,
      }))
      .sort((a, b) => `${a.list}|${a.description}`.localeCompare(`${b.list}|${b.description}`)),
  };
}

describe('POST /api/import: our own export', () => {
  it('round-trips lists, tasks, notes, steps and repeats into a fresh account', async () => {
    const owner = await api.user('owner');
    await richAccount(api, owner);
    const { document: first } = await exportOf(owner);
    const fresh = await api.user('fresh');
    const file = JSON.stringify(first, null, 2);

    const dry = await importFile(fresh, file, true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, format: 'teamtodo', alreadyImported: false });
    expect(dry.body.created).toEqual({ groups: 2, tasks: 6, steps: 2 });
    // Assignments are not imported, and each is reported with whose it was (the file is owner's).
    const assigner = first.assignedToMe[0]?.assigner.username ?? '';
    expect(dry.body.skipped.map((s) => s.reason)).toEqual([
      expect.stringContaining(dataTexts.skipAssignmentMade(owner.user.username)),
      expect.stringContaining(dataTexts.skipAssignedCopy(assigner, owner.user.username)),
    ]);
    expect(assigner).not.toBe('');

    const done = await importFile(fresh, file, false);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ dryRun: false, created: dry.body.created, groups: dry.body.groups });
    await expectCountersMatchRecount(api, fresh.user._id);

    const { document: second } = await exportOf(fresh);
    expect(comparable(second)).toEqual(comparable(first));
    // Ids are new.
    expect(second.tasks.map((t) => t._id).some((id) => first.tasks.some((t) => t._id === id))).toBe(false);
  });

  it('answers 400 naming the line of a JSON syntax error, and creates nothing', async () => {
    const member = await api.user('jsonbad');
    const before = await partitionItems(api, member.user._id);
    const response = await importFile(
      member,
      '{\n  "format": "teamtodo-export",\n  "version": 1,\n  "groups": [,]\n}',
      false,
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: dataTexts.importParseError(4, dataTexts.jsonInvalid) });
    expect(await partitionItems(api, member.user._id)).toEqual(before);
  });
});

describe('POST /api/import: Todoist', () => {
  let member: Member;
  beforeAll(async () => {
    member = await api.user('todoist');
  });

  it('reads quoting, multi-line cells, a BOM, INDENT subtasks, notes, priorities and dates', async () => {
    const file = fixture('Offsite.csv');
    expect(file.charCodeAt(0)).toBe(0xfeff);
    const before = await partitionItems(api, member.user._id);
    const dry = await importFile(member, file, true, 'Offsite.csv');
    expect(dry.status).toBe(200);
    // A dry run changes nothing.
    expect(await partitionItems(api, member.user._id)).toEqual(before);
    expect(dry.body.format).toBe('todoist');
    expect(dry.body.created).toEqual({ groups: 1, tasks: 7, steps: 2 });
    expect(dry.body.groups).toEqual([{ source: 'Offsite', name: 'Offsite', renamed: false, tasks: 7 }]);
    expect(dry.body.skipped).toEqual([
      { line: 2, reason: dataTexts.skipUnknownType('section') },
      { line: 16, reason: dataTexts.skipEmptyTitle },
    ]);
    expect(dry.body.warnings).toEqual([
      { line: 6, reason: dataTexts.skipDeepSubtask },
      { line: 12, reason: dataTexts.warnRepeatUnmapped('every 3rd friday') },
      { line: 13, reason: dataTexts.warnDateUnread('tomorrow') },
    ]);

    const done = await importFile(member, file, false, 'Offsite.csv');
    expect(done.status).toBe(200);
    expect(done.body.created).toEqual(dry.body.created);
    await expectCountersMatchRecount(api, member.user._id);
    const { document } = await exportOf(member);
    const task = (description: string) => document.tasks.find((t) => t.description === description);
    expect(task('Plan the offsite, with "everyone"')).toMatchObject({
      important: true,
      dueDay: '2031-03-14',
      due: '2031-03-14T12:00:00.000Z',
      notes: 'Budget: 2k\nVenue: TBD\n\nAsk about vegan options\nand parking',
      steps: [
        expect.objectContaining({ title: 'Book the venue' }),
        expect.objectContaining({ title: 'Call the caterer' }),
      ],
    });
    expect(task('Weekly review')).toMatchObject({
      important: true,
      repeat: { rule: 'FREQ=WEEKLY;BYDAY=MO', from: 'due', timeZone: 'Europe/Berlin' },
    });
    expect(task('Water the plants')).toMatchObject({
      important: false,
      dueDay: '2031-03-15',
      repeat: { rule: 'FREQ=DAILY;INTERVAL=3', from: 'completion' },
    });
    expect(task('Pay rent')?.repeat).toMatchObject({ rule: 'FREQ=MONTHLY;BYMONTHDAY=-1' });
    expect(task('Team lunch')).toMatchObject({ due: null, dueDay: null, repeat: null });
    expect(task('Café ☕ with Zoë')?.dueDay).toBe('2031-03-20');

    // The same file again creates nothing.
    const again = await importFile(member, file, false, 'Offsite.csv');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ alreadyImported: true, created: { groups: 0, tasks: 0, steps: 0 } });
    expect((await exportOf(member)).document.tasks).toHaveLength(7);
  });

  it('makes names unique and cuts them to 20 characters, reporting the rename', async () => {
    const renamer = await api.user('renamer');
    await createGroup(renamer, 'Offsite');
    const file = 'TYPE,CONTENT,PRIORITY,INDENT\r\ntask,One,4,1\r\n';
    const response = await importFile(renamer, file, false, 'Offsite.csv');
    expect(response.body.groups).toEqual([{ source: 'Offsite', name: 'Offsite 2', renamed: true, tasks: 1 }]);
    const long = await importFile(renamer, file, false, 'A very long project name indeed.csv');
    expect(long.body.groups[0]).toMatchObject({ name: 'A very long project', renamed: true });
    expect(long.body.groups[0]?.name.length).toBeLessThanOrEqual(limits.groupNameMax);
    await expectCountersMatchRecount(api, renamer.user._id);
  });

  it('answers 400 naming line 6 of a broken file, and creates nothing', async () => {
    const broken = await api.user('broken');
    const before = await partitionItems(api, broken.user._id);
    const response = await importFile(broken, fixture('broken-line-6.csv'), false, 'Broken.csv');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: dataTexts.importParseError(6, dataTexts.csvUnclosedQuote) });
    expect(await partitionItems(api, broken.user._id)).toEqual(before);
  });

  it('answers 413 over the file size and row limits, and 400 for an unknown format', async () => {
    const limited = await api.user('limited');
    const big = `TYPE,CONTENT\r\n${'task,x\r\n'.repeat(Math.ceil(limits.importFileMaxBytes / 8) + 1)}`;
    const tooBig = await importFile(limited, big, true);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ message: dataTexts.importFileTooLarge });
    const many = `TYPE,CONTENT\r\n${'task,x\r\n'.repeat(limits.importRowsMax + 1)}`;
    const tooMany = await importFile(limited, many, true);
    expect(tooMany.status).toBe(413);
    expect(tooMany.body).toEqual({ message: dataTexts.importTooManyRows });
    const unknown = await importFile(limited, 'a,b\r\n1,2\r\n', true);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: dataTexts.importUnknownFormat });
    // A picture renamed .csv, read as text the way a browser reads it: said plainly.
    const png = new TextDecoder().decode(
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(64, 0xff),
        Buffer.from([0, 0, 0, 13]),
      ]),
    );
    const picture = await importFile(limited, png, true, 'holiday.csv');
    expect(picture.status).toBe(400);
    expect(picture.body).toEqual({ message: dataTexts.importNotCsv });
    const other = await importFile(limited, png, true, 'holiday.png');
    expect(other.body).toEqual({ message: dataTexts.importNotText });
    expect(await partitionItems(api, limited.user._id)).toHaveLength(1);
  });
});

describe('POST /api/import: a run cut short', () => {
  it('is completed by the next run with the very same items, and the counters stay true', async () => {
    const member = await api.user('resume');
    const rows = Array.from({ length: 250 }, (_, i) => `task,Task ${i},,4,1,,,,en,`);
    const file = `TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE\r\n${rows.join('\r\n')}\r\n`;
    const full = await importFile(member, file, false, 'Long.csv');
    expect(full.body.created).toEqual({ groups: 1, tasks: 250, steps: 0 });
    const complete = await partitionItems<Record<string, unknown> & { sk: string }>(api, member.user._id);

    // The state a crash after the second of three transactions leaves: its last chunk never written.
    const record = complete.find((item) => item.sk.startsWith('IMPORT#')) as {
      pk: string;
      sk: string;
      baseTime: number;
      chunks: number;
    };
    expect(record.chunks).toBe(3);
    const lastChunk = complete.filter(
      (item) => item.type === 'todo' && Date.parse(item.createdAt as string) >= record.baseTime + 2 * 97,
    );
    expect(lastChunk).toHaveLength(251 - 2 * 97);
    for (const item of lastChunk)
      await api.db.send(new DeleteCommand({ TableName: api.tableName, Key: { pk: item.pk, sk: item.sk } }));
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: { pk: record.pk, sk: record.sk },
        UpdateExpression: 'SET chunksDone = :two, #status = :running',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':two': 2, ':running': 'running' },
      }),
    );
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.user(member.user._id),
        UpdateExpression: 'ADD totalTasks :minus',
        ExpressionAttributeValues: { ':minus': -lastChunk.length },
      }),
    );
    await expectCountersMatchRecount(api, member.user._id);

    const dry = await importFile(member, file, true, 'Long.csv');
    expect(dry.body).toMatchObject({
      alreadyImported: false,
      created: { groups: 0, tasks: lastChunk.length },
    });
    const rerun = await importFile(member, file, false, 'Long.csv');
    expect(rerun.body.created).toEqual({ groups: 0, tasks: lastChunk.length, steps: 0 });
    expect(await partitionItems(api, member.user._id)).toEqual(complete);
    await expectCountersMatchRecount(api, member.user._id);
  });
});

describe('POST /api/import: TickTick', () => {
  it('reads the backup: metadata lines, lists, parentId subtasks, checklists, priorities, statuses and repeats', async () => {
    const member = await api.user('ticktick');
    const response = await importFile(member, fixture('ticktick-backup.csv'), false);
    expect(response.status).toBe(200);
    expect(response.body.format).toBe('ticktick');
    expect(response.body.groups.map((g) => g.name)).toEqual(['Projects', 'Groceries']);
    expect(response.body.created).toEqual({ groups: 2, tasks: 3, steps: 5 });
    expect(response.body.skipped).toEqual([{ line: 17, reason: dataTexts.skipParentNotFound }]);
    expect(response.body.warnings).toEqual([
      { line: 16, reason: dataTexts.warnRepeatUnmapped('RRULE:FREQ=MONTHLY;BYDAY=1SU') },
    ]);
    await expectCountersMatchRecount(api, member.user._id);
    const { document } = await exportOf(member);
    const task = (description: string) => document.tasks.find((t) => t.description === description);
    expect(task('Ship v2, finally')).toMatchObject({
      important: true,
      completed: false,
      dueDay: '2031-03-20',
      notes: 'Release notes:\n- faster\n- smaller',
      steps: [
        expect.objectContaining({ title: 'Write changelog', completed: true }),
        expect.objectContaining({ title: 'Tag the release', completed: false }),
      ],
    });
    expect(task('Weekly shop')).toMatchObject({
      important: true,
      dueDay: '2031-03-15',
      repeat: { rule: 'FREQ=WEEKLY;BYDAY=SA', from: 'due', timeZone: 'Europe/London' },
      steps: [
        expect.objectContaining({ title: 'Milk', completed: true }),
        expect.objectContaining({ title: 'Bread', completed: false }),
        expect.objectContaining({ title: 'Eggs', completed: false }),
      ],
    });
    expect(task('Bake bread')).toMatchObject({ completed: true, important: false, repeat: null });
  });
});

describe('POST /api/import: who may import', () => {
  it('refuses a guest and a foreign origin, and writes only into the caller', async () => {
    const guest = await api.client().call('portability-import', { body: { file: 'x', dryRun: true } });
    expect(guest.status).toBe(401);
    const member = await api.user('origin');
    const foreign = await member.client.call('portability-import', {
      body: { file: 'TYPE,CONTENT\r\ntask,x\r\n', dryRun: false },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const form = await member.client.call('portability-import', {
      rawBody: 'file=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(await partitionItems(api, member.user._id)).toHaveLength(1);
  });
});
