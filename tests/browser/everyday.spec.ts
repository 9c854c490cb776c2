/**
 * Everyday use, as a user presses and clicks: shortcuts and their help, undo and
 * confirmations, typed and overdue dates, focus, the completed section, the first paint; and the
 * keyboard-only journey. axe-core runs on the dialogs and the help.
 */
import { expect, type Page, test } from '@playwright/test';
import { everydayTexts, labels, toasts, ui } from '../../shared/messages/screens';
import { shortcutHelpTexts } from '../../shared/messages/shortcut-help';
import { validation } from '../../shared/messages/validation';
import {
  acceptRequestFrom,
  addInput,
  boardWith,
  call,
  createGroup,
  createTask,
  entry,
  expectNoAxeViolations,
  focusedRowText,
  heading,
  nav,
  password,
  row,
  rows,
  signUpFast,
  toastWith,
  uniqueUsername,
} from './helpers';
import { baseURL } from './playwright.config';

const texts = (page: Page) => rows(page).locator('.task-text').allInnerTexts();

test('1. shortcuts: help on ?, n and /, g then a view, j/k and x, e, skip link, one Tab stop per row', async ({
  page,
}) => {
  await boardWith(page, 'Keys', ['first', 'second', 'third']);

  // '?' opens the help, focus inside; Escape closes it and focus comes back.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: shortcutHelpTexts.shortcutsTitle });
  await expect(help).toBeVisible();
  await expect(help).toContainText(shortcutHelpTexts.shortcuts['focus-add']);
  await expect(help.getByRole('button', { name: shortcutHelpTexts.close })).toBeFocused();
  await expectNoAxeViolations(page, 'shortcut help');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  // n focuses 'Add a new task...'; letters typed there stay letters.
  await page.keyboard.press('n');
  await expect(addInput(page)).toBeFocused();
  await page.keyboard.type('gin');
  await expect(addInput(page)).toHaveValue('gin');
  await expect(heading(page)).toHaveText('Keys');
  await addInput(page).fill('');
  await page.keyboard.press('Escape');
  await addInput(page).blur();

  // '/' focuses the search.
  await page.keyboard.press('/');
  await expect(page.getByRole('combobox', { name: labels.search })).toBeFocused();
  await page.getByRole('combobox', { name: labels.search }).blur();

  // g then i: Important; g then t: Today.
  await page.keyboard.press('g');
  await page.keyboard.press('i');
  await expect(heading(page)).toHaveText('Important');
  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await expect(heading(page)).toHaveText('Today');

  // The skip link is the first Tab stop of a page and leads to the list's row (Today lists all three).
  await page.reload();
  await expect(heading(page)).toHaveText('Today');
  await expect(rows(page)).toHaveCount(3);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: everydayTexts.skipToTasks });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedRowText(page)).toBe('third');

  // j and the arrows move between rows; each row is one Tab stop (Tab leaves the list).
  await page.keyboard.press('j');
  await expect.poll(() => focusedRowText(page)).toBe('second');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedRowText(page)).toBe('first');
  await page.keyboard.press('k');
  await expect.poll(() => focusedRowText(page)).toBe('second');
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedRowText(page)).toBeFalsy();
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusedRowText(page)).toBe('second');
  // The right arrow moves inside the row: its checkbox.
  await page.keyboard.press('ArrowRight');
  await expect(row(page, 'second').getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => focusedRowText(page)).toBe('second');

  // x toggles; e edits, Escape returns focus to the row.
  await page.keyboard.press('x');
  await expect(toastWith(page, toasts.taskCompleted)).toBeVisible();
  await expect(row(page, 'second')).toHaveClass(/completed/);
  await row(page, 'first').focus();
  await page.keyboard.press('e');
  const editor = page.getByRole('textbox', { name: labels.taskDescription });
  await expect(editor).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect.poll(() => focusedRowText(page)).toBe('first');
});

