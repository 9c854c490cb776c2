/** The dashboard (sidebar, groups, tasks, bottom bar, toasts, highlight, theme, layout). */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { builtInViews } from '../../shared/limits';
import { failures, labels, offlineTexts, toasts, ui } from '../../shared/messages/screens';
import { sortTexts } from '../../shared/messages/sorting';
import { validation } from '../../shared/messages/validation';
import {
  addInput,
  call,
  createGroup,
  createTask,
  entry,
  failWith,
  heading,
  hold,
  keepScreenshot,
  nav,
  newSession,
  openAs,
  row,
  rows,
  type Session,
  signUpByApi,
  signUpFast,
  toastWith,
} from './helpers';

const toast = toastWith;
const addButton = (page: Page) => page.getByRole('button', { name: ui.add, exact: true });

async function addTask(page: Page, description: string) {
  await addInput(page).fill(description);
  await addButton(page).click();
  await expect(row(page, description)).toBeVisible();
}

async function texts(list: Locator): Promise<string[]> {
  return list.locator('.task-text').allInnerTexts();
}

// The tests that do not depend on a board of their own (skeletons, theme, top bar, keyboard, phone)
// share one user.
let shared: Session;
test.beforeAll(async () => {
  shared = await newSession('dash');
});

test('built-in entries, divider, icons and every empty state', async ({ page }, testInfo) => {
  await signUpFast(page);
  const entries = nav(page).locator('.group-entry');
  // The five built-in views in their order, the web's Upcoming after Planned (docs/api.md#upcoming).
  const shown = builtInViews.map((view) => view.name) as string[];
  shown.splice(3, 0, ui.upcomingView);
  for (const [i, name] of shown.entries()) await expect(entries.nth(i)).toHaveText(name);
  // Sun, star and calendar icons on the first three; a divider after index 4.
  for (let i = 0; i < 3; i += 1) await expect(entries.nth(i).locator('svg')).toHaveCount(1);
  await expect(nav(page).locator('hr')).toHaveCount(1);

  for (const view of builtInViews) {
    await entry(page, view.name).click();
    await expect(heading(page)).toHaveText(view.name);
    await expect(page.getByTestId('empty-state')).toContainText(ui.emptyTitle);
    await expect(page.getByTestId('empty-state')).toContainText(ui.emptyHints[view.index] as string);
    // Built-in views cannot be renamed or deleted.
    await entry(page, view.name).dblclick();
    await expect(nav(page).getByRole('textbox')).toHaveCount(0);
    await expect(nav(page).getByRole('button', { name: labels.deleteGroup(view.name) })).toHaveCount(0);
    // The bottom bar is hidden in view 3.
    await expect(addInput(page)).toHaveCount(view.index === 3 ? 0 : 1);
  }
  await keepScreenshot(page, testInfo, 'dashboard-empty-assigned-by-you');
  await entry(page, ui.upcomingView).click();
  await expect(heading(page)).toHaveText(ui.upcomingView);
  await expect(page.getByTestId('empty-state')).toContainText(sortTexts.upcomingEmpty);

  await page.getByRole('textbox', { name: ui.newGroupPlaceholder }).fill('Groceries');
  await page.keyboard.press('Enter');
  await entry(page, 'Groceries').click();
  await expect(heading(page)).toHaveText('Groceries');
  await expect(page.getByTestId('empty-state')).toContainText(ui.emptyHintUserGroup);
  await keepScreenshot(page, testInfo, 'dashboard-empty-group');
});

