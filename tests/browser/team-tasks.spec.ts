/**
 * Team tasks as three teammates use them (docs/api.md#team-tasks), each on an open page that never
 * reloads: every assignee completes their part (a viewer too) while the others watch the roll call
 * go from "0 of 3 done" to "3 of 3 done"; two members race to claim a task up for grabs and one is
 * told who won; a nudge reaches the pending assignee's page as a toast. Every wait is for what a
 * page shows.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { teamTaskTexts } from '../../shared/messages/server';
import { teamTaskScreens as texts } from '../../shared/messages/team-tasks';
import type { User } from '../../shared/types';
import {
  call,
  createGroup,
  createTask,
  entry,
  expectNoAxeViolations,
  makeTeammates,
  row,
  signUpFast,
  toastWith,
  uniqueUsername,
} from './helpers';

interface Member {
  page: Page;
  user: User;
}

async function member(browser: Browser, prefix: string): Promise<Member> {
  const page = await (await browser.newContext()).newPage();
  return { page, user: await signUpFast(page, uniqueUsername(prefix)) };
}

/** Ann owns list `name`, shared with Bob as an editor and Cy as a viewer; each page shows the list. */
async function threeMembers(browser: Browser, name: string) {
  const [ann, bob, cy] = await Promise.all([
    member(browser, 'ann'),
    member(browser, 'bob'),
    member(browser, 'cy'),
  ]);
  await makeTeammates(ann.page, ann.user, bob.page, bob.user);
  await makeTeammates(ann.page, ann.user, cy.page, cy.user);
  const list = await createGroup(ann.page, name);
  for (const [who, role] of [
    [bob, 'editor'],
    [cy, 'viewer'],
  ] as const)
    await call(ann.page, 'lists-member-add', {
      params: { groupId: list._id },
      body: { userId: who.user._id, role },
    });
  for (const { page } of [ann, bob, cy]) {
    await page.reload();
    await entry(page, name).click();
  }
  return { ann, bob, cy, list };
}

const rollCall = (page: Page, task: string) => row(page, task).getByTestId('roll-call');

test('each assignee completes their part while the others watch the roll call fill up', async ({
  browser,
}) => {
  const { ann, bob, cy, list } = await threeMembers(browser, 'Chores');
  const task = await createTask(ann.page, list._id, 'Water the plants');
  await call(ann.page, 'todo-update', {
    params: { id: task._id },
    body: { assignees: [ann.user._id, bob.user._id, cy.user._id] },
  });
  const pages = [ann.page, bob.page, cy.page];
  for (const page of pages) await expect(rollCall(page, 'Water the plants')).toHaveText(texts.rollCall(0, 3));

  // Each completes their own part from their row: every page follows, live.
  for (const [index, { page }] of [bob, ann, cy].entries()) {
    await row(page, 'Water the plants').getByRole('checkbox').click();
    for (const other of pages)
      await expect(rollCall(other, 'Water the plants')).toHaveText(texts.rollCall(index + 1, 3));
    // The checkbox is their part: checked, though the task waits on the others.
    await expect(row(page, 'Water the plants').getByRole('checkbox')).toBeChecked();
  }
  // The last part completed the task: done on every page.
  for (const page of pages) await expect(row(page, 'Water the plants')).toHaveClass(/completed/);

  // The roll call opens the details, which list who is pending (nobody now).
  await rollCall(bob.page, 'Water the plants').click();
  const details = bob.page.getByTestId('details-panel');
  await expect(details.getByRole('heading', { name: texts.assignees })).toBeVisible();
  await expect(details.getByTestId('waiting-on')).toHaveCount(0);
  // Once the toasts are gone (their container is outside the landmarks while they show).
  await expect(bob.page.getByRole('status')).toHaveCount(0);
  await expectNoAxeViolations(bob.page, 'team task details');
  await Promise.all(pages.map((page) => page.context().close()));
});

