/**
 * Signing in with a passkey (docs/api.md#passkeys): the server's challenge, the browser's prompt,
 * the answer verified; the user it signs in becomes the cached current user, as a sign-in does.
 */
import { useSWRConfig } from 'swr';
import { api } from '../../../api/client';
import { answerSignIn } from '../../../lib/passkey-ceremony';
import { sessionKeys } from '../../../session/keys';

export function usePasskeySignIn() {
  const { mutate } = useSWRConfig();
  return async () => {
    const options = await api('auth-passkeys-signin-options');
    const response = await answerSignIn(options);
    const user = await api('auth-passkeys-signin-verify', { body: { response } as never });
    await mutate(sessionKeys.user, user, { revalidate: false });
    return user;
  };
}
