import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../shared/messages/server';
import { startApi, type TestApi } from '../support/api';

// The environment is read at module load, once per test file: this file runs with the routes off.
let api: TestApi;
beforeAll(async () => {
  api = await startApi({ burnRoutesEnabled: false });
});
afterAll(() => api.close());

describe('burn routes, disabled', () => {
  it.each(['burn-memory', 'burn-rps'] as const)(
    '%s answers 404 to a signed-in user without a read',
    async (name) => {
      const { client } = await api.user('noburn');
      const response = await client.call(name, { query: { size: '1' } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: serverErrors.routeNotFound });
      expect(response.ddbCalls).toBe(0);
    },
  );

  it.each(['burn-memory', 'burn-rps'] as const)('%s answers 404 to a guest too', async (name) => {
    const response = await api.client().call(name);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: serverErrors.routeNotFound });
  });
});
