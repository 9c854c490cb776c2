/**
 * Assignments offline: made, edited and deleted for everyone without a network, each waits in the
 * outbox with its mark (no 'Failed to create task'), and reaches the server once when the network is
 * back, the teammate's copy following. (Profile writes, which need a connection, say so and keep
 * what was typed: outbox.spec.ts.)
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { everydayTexts, labels, offlineTexts, toasts, ui } from '../../shared/messages/screens';
import {
  addInput,
  call,
  controlledByWorker,
  entry,
  makeTeammates,
  row,
  signUpByApi,
  signUpFast,
  toastWith,
  uniqueUsername,
} from './helpers';

test.use({ serviceWorkers: 'allow' });

const waitingMark = (page: Page, text: string) => row(page, text).getByTestId('waiting-mark');

/** Bob, a teammate of the page's user, in a context of his own; his copies by description. */
async function teammate(page: Page, browser: Browser) {
  const alice = await signUpFast(page);
  const context = await browser.newContext();
  const other = await context.newPage();
  const bob = await signUpByApi(other, uniqueUsername('bob'));
  await other.goto('/favicon.svg');
  await makeTeammates(page, alice, other, bob);
  const copiesOf = async (description: string) =>
    (await call(other, 'todo-get-groups')).groups
      .flatMap((g) => g.todo)
      .filter((t) => t.description === description).length;
  return { bob, copiesOf, close: () => context.close() };
}

test('an assignment made, edited and deleted offline reaches the server once the network is back', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const { bob, copiesOf, close } = await teammate(page, browser);
  try {
    await page.reload();
    await controlledByWorker(page);
    await entry(page, 'Assigned by you').click();

    await context.setOffline(true);
    await addInput(page).fill('Water the office plants');
    await page.getByRole('button', { name: labels.chooseTeammates }).click();
    const picker = page.getByRole('dialog', { name: labels.chooseTeammates });
    await picker.getByRole('checkbox', { name: bob.username }).check();
    await picker.getByRole('button', { name: ui.apply }).click();
    await page.getByRole('button', { name: ui.add, exact: true }).click();
    await expect(waitingMark(page, 'Water the office plants')).toBeVisible();
    await expect(addInput(page)).toHaveValue('');
    await expect(toastWith(page, toasts.createTaskFailed)).toHaveCount(0);
    await expect(page.getByTestId('waiting-count')).toHaveText(offlineTexts.waiting(1));

    // Edited while its send waits: the change follows it, under the saved ids once they come.
    await row(page, 'Water the office plants').hover();
    await page.getByRole('button', { name: labels.editTask('Water the office plants') }).click();
    await page.getByRole('textbox', { name: labels.taskDescription }).fill('Water the plants on Friday');
    await page.keyboard.press('Enter');
    await expect(waitingMark(page, 'Water the plants on Friday')).toBeVisible();
    await expect(page.getByTestId('waiting-count')).toHaveText(offlineTexts.waiting(2));

    await context.setOffline(false);
    await expect(page.getByTestId('waiting-count')).toHaveCount(0, { timeout: 15_000 });
    await expect(waitingMark(page, 'Water the plants on Friday')).toHaveCount(0);
    await expect.poll(() => copiesOf('Water the plants on Friday')).toBe(1);
    expect(await copiesOf('Water the office plants')).toBe(0);

    // Deleted for everyone offline: it waits out its undo window, then the network; then Bob's copy goes.
    await context.setOffline(true);
    await row(page, 'Water the plants on Friday').focus();
    await page.keyboard.press('Delete');
    await expect(row(page, 'Water the plants on Friday')).toHaveCount(0);
    await expect(toastWith(page, everydayTexts.assignmentDeleted)).toBeVisible();
    await expect(page.getByTestId('waiting-count')).toHaveText(offlineTexts.waiting(1), { timeout: 15_000 });
    expect(await copiesOf('Water the plants on Friday')).toBe(1);
    await context.setOffline(false);
    await expect.poll(() => copiesOf('Water the plants on Friday'), { timeout: 15_000 }).toBe(0);
    await page.reload();
    await entry(page, 'Assigned by you').click();
    await expect(row(page, 'Water the plants on Friday')).toHaveCount(0);
  } finally {
    await close();
  }
});