test('groups: create, rename by double-click, cancel by outside click, delete', async ({ page }) => {
  await signUpFast(page);
  const newGroup = page.getByRole('textbox', { name: ui.newGroupPlaceholder });
  await expect(newGroup).toHaveAttribute('maxlength', '20');

  // Blank names are not submitted.
  await newGroup.fill('   ');
  await page.getByRole('button', { name: labels.createGroup }).click();
  // The five built-in views, Upcoming and the calendar's entry: no group was made.
  await expect(nav(page).locator('.group-entry')).toHaveCount(7);

  let release = await hold(page, '**/api/todo/create-group');
  await newGroup.fill('  Work  ');
  await page.getByRole('button', { name: labels.createGroup }).click();
  await expect(toast(page, toasts.creatingGroup)).toBeVisible();
  release();
  await expect(toast(page, toasts.groupCreated)).toBeVisible();
  await expect(entry(page, 'Work')).toBeVisible();
  await newGroup.fill('Home');
  await newGroup.press('Enter');
  await expect(entry(page, 'Home')).toBeEnabled();

  // Double-click, type, Enter saves.
  release = await hold(page, '**/api/todo/update-group/*');
  await entry(page, 'Work').dblclick();
  const rename = nav(page).getByRole('textbox', { name: labels.groupName });
  await expect(rename).toHaveValue('Work');
  await rename.fill('Office');
  await rename.press('Enter');
  await expect(toast(page, toasts.updatingGroup)).toBeVisible();
  release();
  await expect(toast(page, toasts.groupUpdated)).toBeVisible();
  await expect(entry(page, 'Office')).toBeVisible();

  // The check mark saves too.
  await entry(page, 'Office').dblclick();
  await rename.fill('Office 2');
  await nav(page).getByRole('button', { name: labels.saveGroupName }).click();
  await expect(entry(page, 'Office 2')).toBeVisible();

  // An outside click cancels.
  await entry(page, 'Home').dblclick();
  await rename.fill('Changed');
  await heading(page).click();
  await expect(rename).toHaveCount(0);
  await expect(entry(page, 'Home')).toBeVisible();

  // A blank name is not saved.
  await entry(page, 'Home').dblclick();
  await rename.fill('  ');
  await rename.press('Enter');
  await rename.press('Escape');
  await expect(entry(page, 'Home')).toBeVisible();

  // A failure rolls back with the error toast.
  await failWith(page, '**/api/todo/update-group/*', 500, 'nope');
  await entry(page, 'Home').dblclick();
  await rename.fill('Broken');
  await rename.press('Enter');
  await expect(toast(page, toasts.updateGroupFailed)).toBeVisible();
  await expect(entry(page, 'Home')).toBeVisible();
  await page.unroute('**/api/todo/update-group/*');

  await failWith(page, '**/api/todo/create-group', 500);
  await newGroup.fill('Nope');
  await newGroup.press('Enter');
  await expect(toast(page, toasts.createGroupFailed)).toBeVisible();
  await expect(entry(page, 'Nope')).toHaveCount(0);

  // Deleting the selected group moves the selection to the previous entry.
  await entry(page, 'Home').click();
  await expect(heading(page)).toHaveText('Home');
  await nav(page)
    .getByRole('button', { name: labels.deleteGroup('Home') })
    .click();
  await expect(entry(page, 'Home')).toHaveCount(0);
  await expect(heading(page)).toHaveText('Office 2');
  await page.reload();
  await expect(entry(page, 'Office 2')).toBeVisible();
  await expect(entry(page, 'Home')).toHaveCount(0);
});

