/**
 * Shared lists as two teammates use them, each on an open page that never reloads: the owner
 * shares a list from its members dialog, the teammate's page shows it live under 'Shared with you',
 * both add and complete tasks and see who did, a viewer gets no edit controls, a member the
 * owner removes loses the list live, and an editor's import into the list reaches the owner's page.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { dataLabels } from '../../shared/messages/data-section';
import { detailsPanelTexts as detailsTexts } from '../../shared/messages/details-panel';
import { labels, ui } from '../../shared/messages/screens';
import { sharingTexts } from '../../shared/messages/sharing';
import { buildPath } from '../../shared/routes';
import type { User } from '../../shared/types';
import {
  addInput,
  call,
  createGroup,
  createTask,
  entry,
  expectNoAxeViolations,
  makeTeammates,
  nav,
  row,
  signUpFast,
  toastWith,
  uniqueUsername,
} from './helpers';

async function otherUser(browser: Browser, prefix: string): Promise<{ page: Page; user: User }> {
  const page = await (await browser.newContext()).newPage();
  const user = await signUpFast(page, uniqueUsername(prefix));
  return { page, user };
}

const sharedSection = (page: Page) => page.getByTestId('shared-groups');
const offsiteCsv = new URL('../fixtures/import/Offsite.csv', import.meta.url).pathname;

/** Alice on `page` and Bob on a page of his own, teammates, Alice with a list `name` holding `task`. */
async function aliceAndBob(page: Page, browser: Browser, name: string, task: string) {
  const alice = await signUpFast(page, uniqueUsername('alice'));
  const bob = await otherUser(browser, 'bob');
  await makeTeammates(page, alice, bob.page, bob.user);
  const list = await createGroup(page, name);
  const created = await createTask(page, list._id, task);
  await expect(entry(page, name)).toBeVisible();
  return { alice, bob, list, task: created };
}

/** Opens the owner's members dialog of `list` (unless it is open) and adds `teammate` with `role`. */
async function share(page: Page, list: string, teammate: User, role: 'editor' | 'viewer') {
  const dialog = page.getByRole('dialog', { name: sharingTexts.shareTitle(list) });
  if (!(await dialog.isVisible()))
    await nav(page)
      .getByRole('button', { name: labels.shareList(list) })
      .click();
  await dialog
    .getByRole('combobox', { name: sharingTexts.addLabel, exact: true })
    .selectOption({ label: teammate.username });
  await dialog.getByRole('combobox', { name: sharingTexts.addRoleLabel }).selectOption(role);
  await dialog.getByRole('button', { name: sharingTexts.add }).click();
  await expect(toastWith(page, sharingTexts.added(teammate.username))).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: sharingTexts.roleOf(teammate.username) })).toHaveValue(
    role,
  );
  return dialog;
}

