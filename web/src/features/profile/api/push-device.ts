/**
 * This device's Web Push subscription: the state the profile switch shows, and turning
 * it on (permission asked from the click, then `pushManager.subscribe` on the service worker's
 * registration, then push/subscribe) or off (unsubscribe here and on the server). The service
 * worker itself is registered by the app at scope "/" (docs/reminders.md); without one, the
 * switch says not supported.
 */
import { api } from '../../../api/client';

export type DeviceState = 'on' | 'off' | 'blocked' | 'unsupported';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** How long a worker still registering (the app registers it once the page is idle) is waited for. */
const registeringMs = 5000;

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported()) return undefined;
  const found = await navigator.serviceWorker.getRegistration('/');
  if (found) return found;
  // A first visit to the profile: the worker may be on its way. None by then: not supported here.
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), registeringMs)),
  ]);
}

export async function deviceState(): Promise<DeviceState> {
  const found = await registration();
  if (!found) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await found.pushManager.getSubscription()) ? 'on' : 'off';
}

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
};

export async function turnOn(): Promise<DeviceState> {
  const found = await registration();
  if (!found) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const { publicKey } = await api('push-public-key');
  const subscription = await found.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const json = subscription.toJSON();
  await api('push-subscribe', {
    body: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
  return 'on';
}

export async function turnOff(): Promise<DeviceState> {
  const found = await registration();
  const subscription = await found?.pushManager.getSubscription();
  if (subscription) {
    await api('push-unsubscribe', { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return found ? 'off' : 'unsupported';
}