test('2. undo a delete (nothing sent), confirm a group delete and a teammate removal', async ({ page }) => {
  const { user } = await boardWith(page, 'Work', ['alpha', 'beta', 'gamma']);
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/todo/delete/')) deletes.push(request.url());
  });
  const before = await call(page, 'auth-user');

  await row(page, 'beta').hover();
  await page.getByRole('button', { name: labels.deleteTask('beta') }).click();
  await expect(row(page, 'beta')).toHaveCount(0);
  const undoToast = toastWith(page, everydayTexts.taskDeleted);
  await expect(undoToast).toBeVisible();
  await undoToast.getByRole('button', { name: everydayTexts.undo }).click();
  await expect.poll(() => texts(page)).toEqual(['gamma', 'beta', 'alpha']);
  // Past the window: still nothing sent, the counters untouched, and the task still stored.
  await page.waitForTimeout(5500);
  expect(deletes).toEqual([]);
  expect((await call(page, 'auth-user')).totalTasks).toBe(before.totalTasks);
  await page.reload();
  await entry(page, 'Work').click();
  await expect.poll(() => texts(page)).toEqual(['gamma', 'beta', 'alpha']);

  // Delete by the Delete key; left alone, the delete is sent after the window.
  await row(page, 'alpha').focus();
  const sent = page.waitForResponse('**/api/todo/delete/*');
  await page.keyboard.press('Delete');
  await expect(row(page, 'alpha')).toHaveCount(0);
  await sent;
  expect(deletes).toHaveLength(1);

  // A group that holds tasks asks first, naming what goes; Cancel keeps it.
  await nav(page)
    .getByRole('button', { name: labels.deleteGroup('Work') })
    .click();
  const confirm = page.getByRole('dialog', { name: everydayTexts.confirmDeleteGroup('Work', 2) });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: ui.cancel })).toBeFocused();
  await expectNoAxeViolations(page, 'confirm group delete');
  await confirm.getByRole('button', { name: ui.cancel }).click();
  await expect(entry(page, 'Work')).toBeVisible();
  await nav(page)
    .getByRole('button', { name: labels.deleteGroup('Work') })
    .click();
  await confirm.getByRole('button', { name: everydayTexts.deleteGroup }).click();
  await expect(entry(page, 'Work')).toHaveCount(0);
  // An empty group goes at once.
  await createGroup(page, 'Empty');
  await page.reload();
  await nav(page)
    .getByRole('button', { name: labels.deleteGroup('Empty') })
    .click();
  await expect(entry(page, 'Empty')).toHaveCount(0);

  // Removing a teammate asks first (the second user accepts a request by API).
  const other = await page.context().browser()?.newContext({ baseURL });
  if (!other) throw new Error('no browser');
  const bobPage = await other.newPage();
  const bob = await signUpFast(bobPage, uniqueUsername('bob'));
  await call(page, 'notification-send-requests', { body: { toUser: bob._id } });
  await acceptRequestFrom(bobPage, user);
  await other.close();
  await page.goto(`/user/${bob._id}`);
  await page.getByRole('button', { name: ui.removeFromTeam }).click();
  const removal = page.getByRole('dialog', { name: everydayTexts.confirmRemoveTeammate(bob.username) });
  await expect(removal).toBeVisible();
  await expectNoAxeViolations(page, 'confirm teammate removal');
  await page.keyboard.press('Escape');
  await expect(removal).toHaveCount(0);
  await expect(page.getByRole('button', { name: ui.removeFromTeam })).toBeFocused();
});

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 740 } },
]) {
  test(`2b. a deleted list comes back whole with Undo, nothing sent; left alone it goes (${size.name})`, async ({
    page,
  }) => {
    const phone = size.name === 'phone';
    const showSidebar = async () => {
      if (phone && !(await nav(page).isVisible()))
        await page.getByRole('button', { name: labels.showSidebar }).click();
      await expect(nav(page)).toBeVisible();
    };
    await boardWith(page, 'Trip', ['tickets', 'passport']);
    await page.setViewportSize(size.viewport);
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/todo/delete-group')) deletes.push(request.url());
    });
    const deleteTrip = async () => {
      await showSidebar();
      await nav(page)
        .getByRole('button', { name: labels.deleteGroup('Trip') })
        .click();
      const confirm = page.getByRole('dialog', { name: everydayTexts.confirmDeleteGroup('Trip', 2) });
      await confirm.getByRole('button', { name: everydayTexts.deleteGroup }).click();
      await showSidebar();
      await expect(entry(page, 'Trip')).toHaveCount(0);
    };

    await deleteTrip();
    const undoToast = toastWith(page, everydayTexts.listDeleted('Trip'));
    await expect(undoToast).toBeVisible();
    await undoToast.getByRole('button', { name: everydayTexts.undo }).click();
    await showSidebar();
    await entry(page, 'Trip').click();
    await expect(heading(page)).toHaveText('Trip');
    await expect.poll(() => texts(page)).toEqual(['passport', 'tickets']);
    // Past the window, nothing was sent, and the server still holds the list.
    await expect(undoToast).toBeHidden({ timeout: 10_000 });
    expect(deletes).toEqual([]);
    const names = async () => (await call(page, 'todo-get-groups')).groups.map((group) => group.name);
    expect(await names()).toContain('Trip');

    // Left alone, the delete is sent once its window has passed.
    const sent = page.waitForResponse('**/api/todo/delete-group/*');
    await deleteTrip();
    expect((await sent).status()).toBe(200);
    expect(deletes).toHaveLength(1);
    expect(await names()).not.toContain('Trip');
    await page.reload();
    await showSidebar();
    await expect(entry(page, 'Trip')).toHaveCount(0);
  });
}