test('share a list: the teammate sees it live, both edit and see who did, and a viewer cannot edit', async ({
  page,
  browser,
}) => {
  const { alice, bob, list } = await aliceAndBob(page, browser, 'Sprint', 'Plan the sprint');
  await entry(page, 'Sprint').click();
  await expect(row(page, 'Plan the sprint')).toBeVisible();

  const dialog = await share(page, 'Sprint', bob.user, 'editor');
  await expectNoAxeViolations(page, 'the members dialog');
  await dialog.getByRole('button', { name: sharingTexts.close }).click();

  // Bob's open page gets the list in its own section, with no reload.
  await expect(sharedSection(bob.page).getByRole('button', { name: 'Sprint', exact: true })).toBeVisible();
  await sharedSection(bob.page).getByRole('button', { name: 'Sprint', exact: true }).click();
  await expect(row(bob.page, 'Plan the sprint')).toBeVisible();
  await bob.page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(bob.page, "a member's view of a shared list, dark");
  // A member does not rename or delete the owner's list.
  await expect(nav(bob.page).getByRole('button', { name: labels.deleteGroup('Sprint') })).toHaveCount(0);

  // Alice adds a task: it reaches Bob's page whole, with no read of his board.
  const bobReads: string[] = [];
  bob.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) bobReads.push(`${request.method()} ${pathname}`);
  });
  await createTask(page, list._id, 'Book the room');
  await expect(row(bob.page, 'Book the room')).toContainText(ui.addedBy(alice.username));
  expect(bobReads).not.toContain(`GET ${buildPath('todo-get-groups')}`);

  // Bob adds a task: Alice's page shows it, and who added it.
  await addInput(bob.page).fill('Write the notes');
  await addInput(bob.page).press('Enter');
  await expect(row(page, 'Write the notes')).toContainText(ui.addedBy(bob.user.username));

  // Alice completes it: Bob's page shows who did.
  await row(page, 'Write the notes').getByRole('checkbox').click();
  await expect(row(page, 'Write the notes').getByRole('checkbox')).toBeChecked();
  await expect(row(bob.page, 'Write the notes')).toContainText(ui.completedBy(alice.username));
  await expect(row(bob.page, 'Write the notes').getByRole('checkbox')).toBeChecked();

  // Alice makes Bob a viewer: his page loses the add field and the row controls.
  await nav(page)
    .getByRole('button', { name: labels.shareList('Sprint') })
    .click();
  await page
    .getByRole('dialog', { name: sharingTexts.shareTitle('Sprint') })
    .getByRole('combobox', { name: sharingTexts.roleOf(bob.user.username) })
    .selectOption('viewer');
  await expect(toastWith(page, sharingTexts.roleChanged)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(addInput(bob.page)).toHaveCount(0);
  await expect(row(bob.page, 'Plan the sprint').getByRole('checkbox')).toBeDisabled();
  await expect(
    row(bob.page, 'Plan the sprint').getByRole('button', { name: labels.deleteTask('Plan the sprint') }),
  ).toHaveCount(0);
});

test('a member the owner removes loses the list live; a member may leave on their own', async ({
  page,
  browser,
}) => {
  const owner = await signUpFast(page, uniqueUsername('own'));
  const cat = await otherUser(browser, 'cat');
  const dan = await otherUser(browser, 'dan');
  await makeTeammates(page, owner, cat.page, cat.user);
  await makeTeammates(page, owner, dan.page, dan.user);
  await createGroup(page, 'Errands');
  await expect(entry(page, 'Errands')).toBeVisible();
  await share(page, 'Errands', cat.user, 'editor');
  const dialog = await share(page, 'Errands', dan.user, 'viewer');

  // Cat is looking at the list when she is removed: her page leaves it.
  await sharedSection(cat.page).getByRole('button', { name: 'Errands', exact: true }).click();
  await expect(cat.page.getByRole('heading', { level: 1 })).toHaveText('Errands');
  await dialog.getByRole('button', { name: sharingTexts.remove(cat.user.username) }).click();
  await expect(toastWith(page, sharingTexts.removed(cat.user.username))).toBeVisible();
  await expect(sharedSection(cat.page)).toHaveCount(0);
  await expect(toastWith(cat.page, ui.listNoLongerShared('Errands'))).toBeVisible();
  await expect(cat.page.getByRole('heading', { level: 1 })).not.toHaveText('Errands');

  // Dan leaves from the members dialog, with the keyboard alone.
  await nav(dan.page)
    .getByRole('button', { name: labels.listMembers('Errands') })
    .focus();
  await dan.page.keyboard.press('Enter');
  const members = dan.page.getByRole('dialog', { name: sharingTexts.membersTitle('Errands') });
  await expect(members).toContainText(owner.username);
  await expect(members).toContainText(sharingTexts.viewerNote);
  await members.getByRole('button', { name: sharingTexts.leave }).click();
  await expect(toastWith(dan.page, sharingTexts.left)).toBeVisible();
  await expect(members).toHaveCount(0);
  await expect(sharedSection(dan.page)).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: sharingTexts.roleOf(dan.user.username) })).toHaveCount(0);
});