test('tasks: add, complete, un-complete, edit inline, delete, sorting and toasts', async ({
  page,
}, testInfo) => {
  await signUpFast(page);
  await createGroup(page, 'Chores');
  await page.reload();
  await entry(page, 'Chores').click();
  await expect(addInput(page)).toHaveAttribute('maxlength', '180');

  // A blank description is not submitted.
  await addInput(page).fill('    ');
  await addButton(page).click();
  await expect(page.getByTestId('empty-state')).toBeVisible();

  let release = await hold(page, '**/api/todo/create');
  await addInput(page).fill('Wash the car');
  await addButton(page).click();
  await expect(toast(page, toasts.creatingTask)).toBeVisible();
  release();
  await expect(toast(page, toasts.taskCreated)).toBeVisible();
  await expect(addInput(page)).toHaveValue('');
  await addTask(page, 'Feed the cat');
  await addInput(page).fill('Buy bread');
  await addInput(page).press('Enter');
  await expect(row(page, 'Buy bread')).toBeVisible();
  // Newest first.
  await expect.poll(() => texts(rows(page))).toEqual(['Buy bread', 'Feed the cat', 'Wash the car']);

  // Completing applies at once, then the toast; completed tasks go last.
  release = await hold(page, '**/api/todo/update/*');
  await row(page, 'Buy bread').getByRole('checkbox').check();
  await expect(row(page, 'Buy bread').getByRole('checkbox')).toBeChecked();
  await expect(toast(page, toasts.updatingTask)).toBeVisible();
  release();
  await expect(toast(page, toasts.taskCompleted)).toBeVisible();
  await expect.poll(() => texts(rows(page))).toEqual(['Feed the cat', 'Wash the car', 'Buy bread']);
  await keepScreenshot(page, testInfo, 'dashboard-tasks');

  // A row click toggles too.
  await row(page, 'Buy bread').locator('.task-text').click();
  await expect(toast(page, toasts.taskNotCompleted)).toBeVisible();
  await expect(row(page, 'Buy bread').getByRole('checkbox')).not.toBeChecked();

  // Inline edit: the pencil opens it, Enter saves.
  await row(page, 'Feed the cat').hover();
  await page.getByRole('button', { name: labels.editTask('Feed the cat') }).click();
  const editor = page.getByRole('textbox', { name: labels.taskDescription });
  await expect(editor).toBeFocused();
  await editor.fill('Feed the dog');
  await editor.press('Enter');
  await expect(toast(page, toasts.taskUpdated)).toBeVisible();
  await expect(row(page, 'Feed the dog')).toBeVisible();

  // The check saves; only one task is edited at a time; an outside click cancels.
  await row(page, 'Wash the car').hover();
  await page.getByRole('button', { name: labels.editTask('Wash the car') }).click();
  await editor.fill('Wash the bike');
  await row(page, 'Feed the dog').hover();
  await page.getByRole('button', { name: labels.editTask('Feed the dog') }).click();
  await expect(editor).toHaveCount(1);
  await expect(editor).toHaveValue('Feed the dog');
  await expect(row(page, 'Wash the car')).toBeVisible();
  await heading(page).click();
  await expect(editor).toHaveCount(0);
  await row(page, 'Wash the car').hover();
  await page.getByRole('button', { name: labels.editTask('Wash the car') }).click();
  await editor.fill('Wash the bike');
  await page.getByRole('button', { name: labels.saveTask }).click();
  await expect(row(page, 'Wash the bike')).toBeVisible();

  // Delete: the row goes at once; the request follows the 5 s undo window.
  await row(page, 'Wash the bike').hover();
  const deleted = page.waitForResponse('**/api/todo/delete/*');
  await page.getByRole('button', { name: labels.deleteTask('Wash the bike') }).click();
  await expect(row(page, 'Wash the bike')).toHaveCount(0);
  await deleted;
  await page.reload();
  await entry(page, 'Chores').click();
  await expect.poll(() => texts(rows(page))).toEqual(['Buy bread', 'Feed the dog']);
});

