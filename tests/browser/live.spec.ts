/**
 * Live updates in two browser contexts, with no reload and no focus change: a team
 * request lights the recipient's bell, a new assignment appears in the assignee's "Assigned to
 * you", and the assignee's completion turns the assigner's badge to Completed. Each change is made
 * by the other user's page; the watching page only waits.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { labels, ui } from '../../shared/messages/screens';
import type { User } from '../../shared/types';
import { acceptRequestFrom, call, signUp, uniqueUsername } from './helpers';

const entry = (page: Page, name: string) =>
  page.getByRole('navigation', { name: labels.groups }).getByRole('button', { name, exact: true });
const row = (page: Page, text: string) => page.getByTestId('task-row').filter({ hasText: text });
const bell = (page: Page) => page.locator('a.bell');

async function otherUser(browser: Browser, prefix: string): Promise<{ page: Page; user: User }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await signUp(page, uniqueUsername(prefix));
  return { page, user };
}

/** Marks the loaded document: a reload would lose the mark, so its presence at the end proves none happened. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { liveMark: boolean }).liveMark = true;
  });
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark === true);

test('a teammate’s changes reach the other page with no reload and no focus change', async ({
  page,
  browser,
}) => {
  const alice = await signUp(page, uniqueUsername('alice'));
  const bob = await otherUser(browser, 'bob');
  await Promise.all([markDocument(page), markDocument(bob.page)]);

  // 1. A team request lights Bob's bell.
  await expect(bell(bob.page)).toHaveAttribute('data-badge', 'false');
  await call(page, 'notification-send-requests', { body: { toUser: bob.user._id } });
  await expect(bell(bob.page)).toHaveAttribute('data-badge', 'true');

  await acceptRequestFrom(bob.page, alice);
  // The team panel fills in on both pages.
  await expect(page.getByRole('region', { name: ui.teamMembers })).toContainText(bob.user.username);
  await expect(bob.page.getByRole('region', { name: ui.teamMembers })).toContainText(alice.username);

  // 2. A new assignment appears in Bob's "Assigned to you", which he is looking at.
  await entry(bob.page, 'Assigned to you').click();
  await entry(page, 'Assigned by you').click();
  await call(page, 'notification-send-assignment', {
    body: { description: 'Water the plants', important: false, partners: [bob.user._id] },
  });
  const copy = row(bob.page, 'Water the plants');
  await expect(copy).toBeVisible();
  const assigned = row(page, 'Water the plants');
  await expect(assigned).toBeVisible();
  await assigned.getByRole('button', { name: ui.assignedTo(1) }).click();
  await expect(assigned.getByTestId('assignee')).toContainText(ui.pendingBadge);

  // 3. Bob completes it; Alice's badge turns to Completed.
  await copy.getByRole('checkbox').check();
  await expect(assigned.getByTestId('assignee')).toContainText(ui.completedBadge);

  // None of it came from a reload.
  expect(await stillSameDocument(page)).toBe(true);
  expect(await stillSameDocument(bob.page)).toBe(true);
  await bob.page.context().close();
});
