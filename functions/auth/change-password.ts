/**
 * POST /api/auth/change-password: checks the current password, stores the new hash and ends every
 * other session of the user in the same write (this one stays signed in).
 */

import { passwordChangeBody } from '../../shared/contract/requests/auth';
import { serverErrors } from '../../shared/messages';
import { isConditionFailed } from '../data/errors';
import { replacePassword } from '../data/users';
import { badRequest, HttpError } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { hashPassword, verifyPassword } from '../lib/password';

export const handler = createHandler('auth-change-password', {
  body: passwordChangeBody,
  handle: async ({ input, user, session, log }) => {
    if (!(await verifyPassword(input.oldPassword, user.passwordHash)))
      throw badRequest(serverErrors.wrongPassword);
    const newHash = await hashPassword(input.newPassword);
    try {
      await replacePassword(user.id, user.passwordHash, newHash, session.sessionId, session.expiresAt);
    } catch (error) {
      // Another change won the race since we read the profile.
      if (isConditionFailed(error)) throw new HttpError(409, serverErrors.wrongPassword);
      throw error;
    }
    log.info('password changed; other sessions ended');
    return { message: 'Password changed' };
  },
});
