/** The guard middleware (guard.ts) on hand-made API Gateway events: body size, JSON type, Origin. */
import { describe, expect, it } from 'vitest';
import { serverErrors } from '../../../shared/messages/server';
import { jsonType as json, parsedRequest as parsed, refusedWith } from '../../../tests/support/events';
import { Forbidden, Invalid } from '../errors';

describe('guard', () => {
  it('starts from the request state the factory creates', async () => {
    const request = await parsed({ headers: json, body: '{}' });
    expect(request.context.state).toMatchObject({ body: {}, user: null, session: null });
  });

  it('refuses a body over the limit with 413, before parsing it', async () => {
    expect(await refusedWith(parsed({ headers: json, body: `"${'x'.repeat(100)}"` }, 50))).toBe(413);
  });

  it('takes a body-less POST with no Content-Type, refuses a body without JSON type (415)', async () => {
    await expect(parsed({})).resolves.toBeDefined();
    expect(await refusedWith(parsed({ body: '{}' }))).toBe(415);
    expect(await refusedWith(parsed({ headers: { 'content-type': 'text/plain' } }))).toBe(415);
    await expect(parsed({ method: 'GET', path: '/api/auth/user', body: 'x' })).rejects.toBeInstanceOf(
      Invalid,
    );
  });

  it("refuses a foreign Origin (403) and accepts the site's own", async () => {
    await expect(
      parsed({ headers: { ...json, origin: 'https://evil.example' }, body: '{}' }),
    ).rejects.toEqual(new Forbidden(serverErrors.foreignOrigin));
    await expect(
      parsed({ headers: { ...json, origin: 'https://todo.example' }, body: '{}' }),
    ).resolves.toBeDefined();
    const behindCloudFront = { ...json, origin: 'https://site.example', 'x-forwarded-host': 'site.example' };
    await expect(parsed({ headers: behindCloudFront, body: '{}' })).resolves.toBeDefined();
  });
});