test('3. dates: typed digit by digit into the date field, yyyy-mm-dd text, overdue label', async ({
  page,
}) => {
  const { group } = await boardWith(page, 'Dates', []);
  const calendarButton = page.getByRole('button', { name: labels.chooseDueDate });
  await calendarButton.click();
  const popup = page.getByRole('dialog', { name: labels.dueDate });
  const dateField = popup.getByLabel(labels.dueDate, { exact: true });
  await expect(dateField).toBeFocused();
  await page.keyboard.type('12052026');
  await expect(dateField).toHaveValue('2026-12-05');
  await expect(popup.getByRole('textbox', { name: labels.dueDateText })).toHaveValue('2026-12-05');
  await expectNoAxeViolations(page, 'due date popup');
  await popup.getByRole('button', { name: ui.apply }).click();
  await expect(calendarButton).toBeFocused();
  await expect(page.locator('.bottom-bar .chip')).toContainText(ui.dueLabel('Dec 5, 2026'));

  // The text field: an invalid text is ignored, and Apply says why and keeps the picker open; a
  // valid one counts.
  await calendarButton.click();
  const text = popup.getByRole('textbox', { name: labels.dueDateText });
  await text.fill('2026-02-30');
  await expect(dateField).toHaveValue('2026-12-05');
  await text.press('Enter');
  await expect(popup.getByRole('alert')).toHaveText(validation.dueTextInvalid('2026-02-30'));
  await expect(text).toBeFocused();
  await expect(page.locator('.bottom-bar .chip')).toContainText(ui.dueLabel('Dec 5, 2026'));
  await text.fill('2027-01-15');
  await expect(popup.getByRole('alert')).toHaveCount(0);
  await expect(dateField).toHaveValue('2027-01-15');
  await text.press('Enter');
  await expect(page.locator('.bottom-bar .chip')).toContainText(ui.dueLabel('Jan 15, 2027'));

  // Overdue: a passed due date of an open task; the text stays 'Due {date}'.
  await createTask(page, group._id, 'late one', { dueDay: '2024-01-02' });
  await createTask(page, group._id, 'late but done', { dueDay: '2024-01-03' });
  const done = (await call(page, 'todo-get-groups')).groups
    .find((g) => g._id === group._id)
    ?.todo.find((t) => t.description === 'late but done');
  await call(page, 'todo-update', { params: { id: done?._id as string }, body: { completed: true } });
  await page.reload();
  await entry(page, 'Dates').click();
  const late = row(page, 'late one').locator('.task-due');
  await expect(late).toHaveClass(/overdue/);
  await expect(late).toHaveText(`${everydayTexts.overdue} ${ui.dueLabel('Jan 2, 2024')}`);
  await expect(row(page, 'late but done').locator('.task-due')).not.toHaveClass(/overdue/);
});

