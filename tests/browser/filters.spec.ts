/**
 * Saved filters as a user makes and uses them: built by keyboard from conditions, saved into the
 * sidebar, its view updating live as a teammate's change lands in a shared list; a query typed as
 * text shows where it is wrong and cannot be saved; filters move and go after a confirmation; at
 * phone size in dark mode the dialog has no axe violation.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { filterTexts } from '../../shared/messages/filter-query';
import { filtersPanelTexts as text } from '../../shared/messages/filters-panel';
import { labels } from '../../shared/messages/screens';
import type { User } from '../../shared/types';
import {
  call,
  createGroup,
  createTask,
  entry,
  expectNoAxeViolations,
  heading,
  makeTeammates,
  row,
  rows,
  signUpFast,
  toastWith,
  uniqueUsername,
} from './helpers';

async function otherUser(browser: Browser, prefix: string): Promise<{ page: Page; user: User }> {
  const page = await (await browser.newContext()).newPage();
  const user = await signUpFast(page, uniqueUsername(prefix));
  return { page, user };
}

const filtersSection = (page: Page) => page.getByTestId('saved-filters');
const dialog = (page: Page, title: string = text.dialogNew) => page.getByRole('dialog', { name: title });

test('a filter built by keyboard lists what matches, and updates live as a teammate changes a shared task', async ({
  page,
  browser,
}) => {
  const alice = await signUpFast(page, uniqueUsername('alice'));
  const bob = await otherUser(browser, 'bob');
  await makeTeammates(page, alice, bob.page, bob.user);
  const sprint = await createGroup(page, 'Sprint');
  await createTask(page, sprint._id, 'Write the plan', { important: true });
  const shared = await createTask(page, sprint._id, 'Review the plan');
  await call(page, 'lists-member-add', {
    params: { groupId: sprint._id },
    body: { userId: bob.user._id, role: 'editor' },
  });
  await createTask(page, sprint._id, 'Not starred');
  await bob.page.reload();
  await expect(entry(bob.page, 'Sprint')).toBeVisible();

  // Bob builds "is important" with the keyboard alone.
  await bob.page.getByRole('button', { name: text.newFilter }).focus();
  await bob.page.keyboard.press('Enter');
  const newFilter = dialog(bob.page);
  await expect(newFilter).toBeVisible();
  await bob.page.keyboard.type('Starred');
  const field = newFilter.getByRole('combobox', { name: `${text.conditionLabel(1)}: ${text.fieldLabel}` });
  await field.focus();
  await field.selectOption('flag');
  await newFilter
    .getByRole('combobox', { name: `${text.conditionLabel(1)}: ${text.operatorLabel}` })
    .selectOption('is');
  await newFilter
    .getByRole('combobox', { name: `${text.conditionLabel(1)}: ${text.valueLabel}` })
    .selectOption('important');
  await newFilter.getByRole('radio', { name: text.icons.star }).check();
  await expect(newFilter.getByRole('code')).toHaveText('important');
  await newFilter.getByRole('button', { name: text.save }).focus();
  await bob.page.keyboard.press('Enter');
  await expect(toastWith(bob.page, text.saved)).toBeVisible();
  await expect(newFilter).toBeHidden();

  // Saving opens the view: the starred task of the shared list, and not the others.
  await expect(
    filtersSection(bob.page).getByRole('button', { name: 'Starred', exact: true }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(heading(bob.page)).toHaveText('Starred');
  await expect(row(bob.page, 'Write the plan')).toBeVisible();
  await expect(rows(bob.page)).toHaveCount(1);
  expect(new URL(bob.page.url()).searchParams.get('list')).toMatch(/^filter:/);

  // Alice stars another task: Bob's view shows it without a reload or a request of his own.
  const requests: string[] = [];
  bob.page.on('request', (request) => {
    if (request.url().includes('/api/')) requests.push(request.url());
  });
  await call(page, 'todo-update', { params: { id: shared._id }, body: { important: true } });
  await expect(row(bob.page, 'Review the plan')).toBeVisible();
  await expect(rows(bob.page)).toHaveCount(2);
  expect(requests.filter((url) => url.includes('get-groups'))).toEqual([]);

  // A reload keeps the view (the URL names it).
  await bob.page.reload();
  await expect(heading(bob.page)).toHaveText('Starred');
  await expect(rows(bob.page)).toHaveCount(2);
});

test('a query typed as text shows where it is wrong; filters move and go after a confirmation', async ({
  page,
}) => {
  await signUpFast(page, uniqueUsername('filters'));
  const home = await createGroup(page, 'Home');
  await createTask(page, home._id, 'Water the plants', { dueDay: new Date().toISOString().slice(0, 10) });
  await page.reload();

  await page.getByRole('button', { name: text.newFilter }).click();
  const newFilter = dialog(page);
  await newFilter.getByRole('textbox', { name: text.nameLabel }).fill('Due soon');
  await newFilter.getByRole('button', { name: text.editAsText }).click();
  const query = newFilter.getByRole('textbox', { name: text.queryLabel });
  await expect(query).toHaveValue('!completed');
  await query.fill('due before: next week');
  await expect(newFilter.getByText(filterTexts.errorAt(12, filterTexts.expectedDate))).toBeVisible();
  await expect(query).toHaveAttribute('aria-invalid', 'true');
  await expect(newFilter.getByRole('button', { name: text.save })).toBeDisabled();
  await query.fill('due before: +7d & !completed');
  await expect(query).not.toHaveAttribute('aria-invalid');
  // Back in the builder, the typed query shows as its two conditions.
  await newFilter.getByRole('button', { name: text.editWithBuilder }).click();
  await expect(newFilter.getByRole('group', { name: text.conditionLabel(2) })).toBeVisible();
  await newFilter.getByRole('button', { name: text.save }).click();
  await expect(row(page, 'Water the plants')).toBeVisible();

  await page.getByRole('button', { name: text.newFilter }).click();
  await dialog(page).getByRole('textbox', { name: text.nameLabel }).fill('Starred');
  await dialog(page).getByRole('button', { name: text.save }).click();
  await expect(dialog(page)).toBeHidden();
  const names = () => filtersSection(page).locator('.group-name').allTextContents();
  await expect.poll(names).toEqual(['Due soon', 'Starred']);
  await filtersSection(page)
    .getByRole('button', { name: text.moveUp('Starred') })
    .click();
  await expect.poll(names).toEqual(['Starred', 'Due soon']);
  await page.reload();
  await expect.poll(names).toEqual(['Starred', 'Due soon']);

  await filtersSection(page)
    .getByRole('button', { name: text.deleteFilter('Due soon') })
    .click();
  await page
    .getByRole('dialog', { name: text.confirmDelete('Due soon') })
    .getByRole('button', { name: text.deleteLabel })
    .click();
  await expect.poll(names).toEqual(['Starred']);
  await expect(entry(page, 'Home')).toBeVisible();
  expect((await call(page, 'filters-list')).map((filter) => filter.name)).toEqual(['Starred']);
});

test('the filter dialog at phone size in dark mode', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await signUpFast(page, uniqueUsername('phone'));
  await page.getByRole('button', { name: labels.showSidebar }).click();
  await page.getByRole('button', { name: text.newFilter }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', { name: text.addCondition }).click();
  await expectNoAxeViolations(page, 'the filter dialog, phone, dark');
  const box = await dialog(page).boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(375);
  await context.close();
});
