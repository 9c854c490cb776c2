/** The session middleware (session-user.ts): no read for a public route, 401 for a guest or a forged cookie. */
import { describe, expect, it } from 'vitest';
import {
  jsonType as json,
  parsedRequest as parsed,
  refusedWith,
  runBefore as run,
} from '../../../tests/support/events';
import { sessionUser } from './session-user';

describe('session', () => {
  it('spends no read for a public route, and answers 401 to a guest of a protected one', async () => {
    const request = await parsed({ headers: json, body: '{}' });
    await run(sessionUser('none'), request);
    expect(request.context.state?.user).toBeNull();
    expect(await refusedWith(run(sessionUser('required'), request))).toBe(401);
    await expect(run(sessionUser('optional'), request)).resolves.toBeUndefined();
  });

  it('refuses a forged cookie without reading the profile', async () => {
    const request = await parsed({ cookies: ['__Host-session=not.a.token'] });
    expect(await refusedWith(run(sessionUser('required'), request))).toBe(401);
  });
});
