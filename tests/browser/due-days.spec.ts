/**
 * A date-only due is a calendar day, the same for everyone (docs/decisions/0113): two teammates in
 * browsers set to Los Angeles and Berlin see the day one of them chose, on their rows and in the
 * details panel, and a day passes into overdue where each of them is.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { detailsPanelTexts as detailsTexts } from '../../shared/messages/details-panel';
import { labels, ui } from '../../shared/messages/screens';
import type { User } from '../../shared/types';
import { addInput, call, entry, makeTeammates, row, signUpFast, uniqueUsername } from './helpers';

/** A signed-in user in a browser whose clock reads `timezoneId`. */
async function userIn(browser: Browser, timezoneId: string, prefix: string) {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  const user = await signUpFast(page, uniqueUsername(prefix));
  return { page, user, close: () => context.close() };
}

/** Chooses a day in the bottom bar's date picker by its yyyy-mm-dd text field. */
async function chooseDay(page: Page, day: string) {
  await page.getByRole('button', { name: labels.chooseDueDate }).click();
  const text = page
    .getByRole('dialog', { name: labels.dueDate })
    .getByRole('textbox', { name: labels.dueDateText });
  await text.fill(day);
  await text.press('Enter');
}

async function assignTo(page: Page, teammate: User, description: string, day: string) {
  await entry(page, 'Assigned by you').click();
  await addInput(page).fill(description);
  await chooseDay(page, day);
  await page.getByRole('button', { name: labels.chooseTeammates }).click();
  const picker = page.getByRole('dialog', { name: labels.chooseTeammates });
  await picker.getByRole('checkbox', { name: teammate.username }).check();
  await picker.getByRole('button', { name: ui.apply }).click();
  await page.getByRole('button', { name: ui.add, exact: true }).click();
}

test('a day chosen in Los Angeles is the same day in Berlin, on the rows and in the details', async ({
  browser,
}) => {
  const la = await userIn(browser, 'America/Los_Angeles', 'la');
  const berlin = await userIn(browser, 'Europe/Berlin', 'berlin');
  try {
    await makeTeammates(la.page, la.user, berlin.page, berlin.user);
    await la.page.reload();
    // Nov 25 ends in Los Angeles when Nov 26 is 9 hours old in Berlin: still Nov 25 for both.
    await assignTo(la.page, berlin.user, 'Send the invoices', '2031-11-25');
    await expect(row(la.page, 'Send the invoices')).toContainText(ui.dueLabel('Nov 25, 2031'));

    await berlin.page.reload();
    await entry(berlin.page, 'Assigned to you').click();
    const copy = row(berlin.page, 'Send the invoices');
    await expect(copy).toContainText(ui.dueLabel('Nov 25, 2031'));
    await copy.getByRole('button', { name: labels.taskDetails('Send the invoices') }).click();
    await expect(berlin.page.getByTestId('details-due')).toHaveText(ui.dueLabel('Nov 25, 2031'));

    // The assigner moves it to the next day in the details panel: Berlin reads that day too.
    await la.page
      .getByRole('button', { name: labels.taskDetails('Send the invoices') })
      .first()
      .click();
    const laDetails = la.page.getByTestId('details-panel');
    await laDetails.getByRole('button', { name: labels.chooseDueDate }).click();
    const text = la.page
      .getByRole('dialog', { name: labels.dueDate })
      .getByRole('textbox', { name: labels.dueDateText });
    await text.fill('2031-11-26');
    await text.press('Enter');
    await expect(la.page.getByTestId('details-due')).toHaveText(ui.dueLabel('Nov 26, 2031'));
    await expect(berlin.page.getByTestId('details-due')).toHaveText(ui.dueLabel('Nov 26, 2031'));
  } finally {
    await la.close();
    await berlin.close();
  }
});

test('a task due yesterday is overdue for each user where they are, and one due today is not', async ({
  browser,
}) => {
  const tokyo = await userIn(browser, 'Asia/Tokyo', 'tokyo');
  try {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const group = await call(tokyo.page, 'todo-create-group', { body: { name: 'Days' } });
    for (const [description, dueDay] of [
      ['due today', today],
      ['due yesterday', yesterday],
    ] as const)
      await call(tokyo.page, 'todo-create', { body: { description, groupId: group._id, dueDay } });
    await tokyo.page.reload();
    await entry(tokyo.page, 'Days').click();
    await expect(row(tokyo.page, 'due yesterday').locator('.task-due')).toHaveAttribute(
      'data-overdue',
      'true',
    );
    await expect(row(tokyo.page, 'due today').locator('.task-due')).not.toHaveAttribute('data-overdue');
  } finally {
    await tokyo.close();
  }
});

test('a weekday repeat set on a task due on a Saturday moves it to the Monday, and says so', async ({
  browser,
}) => {
  const user = await userIn(browser, 'Europe/Berlin', 'weekdays');
  try {
    const group = await call(user.page, 'todo-create-group', { body: { name: 'Chores' } });
    // 2031-03-15 is a Saturday.
    await call(user.page, 'todo-create', {
      body: { description: 'Water the office plants', groupId: group._id, dueDay: '2031-03-15' },
    });
    await user.page.reload();
    await entry(user.page, 'Chores').click();
    await user.page.getByRole('button', { name: labels.taskDetails('Water the office plants') }).click();
    const details = user.page.getByTestId('details-panel');
    await details.getByRole('button', { name: detailsTexts.quick.weekdays, exact: true }).click();
    await expect(user.page.getByText(detailsTexts.dueMovedForRepeat('Mar 17, 2031'))).toBeVisible();
    await expect(details.getByTestId('details-due')).toHaveText(ui.dueLabel('Mar 17, 2031'));
    await expect(row(user.page, 'Water the office plants')).toContainText(ui.dueLabel('Mar 17, 2031'));
    // The server keeps that day, once the change shown at once has been answered.
    const storedDay = async () =>
      (await call(user.page, 'todo-getall')).todos.find((t) => t.description === 'Water the office plants')
        ?.dueDay;
    await expect.poll(storedDay).toBe('2031-03-17');
  } finally {
    await user.close();
  }
});
