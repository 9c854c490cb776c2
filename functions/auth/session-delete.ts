/**
 * DELETE /api/auth/sessions/{id} (docs/api.md#sessions): signs one of the caller's sessions out. Its
 * next request answers 401 (every request reads the profile it left), and its live connection
 * closes (functions/realtime/audience.ts). 404 for a session that is not the caller's or had ended.
 */
import { accountTexts } from '@shared/messages/server';
import { removeSession } from '../data/accounts/sessions';
import { NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';

export const handler = createHandler('auth-session-delete', {
  handle: async ({ user, params, unit }) => {
    const sessionId = params.id ?? '';
    if (!(sessionId in (user.sessions ?? {})) || !(await removeSession(user.id, sessionId, unit)))
      throw new NotFound(accountTexts.sessionNotFound);
    return { message: accountTexts.sessionEnded };
  },
});
