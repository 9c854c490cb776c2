/** Accessibility: axe-core on the dashboard in its main states, both themes, and on the auth pages. */
import { expect, type Page, test } from '@playwright/test';
import { labels, ui } from '../../shared/messages/screens';
import { call, createGroup, createTask, expectNoAxeViolations, signUpFast } from './helpers';

const entry = (page: Page, name: string) =>
  page.getByRole('navigation', { name: labels.groups }).getByRole('button', { name, exact: true });

test('auth pages have no axe violations', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: ui.signInButton })).toBeVisible();
  await expectNoAxeViolations(page, 'signin');
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: ui.signUpButton })).toBeVisible();
  await expectNoAxeViolations(page, 'signup');
  await page.goto('/missing');
  await expectNoAxeViolations(page, 'not-found');
});

test('dashboard has no axe violations, in the light and the dark theme', async ({ page }) => {
  await signUpFast(page);
  const group = await createGroup(page, 'Axe group');
  const done = await createTask(page, group._id, 'A finished task');
  await createTask(page, group._id, 'An important task', {
    important: true,
    dueDay: '2031-01-02',
  });
  await call(page, 'todo-update', { params: { id: done._id }, body: { completed: true } });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // Today: tasks from a group, one completed, one important with a due date.
  await expect(page.getByTestId('task-row')).toHaveCount(2);
  await page.getByTestId('task-row').first().hover();
  await expectNoAxeViolations(page, 'task list');

  await entry(page, 'Assigned to you').click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expectNoAxeViolations(page, 'empty view');

  await entry(page, 'Axe group').click();
  await expect(page.getByTestId('task-row')).toHaveCount(2);
  await page.getByRole('button', { name: labels.editTask('An important task') }).click();
  await expectNoAxeViolations(page, 'inline edit');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: labels.chooseDueDate }).click();
  await expect(page.getByRole('dialog', { name: labels.dueDate })).toBeVisible();
  await expectNoAxeViolations(page, 'due date picker');
  await page.getByRole('dialog', { name: labels.dueDate }).getByRole('button', { name: ui.cancel }).click();

  await page.getByRole('combobox', { name: labels.search }).fill('Axe');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectNoAxeViolations(page, 'search dropdown');
  await page.keyboard.press('Escape');

  await entry(page, 'Assigned by you').click();
  await page.getByRole('button', { name: labels.chooseTeammates }).click();
  await expectNoAxeViolations(page, 'teammate picker');
  await page.keyboard.press('Escape');

  // The dark theme: the same colours checked on a task list and an empty view.
  await page.getByRole('button', { name: labels.themeToDark }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expectNoAxeViolations(page, 'empty view (dark)');
  await entry(page, 'Axe group').click();
  await expect(page.getByTestId('task-row')).toHaveCount(2);
  await page.getByTestId('task-row').first().hover();
  await expectNoAxeViolations(page, 'task list (dark)');
});
