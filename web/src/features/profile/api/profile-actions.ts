/**
 * The own profile's changes: the avatar, the profile fields and the password. Each is sent first,
 * with its toasts (SPEC.md section 8), and answers its outcome so the form can show the failure
 * inline; `pending` disables the form's buttons meanwhile.
 */
import { toasts } from '@shared/messages/screens';
import type { User } from '@shared/types';
import type { StartView } from '@shared/web-views';
import { api } from '../../../api/client';
import { useMutation } from '../../../api/mutation';
import { sessionKeys } from '../../../session/keys';

/** 'Save Profile Picture': the user is patched with the new avatar URL at once (the top bar reads the same key), then re-read. */
export function useUploadAvatar() {
  const { run, mutate, pending } = useMutation();
  const upload = (image: string) =>
    run({
      send: () => api('image-upload', { body: { image } }),
      update: ({ image: url }) =>
        mutate<User | null>(sessionKeys.user, (user) => (user ? { ...user, coverImg: url } : user), {
          revalidate: false,
        }),
      toasts: { success: toasts.imageUploaded, error: toasts.imageUploadFailed },
      revalidate: [sessionKeys.user],
    });
  return { upload, pending };
}

/** 'Save Changes' of the profile fields (or the view the app opens on): the answer is the updated user. */
export function useUpdateProfile() {
  const { run, mutate, pending } = useMutation();
  const update = (fields: { email: string; bio: string } | { startView: StartView }) =>
    run({
      send: () => api('auth-update-profile', { body: fields }),
      update: (updated) => mutate(sessionKeys.user, updated, { revalidate: false }),
      toasts: { success: toasts.profileUpdated, error: toasts.profileUpdateFailed },
    });
  return { update, pending };
}

export function useChangePassword() {
  const { run, pending } = useMutation();
  const changePassword = (oldPassword: string, newPassword: string) =>
    run({
      send: () => api('auth-change-password', { body: { oldPassword, newPassword } }),
      toasts: { success: toasts.passwordChanged, error: toasts.passwordChangeFailed },
    });
  return { changePassword, pending };
}
