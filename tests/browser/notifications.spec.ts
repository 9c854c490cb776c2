/**
 * The notifications page: a team request accepted (the 'Processed' badge) and one rejected,
 * the sender's notifications and their delete cross, the empty state, the error box, axe-core; the
 * sender named once, a reminder from no one, '… ago' times, and a notice that opens its task. The
 * toasts of a failed accept or reject are a component test
 * (web/src/features/notifications/NotificationsPage.test.tsx).
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { builtInViews } from '../../shared/limits';
import { notificationsPageTexts } from '../../shared/messages/notifications-page';
import { pageTexts } from '../../shared/messages/pages';
import { failures, profileLabels, toasts, ui } from '../../shared/messages/screens';
import { reminderTexts, teamTexts } from '../../shared/messages/server';
import type { User } from '../../shared/types';
import {
  call,
  expectNoAxeViolations,
  failWith,
  keepScreenshot,
  password,
  signUpByApi,
  toastWith,
  uniqueUsername,
} from './helpers';

const requestFrom = (page: Page, username: string) =>
  page.getByTestId('team-request').filter({ hasText: username });
const notificationFrom = (page: Page, username: string) =>
  page.getByTestId('notification').filter({ hasText: username });

/** A user in their own browser context, on the site's origin (for API calls), and its closer. */
async function otherUser(
  browser: Browser,
  prefix: string,
): Promise<{ page: Page; user: User; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await signUpByApi(page, uniqueUsername(prefix));
  await page.goto('/favicon.svg');
  return { page, user, close: () => context.close() };
}

type OtherUser = Awaited<ReturnType<typeof otherUser>>;

/** The page's user asks each of `others`, who answer (accept or reject): a notification each. */
async function answeredRequests(
  page: Page,
  answers: [OtherUser, 'notification-accept' | 'notification-reject'][],
) {
  for (const [other] of answers)
    await call(page, 'notification-send-requests', { body: { toUser: other.user._id } });
  for (const [other, route] of answers) {
    const id = (await call(other.page, 'notification-get-requests'))[0]?._id ?? '';
    await call(other.page, route, { params: { id } });
  }
}

test('team requests: accept shows Processed, reject too; notifications are deleted', async ({
  page,
  browser,
}, testInfo) => {
  const bob = await signUpByApi(page, uniqueUsername('bob'));
  const alice = await otherUser(browser, 'alice');
  const carol = await otherUser(browser, 'carol');
  try {
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: ui.notificationsHeading })).toBeVisible();
    await expect(page.getByRole('heading', { name: ui.noNotifications })).toBeVisible();
    await expect(page.getByText(ui.noNotificationsHint)).toBeVisible();
    await expectNoAxeViolations(page, 'notifications empty');

    // Alice's request first, Carol's second: newest first.
    await call(alice.page, 'notification-send-requests', { body: { toUser: bob._id } });
    await call(carol.page, 'notification-send-requests', { body: { toUser: bob._id } });
    await page.reload();
    await expect(page.getByRole('heading', { name: ui.teamRequests })).toBeVisible();
    const requests = page.getByTestId('team-request');
    await expect(requests).toHaveCount(2);
    await expect(requests.nth(0)).toContainText(carol.user.username);
    await expect(requests.nth(1)).toContainText(alice.user.username);
    const fromAlice = requestFrom(page, alice.user.username);
    await expect(fromAlice).toContainText(ui.wantsToAddYou);
    await expect(fromAlice.locator('time')).toBeVisible();
    await expectNoAxeViolations(page, 'notifications with requests');

    await fromAlice.getByRole('button', { name: ui.accept }).click();
    await expect(toastWith(page, toasts.requestAccepted)).toBeVisible();
    await expect(fromAlice.getByText(ui.processed)).toBeVisible();
    await expect(fromAlice.getByRole('button')).toHaveCount(0);

    const fromCarol = requestFrom(page, carol.user.username);
    await fromCarol.getByRole('button', { name: ui.reject }).click();
    await expect(toastWith(page, toasts.requestRejected)).toBeVisible();
    await expect(fromCarol.getByText(ui.processed)).toBeVisible();

    await keepScreenshot(page, testInfo, 'notifications-processed');
    // Answered requests leave the list when it is read again (only open ones are served, as in
    // the original system), so nothing is left to light the bell; Alice is now on Bob's team.
    await page.reload();
    await expect(page.getByRole('heading', { name: ui.noNotifications })).toBeVisible();
    await expect(page.getByTestId('team-request')).toHaveCount(0);
    await page.goto('/profile');
    await expect(page.getByRole('main').getByRole('link', { name: alice.user.username })).toBeVisible();

    // Alice and Carol were told; Alice deletes hers.
    await alice.page.goto('/notifications');
    const note = notificationFrom(alice.page, bob.username);
    await expect(alice.page.getByRole('heading', { name: ui.yourNotifications })).toBeVisible();
    await expect(note).toContainText(teamTexts.requestAcceptedNote);
    await expectNoAxeViolations(alice.page, 'notifications list');
    await failWith(alice.page, '**/api/notification/delete/**', 500);
    await note.getByRole('button').click();
    await expect(toastWith(alice.page, toasts.deleteNotificationFailed)).toBeVisible();
    await expect(note).toBeVisible();
    await alice.page.unroute('**/api/notification/delete/**');
    await note.getByRole('button').click();
    await expect(toastWith(alice.page, toasts.notificationDeleted)).toBeVisible();
    await expect(alice.page.getByRole('heading', { name: ui.noNotifications })).toBeVisible();
    await alice.page.reload();
    await expect(alice.page.getByRole('heading', { name: ui.noNotifications })).toBeVisible();

    await carol.page.goto('/notifications');
    await expect(notificationFrom(carol.page, bob.username)).toContainText(teamTexts.requestRejectedNote);
  } finally {
    await alice.close();
    await carol.close();
  }
});

