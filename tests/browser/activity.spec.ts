/**
 * In the browser: the details panel's Activity tab. A due-date change shows in it (who, from, to);
 * Revert asks first and puts the date back, recorded as a change of its own; a revert over a later
 * change is refused with the 409 named, and "Revert anyway" applies it. From the keyboard, at phone
 * size, with no axe violation in dark mode.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { activityPanelTexts as texts } from '../../shared/messages/activity-panel';
import { labels } from '../../shared/messages/screens';
import {
  call,
  createGroup,
  createTask,
  entry,
  expectNoAxeViolations,
  heading,
  row,
  signUpFast,
} from './helpers';

const panel = (page: Page) => page.getByTestId('details-panel');
const detailsButton = (rowLocator: Locator) =>
  rowLocator.getByRole('button', { name: new RegExp(`^${labels.details}: `) });
const entries = (page: Page) => panel(page).getByTestId('activity-entry');

async function boardWith(page: Page, description: string, dueDay: string) {
  const user = await signUpFast(page);
  const home = await createGroup(page, 'Home');
  const task = await createTask(page, home._id, description, { dueDay });
  await page.reload();
  await entry(page, 'Home').click();
  await expect(heading(page)).toHaveText('Home');
  return { user, home, task };
}

const shownDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y as number, (m as number) - 1, d).toLocaleDateString('en-US');
};

test('1. revert a due-date change from Activity', async ({ page }) => {
  const { user, task } = await boardWith(page, 'Renew passport', '2031-04-10');
  await call(page, 'todo-update', { params: { id: task._id }, body: { dueDay: '2031-04-20' } });
  await page.reload();
  await detailsButton(row(page, 'Renew passport')).click();
  await panel(page).getByRole('tab', { name: texts.activityTab }).click();
  const newest = entries(page).first();
  await expect(newest).toContainText(`${user.username} ${texts.kinds.due}`);
  await expect(newest).toContainText(shownDay('2031-04-10'));
  await expect(newest).toContainText(shownDay('2031-04-20'));
  await expect(entries(page)).toHaveCount(2);

  await newest
    .getByRole('button', { name: texts.revertLabel(`${user.username} ${texts.kinds.due}`) })
    .click();
  await expect(newest.getByRole('group', { name: texts.confirm })).toBeVisible();
  await newest.getByRole('button', { name: texts.confirmYes, exact: true }).click();
  // The revert is a change of its own, newest first; the task is back on its first date.
  await expect(entries(page)).toHaveCount(3);
  await expect(entries(page).first()).toContainText(texts.kinds.reverted);
  await panel(page).getByRole('tab', { name: texts.detailsTab }).click();
  await expect(panel(page).getByTestId('details-due')).toContainText('Apr 10, 2031');
});

test('2. a revert over a later change names it, and Revert anyway applies it; by keyboard, phone size, dark', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const { task } = await boardWith(page, 'Book dentist', '2031-05-01');
  await call(page, 'todo-update', { params: { id: task._id }, body: { dueDay: '2031-05-02' } });
  await call(page, 'todo-update', { params: { id: task._id }, body: { dueDay: '2031-05-03' } });
  // The selected list is kept across the reload; the phone's sidebar is a drawer.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.reload();
  await detailsButton(row(page, 'Book dentist')).click();
  const tab = panel(page).getByRole('tab', { name: texts.detailsTab });
  await tab.focus();
  // Details, Comments, Activity: End goes to the last tab.
  await page.keyboard.press('End');
  await expect(panel(page).getByRole('tab', { name: texts.activityTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(entries(page)).toHaveCount(3);
  // The older change (05-01 -> 05-02), changed again since.
  const older = entries(page).nth(1);
  const revert = older.getByRole('button', { name: new RegExp(`^${texts.revertLabel('')}`) });
  await revert.focus();
  await page.keyboard.press('Enter');
  await expect(older.getByRole('button', { name: texts.confirmYes, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const conflict = older.getByRole('alert');
  await expect(conflict).toContainText(texts.changedSince);
  await expect(conflict).toContainText('dueDay');
  await expectNoAxeViolations(page, 'activity conflict, phone, dark');
  await expect(older.getByRole('button', { name: texts.revertAnyway })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(entries(page)).toHaveCount(4);
  await expect(entries(page).first()).toContainText(texts.kinds.reverted);
  await page.keyboard.press('Shift+Tab');
  await panel(page).getByRole('tab', { name: texts.detailsTab }).click();
  await expect(panel(page).getByTestId('details-due')).toContainText('May 1, 2031');
});
