import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits';
import { burnTexts, serverErrors } from '../../shared/messages/server';
import { type ApiClient, startApi, type TestApi } from '../support/api';

let api: TestApi;
let client: ApiClient;
beforeAll(async () => {
  api = await startApi({ burnRoutesEnabled: true });
  client = (await api.user('burner')).client;
});
afterAll(() => api.close());

/** The answer is the catalogue's text for `mb`, with a whole number of milliseconds. */
function expectBurned(message: string, mb: number) {
  const ms = Number(/ in (\d+) ms$/.exec(message)?.[1]);
  expect(Number.isInteger(ms)).toBe(true);
  expect(message).toBe(burnTexts.memory(mb, ms));
}

describe('burn routes, enabled', () => {
  it('burn/memory allocates the asked size and says how long it took', async () => {
    const response = await client.call('burn-memory', { query: { size: '8' } });
    expect(response.status).toBe(200);
    expectBurned(response.body.message, 8);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.ddbCalls).toBe(1);
  });

  it('burn/memory takes the default size when none is given', async () => {
    const response = await client.call('burn-memory');
    expect(response.status).toBe(200);
    expectBurned(response.body.message, limits.burnMemoryDefaultMb);
  });

  it('burn/memory accepts the maximum', async () => {
    const response = await client.call('burn-memory', { query: { size: String(limits.burnMemoryMaxMb) } });
    expect(response.status).toBe(200);
    expectBurned(response.body.message, limits.burnMemoryMaxMb);
  });

  // Clamped to 1-400 MB as the original system does; not a number: 200
  // (docs/compat.md#search-avatars-and-load-tests).
  it.each([
    ['0', 1],
    ['401', limits.burnMemoryMaxMb],
    ['1.5', 1],
    ['-1', 1],
    ['abc', limits.burnMemoryDefaultMb],
    ['', limits.burnMemoryDefaultMb],
  ])('burn/memory clamps size=%j to %i MB', async (size, mb) => {
    const response = await client.call('burn-memory', { query: { size } });
    expect(response.status).toBe(200);
    expectBurned(response.body.message, mb);
  });

  it('burn/rps answers ok with the session read only', async () => {
    const response = await client.call('burn-rps');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: burnTexts.rps });
    expect(response.ddbCalls).toBe(1);
  });

  it('burn/rps keeps up with a burst', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => client.call('burn-rps')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  });

  it.each(['burn-memory', 'burn-rps'] as const)('%s refuses guests', async (name) => {
    const response = await api.client().call(name, { query: { size: '1' } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: serverErrors.notSignedIn });
  });
});
