/**
 * In the browser: the reminder picker of the details panel. 'Tomorrow 9:00' sets the
 * reminder (shown in the panel, a bell on the row, stored: a reload and the API agree); a custom
 * time in the past is refused with the server's text and changes nothing; a 400 from the server
 * shows its message and undoes only the reminder; Remove clears it. On an assignment the assigner
 * sets every copy (edit-assignment) and an assignee then sets their own on their read-only copy.
 * The browser runs in UTC (playwright.config.ts), so the expected local times are UTC times.
 */
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { detailsPanelTexts as detailsTexts } from '../../shared/messages/details-panel';
import { labels } from '../../shared/messages/screens';
import { detailFieldTexts as detailTexts } from '../../shared/messages/validation';
import type { User } from '../../shared/types';
import {
  call,
  createGroup,
  createTask,
  entry,
  failWith,
  heading,
  makeTeammates,
  row,
  signUpFast,
  toastWith,
  uniqueUsername,
} from './helpers';

const panel = (page: Page) => page.getByTestId('details-panel');
const detailsButton = (rowLocator: Locator) =>
  rowLocator.getByRole('button', { name: new RegExp(`^${labels.details}: `) });
const reminderText = (page: Page) => panel(page).getByTestId('details-reminder');
const customInput = (page: Page) => panel(page).getByLabel(detailsTexts.remindCustom);
const quick = (page: Page, name: string) => panel(page).getByRole('button', { name, exact: true });
const bell = (rowLocator: Locator) => rowLocator.getByText(labels.hasReminder);

