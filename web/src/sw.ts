/**
 * The service worker, built by vite-plugin-pwa in injectManifest mode and served at /sw.js
 * with scope "/" (no long cache: infra/constructs/site.ts, scripts/local/gateway.ts).
 *   - Precaches the app shell and the hashed assets (the list Workbox injects at build time).
 *   - Serves index.html for navigations to client routes, offline too, never for /api/, /burn/,
 *     /avatars/, /ws or the local stack's /_dev/ (those answer for themselves, or fail as the
 *     network does).
 *   - Waits with a new version until the page says so (the 'New version available' toast's Reload:
 *     web/src/app/service-worker.tsx), so an open page never runs against files of another build.
 *   - Shows push notifications and opens their page on a click (the payload agreed with the
 *     reminders work: { title, body, url, tag }).
 * It runs in a worker, not a page: the few worker types it uses are declared here, so that the web's
 * DOM typings are left as they are.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  location: Location;
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}
declare const self: WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Paths that are never the SPA: the API, the load-test routes, avatars, the live socket, and the
 * local stack's own pages (the mail sent: /_dev/mail).
 */
const notTheApp = [/^\/api\//, /^\/burn\//, /^\/avatars\//, /^\/ws/, /^\/openapi\.json$/, /^\/_dev\//];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: notTheApp }));

/** The page's Reload on 'New version available': the waiting worker takes over, the page reloads. */
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const sameOriginPath = (url: unknown): string => {
  if (typeof url !== 'string') return '/dashboard';
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin
    ? `${target.pathname}${target.search}${target.hash}`
    : '/dashboard';
};

self.addEventListener('push', (event) => {
  let payload: Partial<PushPayload> = {};
  try {
    payload = (event.data?.json() ?? {}) as Partial<PushPayload>;
  } catch {
    // Not JSON: shown with the app's name and no text rather than dropped.
  }
  event.waitUntil(
    self.registration.showNotification(payload.title ?? 'Team Todo', {
      body: payload.body ?? '',
      ...(payload.tag ? { tag: payload.tag } : {}),
      data: { url: sameOriginPath(payload.url) },
      icon: '/icons/icon-192.png',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginPath((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // Focusing can be refused (no user gesture reached the worker): the page still follows the link.
        await open.focus().catch(() => undefined);
        // navigate() works on a window this worker controls; any other opens the page anew.
        if (await open.navigate(url).catch(() => null)) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
