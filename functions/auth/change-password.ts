/**
 * POST /api/auth/change-password: checks the current password, stores the new hash and ends every
 * other session of the user in the same write (this one stays signed in).
 */

import { passwordChangeBody } from '@shared/contract/requests/auth';
import { authTexts, serverErrors } from '@shared/messages/server';
import { replacePassword } from '../data/users';
import { Invalid } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { hashPassword, verifyPassword } from '../lib/password';

export const handler = createHandler('auth-change-password', {
  body: passwordChangeBody,
  handle: async ({ input, user, session, log, unit }) => {
    if (!(await verifyPassword(input.oldPassword, user.passwordHash)))
      throw new Invalid(serverErrors.wrongPassword);
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
