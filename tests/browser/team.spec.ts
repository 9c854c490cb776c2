/**
 * Two users. Assigning (view 4), the assignee's view 3, status badges, the bell and the team
 * panel. the other user's profile and its team button in each relation.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { everydayTexts, labels, toasts, ui } from '../../shared/messages/screens';
import { validation } from '../../shared/messages/validation';
import type { User } from '../../shared/types';
import {
  acceptRequestFrom,
  call,
  createGroup,
  createTask,
  expectNoAxeViolations,
  failWith,
  keepScreenshot,
  signUp,
  signUpByApi,
  toastWith,
  uniqueUsername,
} from './helpers';

const entry = (page: Page, name: string) =>
  page.getByRole('navigation', { name: labels.groups }).getByRole('button', { name, exact: true });
const row = (page: Page, text: string) => page.getByTestId('task-row').filter({ hasText: text });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

async function secondUser(browser: Browser): Promise<{ page: Page; user: User; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await signUp(page, uniqueUsername('bob'));
  return { page, user, close: () => context.close() };
}

test('assign to a teammate, the assignee completes it, the assigner sees Completed', async ({
  page,
  browser,
}, testInfo) => {
  const alice = await signUp(page, uniqueUsername('alice'));
  const bob = await secondUser(browser);
  try {
    // A pending request shows the bell with its badge.
    await expect(bob.page.getByRole('link', { name: ui.notificationsHeading, exact: true })).toHaveAttribute(
      'data-badge',
      'false',
    );
    await call(page, 'notification-send-requests', { body: { toUser: bob.user._id } });
    await bob.page.reload();
    await expect(bob.page.getByRole('link', { name: labels.notificationsNew })).toHaveAttribute(
      'data-badge',
      'true',
    );
    await acceptRequestFrom(bob.page, alice);
    // The team panel lists the teammate.
    await page.reload();
    await expect(page.getByRole('region', { name: ui.teamMembers })).toContainText(bob.user.username);
    await bob.page.reload();
    await expect(bob.page.getByRole('region', { name: ui.teamMembers })).toContainText(alice.username);

    await entry(page, 'Assigned by you').click();
    await page.getByRole('textbox', { name: ui.addTaskPlaceholder }).fill('Write the report');
    await page.getByRole('button', { name: ui.add, exact: true }).click();
    await expect(toast(page, validation.noTeammatesSelected)).toBeVisible();

    // The multi-select: Cancel keeps nothing, Apply keeps the choice.
    const picker = page.getByRole('button', { name: labels.chooseTeammates });
    await picker.click();
    const dialog = page.getByRole('dialog', { name: labels.chooseTeammates });
    await dialog.getByRole('checkbox', { name: bob.user.username }).check();
    await dialog.getByRole('button', { name: ui.cancel }).click();
    await expect(page.getByRole('button', { name: labels.chooseTeammates })).toBeVisible();
    await picker.click();
    await expect(dialog.getByRole('checkbox', { name: bob.user.username })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: bob.user.username }).check();
    await keepScreenshot(page, testInfo, 'teammate-picker');
    await dialog.getByRole('button', { name: ui.apply }).click();
    await expect(page.getByRole('button', { name: labels.teammatesSelected(1) })).toBeVisible();
    await page.getByRole('button', { name: ui.add, exact: true }).click();
    await expect(toast(page, toasts.taskCreated)).toBeVisible();

    const assigned = row(page, 'Write the report');
    await expect(assigned).toContainText(ui.assignedTo(1));
    await expect(assigned.getByRole('checkbox')).toHaveCount(0);
    await assigned.getByRole('button', { name: ui.assignedTo(1) }).click();
    await expect(assigned.getByTestId('assignee')).toContainText(bob.user.username);
    await expect(assigned.getByTestId('assignee')).toContainText(ui.pendingBadge);

    // Bob sees it in view 3, read-only, and completes it.
    await bob.page.reload();
    await entry(bob.page, 'Assigned to you').click();
    const copy = row(bob.page, 'Write the report');
    await expect(copy).toContainText(ui.assignedBy(alice.username));
    // No pencil or cross: its only button opens its details, where it is read-only.
    await expect(copy.getByRole('button')).toHaveAccessibleName(labels.taskDetails('Write the report'));
    await expect(bob.page.getByRole('textbox', { name: ui.addTaskPlaceholder })).toHaveCount(0);
    // Today merges every group but "Assigned by you" (SPEC.md section 2): the copy shows there too,
    // named by the group it comes from, still without pencil or cross.
    await entry(bob.page, 'Today').click();
    const inToday = row(bob.page, 'Write the report');
    await expect(inToday).toContainText(ui.fromGroup('Assigned to you'));
    await expect(inToday.getByRole('button')).toHaveAccessibleName(labels.taskDetails('Write the report'));
    await entry(bob.page, 'Assigned to you').click();
    await copy.getByRole('checkbox').check();
    await expect(toast(bob.page, toasts.taskCompleted)).toBeVisible();
    await keepScreenshot(bob.page, testInfo, 'assigned-to-you');

    // Alice sees 'Completed'.
    await page.reload();
    await entry(page, 'Assigned by you').click();
    await row(page, 'Write the report')
      .getByRole('button', { name: ui.assignedTo(1) })
      .click();
    await expect(row(page, 'Write the report').getByTestId('assignee')).toContainText(ui.completedBadge);
    await keepScreenshot(page, testInfo, 'assigned-by-you');

    // An edit the server refuses opens again with its text (nothing typed is lost)...
    await page.route('**/api/notification/edit-assignment', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Try later"}' }),
    );
    await row(page, 'Write the report').hover();
    await page.getByRole('button', { name: labels.editTask('Write the report') }).click();
    await page.getByRole('textbox', { name: labels.taskDescription }).fill('Write the final report');
    await page.keyboard.press('Enter');
    await expect(toast(page, toasts.updateTaskFailed)).toBeVisible();
    await expect(page.getByRole('textbox', { name: labels.taskDescription })).toHaveValue(
      'Write the final report',
    );
    // ...and, saved, the edit reaches the copy.
    await page.unroute('**/api/notification/edit-assignment');
    await page.keyboard.press('Enter');
    await expect(toast(page, toasts.taskUpdated)).toBeVisible();
    await bob.page.reload();
    await entry(bob.page, 'Assigned to you').click();
    await expect(row(bob.page, 'Write the final report')).toBeVisible();

    // Removing the only assignee removes the whole entry.
    await row(page, 'Write the final report')
      .getByRole('button', { name: labels.removeAssignee(bob.user.username) })
      .click();
    await expect(row(page, 'Write the final report')).toHaveCount(0);
    await expect(page.getByTestId('empty-state')).toContainText(ui.emptyHints[4] as string);
    await page.reload();
    await entry(page, 'Assigned by you').click();
    await expect(page.getByTestId('empty-state')).toBeVisible();
  } finally {
    await bob.close();
  }
});

