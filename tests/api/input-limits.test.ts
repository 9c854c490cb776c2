/**
 * Inputs that cost the server (docs/api.md#limits-of-lists-and-files): each answers a clear 4xx or
 * a bounded answer, changes nothing, and never a 5xx. Wide JSON bodies are refused before the
 * session is read; the calendar token is never kept in an idempotency record.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/core/keys';
import { limits } from '../../shared/limits';
import { dataTexts, pushTexts, reminderTexts, serverErrors } from '../../shared/messages/server';
import { type ApiClient, startApi, type TestApi } from '../support/api';
import { rawCall, seedTasks } from './data-support';
import { partitionItems, userSnapshot } from './refusal-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** `count` array elements in a body (2 bytes each), beside what the route reads. */
const wideBody = (count: number, body: Record<string, unknown> = {}) =>
  `${JSON.stringify(body).slice(0, -1)}${Object.keys(body).length > 0 ? ',' : ''}"x":[${'0,'.repeat(count - 1)}0]}`;

describe('a JSON body with a huge array', () => {
  const cases = [
    // 200,000 elements (400 KB) within the import's 5 MB body and get-assignments-status's 1 MiB.
    ['portability-import', wideBody(200_000, { file: '', dryRun: true })],
    ['notification-get-assignments-status', `{"todos":[${'0,'.repeat(199_999)}0]}`],
    // 30,000 (60 KB) within the 64 KiB of every other route.
    ['todo-create', wideBody(30_000, { description: 'Wide' })],
  ] as const;

  it('is 413 before the session is read, for a guest and for a user, and changes nothing', async () => {
    const { client, user } = await api.user('wide');
    const before = await userSnapshot(api, user._id, user.username);
    for (const [name, rawBody] of cases) {
      for (const caller of [client, api.client()]) {
        const answer = await caller.call(name, { rawBody });
        expect(answer.status, name).toBe(413);
        expect(answer.body).toEqual({ message: serverErrors.tooLarge });
        // Not even the session was read.
        expect(answer.ddbCalls, name).toBe(0);
      }
    }
    expect(await userSnapshot(api, user._id, user.username)).toEqual(before);
  });
});

/** Our export's shell with `entries` (JSON text) as its assignments made. */
const exportWith = (tasks: string, assignments: string) =>
  `{"format":"teamtodo-export","version":1,"groups":[],"tasks":[${tasks}],"assignmentsMade":[${assignments}],"assignedToMe":[]}`;

const importFile = (client: ApiClient, file: string, dryRun = true, fileName?: string) =>
  client.call('portability-import', { body: { file, dryRun, ...(fileName ? { fileName } : {}) } });

describe('the import report', () => {
  it('counts skipped entries against the row limit: 900,000 assignments (1.8 MB) are 413, not a 99 MB report', async () => {
    const { client, user } = await api.user('manyskips');
    const file = exportWith('', `${'0,'.repeat(899_999)}0`);
    expect(file.length).toBeLessThan(limits.importFileMaxBytes);
    for (const dryRun of [true, false]) {
      const answer = await importFile(client, file, dryRun);
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ message: dataTexts.importTooManyRows });
    }
    // Entries that are no task at all count too.
    const notTasks = await importFile(client, exportWith(`${'0,'.repeat(limits.importRowsMax)}0`, ''));
    expect(notTasks.status).toBe(413);
    expect(await partitionItems(api, user._id)).toHaveLength(1);
  });

  it('lists the first 200 notes of each kind and counts them all', async () => {
    const { client } = await api.user('notes');
    const skips = limits.importRowsMax - 1;
    const file = exportWith('{"groupId":"today","description":"Kept"}', Array(skips).fill('{}').join(','));
    const answer = await importFile(client, file);
    expect(answer.status).toBe(200);
    expect(answer.body.created.tasks).toBe(1);
    expect(answer.body.skipped).toHaveLength(200);
    expect(answer.body.skippedTotal).toBe(skips);
    expect(answer.body.warningsTotal).toBe(0);
    expect(JSON.stringify(answer.body).length).toBeLessThan(40_000);
    // One row past the limit, skipped rows and the task together: 413.
    const over = exportWith(
      '{"groupId":"today","description":"Kept"}',
      Array(skips + 1)
        .fill('{}')
        .join(','),
    );
    expect((await importFile(client, over)).status).toBe(413);

    const rows = 300;
    const csv = `TYPE,CONTENT,DATE\r\n${Array.from({ length: rows }, (_, i) => `task,Task ${i},someday ${i}\r\n`).join('')}`;
    const report = await importFile(client, csv, true, 'Later.csv');
    expect(report.status).toBe(200);
    expect(report.body.warnings).toHaveLength(200);
    expect(report.body.warningsTotal).toBe(rows);
    expect(report.body.warnings[0]).toEqual({ line: 2, reason: dataTexts.warnDateUnread('someday 0') });
  });

  it('reads a 2 MB file of pathological content at once, and quotes none of it at length', async () => {
    const { client, user } = await api.user('pathological');
    const spaces = ' '.repeat(limits.importFileMaxBytes - 100);
    const half = spaces.slice(limits.importFileMaxBytes / 2);
    // A DATE cell with a run of spaces inside a recurring phrase: minutes for the former pattern.
    const todoist = `TYPE,CONTENT,DATE\r\ntask,Water,every x${spaces}y\r\n`;
    // A TickTick date and repeat of the same kind.
    const ticktick = `"List Name","Title","Due Date","Repeat"\r\n"Home","Water","2031-03-14${half}x","FREQ=DAILY${half}"\r\n`;
    for (const [file, name] of [
      [todoist, 'Garden.csv'],
      [ticktick, 'backup.csv'],
    ] as const) {
      expect(Buffer.byteLength(file)).toBeLessThanOrEqual(limits.importFileMaxBytes);
      const answer = await importFile(client, file, true, name);
      expect(answer.status, name).toBe(200);
      expect(answer.body.created.tasks).toBe(1);
      expect(answer.body.warningsTotal).toBeGreaterThan(0);
      for (const note of answer.body.warnings) expect(note.reason.length).toBeLessThanOrEqual(300);
    }
    expect(await partitionItems(api, user._id)).toHaveLength(1);
  });
});

