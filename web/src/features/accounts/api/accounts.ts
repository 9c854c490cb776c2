/**
 * The account screens' requests (docs/api.md#accounts): the claim, the admin's accounts, settings
 * and invitations, the caller's sessions, and a password reset. Admin changes are sent at once, not through the outbox: they act
 * on other people's accounts, and an admin wants to see each one succeed or fail there and then.
 */
import type { BodyOf } from '@shared/contract';
import type { AdminUser, AdminUserPage, DeploySettings, Invite, Passkey, Session } from '@shared/types';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api } from '../../../api/client';
import { answerRegistration } from '../../../lib/passkey-ceremony';
import { sessionKeys } from '../../../session/keys';

const keys = {
  settings: 'admin-settings',
  invites: 'invites-list',
  sessions: 'auth-sessions',
} as const;

/** Makes the caller the owner; the current user is read again (their role changed). */
export function useClaim() {
  const { mutate } = useSWRConfig();
  return async (token: string) => {
    const user = await api('admin-claim', { body: { token } });
    await mutate(sessionKeys.user, user, { revalidate: false });
    return user;
  };
}

/** The accounts by username, page by page, those starting with `query`. */
export function useAdminUsers(query: string) {
  const result = useSWRInfinite<AdminUserPage>(
    (index, previous: AdminUserPage | null) =>
      index > 0 && !previous?.next
        ? null
        : (['admin-users', query, index > 0 ? previous?.next : ''] as const),
    ([, q, cursor]: readonly [string, string, string]) =>
      api('admin-users', { query: { query: q, ...(cursor ? { cursor } : {}) } }),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const users = result.data?.flatMap((page) => page.users) ?? [];
  const hasMore = Boolean(result.data?.at(-1)?.next);
  /** Puts an account as it now is into the pages shown. */
  const replace = (changed: AdminUser) =>
    result.mutate(
      (pages) =>
        pages?.map((page) => ({
          ...page,
          users: page.users.map((user) => (user._id === changed._id ? changed : user)),
        })),
      { revalidate: false },
    );
  /** Takes a deleted account out of the pages shown. */
  const remove = (id: string) =>
    result.mutate(
      (pages) => pages?.map((page) => ({ ...page, users: page.users.filter((user) => user._id !== id) })),
      { revalidate: false },
    );
  return { ...result, users, hasMore, replace, remove };
}

export const changeAccount = (id: string, body: BodyOf<'admin-user-update'>) =>
  api('admin-user-update', { params: { id }, body });

export const resetLinkFor = (id: string) => api('admin-reset-link', { params: { id } });

/**
 * Calls a deletion again while it answers that more is left (202 `{ done: false }`), telling
 * `onStep` each call's number; resolves once the account is gone (docs/api.md#deleting-an-account).
 */
async function untilDeleted(call: () => Promise<{ done: boolean }>, onStep: (calls: number) => void) {
  for (let calls = 1; ; calls++) {
    onStep(calls);
    if ((await call()).done) return;
  }
}

/** Deletes the caller's own account (the password, checked on every call). */
/** `code`: for an account with two-factor sign-in on, checked by the first call (later calls go on). */
export const deleteOwnAccount = (password: string, code: string, onStep: (calls: number) => void) =>
  untilDeleted(() => api('auth-delete-account', { body: { password, ...(code ? { code } : {}) } }), onStep);

/** An admin deletes another account. */
export const deleteAccountOf = (id: string, onStep: (calls: number) => void) =>
  untilDeleted(() => api('admin-user-delete', { params: { id } }), onStep);

/** Hands the deploy over; the current user is read again (they are an admin now). */
export function useHandOver() {
  const { mutate } = useSWRConfig();
  return async (userId: string) => {
    await api('admin-transfer', { body: { userId } });
    await mutate(sessionKeys.user);
  };
}

export function useSettings() {
  const { mutate } = useSWRConfig();
  const result = useSWR(keys.settings, () => api('admin-settings'), { revalidateOnFocus: false });
  const save = async (changes: Partial<DeploySettings>) => {
    const settings = await api('admin-settings-update', { body: changes });
    await result.mutate(settings, { revalidate: false });
    // Requiring a second factor of admins may send this admin to set one up at once.
    if (settings.requireTwoFactorForAdmins) await mutate(sessionKeys.user);
    return settings;
  };
  return { ...result, save };
}

/** The caller's open invitations (all of them for an admin); a new one is shown once with its link. */
export function useInvites() {
  const result = useSWR(keys.invites, () => api('invites-list'), { revalidateOnFocus: false });
  const create = async (body: BodyOf<'invites-create'>) => {
    const made = await api('invites-create', { body });
    const { url: _shownOnce, ...invite } = made;
    await result.mutate((list: Invite[] | undefined) => [invite, ...(list ?? [])], { revalidate: false });
    return made;
  };
  const remove = async (id: string) => {
    await api('invites-delete', { params: { id } });
    await result.mutate((list: Invite[] | undefined) => list?.filter((i) => i._id !== id), {
      revalidate: false,
    });
  };
  return { ...result, create, remove };
}

/** The caller's signed-in sessions. */
export function useSessions() {
  const result = useSWR(keys.sessions, () => api('auth-sessions'), { revalidateOnFocus: true });
  const without = (ids: (s: Session) => boolean) =>
    result.mutate((list: Session[] | undefined) => list?.filter((s) => !ids(s)), { revalidate: false });
  return {
    ...result,
    signOut: async (id: string) => {
      await api('auth-session-delete', { params: { id } });
      await without((s) => s._id === id);
    },
    signOutOthers: async () => {
      await api('auth-sessions-revoke-others');
      await without((s) => !s.current);
    },
  };
}

/** `code`: for an account with two-factor sign-in on, a code from its app or a recovery code. */
export const resetPassword = (token: string, newPassword: string, code?: string) =>
  api('auth-password-reset', { body: { token, newPassword, ...(code ? { code } : {}) } });

export const forgotPassword = (login: string) => api('auth-password-forgot', { body: { login } });

/** `proof`: the password (and code) that confirm a link made for a session; the link alone first. */
export const verifyEmail = (token: string, proof?: { password: string; code: string }) =>
  api('auth-email-verify', {
    body: {
      token,
      ...(proof ? { password: proof.password, ...(proof.code ? { code: proof.code } : {}) } : {}),
    },
  });

/** The undo link of a recovery address change: the old address back, every session signed out. */
export const undoEmailChange = (token: string) => api('auth-email-undo', { body: { token } });

/** What a reset link may act on: its account's name, whether a code is needed, and its passkeys. */
export const resetAccount = (token: string) => api('auth-password-reset-account', { body: { token } });

/** Removes a passkey of the reset link's account by the link (which stays live for the password). */
export const removePasskeyByReset = (token: string, id: string) =>
  api('auth-password-reset-passkey-delete', { body: { token, id } });

export const requestVerification = () => api('auth-email-verify-request');

/**
 * The caller's passkeys; a new one is made with the browser's prompt (./passkey-ceremony in lib),
 * once the password (and, with two-factor sign-in on, a code) confirm it is the account's owner
 * (docs/decisions/0142-sensitive-changes-need-proof.md).
 */
export function usePasskeys() {
  const result = useSWR('auth-passkeys', () => api('auth-passkeys'), { revalidateOnFocus: false });
  return {
    ...result,
    add: async (proof: { password: string; code: string }) => {
      const options = await api('auth-passkeys-register-options', {
        body: { password: proof.password, ...(proof.code ? { code: proof.code } : {}) },
      });
      const response = await answerRegistration(options);
      const passkey = await api('auth-passkeys-register-verify', { body: { response } as never });
      await result.mutate((list: Passkey[] | undefined) => [...(list ?? []), passkey], { revalidate: false });
    },
    remove: async (id: string) => {
      await api('auth-passkey-delete', { params: { id } });
      await result.mutate((list: Passkey[] | undefined) => list?.filter((p) => p._id !== id), {
        revalidate: false,
      });
    },
  };
}
