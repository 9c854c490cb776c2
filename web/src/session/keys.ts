/**
 * SWR keys of the session's resources (the API paths of their GET routes): the signed-in user and
 * the people around them, which several features show and re-read after their changes.
 */
import { apiPath } from '../api/client';

export const sessionKeys = {
  user: apiPath('auth-user'),
  /** Every teammate's public profile, in one request. */
  teammates: apiPath('notification-get-teammates'),
  /** One user's public profile. */
  userInfo: (id: string) => apiPath('search-user', { id }),
} as const;