test("another user's profile: Add to Team, Request Sent, Remove from Team, and its errors", async ({
  page,
  browser,
}, testInfo) => {
  const alice = await signUpByApi(page, uniqueUsername('alice'));
  await page.goto('/favicon.svg');
  const context = await browser.newContext();
  try {
    const bobPage = await context.newPage();
    const bob = await signUpByApi(bobPage, uniqueUsername('bob'));
    // A cheap page on the site's origin, for the API calls made from Bob's page.
    await bobPage.goto('/favicon.svg');
    await call(bobPage, 'auth-update-profile', { body: { email: 'bob@example.com', bio: 'Builds things.' } });
    const bobGroup = await createGroup(bobPage, 'Bob work');
    const done = await createTask(bobPage, bobGroup._id, 'Done thing');
    await createTask(bobPage, bobGroup._id, 'Open thing');
    await call(bobPage, 'todo-update', { params: { id: done._id }, body: { completed: true } });

    // None: 'Add to Team', and Bob's public details and stats.
    await page.goto(`/user/${bob._id}`);
    await expect(page.getByRole('heading', { level: 1, name: bob.username })).toBeVisible();
    await expect(page.getByTestId('profile-email')).toHaveText('bob@example.com');
    await expect(page.getByTestId('profile-bio')).toHaveText('Builds things.');
    await expect(page.getByTestId(`stat-${ui.statTasks}`)).toContainText('2');
    await expect(page.getByTestId(`stat-${ui.completed}`)).toContainText('1');
    await expect(page.getByTestId(`stat-${ui.statTeams}`)).toContainText('0');
    await expect(page.getByTestId('completion-percent')).toHaveText('50%');
    await expect(page.getByText(ui.noTeamMembers)).toBeVisible();
    await expectNoAxeViolations(page, 'user profile');

    // Pending: 'Request Sent', disabled.
    await page.getByRole('button', { name: ui.addToTeam }).click();
    await expect(toastWith(page, toasts.requestSent)).toBeVisible();
    await expect(page.getByRole('button', { name: ui.requestSent })).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('button', { name: ui.requestSent })).toBeDisabled();
    await expect(page.getByRole('button', { name: ui.addToTeam })).toHaveCount(0);

    // Member: 'Remove from Team'; each lists the other as a team member.
    await acceptRequestFrom(bobPage, alice);
    await page.reload();
    const remove = page.getByRole('button', { name: ui.removeFromTeam });
    await expect(remove).toBeVisible();
    await expect(page.getByTestId(`stat-${ui.statTeams}`)).toContainText('1');
    await expect(page.getByRole('link', { name: alice.username })).toHaveAttribute(
      'href',
      `/user/${alice._id}`,
    );
    await keepScreenshot(page, testInfo, 'user-profile-member');
    await page.goto('/profile');
    await page.getByRole('main').getByRole('link', { name: bob.username }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${bob._id}$`));

    // Removing a teammate is confirmed first.
    await remove.click();
    await page
      .getByRole('dialog', { name: everydayTexts.confirmRemoveTeammate(bob.username) })
      .getByRole('button', { name: everydayTexts.removeTeammate })
      .click();
    await expect(toastWith(page, toasts.userRemoved)).toBeVisible();
    await expect(page.getByRole('button', { name: ui.addToTeam })).toBeVisible();
    await expect(page.getByTestId(`stat-${ui.statTeams}`)).toContainText('0');

    // Go Back returns to where the user came from.
    await page.getByRole('button', { name: ui.goBack }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(ui.noTeamMembers)).toBeVisible();

    // A failed action shows its toast.
    await page.goto(`/user/${bob._id}`);
    await failWith(page, '**/api/notification/send-requests', 500);
    await page.getByRole('button', { name: ui.addToTeam }).click();
    await expect(toastWith(page, toasts.sendRequestFailed)).toBeVisible();
    await expect(page.getByRole('button', { name: ui.addToTeam })).toBeVisible();

    // Own id: no team button.
    await page.goto(`/user/${alice._id}`);
    await expect(page.getByRole('heading', { level: 1, name: alice.username })).toBeVisible();
    await expect(page.getByRole('button', { name: ui.addToTeam })).toHaveCount(0);

    // Unknown user, and a failed load, each with Go Back.
    await page.goto('/user/01ZZZZZZZZZZZZZZZZZZZZZZZZ');
    await expect(page.getByRole('heading', { name: ui.userNotFound })).toBeVisible();
    await expect(page.getByRole('button', { name: ui.goBack })).toBeVisible();
    await failWith(page, '**/api/search/user/**', 500);
    await page.goto(`/user/${bob._id}`);
    await expect(page.getByRole('heading', { name: ui.loadProfileFailed })).toBeVisible();
    await expectNoAxeViolations(page, 'user profile error');
    await page.getByRole('button', { name: ui.goBack }).click();
    await expect(page).toHaveURL(/\/$/);
  } finally {
    await context.close();
  }
});
