/** Accessibility: axe-core on the dashboard in its main states, both themes, and on the auth pages. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { labels, ui } from '../../shared/messages';
import { createGroup, createTask, signUp } from './helpers';

async function expectNoViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map((v) => ({
    state,
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
  expect(summary, JSON.stringify(summary, null, 2)).toEqual([]);
}

test('auth pages have no axe violations', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: ui.signInButton })).toBeVisible();
  await expectNoViolations(page, 'signin');
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: ui.signUpButton })).toBeVisible();
  await expectNoViolations(page, 'signup');
  await page.goto('/missing');
  await expectNoViolations(page, 'not-found');
});

for (const theme of ['light', 'dark'] as const) {
  test(`dashboard has no axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await signUp(page);
    const group = await createGroup(page, 'Axe group');
    const done = await createTask(page, group._id, 'A finished task');
    await createTask(page, group._id, 'An important task', {
      important: true,
      due: '2031-01-02T23:59:00.000Z',
    });
    await page.evaluate(
      (id) =>
        fetch(`/api/todo/update/${id}`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ completed: true }),
        }),
      done._id,
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // Today: tasks from a group, one completed, one important with a due date.
    await expect(page.getByTestId('task-row')).toHaveCount(2);
    await page.getByTestId('task-row').first().hover();
    await expectNoViolations(page, 'task list');

    await page
      .getByRole('navigation', { name: labels.groups })
      .getByRole('button', { name: 'Assigned to you', exact: true })
      .click();
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await expectNoViolations(page, 'empty view');

    await page
      .getByRole('navigation', { name: labels.groups })
      .getByRole('button', { name: 'Axe group', exact: true })
      .click();
    await expect(page.getByTestId('task-row')).toHaveCount(2);
    await page.getByRole('button', { name: labels.editTask('An important task') }).click();
    await expectNoViolations(page, 'inline edit');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: labels.chooseDueDate }).click();
    await expect(page.getByRole('dialog', { name: labels.dueDate })).toBeVisible();
    await expectNoViolations(page, 'due date picker');
    await page.getByRole('dialog', { name: labels.dueDate }).getByRole('button', { name: ui.cancel }).click();

    await page.getByRole('combobox', { name: labels.search }).fill('Axe');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoViolations(page, 'search dropdown');
    await page.keyboard.press('Escape');

    await page
      .getByRole('navigation', { name: labels.groups })
      .getByRole('button', { name: 'Assigned by you', exact: true })
      .click();
    await page.getByRole('button', { name: labels.chooseTeammates }).click();
    await expectNoViolations(page, 'teammate picker');
  });
}
