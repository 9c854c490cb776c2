/** The OpenAPI document, made from the manifest and the contract, served by the local stack. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../scripts/docs/openapi';
import { routes } from '../../shared/routes';
import { startApi, type TestApi } from '../support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('OpenAPI document', () => {
  it('is served at /openapi.json, current, with one operation per route of the manifest', async () => {
    const response = await fetch(new URL('/openapi.json', api.baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const served = (await response.json()) as ReturnType<typeof openApiDocument>;
    expect(served).toEqual(openApiDocument());
    expect(served.openapi).toBe('3.1.0');
    const paths = served.paths as Record<string, Record<string, { operationId: string }>>;
    for (const route of routes) {
      expect(paths[route.path]?.[route.method.toLowerCase()]?.operationId, route.name).toBe(route.name);
    }
  });

  it('describes bodies, statuses and public routes as the contract does', () => {
    const paths = openApiDocument().paths as Record<string, Record<string, Record<string, unknown>>>;
    const create = paths['/api/todo/create']?.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
      responses: Record<string, unknown>;
    };
    expect(create.requestBody.content['application/json'].schema.required).toEqual(['description']);
    expect(Object.keys(create.responses)).toEqual(['201', 'default']);
    expect(paths['/api/auth/signin']?.post?.security).toEqual([]);
    // Sign-in's 401 may carry the second factor's challenge.
    const signIn = paths['/api/auth/signin']?.post as {
      responses: Record<string, { content: { 'application/json': { schema: { properties: object } } } }>;
    };
    expect(Object.keys(signIn.responses)).toEqual(['200', '401', 'default']);
    expect(Object.keys(signIn.responses['401']?.content['application/json'].schema.properties ?? {})).toEqual(
      ['message', 'twoFactor', 'challenge'],
    );
    expect(paths['/api/auth/user']?.get?.security).toBeUndefined();
    const search = paths['/api/search']?.get as { parameters: { name: string; in: string }[] };
    expect(search.parameters).toEqual([expect.objectContaining({ name: 'query', in: 'query' })]);
  });
});