test('two members change different fields of one task, one of them offline: both changes stay', async ({
  page,
  browser,
}) => {
  const { alice, bob, list, task } = await aliceAndBob(page, browser, 'Garden', 'Water the roses');
  await share(page, 'Garden', bob.user, 'editor');
  await sharedSection(bob.page).getByRole('button', { name: 'Garden', exact: true }).click();
  await expect(row(bob.page, 'Water the roses')).toBeVisible();

  // Bob opens the task, goes offline and stars it: the change waits in his outbox.
  await row(bob.page, 'Water the roses')
    .getByRole('button', { name: new RegExp(`^${labels.details}: `) })
    .click();
  const star = bob.page
    .getByTestId('details-panel')
    .getByRole('button', { name: detailsTexts.important, exact: true });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  // The panel says who added the task.
  await expect(bob.page.getByTestId('who-changed')).toHaveText(detailsTexts.addedBy(alice.username));
  await bob.page.context().setOffline(true);
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  // Meanwhile Alice renames it.
  await call(page, 'todo-update', { params: { id: task._id }, body: { description: 'Water the red roses' } });

  // Bob is back: his star is sent, and it leaves Alice's new name as it is.
  await bob.page.context().setOffline(false);
  await expect(row(page, 'Water the red roses').getByText(labels.important)).toBeAttached();
  await expect(row(bob.page, 'Water the red roses').getByText(labels.important)).toBeAttached();
  const groups = await call(page, 'todo-get-groups');
  const stored = groups.groups.find((group) => group._id === list._id)?.todo[0];
  expect(stored).toMatchObject({ description: 'Water the red roses', important: true });
  expect(stored?.updatedBy?._id).toBe(bob.user._id);

  // Alice takes the star off right after: the later change stands, and Bob's page says so.
  await call(page, 'todo-update', { params: { id: task._id }, body: { important: false } });
  await expect(
    toastWith(
      bob.page,
      sharingTexts.changedMeanwhile(alice.username, sharingTexts.fields.important as string),
    ),
  ).toBeVisible();
  await expect(row(bob.page, 'Water the red roses').getByText(labels.important)).toHaveCount(0);
});

test("an editor imports a file into a list shared with them from the profile; the owner's open page shows it", async ({
  page,
  browser,
}) => {
  const { bob, list } = await aliceAndBob(page, browser, 'Offsite', 'Book the train');
  await call(page, 'lists-member-add', {
    params: { groupId: list._id },
    body: { userId: bob.user._id, role: 'editor' },
  });
  await entry(page, 'Offsite').click();

  await bob.page.goto('/profile');
  const into = bob.page.getByRole('combobox', { name: dataLabels.importInto });
  await expect(into.locator('option')).toHaveText([
    dataLabels.importIntoNewLists,
    dataLabels.importSharedList('Offsite', (await call(page, 'auth-user')).username),
  ]);
  await into.selectOption({ index: 1 });
  await bob.page.getByLabel(dataLabels.importChoose).setInputFiles(offsiteCsv);
  const preview = bob.page.getByRole('region', { name: dataLabels.importPreviewTitle });
  await expect(preview).toContainText(dataLabels.importIntoSummary(7, 2, 'Offsite', true));
  await preview.getByRole('button', { name: dataLabels.importConfirm }).click();
  await expect(bob.page.getByRole('region', { name: dataLabels.importDone })).toContainText(
    dataLabels.importIntoSummary(7, 2, 'Offsite', false),
  );

  // Alice never reloads: the list she is looking at takes the tasks, each added by Bob.
  const planned = row(page, 'Plan the offsite, with "everyone"');
  await expect(planned).toBeVisible();
  await expect(planned).toContainText(ui.addedBy(bob.user.username));
  await expect(row(page, 'Book the train')).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Offsite 2', exact: true })).toHaveCount(0);
});
