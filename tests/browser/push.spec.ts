/**
 * Web Push in the browser, with the app's real service worker (web/src/sw.ts):
 * - a push message delivered to it (Chromium's DevTools `ServiceWorker.deliverPushMessage`, the
 *   message the poller sends for a reminder, built by the same function) shows a notification,
 *   and a click on it brings the open page to the task, highlighted;
 * - the profile switch asks the permission from the click (granted in the test's context) and
 *   subscribes this device on the server.
 */
import { type BrowserContext, type CDPSession, expect, type Page, test, type Worker } from '@playwright/test';
import { reminderPayload } from '../../functions/reminders/lib/payloads';
import { reminderTexts } from '../../shared/messages/server';
import { type PushService, startPushService, type TestSubscription } from '../support/push-service';
import { call, controlledByWorker, expectNoAxeViolations, row, signUpFast } from './helpers';
import { baseURL } from './playwright.config';

test.use({ serviceWorkers: 'allow' });

/** The app's worker, once it controls the page (it registers after the first paint). */
async function appWorker(page: Page): Promise<Worker> {
  await controlledByWorker(page);
  const [worker] = page.context().serviceWorkers();
  if (!worker) throw new Error('No service worker');
  return worker;
}

/**
 * The DevTools id of the app's registration, to deliver a push message to it, once DevTools reports
 * its version activated: a message delivered to a registration whose version DevTools still sees
 * installing or activating can be dropped without a word.
 */
async function registrationId(context: BrowserContext, page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  const activated = new Set<string>();
  const found = new Promise<string>((resolve) => {
    const settle = () => {
      for (const [id, scope] of registrations) if (scope === `${baseURL}/` && activated.has(id)) resolve(id);
    };
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const r of updated as { registrationId: string; scopeURL: string; isDeleted: boolean }[])
        if (r.isDeleted) registrations.delete(r.registrationId);
        else registrations.set(r.registrationId, r.scopeURL);
      settle();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions as { registrationId: string; status: string }[])
        if (v.status === 'activated') activated.add(v.registrationId);
      settle();
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, id: await found };
}

