/**
 * Inputs that cost the server (docs/api.md#limits-of-lists-and-files): each answers a clear 4xx or
 * a bounded answer, changes nothing, and never a 5xx. Wide JSON bodies are refused before the
 * session is read; the calendar token is never kept in an idempotency record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../shared/messages';
import { startApi, type TestApi } from '../support/api';
import { userSnapshot } from './hardening-support';

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