test('a failed load shows its toast and the error box', async ({ page }) => {
  // A failed accept or reject: web/src/features/notifications/NotificationsPage.test.tsx.
  await signUpByApi(page, uniqueUsername('bob'));
  await failWith(page, '**/api/notification/get-notifications', 500);
  await page.goto('/notifications');
  await expect(toastWith(page, toasts.loadNotificationsFailed)).toBeVisible();
  await expect(page.getByTestId('notifications-error')).toHaveText(failures.getNotifications);
  await expectNoAxeViolations(page, 'notifications error');
});

test("each notice names its sender once, a reminder comes from no one, times read '… ago', and a task's notice opens it", async ({
  page,
  browser,
}) => {
  const alice = await signUpByApi(page, uniqueUsername('alice'));
  await page.goto('/favicon.svg');
  const bob = await otherUser(browser, 'bob');
  try {
    await call(page, 'notification-send-requests', { body: { toUser: bob.user._id } });
    const request = (await call(bob.page, 'notification-get-requests'))[0];
    await call(bob.page, 'notification-accept', { params: { id: request?._id as string } });
    const sent = await call(page, 'notification-send-assignment', {
      body: { description: 'Order the cake', important: false, partners: [bob.user._id] },
    });
    await call(bob.page, 'todo-update', {
      params: { id: sent.todos[0]?._id as string },
      body: { completed: true },
    });
    const own = await call(page, 'todo-create', {
      body: { description: 'Stretch your legs', remindAt: new Date(Date.now() + 2000).toISOString() },
    });

    await page.goto('/notifications');
    const fromBob = notificationFrom(page, bob.user.username).filter({ hasText: 'Order the cake' });
    await expect(fromBob).toContainText(`${bob.user.username}completed "Order the cake"`);
    await expect(fromBob).not.toContainText(`${bob.user.username} completed`);
    // The reminder, once the poller has written it: the user's own, so from no one.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page
            .getByTestId('notification')
            .filter({ hasText: reminderTexts.reminder('Stretch your legs') })
            .count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const reminder = page
      .getByTestId('notification')
      .filter({ hasText: reminderTexts.reminder('Stretch your legs') });
    await expect(reminder).toContainText(profileLabels.reminderFrom);
    await expect(reminder).not.toContainText(alice.username);
    const time = reminder.locator('time');
    await expect(time).toHaveText(/now|sec|min/);
    expect(await time.getAttribute('title')).toMatch(/\d/);
    await expectNoAxeViolations(page, 'notifications with links');

    await reminder.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?highlight=todo-${own._id}$`));
  } finally {
    await bob.close();
  }
});

test('Clear all deletes the notifications read, keeps a request, and the bell goes plain; what came since the last visit is New', async ({
  page,
  browser,
}) => {
  const bob = await signUpByApi(page, uniqueUsername('bob'));
  await page.goto('/favicon.svg');
  const alice = await otherUser(browser, 'alice');
  const carol = await otherUser(browser, 'carol');
  const dave = await otherUser(browser, 'dave');
  const bell = () => page.locator('a[data-badge]');
  const newMarks = () =>
    page.getByTestId('notification').filter({ hasText: notificationsPageTexts.newNotification });
  try {
    // Alice accepts Bob's request and Carol rejects hers: two notifications. Dave asks Bob.
    await answeredRequests(page, [
      [alice, 'notification-accept'],
      [carol, 'notification-reject'],
    ]);
    await call(dave.page, 'notification-send-requests', { body: { toUser: bob._id } });

    // The first visit: both are new.
    await page.goto('/notifications');
    await expect(page.getByTestId('notification')).toHaveCount(2);
    await expect(newMarks()).toHaveCount(2);
    await expectNoAxeViolations(page, 'notifications with new ones');
    // The next visit: seen already, nothing is new; then Alice's removal is.
    await page.reload();
    await expect(page.getByTestId('notification')).toHaveCount(2);
    await expect(newMarks()).toHaveCount(0);
    // Bob is elsewhere when Alice removes him (an open page would show it and count it as seen).
    await page.goto('/favicon.svg');
    await call(alice.page, 'notification-remove-from-team', { body: { toUser: bob._id } });
    await page.goto('/notifications');
    await expect(page.getByTestId('notification')).toHaveCount(3);
    await expect(newMarks()).toHaveCount(1);
    await expect(newMarks()).toContainText(teamTexts.removedFromTeamNote);

    // Clear all: the notifications go, on the server too; Dave's request stays, and so does the badge.
    await page.getByRole('button', { name: notificationsPageTexts.clearAll }).click();
    await expect(toastWith(page, notificationsPageTexts.cleared)).toBeVisible();
    await expect(page.getByTestId('notification')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: ui.yourNotifications })).toHaveCount(0);
    expect(await call(page, 'notification-get-notifications')).toEqual([]);
    await expect(requestFrom(page, dave.user.username)).toBeVisible();
    await expect(bell()).toHaveAttribute('data-badge', 'true');
    // Dave's request answered: nothing is left, and the bell goes plain.
    await requestFrom(page, dave.user.username).getByRole('button', { name: ui.reject }).click();
    await expect(toastWith(page, toasts.requestRejected)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: ui.noNotifications })).toBeVisible();
    await expect(bell()).toHaveAttribute('data-badge', 'false');
  } finally {
    await Promise.all([alice.close(), carol.close(), dave.close()]);
  }
});

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 740 } },
]) {
  test(`opening the page marks its notifications seen on every device, deleting nothing (${size.name})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(size.viewport);
    const bob = await signUpByApi(page, uniqueUsername('bob'));
    await page.goto('/favicon.svg');
    const alice = await otherUser(browser, 'alice');
    const carol = await otherUser(browser, 'carol');
    // Bob's other device: signed in on its own.
    const laptop = await (await browser.newContext({ viewport: size.viewport })).newPage();
    const bell = (on: Page) => on.locator('a[data-badge]');
    try {
      await answeredRequests(page, [
        [alice, 'notification-accept'],
        [carol, 'notification-accept'],
      ]);
      const signedIn = await laptop.request.post('/api/auth/signin', {
        data: { username: bob.username, password },
        headers: { 'Content-Type': 'application/json' },
      });
      expect(signedIn.ok()).toBe(true);

      // Two notifications and no request: the bell is new on both devices.
      await page.goto('/');
      await laptop.goto('/');
      await expect(bell(page)).toHaveAttribute('data-badge', 'true');
      await expect(bell(laptop)).toHaveAttribute('data-badge', 'true');
      expect((await call(page, 'auth-user')).unseenNotifications).toBe(2);

      // Opening the page shows them, and the bell goes plain: here at once, on the laptop live.
      await bell(page).click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(page.getByTestId('notification')).toHaveCount(2);
      await expect(bell(page)).toHaveAttribute('data-badge', 'false');
      await expect(bell(page)).toHaveAccessibleName(ui.notificationsHeading);
      await expect(bell(laptop)).toHaveAttribute('data-badge', 'false');
      // Nothing was deleted: both are still listed after a reload.
      await page.reload();
      await expect(page.getByTestId('notification')).toHaveCount(2);
      await expect(bell(page)).toHaveAttribute('data-badge', 'false');
      expect((await call(laptop, 'auth-user')).unseenNotifications).toBe(0);
      await expectNoAxeViolations(page, `notifications seen (${size.name})`);

      // The page leads back to the tasks.
      await page.getByRole('link', { name: pageTexts.backToTasks }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: builtInViews[0].name })).toBeVisible();
      // A notification after it lights the bell again, on both.
      await call(alice.page, 'notification-remove-from-team', { body: { toUser: bob._id } });
      await expect(bell(page)).toHaveAttribute('data-badge', 'true');
      await expect(bell(laptop)).toHaveAttribute('data-badge', 'true');
    } finally {
      await Promise.all([alice.close(), carol.close(), laptop.context().close()]);
    }
  });
}
