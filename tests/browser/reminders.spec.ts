/**
 * Reminders in the browser: a reminder a few seconds ahead shows a toast on the open page
 * (from the live notice, with the local stack's poller on its default 5 s interval), and its link
 * opens the task highlighted on the dashboard; its row shows it as upcoming until it fires. The
 * profile shows 'Notifications on this device'; with no service worker registered (the worker is
 * another branch's), it says not supported.
 */
import { expect, test } from '@playwright/test';
import { reminderTexts } from '../../shared/messages/server';
import { call, entry, row, signUpFast, toastWith } from './helpers';

test('a reminder shows a toast on the open page, and its link opens the highlighted task', async ({
  page,
}) => {
  await signUpFast(page);
  const task = await call(page, 'todo-create', {
    // Far enough ahead for the row to show it as upcoming first, however slow the machine.
    body: { description: 'Stretch your legs', remindAt: new Date(Date.now() + 8000).toISOString() },
  });
  await entry(page, 'Today').click();
  const reminderFlag = row(page, 'Stretch your legs').getByTitle(/^Has a reminder at/);
  await expect(reminderFlag).toHaveCount(1);
  const toast = toastWith(page, reminderTexts.reminder('Stretch your legs'));
  await expect(toast).toBeVisible({ timeout: 25_000 });
  // Fired: the row no longer shows it as upcoming.
  await expect(reminderFlag).toHaveCount(0);
  await toast.getByRole('link', { name: reminderTexts.toastOpen }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?highlight=todo-${task._id}$`));
});

test("the profile shows 'Notifications on this device', not supported without a service worker", async ({
  page,
}) => {
  await signUpFast(page);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: reminderTexts.deviceSwitch });
  await expect(section).toBeVisible();
  await expect(section.getByText(reminderTexts.deviceUnsupported)).toBeVisible();
  await expect(section.getByRole('switch')).toBeDisabled();
  await expect(section.getByText(reminderTexts.iphoneNote)).toBeVisible();
});
