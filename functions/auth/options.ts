/**
 * GET /api/auth/options (public, docs/api.md#accounts): how this deploy lets people in, so the
 * sign-in and sign-up pages show the right form; and whether anyone owns it yet (a deploy nobody
 * claimed says so on its sign-in page, to whoever visits: the setup link is in the server's output).
 */
import { getDeploy } from '../data/accounts/deploy';
import { env } from '../lib/env';
import { createPublicHandler } from '../lib/handler';

export const handler = createPublicHandler('auth-options', {
  handle: async () => {
    const { ownerId, settings } = await getDeploy();
    return {
      registration: settings.registration,
      emailSignIn: env.mailOn,
      passkeys: true,
      membersCanInvite: settings.membersCanInvite,
      owned: ownerId !== undefined,
    };
  },
});