test('changes are rolled back with the error toast when the server refuses', async ({ page }) => {
  await signUpFast(page);
  const group = await createGroup(page, 'Fragile');
  await createTask(page, group._id, 'Stay put');
  await page.reload();
  await entry(page, 'Fragile').click();
  await expect(row(page, 'Stay put')).toBeVisible();

  // The refusal waits until the optimistic state was seen (however slow the machine), then comes.
  let refuse = () => {};
  const refused = new Promise<void>((resolve) => {
    refuse = resolve;
  });
  await page.route('**/api/todo/update/*', async (route) => {
    await refused;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
  });
  await row(page, 'Stay put').getByRole('checkbox').check();
  await expect(row(page, 'Stay put').getByRole('checkbox')).toBeChecked();
  refuse();
  await expect(toast(page, toasts.updateTaskFailed)).toBeVisible();
  await expect(row(page, 'Stay put').getByRole('checkbox')).not.toBeChecked();

  await row(page, 'Stay put').hover();
  await page.getByRole('button', { name: labels.editTask('Stay put') }).click();
  await page.getByRole('textbox', { name: labels.taskDescription }).fill('Moved');
  await page.keyboard.press('Enter');
  await expect(toast(page, toasts.updateTaskFailed)).toBeVisible();
  // Nothing typed is lost: the edit opens again with the text that was not saved.
  await expect(page.getByRole('textbox', { name: labels.taskDescription })).toHaveValue('Moved');
  await page.keyboard.press('Escape');
  await expect(row(page, 'Stay put')).toBeVisible();
  await expect(row(page, 'Moved')).toHaveCount(0);

  await failWith(page, '**/api/todo/create', 500);
  await addInput(page).fill('Never saved');
  await addButton(page).click();
  await expect(toast(page, toasts.createTaskFailed)).toBeVisible();
  await expect(row(page, 'Never saved')).toHaveCount(0);
  // Nothing typed is lost: a refused create gives its text back to the input; one that
  // meets a network error (the server down) waits in the outbox, marked, and is sent again.
  await expect(addInput(page)).toHaveValue('Never saved');
  await page.unroute('**/api/todo/create');
  await page.route('**/api/todo/create', (route) => route.abort('connectionrefused'));
  await addButton(page).click();
  await expect(row(page, 'Never saved').getByTestId('waiting-mark')).toBeVisible();
  await expect(addInput(page)).toHaveValue('');
  await page.unroute('**/api/todo/create');
  await expect(row(page, 'Never saved').getByTestId('waiting-mark')).toHaveCount(0, { timeout: 15_000 });
  await expect(row(page, 'Never saved')).toHaveCount(1);

  await page.route('**/api/todo/create-group', (route) => route.abort('connectionrefused'));
  const newGroup = page.getByRole('textbox', { name: ui.newGroupPlaceholder });
  await newGroup.fill('Kept name');
  await newGroup.press('Enter');
  await expect(entry(page, 'Kept name')).toBeVisible();
  await expect(page.getByTestId('waiting-count')).toHaveText(offlineTexts.waiting(1));
  await page.unroute('**/api/todo/create-group');
  await expect(page.getByTestId('waiting-count')).toHaveCount(0, { timeout: 15_000 });
  await expect(entry(page, 'Kept name')).toBeVisible();

  await failWith(page, '**/api/todo/delete/*', 500, 'Cannot delete now');
  await row(page, 'Stay put').hover();
  await page.getByRole('button', { name: labels.deleteTask('Stay put') }).click();
  await expect(toast(page, 'Cannot delete now')).toBeVisible();
  await expect(row(page, 'Stay put')).toBeVisible();
});

test('skeletons show while the groups load; switching views then costs no request', async ({ page }) => {
  // The first load of a new user: a later load paints the groups kept from the last one at once.
  await signUpByApi(page);
  const release = await hold(page, '**/api/todo/get-groups');
  // After the first render the page reports the browser's zone once for a new user, and the
  // sidebar's lazy sections read the saved filters and the labels: none of them a view's request.
  const answered = (method: string, path: string) =>
    page.waitForResponse(
      (response) => response.request().method() === method && response.url().endsWith(path),
    );
  const settled = Promise.all([
    answered('POST', '/api/notification-settings'),
    answered('GET', '/api/filters'),
    answered('GET', '/api/labels'),
  ]);
  await page.goto('/');
  await expect(page.getByTestId('task-skeletons')).toBeVisible();
  release();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await settled;

  // Every view is computed from the groups already loaded (shared/views.ts).
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request.url());
  });
  for (const [index, view] of builtInViews.entries()) {
    await entry(page, view.name).click();
    await expect(page.getByTestId('empty-state')).toContainText(ui.emptyHints[index] as string);
  }
  expect(requests).toEqual([]);

  // Groups that fail to load: the built-in entries stay, with the error text of SPEC.md section 8.
  await failWith(page, '**/api/todo/get-groups', 500);
  await page.reload();
  await expect(nav(page).getByRole('alert')).toHaveText(failures.getGroups);
  await expect(entry(page, 'Today')).toBeVisible();
});

