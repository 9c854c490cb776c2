/**
 * DELETE /api/admin/users/{id} (docs/api.md#deleting-an-account): an admin deletes a member's
 * account, or the owner an admin's (never the owner's, never their own: ./lib/admins.ts), with
 * everything in it. Resumable as the account's own deletion: 202 `{ done: false }` while more is
 * left, 200 `{ done: true }` once it is gone. Its first call ends the account's sessions, on the
 * condition that its role is still the one read.
 */
import { accountTexts, serverErrors } from '@shared/messages/server';
import { deleteAccount, deletionWorkMs } from '../data/accounts/account-deletion';
import { roleOf } from '../data/accounts/users';
import { createHandler, Reply } from '../lib/handler';
import { idParam } from '../lib/params';
import { accountToChange } from './lib/admins';

export const handler = createHandler('admin-user-delete', {
  handle: async ({ user, session, params, unit, log }) => {
    const deadlineAt = Date.now() + deletionWorkMs;
    const target = await accountToChange(user, session, idParam(params, serverErrors.userNotFound));
    unit.keepsAnswerOnly();
    const { done } = await deleteAccount(target, { by: 'admin', seenRole: roleOf(target) }, deadlineAt);
    log.info(done ? 'account deleted' : 'account deletion goes on', { target: target.id });
    return done
      ? { message: accountTexts.accountDeleted, done }
      : new Reply({ message: accountTexts.deletionGoesOn, done }, { statusCode: 202 });
  },
});