test('4. focus: popups trap and return it, edits return it, an outside click offers the edit back, a new task is shown', async ({
  page,
}) => {
  const many = Array.from({ length: 40 }, (_, i) => `task ${String(i).padStart(2, '0')}`);
  await boardWith(page, 'Long', many);
  const calendarButton = page.getByRole('button', { name: labels.chooseDueDate });
  await calendarButton.click();
  const popup = page.getByRole('dialog', { name: labels.dueDate });
  // Tab stays inside the popup.
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  expect(await popup.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(calendarButton).toBeFocused();

  // Saved with Enter: focus back on the row.
  await row(page, 'task 39').hover();
  await page.getByRole('button', { name: labels.editTask('task 39') }).click();
  const editor = page.getByRole('textbox', { name: labels.taskDescription });
  await editor.fill('task 39 edited');
  await editor.press('Enter');
  await expect(row(page, 'task 39 edited')).toBeVisible();
  await expect.poll(() => focusedRowText(page)).toBe('task 39 edited');

  // An outside click cancels (SPEC.md), and the toast's Undo gives the text back.
  await row(page, 'task 38').hover();
  await page.getByRole('button', { name: labels.editTask('task 38') }).click();
  await editor.fill('half-typed thought');
  await heading(page).click();
  await expect(editor).toHaveCount(0);
  await expect(row(page, 'task 38')).toBeVisible();
  const discarded = toastWith(page, everydayTexts.editDiscarded);
  await discarded.getByRole('button', { name: everydayTexts.undo }).click();
  await expect(editor).toHaveValue('half-typed thought');
  await page.keyboard.press('Escape');

  // Scrolled far down, a new task is brought into view and pulsed.
  await page.locator('.task-scroll').evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await addInput(page).fill('brand new');
  await addInput(page).press('Enter');
  await expect(row(page, 'brand new')).toBeInViewport();
  await expect(row(page, 'brand new')).toHaveClass(/pulse/);
});

test('5. completed tasks sit in a collapsible section, remembered per list', async ({ page }) => {
  await boardWith(page, 'Done', ['one', 'two', 'three']);
  await row(page, 'two').getByRole('checkbox').check();
  await row(page, 'one').getByRole('checkbox').check();
  const toggle = page.getByRole('button', { name: everydayTexts.completedSection(2) });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const completed = page.getByRole('list', { name: everydayTexts.completedTasks });
  // SPEC.md's order inside: newest first.
  await expect.poll(() => completed.locator('.task-text').allInnerTexts()).toEqual(['two', 'one']);
  await expect
    .poll(() =>
      page.getByRole('list', { name: labels.tasks, exact: true }).locator('.task-text').allInnerTexts(),
    )
    .toEqual(['three']);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(completed).toHaveCount(0);
  await page.reload();
  await entry(page, 'Done').click();
  await expect(page.getByRole('button', { name: everydayTexts.completedSection(2) })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  // Another list keeps its own state (open by default).
  await entry(page, 'Today').click();
  await expect(page.getByRole('button', { name: everydayTexts.completedSection(2) })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('6. first paint: the system dark theme with nothing stored; a signed-out load logs no error', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL, colorScheme: 'dark' });
  // Before the app's code runs (its scripts held back), the page already has the system's theme.
  const bare = await context.newPage();
  await bare.route('**/assets/*.js', (route) => route.abort());
  await bare.goto('/signin');
  await expect(bare.locator('html')).toHaveAttribute('data-theme', 'dark');
  await bare.close();

  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const userReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/user') userReads.push(request.url());
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: ui.signInButton })).toBeVisible();
  // A browser where no session was started (no session hint cookie) is a guest without asking:
  // no read of the user, so neither the app nor Chromium's network log shows a 401.
  expect(userReads).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();

  // A stored choice still wins; no preference stays light (SPEC.md's default).
  const light = await browser.newContext({ baseURL, colorScheme: 'no-preference' });
  const lightPage = await light.newPage();
  await lightPage.goto('/signin');
  await expect(lightPage.locator('html')).toHaveAttribute('data-theme', 'light');
  await lightPage.evaluate(() => localStorage.setItem('theme', 'dark'));
  await lightPage.reload();
  await expect(lightPage.locator('html')).toHaveAttribute('data-theme', 'dark');
  await light.close();
});