test('due date picker, important star and views 0-2', async ({ page }, testInfo) => {
  await signUpFast(page);
  await createGroup(page, 'Trip');
  await page.reload();
  await entry(page, 'Trip').click();

  const pick = page.getByRole('button', { name: labels.chooseDueDate });
  const dialog = page.getByRole('dialog', { name: labels.dueDate });
  const typed = dialog.getByRole('textbox', { name: labels.dueDateText });

  // Cancel leaves no date.
  await pick.click();
  await typed.fill('2031-04-05');
  await dialog.getByRole('button', { name: ui.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: labels.clearDueDate })).toHaveCount(0);

  // Invalid typed dates are ignored: Apply says so and keeps the picker open; Cancel leaves no date.
  await pick.click();
  await typed.fill('2031-02-30');
  await expect(dialog.locator('input[type="date"]')).toHaveValue('');
  await dialog.getByRole('button', { name: ui.apply }).click();
  await expect(dialog.getByRole('alert')).toHaveText(validation.dueTextInvalid('2031-02-30'));
  await dialog.getByRole('button', { name: ui.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: labels.clearDueDate })).toHaveCount(0);

  // A valid typed date is applied, shown, and clearable.
  await pick.click();
  await typed.fill('2031-04-05');
  await expect(dialog.locator('input[type="date"]')).toHaveValue('2031-04-05');
  await keepScreenshot(page, testInfo, 'due-date-picker');
  await dialog.getByRole('button', { name: ui.apply }).click();
  await expect(page.getByText(ui.dueLabel('Apr 5, 2031'))).toBeVisible();
  await page.getByRole('button', { name: labels.clearDueDate }).click();
  await expect(page.getByText(ui.dueLabel('Apr 5, 2031'))).toHaveCount(0);

  // The calendar input, and Clear inside the popup.
  await pick.click();
  await dialog.locator('input[type="date"]').fill('2031-06-07');
  await dialog.getByRole('button', { name: labels.clear }).click();
  await expect(typed).toHaveValue('');
  await dialog.locator('input[type="date"]').fill('2031-06-07');
  await dialog.getByRole('button', { name: ui.apply }).click();

  const star = page.getByRole('button', { name: labels.markImportant });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await addTask(page, 'Book flights');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await expect(row(page, 'Book flights')).toContainText(ui.dueLabel('Jun 7, 2031'));
  await addTask(page, 'Pack bags');

  // Stored as the chosen day, and noon UTC of it for the original client (docs/decisions/0113).
  // Once the create has reached the server (the row shows before it answers).
  const stored = async () =>
    (await call(page, 'todo-getall')).todos.find((t) => t.description === 'Book flights');
  await expect.poll(stored).toMatchObject({
    dueDay: '2031-06-07',
    due: '2031-06-07T12:00:00.000Z',
    important: true,
  });

  await entry(page, 'Today').click();
  await expect(row(page, 'Book flights')).toContainText(ui.fromGroup('Trip'));
  await expect(row(page, 'Pack bags')).toContainText(ui.fromGroup('Trip'));
  // A task kept in Today's own home does not say it comes from Today.
  await addTask(page, 'Water plants');
  await expect(row(page, 'Water plants').getByText(labels.important)).toHaveCount(0);
  await expect(row(page, 'Water plants')).not.toContainText(ui.fromGroup('Today'));
  await entry(page, 'Important').click();
  await expect(row(page, 'Book flights')).toContainText(ui.fromGroup('Trip'));
  await expect(row(page, 'Pack bags')).toHaveCount(0);
  await entry(page, 'Planned').click();
  await expect(row(page, 'Book flights')).toContainText(ui.dueLabel('Jun 7, 2031'));
  await expect(row(page, 'Pack bags')).toHaveCount(0);
  // A task added in Planned without a date is due at the end of today, so it stays in the view.
  await addTask(page, 'Plan ahead');
  // The browser runs in UTC (playwright.config.ts).
  const today = new Date().toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await expect(row(page, 'Plan ahead')).toContainText(ui.dueLabel(today));
  await page.reload();
  await entry(page, 'Planned').click();
  await expect(row(page, 'Plan ahead')).toContainText(ui.dueLabel(today));
  await keepScreenshot(page, testInfo, 'dashboard-planned');

  // Completing in a view updates the group's list too.
  await row(page, 'Book flights').getByRole('checkbox').check();
  await expect(toast(page, toasts.taskCompleted)).toBeVisible();
  await entry(page, 'Trip').click();
  await expect(row(page, 'Book flights').getByRole('checkbox')).toBeChecked();
});

