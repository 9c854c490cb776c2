/**
 * Reminders in the browser: a reminder a few seconds ahead shows a toast on the open page
 * (from the live notice, with the local stack's poller on its default 5 s interval), and its link
 * opens the task highlighted on the dashboard; its row shows it as upcoming until it fires. The
 * profile's 'Notifications on this device' without a service worker is a component test
 * (web/src/app/ProfilePage.test.tsx).
 */
import { expect, test } from '@playwright/test';
import { reminderTexts } from '../../shared/messages/server';
import { call, entry, row, signUpFast, toastWith } from './helpers';

test('a reminder shows a toast on the open page, and its link opens the highlighted task', async ({
  page,
}) => {
  await signUpFast(page);
  // One still to come, which its row shows, and one a few seconds ahead, which fires.
  await call(page, 'todo-create', {
    body: { description: 'Water the plants', remindAt: new Date(Date.now() + 3_600_000).toISOString() },
  });
  const task = await call(page, 'todo-create', {
    body: { description: 'Stretch your legs', remindAt: new Date(Date.now() + 4000).toISOString() },
  });
  await entry(page, 'Today').click();
  const flag = (description: string) => row(page, description).getByTitle(/^Has a reminder at/);
  await expect(flag('Water the plants')).toHaveCount(1);
  const toast = toastWith(page, reminderTexts.reminder('Stretch your legs'));
  await expect(toast).toBeVisible({ timeout: 25_000 });
  // Fired: its row no longer shows it as upcoming.
  await expect(row(page, 'Stretch your legs')).toBeVisible();
  await expect(flag('Stretch your legs')).toHaveCount(0);
  await expect(flag('Water the plants')).toHaveCount(1);
  await toast.getByRole('link', { name: reminderTexts.toastOpen }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?highlight=todo-${task._id}$`));
});
