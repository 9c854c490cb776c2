/**
 * Over HTTP: GET /api/export (the versioned document with every kind of data, no secrets,
 * complete for 20,000 tasks through the S3 link), and GET /api/export/group/{id}.csv (Todoist's
 * columns plus ASSIGNEES and STATUS, RFC 4180, formula cells escaped). Both refuse guests and
 * other users' lists.
 */
import { createHash, createHmac } from 'node:crypto';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../functions/portability/lib/csv';
import { limits } from '../../shared/limits';
import { startApi, type TestApi } from '../support/api';
import { type ExportDocument, exportOf, rawCall, richAccount, seedTasks } from './data-support';
import { createGroup, expectCountersMatchRecount, type Member } from './todo-support';

/** SigV4 query signing (AWS's documented algorithm for S3 presigned GETs), written apart from the code. */
function sigV4QuerySignature(url: URL, secret: string, region: string): string {
  const rfc3986 = (text: string) =>
    encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const query = [...url.searchParams.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)])
    .sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1)) // byte order, as SigV4 sorts
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonical = ['GET', url.pathname, query, `host:${url.host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join(
    '\n',
  );
  const amzDate = url.searchParams.get('X-Amz-Date') as string;
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

let api: TestApi;
let alice: Member;
let mate: Member;
beforeAll(async () => {
  // An engine of its own: the 20,000 tasks would hold the run's shared one for minutes.
  api = await startApi({ ownEngine: true });
  alice = await api.user('alice');
  ({ mate } = await richAccount(api, alice));
});
afterAll(() => api.close());

describe('GET /api/export', () => {
  it('answers the versioned document with every kind of data and no secrets', async () => {
    const response = await alice.client.call('portability-export');
    expect(response.status).toBe(200);
    expect(response.ddbCalls).toBeLessThanOrEqual(3);
    const { document, viaLink } = await exportOf(alice);
    expect(viaLink).toBe(false);
    expect(document.format).toBe('teamtodo-export');
    expect(document.version).toBe(1);
    expect(document.profile).toMatchObject({ _id: alice.user._id, username: alice.user.username });
    const text = JSON.stringify(document);
    expect(text).not.toMatch(/passwordHash|sessions|scrypt/);
    expect(document.groups.map((g) => g.name)).toEqual(['Work', 'Home, "sweet" home']);
    const report = document.tasks.find((t) => t.description === 'Write report');
    expect(report).toMatchObject({
      important: true,
      notes: 'First line\nSecond line, with a comma',
      repeat: { rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR', from: 'due' },
      remindAt: '2031-03-14T09:00:00.000Z',
    });
    expect(document.tasks.find((t) => t.description === 'Pay rent')?.remindAt).toBeNull();
    expect(report?.steps.map((s) => [s.title, s.completed])).toEqual([
      ['Outline', true],
      ['Draft', false],
    ]);
    expect(document.tasks.find((t) => t.description === 'Birthday')?.groupId).toBe('planned');
    expect(document.assignmentsMade).toHaveLength(1);
    expect(document.assignmentsMade[0]?.assignees).toEqual([
      expect.objectContaining({ _id: mate.user._id, username: mate.user.username, completed: false }),
    ]);
    expect(document.assignedToMe).toEqual([
      expect.objectContaining({
        description: 'Sign the form',
        assigner: { _id: mate.user._id, username: mate.user.username },
      }),
    ]);
    expect(document.team).toEqual([{ _id: mate.user._id, username: mate.user.username }]);
    expect(document.notifications.length).toBeGreaterThan(0);
    expect(document.notifications.every((n) => n.from.username === mate.user.username)).toBe(true);
  });

  it('refuses a guest', async () => {
    const response = await api.client().call('portability-export');
    expect(response.status).toBe(401);
  });

  it('is complete for 20,000 tasks, answered as a presigned S3 link past the inline limit', async () => {
    const big = await api.user('big');
    const group = await createGroup(big, 'Huge');
    await seedTasks(api, big.user._id, group._id, 20_000);
    const response = await big.client.call('portability-export');
    expect(response.status).toBe(200);
    expect(response.ddbCalls).toBeLessThanOrEqual(3 + 12); // the session, the Query's 1 MB pages
    const body = response.body;
    if (body.format !== 'teamtodo-export-link') throw new Error('expected a download link');
    expect(body.bytes).toBeGreaterThan(limits.exportInlineMaxBytes);
    const url = new URL(body.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(limits.exportLinkSeconds));
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeLessThanOrEqual(limits.exportLinkSeconds * 1000);
    // In the export bucket of its own (never beside the avatars, which CloudFront serves).
    const [, linkBucket, ...keyParts] = url.pathname.split('/');
    expect(linkBucket).toBe(api.exportBucket);
    const key = decodeURIComponent(keyParts.join('/'));
    expect(key).toMatch(new RegExp(`^exports/${big.user._id}/`));
    await api.s3.send(new HeadObjectCommand({ Bucket: api.exportBucket, Key: key }));
    const besideAvatars = await api.s3.send(
      new ListObjectsV2Command({ Bucket: api.bucket, Prefix: 'exports/' }),
    );
    expect(besideAvatars.KeyCount ?? 0).toBe(0);
    // The document behind the link (one export: a second would read the 20,000 tasks again).
    const download = await fetch(url);
    expect(download.status).toBe(200);
    const document = (await download.json()) as ExportDocument;
    expect(document.tasks).toHaveLength(20_000);
    expect(new Set(document.tasks.map((t) => t._id)).size).toBe(20_000);
    expect(document.tasks.every((t) => t.groupId === group._id)).toBe(true);
    await expectCountersMatchRecount(api, big.user._id);
    // s3rver does not check V4 signatures, so the signature is recomputed here independently.
    expect(url.searchParams.get('X-Amz-Signature')).toBe(sigV4QuerySignature(url, 'S3RVER', 'us-east-1'));
    // s3rver does check the expiry: the same link dated 16 minutes earlier is refused.
    const old = new Date(Date.now() - 16 * 60_000).toISOString().replace(/[-:]|\.\d+/g, '');
    url.searchParams.set('X-Amz-Date', old);
    expect((await fetch(url)).status).toBe(403);
    // Seeding, an export and a recount of 20,000 tasks on a busy 2-core machine.
  }, 480_000);
});

describe('GET /api/export/group/{id}.csv', () => {
  const csvOf = async (member: Member, id: string) =>
    rawCall(member.client, 'portability-export-group-csv', { file: `${id}.csv` });

  it("answers a list in Todoist's columns plus ASSIGNEES and STATUS, quoted, with formulas escaped", async () => {
    const { document } = await exportOf(alice);
    const work = document.groups.find((g) => g.name === 'Work');
    const response = await csvOf(alice, work?._id as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('Work.csv');
    const records = parseCsv(response.text);
    expect(records[0]?.cells).toEqual([
      'TYPE',
      'CONTENT',
      'DESCRIPTION',
      'PRIORITY',
      'INDENT',
      'AUTHOR',
      'RESPONSIBLE',
      'DATE',
      'DATE_LANG',
      'TIMEZONE',
      'ASSIGNEES',
      'STATUS',
    ]);
    const rows = records.slice(1).map((r) => r.cells);
    expect(rows[0]).toEqual([
      'task',
      'Write report',
      'First line\nSecond line, with a comma',
      '1',
      '1',
      alice.user.username,
      '',
      'every 2 weeks on mon, fri starting 2031-03-14',
      'en',
      '',
      '',
      'open',
    ]);
    expect(rows[1]?.slice(0, 5)).toEqual(['task', 'Outline', '', '4', '2']);
    expect(rows[1]?.[11]).toBe('completed');
    expect(rows[2]?.slice(1, 5)).toEqual(['Draft', '', '4', '2']);
    // The formula-looking title is written with a leading apostrophe, and quoted text stays text.
    expect(response.text).toContain("\r\ntask,'=SUM(A1:A2) formula-looking,,4,1,");
    expect(rows[3]?.[1]).toBe("'=SUM(A1:A2) formula-looking");
    expect(rows[3]?.[11]).toBe('completed');
  });

  it('answers the assignments made with each assignee and their state', async () => {
    const response = await csvOf(alice, 'assigned-by-me');
    expect(response.status).toBe(200);
    const rows = parseCsv(response.text)
      .slice(1)
      .map((r) => r.cells);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[1]).toBe('Review slides');
    expect(rows[0]?.[10]).toBe(mate.user.username);
    expect(rows[0]?.[11]).toBe(`${mate.user.username}: open`);
  });

  it("refuses a guest, another user's group, an unknown id and a name without .csv", async () => {
    const { document } = await exportOf(alice);
    const work = document.groups[0]?._id as string;
    expect(
      (await rawCall(api.client(), 'portability-export-group-csv', { file: `${work}.csv` })).status,
    ).toBe(401);
    const stranger = await api.user('stranger');
    const foreign = await csvOf(stranger, work);
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain('Write report');
    expect((await csvOf(alice, '01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
    expect((await rawCall(alice.client, 'portability-export-group-csv', { file: work })).status).toBe(400);
  });
});