test('highlight selects the group, then scrolls and pulses the task or group', async ({ page }) => {
  await signUpFast(page);
  const group = await createGroup(page, 'Far away');
  // The oldest task sorts last: far below the fold among the others.
  const needle = await createTask(page, group._id, 'The needle');
  for (let i = 0; i < 25; i += 1) await createTask(page, group._id, `Hay ${i}`);

  await page.goto(`/dashboard?highlight=todo-${needle._id}`);
  await expect(heading(page)).toHaveText('Far away');
  const needleRow = page.locator(`[id="todo-${needle._id}"]`);
  await expect(needleRow).toHaveClass(/pulse/);
  await expect(needleRow).toBeInViewport();
  await expect(needleRow).not.toHaveClass(/pulse/, { timeout: 4000 });

  await page.goto(`/dashboard?highlight=group-${group._id}`);
  await expect(heading(page)).toHaveText('Far away');
  const groupEntry = page.locator(`[id="group-${group._id}"]`);
  await expect(groupEntry).toHaveClass(/pulse/);
  await expect(groupEntry).not.toHaveClass(/pulse/, { timeout: 4000 });
});

test('theme from local storage (default light), switchable, kept across reloads', async ({
  page,
}, testInfo) => {
  await openAs(page, shared);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: labels.themeToDark }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await keepScreenshot(page, testInfo, 'dashboard-dark');
  await page.getByRole('button', { name: labels.themeToLight }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('top bar: logo, avatar initials, bell, sidebar collapse', async ({ page }) => {
  const user = await openAs(page, shared);
  await page.getByRole('link', { name: labels.yourProfile }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('link', { name: labels.home }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.avatar-link .avatar-initials')).toHaveText(
    user.username.slice(0, 2).toUpperCase(),
  );
  const bell = page.getByRole('link', { name: ui.notificationsHeading, exact: true });
  await expect(bell).toHaveAttribute('data-badge', 'false');
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await page.goBack();

  await page.getByRole('button', { name: labels.hideSidebar }).click();
  await expect(nav(page)).toBeHidden();
  await page.getByRole('button', { name: labels.showSidebar }).click();
  await expect(nav(page)).toBeVisible();

  // A page that cannot be shown (here its code fails to download) leaves the top bar working.
  await page.route('**/assets/ProfilePage-*.js', (route) => route.abort());
  await page.goto('/profile');
  await expect(page.getByRole('alert')).toHaveText(labels.pageFailed);
  await page.getByRole('link', { name: labels.home }).click();
  await expect(heading(page)).toHaveText('Today');
});

test('the open list is in the URL: a reload returns to it, and Back steps between lists', async ({
  page,
}) => {
  await signUpFast(page);
  const group = await createGroup(page, 'Errands');
  await page.reload();
  await entry(page, 'Errands').click();
  await expect(heading(page)).toHaveText('Errands');
  await expect(page).toHaveURL(new RegExp(`[?&]list=${group._id}`));
  await page.reload();
  await expect(heading(page)).toHaveText('Errands');
  await entry(page, 'Important').click();
  await expect(heading(page)).toHaveText('Important');
  await page.goBack();
  await expect(heading(page)).toHaveText('Errands');
  await page.goBack();
  await expect(heading(page)).toHaveText('Today');
  await page.goForward();
  await expect(heading(page)).toHaveText('Errands');
  // A list that no longer exists falls back to the first view.
  await page.goto('/dashboard?list=01ZZZZZZZZZZZZZZZZZZZZZZZZ');
  await expect(heading(page)).toHaveText('Today');
});

test('works by keyboard', async ({ page }) => {
  await openAs(page, shared);
  const newGroup = page.getByRole('textbox', { name: ui.newGroupPlaceholder });
  await newGroup.focus();
  await page.keyboard.type('Keys');
  await page.keyboard.press('Enter');
  await expect(entry(page, 'Keys')).toBeEnabled();
  await entry(page, 'Keys').focus();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Keys');
  await addInput(page).focus();
  await page.keyboard.type('Typed task');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Typed task')).toBeVisible();
  // Until the server has it, the row is pending and its checkbox disabled (a quick machine may never show that).
  await expect(row(page, 'Typed task').getByRole('checkbox')).toBeEnabled();
  await row(page, 'Typed task').getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(row(page, 'Typed task').getByRole('checkbox')).toBeChecked();
  // A row is one Tab stop; the left and right arrows move inside it (checkbox, pencil, cross).
  await row(page, 'Typed task').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: labels.editTask('Typed task') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: labels.taskDescription })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: labels.taskDescription })).toHaveCount(0);
  // The rename of a group is reachable without a mouse (the pencil next to it).
  await nav(page)
    .getByRole('button', { name: labels.renameGroup('Keys') })
    .focus();
  await page.keyboard.press('Enter');
  await expect(nav(page).getByRole('textbox', { name: labels.groupName })).toBeFocused();
});

