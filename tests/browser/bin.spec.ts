/**
 * 'Recently deleted': a task deleted from the board (once its 5-second undo ran out) is in the bin
 * with its list and days left, and comes back to its list by Restore (with the keyboard); another is
 * deleted forever after a confirmation, leaving the bin's empty state.
 */
import { expect, type Page, test } from '@playwright/test';
import { binPageTexts } from '../../shared/messages/bin-page';
import { labels } from '../../shared/messages/screens';
import { boardWith, entry, heading, row, toastWith } from './helpers';

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
