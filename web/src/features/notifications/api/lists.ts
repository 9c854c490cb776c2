/** The user's notifications and open team requests (the page's two sections, and the top bar's bell). */
import type { Notification, TeamRequest } from '@shared/types';
import useSWR from 'swr';
import { api } from '../../../api/client';
import { notificationKeys } from './keys';

export function useNotifications() {
  return useSWR<Notification[]>(notificationKeys.notifications, () => api('notification-get-notifications'));
}

export function useRequests() {
  return useSWR<TeamRequest[]>(notificationKeys.requests, () => api('notification-get-requests'));
}