test.describe('phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sidebar is collapsed, opens from the menu and closes on selection', async ({
    page,
  }, testInfo) => {
    await openAs(page, shared);
    await expect(nav(page)).toBeHidden();
    await addTask(page, 'From the phone');
    await keepScreenshot(page, testInfo, 'phone-dashboard');
    await page.getByRole('button', { name: labels.showSidebar }).click();
    await expect(nav(page)).toBeVisible();
    await keepScreenshot(page, testInfo, 'phone-sidebar');
    await entry(page, 'Important').click();
    await expect(nav(page)).toBeHidden();
    await expect(heading(page)).toHaveText('Important');
  });
});

test('a signed-in load asks for the user and the groups once each, both before the app runs; a stale session signs in cleanly', async ({
  page,
}) => {
  const user = await signUpFast(page);
  const group = await call(page, 'todo-create-group', { body: { name: 'Early' } });
  await createTask(page, group._id, 'Read early');

  // No live updates here: the stream's word of the writes above may reach a page and make it read
  // the user again, which is right but not what this test counts. The page that made them is left
  // first, so none of its reads is counted either. The socket opens and hears nothing: one that
  // fails before opening makes the page ask whether its session ended (a read of the user too).
  await page.routeWebSocket(/\/ws$/, () => {});
  await page.goto('about:blank');
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) reads.push(`${request.method()} ${pathname}`);
  });
  await page.goto('/');
  await entry(page, 'Early').click();
  await expect(row(page, 'Read early')).toBeVisible();
  // web/public/early-reads.js started both before the app's code ran; the app took those answers
  // instead of asking again, so each was read once.
  expect(reads.filter((r) => r === 'GET /api/auth/user')).toHaveLength(1);
  expect(reads.filter((r) => r === 'GET /api/todo/get-groups')).toHaveLength(1);
  const started = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\/api\/(auth\/user|todo\/get-groups)$/.test(e.name))
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
  );
  const parsed = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
  );
  // Both reads left while the page was still being parsed, so before the app's module ran (module
  // scripts run only after parsing ends).
  expect(started.map((read) => read.path).sort()).toEqual(['/api/auth/user', '/api/todo/get-groups']);
  for (const read of started) expect(read.start).toBeLessThan(parsed);

  // The session ended elsewhere but the hint cookie stayed: the early reads answer 401, the page
  // shows the sign-in form, and signing in there shows the board (no stale early answer is used).
  await page.context().clearCookies({ name: '__Host-session' });
  await page.reload();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel(ui.usernameLabel).fill(user.username);
  await page.getByLabel(ui.passwordLabel).fill('Passw0rd!x');
  await page.getByRole('button', { name: ui.signInButton }).click();
  await entry(page, 'Early').click();
  await expect(row(page, 'Read early')).toBeVisible();
  await expect(nav(page).getByRole('alert')).toHaveCount(0);
});
