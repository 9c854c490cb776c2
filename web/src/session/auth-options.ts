/**
 * How the site lets people in (`GET /api/auth/options`, public, docs/api.md#who-may-sign-up): read
 * by the sign-up page (its form follows the mode) and the profile (whether a member may invite).
 */
import useSWR from 'swr';
import { api } from '../api/client';

export const useAuthOptions = () =>
  useSWR('auth-options', () => api('auth-options'), { revalidateOnFocus: false });