test('a push message shows a notification, and a click on it opens the task highlighted', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await signUpFast(page);
  const task = await call(page, 'todo-create', {
    body: { description: 'Water the plants', due: '2031-05-06T23:59:00.000Z' },
  });
  await page.goto('/profile');
  const worker = await appWorker(page);
  const { cdp, id } = await registrationId(context, page);

  const payload = reminderPayload({
    type: 'todo',
    id: task._id,
    description: task.description,
    due: task.due,
  } as Parameters<typeof reminderPayload>[0]);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL,
    registrationId: id,
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url?: string } | null)?.url,
        })),
      ),
    )
    .toEqual([
      { title: 'Water the plants', body: payload.body, tag: `reminder-${task._id}`, url: payload.url },
    ]);
  expect(payload.body).toContain('May 6');

  // A click on the notification, as the system would deliver it to the worker.
  await worker.evaluate(async () => {
    // The worker's own globals (the tests' types know the window's only).
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('No notification');
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?highlight=todo-${task._id}$`));
  await expect(row(page, 'Water the plants')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length),
    )
    .toBe(0);
});

/**
 * Chromium subscribes through its vendor's push service, which this machine (and CI) cannot reach.
 * So `pushManager.subscribe` is the one part replaced: it subscribes at the local RFC 8030 service
 * instead and answers what Chromium would (endpoint and keys). Everything else is real: the
 * permission asked from the click, the public key, push/subscribe, the poller's send, the service's
 * decryption of the message, and push/unsubscribe.
 */
async function subscribeAtLocalService(page: Page, push: PushService): Promise<void> {
  await page.exposeFunction('__subscribeAtLocalService', (key: string) => push.subscribe(key));
  await page.addInitScript(() => {
    type Json = { endpoint: string; keys: { p256dh: string; auth: string } };
    const stored = 'test-push-subscription';
    const asSubscription = (json: Json) => ({
      endpoint: json.endpoint,
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(stored);
        return true;
      },
    });
    const base64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const manager = PushManager.prototype as unknown as Record<string, unknown>;
    manager.subscribe = async (options: { applicationServerKey: Uint8Array }) => {
      const call = (window as unknown as { __subscribeAtLocalService(key: string): Promise<Json> })
        .__subscribeAtLocalService;
      const json = await call(base64url(new Uint8Array(options.applicationServerKey)));
      localStorage.setItem(stored, JSON.stringify(json));
      return asSubscription(json);
    };
    manager.getSubscription = async () => {
      const json = localStorage.getItem(stored);
      return json ? asSubscription(JSON.parse(json) as Json) : null;
    };
  });
}

test('the profile switch asks the permission from the click, subscribes this device, and a reminder reaches it', async ({
  page,
  context,
}) => {
  const push = await startPushService();
  try {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await subscribeAtLocalService(page, push);
    await signUpFast(page);
    await page.goto('/profile');
    await appWorker(page);
    const section = page.getByRole('region', { name: reminderTexts.deviceSwitch });
    const toggle = section.getByRole('switch');
    // The state is the switch's description ('On', 'Off', 'Blocked', 'Not supported').
    const state = section.locator('#push-switch-state');
    await expect(state).toHaveText(reminderTexts.deviceOff);
    await toggle.click();
    await expect(state).toHaveText(reminderTexts.deviceOn);
    await expect(toggle).toBeChecked();

    // The server keeps the device: a reminder two seconds ahead is pushed to it by the poller.
    const subscription = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('test-push-subscription'))) ?? 'null',
    ) as TestSubscription;
    const task = await call(page, 'todo-create', {
      body: { description: 'Call the plumber', remindAt: new Date(Date.now() + 2000).toISOString() },
    });
    await expect
      .poll(
        async () =>
          (await push.messages(subscription)).map((m) => JSON.parse(m) as { title: string; url: string }),
        {
          timeout: 20_000,
        },
      )
      .toEqual([
        expect.objectContaining({ title: 'Call the plumber', url: `/dashboard?highlight=todo-${task._id}` }),
      ]);

    await page.reload();
    await expect(state).toHaveText(reminderTexts.deviceOn);
    await toggle.click();
    await expect(state).toHaveText(reminderTexts.deviceOff);
    // Off on the server too: the next reminder reaches nothing.
    await call(page, 'todo-create', {
      body: { description: 'Not pushed', remindAt: new Date(Date.now() + 2000).toISOString() },
    });
    await expect(page.getByText(reminderTexts.reminder('Not pushed'))).toBeVisible({ timeout: 20_000 });
    expect(await push.messages(subscription)).toHaveLength(1);
  } finally {
    await push.close();
  }
});

test('notifications blocked by the browser: the switch says why and how to allow them, and follows once allowed', async ({
  page,
  context,
}) => {
  await signUpFast(page);
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  // The test's own browser context, not the browser's default one.
  const setNotifications = (setting: 'denied' | 'granted') =>
    cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting,
      origin: baseURL,
      browserContextId: targetInfo.browserContextId,
    });
  await setNotifications('denied');
  await page.goto('/profile');
  await appWorker(page);
  const section = page.getByRole('region', { name: reminderTexts.deviceSwitch });
  await expect(section.locator('#push-switch-state')).toHaveText(reminderTexts.deviceBlocked);
  await expect(section.getByRole('switch')).toBeDisabled();
  await expect(section.getByRole('note')).toContainText(reminderTexts.deviceBlockedHelp);
  await expectNoAxeViolations(page, 'push blocked');

  // Allowed in the browser's settings: the switch can be turned on, without a reload.
  await setNotifications('granted');
  await expect(section.locator('#push-switch-state')).toHaveText(reminderTexts.deviceOff);
  await expect(section.getByRole('switch')).toBeEnabled();
  await expect(section.getByRole('note')).toHaveCount(0);
});