/** Tomorrow 9:00 as the page counts it (UTC). */
const tomorrowNine = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 9)).toISOString();
};
/** 'Tue, Dec 1, 9:00' as the panel and the row's bell write a reminder (en-US, UTC). */
const whenOf = (iso: string) => {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(at);
  return `${day}, ${at.getUTCHours()}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
};
/** 'Remind me at Tue, Dec 1, 9:00', the panel's line. */
const shown = (iso: string) => detailsTexts.remindAt(whenOf(iso));

async function storedReminder(page: Page, groupId: string, id: string) {
  const todos = await call(page, 'todo-get', { params: { groupId } });
  return todos.find((t) => t._id === id)?.remindAt;
}

async function otherUser(browser: Browser, prefix: string): Promise<{ page: Page; user: User }> {
  const page = await (await browser.newContext()).newPage();
  const user = await signUpFast(page, uniqueUsername(prefix));
  return { page, user };
}

test('1. Tomorrow 9:00 shows in the panel and as the row bell, survives a reload; past custom refused; Remove clears', async ({
  page,
}) => {
  await signUpFast(page);
  const home = await createGroup(page, 'Home');
  const task = await createTask(page, home._id, 'Call the plumber');
  await page.reload();
  await entry(page, 'Home').click();
  await expect(heading(page)).toHaveText('Home');
  const taskRow = row(page, 'Call the plumber');
  await expect(bell(taskRow)).toHaveCount(0);

  await detailsButton(taskRow).click();
  await expect(reminderText(page)).toHaveText(detailsTexts.noReminder);
  // No due date: no 'At due date 9:00'.
  await expect(quick(page, detailsTexts.remindQuick['at-due'])).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: detailsTexts.removeReminder })).toHaveCount(0);

  const expected = tomorrowNine();
  await quick(page, detailsTexts.remindQuick.tomorrow).click();
  await expect(reminderText(page)).toHaveText(shown(expected));
  await expect(quick(page, detailsTexts.remindQuick.tomorrow)).toHaveAttribute('aria-pressed', 'true');
  // The row's bell says when.
  await expect(bell(taskRow)).toHaveText(labels.hasReminderAt(whenOf(expected)));
  await expect.poll(() => storedReminder(page, home._id, task._id)).toBe(expected);

  // The panel is in the URL: after a reload it is open again, with the reminder and the bell.
  await page.reload();
  await expect(reminderText(page)).toHaveText(shown(expected));
  await expect(bell(row(page, 'Call the plumber'))).toBeAttached();
  await expect(customInput(page)).toHaveValue(expected.slice(0, 16));

  // A custom time in the past: the server's text, no request, nothing changes.
  let updates = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/todo/update/')) updates += 1;
  });
  await customInput(page).fill('2020-01-01T09:00');
  await expect(panel(page).getByRole('alert')).toHaveText(detailTexts.remindAtPast);
  await expect(reminderText(page)).toHaveText(shown(expected));
  expect(updates).toBe(0);
  expect(await storedReminder(page, home._id, task._id)).toBe(expected);

  // A server refusal (400) shows its message and undoes only the reminder.
  await failWith(page, '**/api/todo/update/**', 400, 'Refused by the server');
  await customInput(page).fill('2031-05-06T07:30');
  await expect(panel(page).getByRole('alert')).toHaveCount(0);
  await expect(toastWith(page, 'Refused by the server')).toBeVisible();
  await expect(reminderText(page)).toHaveText(shown(expected));
  await page.unroute('**/api/todo/update/**');

  // A custom time in the future, then Remove.
  await customInput(page).fill('2031-05-06T07:30');
  await customInput(page).press('Enter');
  await expect(reminderText(page)).toHaveText(shown('2031-05-06T07:30:00.000Z'));
  await expect.poll(() => storedReminder(page, home._id, task._id)).toBe('2031-05-06T07:30:00.000Z');
  await panel(page).getByRole('button', { name: detailsTexts.removeReminder }).click();
  await expect(reminderText(page)).toHaveText(detailsTexts.noReminder);
  await expect(bell(row(page, 'Call the plumber'))).toHaveCount(0);
  await expect.poll(() => storedReminder(page, home._id, task._id)).toBeNull();

  // A completed task shows no bell even with a reminder set.
  await quick(page, detailsTexts.remindQuick.tomorrow).click();
  await expect(bell(row(page, 'Call the plumber'))).toBeAttached();
  await panel(page).getByRole('checkbox', { name: detailsTexts.completed }).check();
  await expect(bell(row(page, 'Call the plumber'))).toHaveCount(0);
});

test('2. At due date 9:00 is offered while ahead and sets 9:00 on the due day', async ({ page }) => {
  await signUpFast(page);
  const home = await createGroup(page, 'Home');
  const future = await createTask(page, home._id, 'Renew passport', { dueDay: '2031-03-10' });
  await createTask(page, home._id, 'Old errand', { dueDay: '2020-03-10' });
  await page.reload();
  await entry(page, 'Home').click();

  await detailsButton(row(page, 'Old errand')).click();
  await expect(reminderText(page)).toHaveText(detailsTexts.noReminder);
  await expect(quick(page, detailsTexts.remindQuick['at-due'])).toHaveCount(0);

  await detailsButton(row(page, 'Renew passport')).click();
  await quick(page, detailsTexts.remindQuick['at-due']).click();
  await expect(reminderText(page)).toHaveText(shown('2031-03-10T09:00:00.000Z'));
  await expect.poll(() => storedReminder(page, home._id, future._id)).toBe('2031-03-10T09:00:00.000Z');
});

test('3. the assigner sets every copy; an assignee sets their own reminder on a read-only copy', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const alice = await signUpFast(page, uniqueUsername('alice'));
  const bob = await otherUser(browser, 'bob');
  await makeTeammates(page, alice, bob.page, bob.user);
  const sent = await call(page, 'notification-send-assignment', {
    body: { description: 'Quarterly review', partners: [bob.user._id] },
  });
  const bobCopy = sent.todos.find((t) => t.user === bob.user._id);
  if (!bobCopy) throw new Error('the copy was not sent');

  // Alice sets the reminder on the whole assignment: every copy gets it.
  await page.reload();
  await entry(page, 'Assigned by you').click();
  await detailsButton(row(page, 'Quarterly review')).click();
  await customInput(page).fill('2031-06-01T08:15');
  await expect(reminderText(page)).toHaveText(shown('2031-06-01T08:15:00.000Z'));
  await expect(bell(row(page, 'Quarterly review'))).toBeAttached();
  await expect
    .poll(() => storedReminder(bob.page, 'assigned-to-me', bobCopy._id))
    .toBe('2031-06-01T08:15:00.000Z');

  // Bob's copy is read-only but for his own reminder.
  await bob.page.reload();
  await entry(bob.page, 'Assigned to you').click();
  await expect(bell(row(bob.page, 'Quarterly review'))).toBeAttached();
  await detailsButton(row(bob.page, 'Quarterly review')).click();
  await expect(panel(bob.page).getByRole('textbox', { name: detailsTexts.description })).toHaveCount(0);
  await expect(panel(bob.page).getByRole('button', { name: detailsTexts.tomorrow, exact: true })).toHaveCount(
    0,
  );
  await expect(reminderText(bob.page)).toHaveText(shown('2031-06-01T08:15:00.000Z'));
  const expected = tomorrowNine();
  await quick(bob.page, detailsTexts.remindQuick.tomorrow).click();
  await expect(reminderText(bob.page)).toHaveText(shown(expected));
  await expect.poll(() => storedReminder(bob.page, 'assigned-to-me', bobCopy._id)).toBe(expected);
  await bob.page.reload();
  await expect(reminderText(bob.page)).toHaveText(shown(expected));

  // Alice's assignment keeps hers.
  const rows = await call(page, 'todo-get', { params: { groupId: 'assigned-by-me' } });
  expect(rows.filter((t) => t.description === 'Quarterly review').map((t) => t.remindAt)).toEqual([
    '2031-06-01T08:15:00.000Z',
  ]);
});