describe('the calendar token and an Idempotency-Key', () => {
  it('is never kept: the header is ignored on POST /api/calendar/token, and no record holds the token', async () => {
    const { client, user } = await api.user('calkey');
    const key = randomUUID();
    const first = await client.call('calendar-token-create', { headers: { 'idempotency-key': key } });
    const second = await client.call('calendar-token-create', { headers: { 'idempotency-key': key } });
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('idempotency-replayed')).toBeNull();
    }
    // A repeat makes a new token (the first stops working), as without the header.
    expect(second.body.url).not.toBe(first.body.url);
    const token = (url: string) => (url.split('/').pop() as string).replace(/\.ics$/, '');
    const record = await api.db.send(
      new GetCommand({
        TableName: api.tableName,
        Key: keys.idempotency(user._id, key),
        ConsistentRead: true,
      }),
    );
    expect(record.Item).toBeUndefined();
    const everything = JSON.stringify(
      (await api.db.send(new ScanCommand({ TableName: api.tableName }))).Items,
    );
    for (const answer of [first, second]) expect(everything).not.toContain(token(answer.body.url));
    const feed = await fetch(new URL(new URL(second.body.url).pathname, api.baseUrl));
    expect(feed.status).toBe(200);
  });
});

describe('limits of the other routes that read a list or a file', () => {
  it('a list over 5 MB as CSV is 413, pointing to the whole export; a small one is answered', async () => {
    const { client, user } = await api.user('bigcsv');
    // 1,300 tasks with 4,000 characters of notes: about 5.4 MB of CSV.
    await seedTasks(api, user._id, 'today', 1300, 'n'.repeat(limits.notesMax));
    const big = await rawCall(client, 'portability-export-group-csv', { file: 'today.csv' });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.text)).toEqual({ message: dataTexts.csvTooLarge });
    const small = await rawCall(client, 'portability-export-group-csv', { file: 'important.csv' });
    expect(small.status).toBe(200);
  });

  it('the import: a body over 5 MB is 413, a file name over 255 characters 400', async () => {
    const { client, user } = await api.user('importlimits');
    const overBody = await client.call('portability-import', {
      rawBody: JSON.stringify({ file: '"'.repeat(2_700_000), dryRun: true }),
    });
    expect(overBody.status).toBe(413);
    expect(overBody.body).toEqual({ message: serverErrors.tooLarge });
    const longName = await importFile(client, 'TYPE,CONTENT\r\ntask,x\r\n', true, `${'n'.repeat(252)}.csv`);
    expect(longName.status).toBe(400);
    expect(longName.body).toEqual({ message: dataTexts.importFileNameInvalid });
    expect(await partitionItems(api, user._id)).toHaveLength(1);
  });

  it('push/subscribe: an endpoint over 2048 characters and keys over 200 are 400, nothing stored', async () => {
    const { client, user } = await api.user('pushlimits');
    const keysOk = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    const endpoint = 'https://fcm.googleapis.com/fcm/send/';
    const longEndpoint = await client.call('push-subscribe', {
      body: { endpoint: `${endpoint}${'x'.repeat(limits.pushEndpointMax)}`, keys: keysOk },
    });
    expect(longEndpoint.status).toBe(400);
    expect(longEndpoint.body).toEqual({ message: reminderTexts.endpointInvalid });
    const longKey = await client.call('push-subscribe', {
      body: { endpoint: `${endpoint}k`, keys: { ...keysOk, p256dh: 'B'.repeat(201) } },
    });
    expect(longKey.status).toBe(400);
    expect(longKey.body).toEqual({ message: reminderTexts.keysInvalid });
    const foreign = await client.call('push-subscribe', {
      body: { endpoint: 'https://169.254.169.254/latest/meta-data/', keys: keysOk },
    });
    expect(foreign.body).toEqual({ message: pushTexts.endpointNotPushService });
    expect(
      (await partitionItems(api, user._id)).filter((item) => String(item.sk).startsWith('WEBPUSH#')),
    ).toEqual([]);
  });
});