test('two members claim a task up for grabs at once: one has it, the other is told who', async ({
  browser,
}) => {
  const { ann, bob, cy, list } = await threeMembers(browser, 'Sprint');
  const task = await createTask(ann.page, list._id, 'Fix the login bug');
  await call(ann.page, 'todo-update', { params: { id: task._id }, body: { completion: 'claim' } });
  const claimButtons = [bob, cy].map(async ({ page }) => {
    await expect(rollCall(page, 'Fix the login bug')).toHaveText(texts.upForGrabs);
    await rollCall(page, 'Fix the login bug').click();
    const claim = page.getByTestId('details-panel').getByRole('button', { name: texts.claim, exact: true });
    await expect(claim).toBeVisible();
    return claim;
  });
  const [bobClaim, cyClaim] = await Promise.all(claimButtons);
  await Promise.all([bobClaim?.click(), cyClaim?.click()]);

  // Exactly one wins; both pages, and the owner's, end up showing the winner.
  await expect(async () => {
    const shownOnEach = await Promise.all(
      [ann, bob, cy].map(({ page }) => rollCall(page, 'Fix the login bug').textContent()),
    );
    expect(new Set(shownOnEach).size, JSON.stringify(shownOnEach)).toBe(1);
    expect([texts.claimedBy(bob.user.username), texts.claimedBy(cy.user.username)]).toContain(shownOnEach[0]);
  }).toPass({ timeout: 15_000 });
  const shown = await rollCall(ann.page, 'Fix the login bug').textContent();
  const [winner, loser] = shown === texts.claimedBy(bob.user.username) ? [bob, cy] : [cy, bob];
  await expect(toastWith(winner.page, texts.claimed)).toBeVisible();
  await expect(toastWith(loser.page, teamTaskTexts.claimedFirst(winner.user.username))).toBeVisible();
  // The winner may give it back; the loser has no Unclaim.
  const panel = (page: Page) => page.getByTestId('details-panel');
  await expect(panel(loser.page).getByRole('button', { name: texts.unclaim })).toHaveCount(0);
  await panel(winner.page).getByRole('button', { name: texts.unclaim }).click();
  for (const { page } of [ann, bob, cy])
    await expect(rollCall(page, 'Fix the login bug')).toHaveText(texts.upForGrabs);
  await Promise.all([ann, bob, cy].map(({ page }) => page.context().close()));
});

test('a nudge reaches the pending assignee as a toast, once', async ({ browser }) => {
  const { ann, bob, cy, list } = await threeMembers(browser, 'Release');
  const task = await createTask(ann.page, list._id, 'Write the notes');
  await call(ann.page, 'todo-update', {
    params: { id: task._id },
    body: { assignees: [bob.user._id, cy.user._id] },
  });
  await row(bob.page, 'Write the notes').getByRole('checkbox').click();
  await expect(rollCall(ann.page, 'Write the notes')).toHaveText(texts.rollCall(1, 2));

  await rollCall(ann.page, 'Write the notes').click();
  const details = ann.page.getByTestId('details-panel');
  await expect(details.getByTestId('waiting-on')).toHaveText(texts.waitingOn(cy.user.username));
  await details.getByRole('button', { name: texts.nudge }).click();
  await expect(toastWith(ann.page, teamTaskTexts.nudgeSent(1))).toBeVisible();
  await expect(toastWith(cy.page, teamTaskTexts.nudged(ann.user.username, 'Write the notes'))).toBeVisible();
  // A second nudge within the hour is refused and said.
  await details.getByRole('button', { name: texts.nudge }).click();
  await expect(toastWith(ann.page, teamTaskTexts.nudgedRecently)).toBeVisible();

  // An Anyone task waits for one of them, not on all of them.
  const anyone = await createTask(ann.page, list._id, 'Pick a venue');
  await call(ann.page, 'todo-update', {
    params: { id: anyone._id },
    body: { assignees: [bob.user._id, cy.user._id], completion: 'any' },
  });
  await rollCall(ann.page, 'Pick a venue').click();
  await expect(details.getByTestId('waiting-on')).toHaveText(
    texts.waitingForAny(`${bob.user.username}, ${cy.user.username}`),
  );
  await Promise.all([ann, bob, cy].map(({ page }) => page.context().close()));
});
