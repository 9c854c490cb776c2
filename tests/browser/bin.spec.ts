/**
 * 'Recently deleted': a task deleted from the board (once its 5-second undo ran out) is in the bin
 * with its list and days left, and comes back to its list by Restore (with the keyboard); another is
 * deleted forever after a confirmation, leaving the bin's empty state.
 */
import { expect, type Page, test } from '@playwright/test';
import { binPageTexts } from '../../shared/messages/bin-page';
import { labels } from '../../shared/messages/screens';
import {
  boardWith,
  call,
  createGroup,
  createTask,
  entry,
  expectNoAxeViolations,
  heading,
  row,
  signUpFast,
  toastWith,
} from './helpers';

const binRow = (page: Page, text: string) => page.getByTestId('bin-row').filter({ hasText: text });

/** Deletes a task by its row's cross and waits for the delete to reach the server (after the undo window). */
async function deleteFromBoard(page: Page, description: string) {
  const sent = page.waitForResponse(
    (response) => response.url().includes('/api/todo/delete/') && response.ok(),
    { timeout: 15_000 },
  );
  await row(page, description).hover();
  await page.getByRole('button', { name: labels.deleteTask(description) }).click();
  await expect(row(page, description)).toHaveCount(0);
  await sent;
}

test('delete then restore from the bin; delete forever after a confirmation', async ({ page }) => {
  await boardWith(page, 'Work', ['alpha', 'beta']);
  await deleteFromBoard(page, 'beta');
  await deleteFromBoard(page, 'alpha');

  await page.getByRole('link', { name: labels.recentlyDeleted }).click();
  await expect(heading(page)).toHaveText(binPageTexts.heading);
  await expect(binRow(page, 'beta')).toContainText(binPageTexts.inList('Work'));
  await expect(binRow(page, 'beta')).toContainText(binPageTexts.daysLeft(30));
  // Newest first.
  await expect(page.getByTestId('bin-row').first()).toContainText('alpha');

  // Restore by the keyboard.
  await page.getByRole('button', { name: binPageTexts.restoreLabel('beta') }).focus();
  await page.keyboard.press('Enter');
  await expect(toastWith(page, binPageTexts.restored('beta'))).toBeVisible();
  await expect(binRow(page, 'beta')).toHaveCount(0);

  // Delete forever asks first; Cancel keeps it, the confirmation removes it.
  await page.getByRole('button', { name: binPageTexts.deleteForeverLabel('alpha') }).click();
  const dialog = page.getByRole('dialog', { name: binPageTexts.confirmDelete('alpha') });
  await dialog.getByRole('button', { name: binPageTexts.deleteForever }).click();
  await expect(toastWith(page, binPageTexts.purged)).toBeVisible();
  await expect(page.getByTestId('bin-empty')).toBeVisible();

  // Back on the board, the restored task is in its list again.
  await page.goto('/');
  await entry(page, 'Work').click();
  await expect(row(page, 'beta')).toHaveCount(1);
  await expect(row(page, 'alpha')).toHaveCount(0);
});

test('the bin at phone size and in dark mode, with nothing the accessibility check finds', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signUpFast(page);
  const group = await createGroup(page, 'Home');
  const task = await createTask(page, group._id, 'Water the plants');
  await call(page, 'todo-delete', { params: { id: task._id } });
  await page.goto('/bin');
  await expect(binRow(page, 'Water the plants')).toBeVisible();
  const restore = page.getByRole('button', { name: binPageTexts.restoreLabel('Water the plants') });
  // The row's buttons fit the phone's width.
  const box = await restore.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'bin with a row, dark, phone');
  await restore.click();
  await expect(page.getByTestId('bin-empty')).toBeVisible();
  await expectNoAxeViolations(page, 'empty bin, dark, phone');
});
