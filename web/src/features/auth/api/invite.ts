/** The sign-up page's invitation (`GET /api/auth/invite/{code}`, public): who invites, or why it admits nobody. */
import useSWR from 'swr';
import { api } from '../../../api/client';

export const useInvitePreview = (code: string | null) =>
  useSWR(
    code ? (['auth-invite', code] as const) : null,
    ([, c]) => api('auth-invite', { params: { code: c } }),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
