/**
 * In the browser: a task's priority (docs/api.md#priority). The keys 1 to 4 on a focused row set
 * it and the row shows its coloured flag (none for 4); the details panel's picker sets it by
 * keyboard; the sort choice 'Priority' puts 1 first; both survive a reload. At phone size in dark
 * mode, the flags and the picker have no axe violation.
 */
import { expect, type Page, test } from '@playwright/test';
import { detailsPanelTexts as detailsTexts } from '../../shared/messages/details-panel';
import { labels } from '../../shared/messages/screens';
import { shortcutHelpTexts } from '../../shared/messages/shortcut-help';
import { sortTexts } from '../../shared/messages/sorting';
import {
  boardWith,
  createTask,
  expectNoAxeViolations,
  focusedRowText,
  heading,
  row,
  rows,
  signUpFast,
} from './helpers';

const flag = (page: Page, text: string) => row(page, text).locator('.task-priority');
const sortBy = (page: Page) => page.getByRole('combobox', { name: sortTexts.sortBy });
const texts = (page: Page) => rows(page).locator('.task-text').allInnerTexts();
const panel = (page: Page) => page.getByTestId('details-panel');

test('1. keys 1 to 4 on a row set the priority, the flag shows, and the list sorts by it', async ({
  page,
}) => {
  await boardWith(page, 'Ranks', ['first', 'second', 'third']);
  // SPEC.md's order: newest first.
  expect(await texts(page)).toEqual(['third', 'second', 'first']);

  await row(page, 'first').focus();
  await expect.poll(() => focusedRowText(page)).toBe('first');
  await page.keyboard.press('1');
  await expect(flag(page, 'first')).toHaveAttribute('title', labels.priority(1));
  await expect(flag(page, 'first').getByText(labels.priority(1))).toBeAttached();
  await row(page, 'second').focus();
  await page.keyboard.press('3');
  await expect(flag(page, 'second')).toHaveAttribute('title', labels.priority(3));
  await row(page, 'third').focus();
  await page.keyboard.press('2');
  await expect(flag(page, 'third')).toHaveAttribute('title', labels.priority(2));
  // 4 is none: no flag.
  await page.keyboard.press('4');
  await expect(flag(page, 'third')).toHaveCount(0);
  // Focus stays on the row; its keys do not reach the page's other shortcuts.
  await expect.poll(() => focusedRowText(page)).toBe('third');

  // Saved: a reload shows the same flags.
  await page.reload();
  await expect(flag(page, 'first')).toHaveAttribute('title', labels.priority(1));
  await expect(flag(page, 'second')).toHaveAttribute('title', labels.priority(3));
  await expect(flag(page, 'third')).toHaveCount(0);

  // Sorted by priority: 1, then 3, then the one without.
  await sortBy(page).selectOption({ label: sortTexts.choices.priority });
  await expect.poll(() => texts(page)).toEqual(['first', 'second', 'third']);

  // The help lists the keys (pressed from a row: the sort control keeps its own keys).
  await row(page, 'first').focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: shortcutHelpTexts.shortcutsTitle });
  await expect(help).toContainText(shortcutHelpTexts.shortcuts.priority);
  await page.keyboard.press('Escape');
});

test('2. the details panel picks the priority by keyboard; phone size, dark mode, no axe violation', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, colorScheme: 'dark' });
  const page = await context.newPage();
  // At phone size the sidebar is folded away: the tasks are made in Today, the first view.
  await signUpFast(page);
  await createTask(page, 'today', 'Paint the fence');
  await createTask(page, 'today', 'Mow the lawn');
  await page.reload();
  await expect(heading(page)).toHaveText('Today');
  await row(page, 'Mow the lawn').focus();
  await page.keyboard.press('1');
  await expect(flag(page, 'Mow the lawn')).toHaveAttribute('title', labels.priority(1));

  // Enter opens the panel; the picker shows None, chosen with the arrow keys.
  await row(page, 'Paint the fence').focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  const picker = panel(page).getByRole('group', { name: detailsTexts.priority });
  const none = picker.getByRole('radio', { name: detailsTexts.priorityChoice(4) });
  await expect(none).toBeChecked();
  await none.focus();
  await page.keyboard.press('ArrowUp');
  await expect(picker.getByRole('radio', { name: detailsTexts.priorityChoice(3) })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  const two = picker.getByRole('radio', { name: detailsTexts.priorityChoice(2) });
  await expect(two).toBeChecked();
  await expect(two).toBeFocused();
  await expect(flag(page, 'Paint the fence')).toHaveAttribute('title', labels.priority(2));
  await expectNoAxeViolations(page, 'priority picker and flags, phone, dark');

  // Kept after a reload, in the panel and on the row.
  await page.reload();
  await expect(panel(page)).toBeVisible();
  await expect(
    panel(page)
      .getByRole('group', { name: detailsTexts.priority })
      .getByRole('radio', { name: detailsTexts.priorityChoice(2) }),
  ).toBeChecked();
  await panel(page).getByRole('button', { name: detailsTexts.close }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(flag(page, 'Paint the fence')).toHaveAttribute('title', labels.priority(2));
  await expectNoAxeViolations(page, 'rows with flags, phone, dark');
  await context.close();
});
