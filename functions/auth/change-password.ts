/**
 * POST /api/auth/change-password: checks the current password (within the password-check limits:
 * functions/lib/password-check.ts, 429 past them), stores the new hash and ends every other session
 * of the user in the same write (this one stays signed in, with what it proved).
 */

import { passwordChangeBody } from '@shared/contract/requests/auth';
import { authTexts } from '@shared/messages/server';
import { replacePassword } from '../data/accounts/users';
import { createHandler } from '../lib/handler';
import { hashPassword } from '../lib/password';
import { checkPassword } from '../lib/password-check';

export const handler = createHandler('auth-change-password', {
  body: passwordChangeBody,
  handle: async ({ input, user, session, sourceIp, log, unit }) => {
    await checkPassword(user, input.oldPassword, sourceIp);
    const newHash = await hashPassword(input.newPassword);
    const stored = user.sessions[session.sessionId] ?? session.expiresAt;
    await replacePassword(
      user.id,
      user.passwordHash,
      newHash,
      { sessionId: session.sessionId, stored },
      unit,
    );
    log.info('password changed; other sessions ended');
    return { message: authTexts.passwordChanged };
  },
});
