/**
 * A list's sort choice: SPEC.md's order by default; by due date Planned shows its open tasks under
 * Overdue, Today, Tomorrow, This week and Later; the choice is remembered per list and per user on
 * the device, and a list sorted by title keeps its completed tasks apart, in that order too.
 */
import { expect, type Page, test } from '@playwright/test';
import { everydayTexts, labels } from '../../shared/messages/screens';
import { sortTexts } from '../../shared/messages/sorting';
import { call, createGroup, createTask, entry, heading, row, signOut, signUpFast } from './helpers';

const sortBy = (page: Page) => page.getByRole('combobox', { name: sortTexts.sortBy });
const section = sortTexts.plannedSections;
/** The rows' texts of the list named `name`, in order. */
const listed = (page: Page, name: string) =>
  page.getByRole('list', { name, exact: true }).getByTestId('task-row').locator('.task-text');

/** The browser's today, shifted by `days`, as yyyy-mm-dd. */
const dayFrom = (page: Page, days: number) =>
  page.evaluate((shift) => {
    const date = new Date();
    date.setDate(date.getDate() + shift);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);

test('Planned sorted by due date groups its tasks by day, remembered per list and per user', async ({
  page,
}) => {
  await signUpFast(page);
  const home = await createGroup(page, 'Errands');
  // Made in this order, so SPEC.md's order (newest first) is the reverse.
  const made = [
    ['Renew passport', 40],
    ['Pay rent', -1],
    ['Book dentist', 1],
    ['Water plants', 0],
  ] as const;
  const ids: Record<string, string> = {};
  for (const [description, days] of made)
    ids[description] = (
      await createTask(page, home._id, description, { dueDay: await dayFrom(page, days) })
    )._id;
  await createTask(page, home._id, 'No date yet');
  await page.reload();

  await entry(page, 'Planned').click();
  await expect(heading(page)).toHaveText('Planned');
  await expect(sortBy(page)).toHaveValue('default');
  await expect(listed(page, labels.tasks)).toHaveText([
    'Water plants',
    'Book dentist',
    'Pay rent',
    'Renew passport',
  ]);

  await sortBy(page).selectOption({ label: sortTexts.choices.due });
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    section.overdue,
    section.today,
    section.tomorrow,
    section.later,
  ]);
  await expect(listed(page, section.overdue)).toHaveText(['Pay rent']);
  await expect(listed(page, section.today)).toHaveText(['Water plants']);
  await expect(listed(page, section.tomorrow)).toHaveText(['Book dentist']);
  await expect(listed(page, section.later)).toHaveText(['Renew passport']);
  await expect(row(page, 'Pay rent').locator('.task-due')).toHaveAttribute('data-overdue', 'true');

  // Remembered after a reload; the list 'Errands' keeps its own choice (the default).
  await page.reload();
  await entry(page, 'Planned').click();
  await expect(sortBy(page)).toHaveValue('due');
  await expect(listed(page, section.later)).toHaveText(['Renew passport']);
  await entry(page, 'Errands').click();
  await expect(sortBy(page)).toHaveValue('default');
  await expect(listed(page, labels.tasks).first()).toHaveText('No date yet');

  // By title in Errands: open tasks by title, the completed one apart.
  await call(page, 'todo-update', { params: { id: ids['Water plants'] ?? '' }, body: { completed: true } });
  await page.reload();
  await entry(page, 'Errands').click();
  await sortBy(page).selectOption('title');
  await expect(listed(page, labels.tasks)).toHaveText([
    'Book dentist',
    'No date yet',
    'Pay rent',
    'Renew passport',
  ]);
  await expect(listed(page, everydayTexts.completedTasks)).toHaveText(['Water plants']);

  // Another user of this device starts from the default order.
  await signOut(page);
  await signUpFast(page);
  await entry(page, 'Planned').click();
  await expect(sortBy(page)).toHaveValue('default');
});

test('the sort choice stays in view beside the title at phone size', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 720 });
  await signUpFast(page);
  const picker = sortBy(page);
  await expect(picker).toBeVisible();
  const box = await picker.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);
  await expect(heading(page)).toBeVisible();
  // Reached from the keyboard: it is a native select, focusable in the tab order.
  await picker.focus();
  await expect(picker).toBeFocused();
});