test('keyboard only: sign in, three tasks with typed dates, complete, star, delete and undo', async ({
  page,
}) => {
  const username = uniqueUsername('kb');
  await page.request.post('/api/auth/signup', {
    data: { username, password },
    headers: { 'Content-Type': 'application/json' },
  });
  // Written for Today, where accounts opened before Upcoming (helpers.ts `signUp`).
  await page.request.post('/api/auth/update-profile', {
    data: { startView: 'today' },
    headers: { 'Content-Type': 'application/json' },
  });
  await page.context().clearCookies();
  await page.goto('/signin');
  for (
    let i = 0;
    i < 6 && !(await page.getByLabel(ui.usernameLabel).evaluate((e) => e === document.activeElement));
    i += 1
  )
    await page.keyboard.press('Tab');
  await expect(page.getByLabel(ui.usernameLabel)).toBeFocused();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: labels.yourProfile })).toBeVisible();

  /** Adds a task from the keyboard: n, the text, the calendar (Tab), a typed date, Enter, Enter. */
  const addWithDate = async (text: string, digits: string, star = false) => {
    // After an Add, focus stays in the field; from anywhere else, n brings it there.
    if (!(await addInput(page).evaluate((e) => e === document.activeElement))) await page.keyboard.press('n');
    await page.keyboard.type(text);
    // The bar's tools (the calendar, the star, Add) load after the first paint: a user tabs to what is shown.
    const calendarButton = page.getByRole('button', { name: labels.chooseDueDate });
    await expect(calendarButton).toBeVisible();
    await page.keyboard.press('Tab'); // the calendar button
    await expect(calendarButton).toBeFocused();
    await page.keyboard.press('Enter'); // opens; focus in the date field
    // The picker is loaded on its first use: the digits wait for its field to have the focus.
    await expect(
      page.getByRole('dialog', { name: labels.dueDate }).getByLabel(labels.dueDate, { exact: true }),
    ).toBeFocused();
    await page.keyboard.type(digits);
    await page.keyboard.press('Enter'); // applies; focus back on the calendar button
    if (star) {
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
    }
    await page.keyboard.press('n');
    await page.keyboard.press('Enter');
    await expect(row(page, text)).toBeVisible();
  };
  await addWithDate('pay rent', '01312027');
  await addWithDate('call mum', '02012027', true);
  await addWithDate('fix bike', '02152027');
  await expect(row(page, 'pay rent')).toContainText(ui.dueLabel('Jan 31, 2027'));
  await expect(row(page, 'call mum')).toContainText(ui.dueLabel('Feb 1, 2027'));
  await expect(row(page, 'call mum').getByText(labels.important)).toBeAttached();

  // Back from the add field into the list (its one Tab stop): complete one.
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusedRowText(page)).toBe('fix bike');
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect.poll(() => focusedRowText(page)).toBe('pay rent');
  await page.keyboard.press('x');
  await expect(row(page, 'pay rent')).toHaveClass(/completed/);
  // The selection stays on it, now in the completed list; Shift+Tab goes back past the section's
  // header to the open list.
  await expect.poll(() => focusedRowText(page)).toBe('pay rent');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: everydayTexts.completedSection(1) })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusedRowText(page)).toBe('fix bike');
  await page.keyboard.press('j');

  // Star from the keyboard: s on 'call mum' (starred when added) unstars it, and s again stars it.
  await expect.poll(() => focusedRowText(page)).toBe('call mum');
  await page.keyboard.press('s');
  await expect(row(page, 'call mum').getByText(labels.important)).not.toBeAttached();
  await page.keyboard.press('s');
  await expect(row(page, 'call mum').getByText(labels.important)).toBeAttached();

  // Delete one with the Delete key, and undo with z.
  await expect.poll(() => focusedRowText(page)).toBe('call mum');
  await page.keyboard.press('k');
  await expect.poll(() => focusedRowText(page)).toBe('fix bike');
  const current = 'fix bike';
  await page.keyboard.press('Delete');
  await expect(row(page, current)).toHaveCount(0);
  await expect(toastWith(page, everydayTexts.taskDeleted)).toBeVisible();
  await page.keyboard.press('z');
  await expect(row(page, current)).toBeVisible();
  // The row the delete took comes back with the focus: the keys go on acting on it.
  await expect(row(page, current)).toBeFocused();
  await expect(rows(page)).toHaveCount(3);

  // What the keyboard changed was stored: the star and the completion survive a reload.
  await page.reload();
  await expect(row(page, 'call mum').getByText(labels.important)).toBeAttached();
  await expect(row(page, 'pay rent')).toHaveClass(/completed/);
});
