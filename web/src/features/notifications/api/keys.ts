/** The notifications feature's SWR keys: the API paths of its reads. */
import { apiPath } from '../../../api/client';

export const notificationKeys = {
  notifications: apiPath('notification-get-notifications'),
  requests: apiPath('notification-get-requests'),
} as const;
