/**
 * The outbox. Changes made offline show a pending mark and a count, survive a reload
 * offline, and reach the server exactly once when the network is back (checked through the API,
 * counters included); a change whose answer was lost is sent again with its key and applied once; a
 * change the server refuses on replay is shown with its reason until dismissed.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { outboxTexts } from '../../shared/messages/outbox-panel';
import {
  everydayTexts,
  failures,
  labels,
  offlineTexts,
  profileLabels,
  toasts,
  ui,
} from '../../shared/messages/screens';
import { buildPath } from '../../shared/routes';
import {
  addInput,
  call,
  controlledByWorker,
  createGroup,
  createTask,
  entry,
  expectNoAxeViolations,
  hold,
  keepScreenshot,
  nav,
  password,
  row,
  rows,
  signOut,
  signUp,
  signUpFast,
  toastWith,
} from './helpers';

test.use({ serviceWorkers: 'allow' });

const waitingMark = (page: Page, text: string) => row(page, text).getByTestId('waiting-mark');
const waitingCount = (page: Page) => page.getByTestId('waiting-count');
const newGroupInput = (page: Page) => page.getByRole('textbox', { name: ui.newGroupPlaceholder });

async function editDescription(page: Page, from: string, to: string): Promise<void> {
  await row(page, from).hover();
  await page.getByRole('button', { name: labels.editTask(from) }).click();
  await page.getByRole('textbox', { name: labels.taskDescription }).fill(to);
  await page.keyboard.press('Enter');
}

test('offline changes wait with a mark, survive a reload, and reach the server exactly once', async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  await signUpFast(page);
  const group = await createGroup(page, 'Errands');
  for (const description of ['Toggle me', 'Rename me', 'Delete me'])
    await createTask(page, group._id, description);
  const before = await call(page, 'auth-user');
  await page.reload();
  await entry(page, 'Errands').click();
  await expect(row(page, 'Delete me')).toBeVisible();
  await controlledByWorker(page);
  await entry(page, 'Errands').click();

  await context.setOffline(true);
  await addInput(page).fill('Made offline');
  await addInput(page).press('Enter');
  await expect(waitingMark(page, 'Made offline')).toBeVisible();
  await expect(addInput(page)).toHaveValue('');
  await row(page, 'Toggle me').getByRole('checkbox').check();
  await expect(waitingMark(page, 'Toggle me')).toBeVisible();
  await editDescription(page, 'Rename me', 'Renamed offline');
  await expect(waitingMark(page, 'Renamed offline')).toBeVisible();
  await row(page, 'Delete me').hover();
  await page.getByRole('button', { name: labels.deleteTask('Delete me') }).click();
  await expect(row(page, 'Delete me')).toHaveCount(0);
  // A task made offline is used at once: its change waits behind its create.
  await row(page, 'Made offline').getByRole('checkbox').check();
  await expect(row(page, 'Made offline').getByRole('checkbox')).toBeChecked();
  // A group made offline, and a task in it.
  await newGroupInput(page).fill('Offline list');
  await newGroupInput(page).press('Enter');
  await expect(entry(page, 'Offline list')).toBeVisible();
  await expect(
    nav(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Offline list', exact: true }) })
      .getByTestId('waiting-mark'),
  ).toBeVisible();
  await entry(page, 'Offline list').click();
  await addInput(page).fill('Inside the offline list');
  await addInput(page).press('Enter');
  await expect(waitingMark(page, 'Inside the offline list')).toBeVisible();
  // The delete joins once its undo window is over: seven changes in all.
  await expect(page.getByTestId('offline-indicator')).toContainText(offlineTexts.offline);
  await expect(waitingCount(page)).toHaveText(offlineTexts.waiting(7), { timeout: 15_000 });
  await keepScreenshot(page, testInfo, 'outbox-waiting');

  // A reload offline loses nothing: the same changes are shown, still waiting.
  await page.reload();
  await expect(waitingCount(page)).toHaveText(offlineTexts.waiting(7));
  await entry(page, 'Errands').click();
  await expect(waitingMark(page, 'Made offline')).toBeVisible();
  await expect(row(page, 'Toggle me').getByRole('checkbox')).toBeChecked();
  await expect(row(page, 'Renamed offline')).toBeVisible();
  await expect(row(page, 'Delete me')).toHaveCount(0);
  // The group made offline stays selected when the server's id replaces its temporary one.
  await entry(page, 'Offline list').click();

  await context.setOffline(false);
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('waiting-mark')).toHaveCount(0);

  const stored = (await call(page, 'todo-get-groups')).groups;
  const tasks = stored.flatMap((g) => g.todo);
  const named = (description: string) => tasks.filter((t) => t.description === description);
  expect(named('Made offline')).toHaveLength(1);
  expect(named('Made offline')[0]).toMatchObject({ completed: true, groupId: group._id });
  expect(named('Toggle me')[0]?.completed).toBe(true);
  expect(named('Renamed offline')).toHaveLength(1);
  expect(named('Rename me')).toHaveLength(0);
  expect(named('Delete me')).toHaveLength(0);
  const offlineList = stored.filter((g) => g.name === 'Offline list');
  expect(offlineList).toHaveLength(1);
  expect(offlineList[0]?.todo.map((t) => t.description)).toEqual(['Inside the offline list']);
  // Counters moved once per change: two created, one deleted, two completed.
  const after = await call(page, 'auth-user');
  expect(after.totalTasks).toBe(before.totalTasks + 2 - 1);
  expect(after.completedTasks).toBe(before.completedTasks + 2);

  // The page shows the saved tasks under their saved ids, nothing doubled.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offline list');
  await expect(row(page, 'Inside the offline list')).toHaveCount(1);
  await page.reload();
  await expect(entry(page, 'Offline list')).toHaveCount(1);
  await entry(page, 'Offline list').click();
  await expect(row(page, 'Inside the offline list')).toHaveCount(1);
});

test('a change whose answer was lost is sent again with its key and applied once', async ({ page }) => {
  await signUpFast(page);
  const before = await call(page, 'auth-user');
  let attempts = 0;
  const keys: (string | undefined)[] = [];
  await page.route('**/api/todo/create', async (route) => {
    attempts += 1;
    keys.push(route.request().headers()['idempotency-key']);
    if (attempts > 1) return route.continue();
    // The server applies it, then the answer never arrives.
    await route.fetch();
    await route.abort('connectionreset');
  });
  await addInput(page).fill('Answer lost');
  await addInput(page).press('Enter');
  await expect(waitingMark(page, 'Answer lost')).toBeVisible();
  await expect(waitingMark(page, 'Answer lost')).toHaveCount(0, { timeout: 15_000 });
  expect(attempts).toBe(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);

  const tasks = (await call(page, 'todo-get-groups')).groups.flatMap((g) => g.todo);
  expect(tasks.filter((t) => t.description === 'Answer lost')).toHaveLength(1);
  expect((await call(page, 'auth-user')).totalTasks).toBe(before.totalTasks + 1);
  await expect(row(page, 'Answer lost')).toHaveCount(1);
  await page.reload();
  await expect(row(page, 'Answer lost')).toHaveCount(1);
});

/** The Idempotency-Key of every request the context's pages send from now on to `path` (or under it, ending with '/'). */
function keysSentTo(context: BrowserContext, path: string): string[] {
  const keys: string[] = [];
  context.on('request', (request) => {
    const sent = new URL(request.url()).pathname;
    if (sent === path || (path.endsWith('/') && sent.startsWith(path)))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

/** `page` reloaded on the worker, and a second tab of the same browser: both show `group`. Answers the second. */
async function twoTabs(page: Page, context: BrowserContext, group: string): Promise<Page> {
  await page.reload();
  await controlledByWorker(page);
  await entry(page, group).click();
  const tab = await context.newPage();
  await tab.goto('/');
  await controlledByWorker(tab);
  await entry(tab, group).click();
  return tab;
}

test.describe('two tabs of one user', () => {
  test('a change made offline in a tab closed before the network came back is sent by the other, which marks it meanwhile', async ({
    page,
    context,
  }) => {
    test.slow();
    await signUpFast(page);
    await createGroup(page, 'Shared');
    const before = await call(page, 'auth-user');
    const other = await twoTabs(page, context, 'Shared');

    await context.setOffline(true);
    await addInput(page).fill('Made in the closed tab');
    await addInput(page).press('Enter');
    await expect(waitingMark(page, 'Made in the closed tab')).toBeVisible();
    // The other tab shows the change at once, waiting, as the tab that made it does.
    await expect(waitingMark(other, 'Made in the closed tab')).toBeVisible();
    await expect(waitingCount(other)).toHaveText(offlineTexts.waiting(1));
    await page.close();

    const keys = keysSentTo(context, buildPath('todo-create'));
    await context.setOffline(false);
    await expect(other.getByTestId('waiting-mark')).toHaveCount(0, { timeout: 20_000 });
    await expect(row(other, 'Made in the closed tab')).toHaveCount(1);
    const tasks = (await call(other, 'todo-get-groups')).groups.flatMap((g) => g.todo);
    expect(tasks.filter((t) => t.description === 'Made in the closed tab')).toHaveLength(1);
    expect((await call(other, 'auth-user')).totalTasks).toBe(before.totalTasks + 1);
    // Every attempt carries the change's one key. There may be two: the closed tab's send as it went
    // away can reach the server once the network is back, and the other tab's send beside it is then
    // answered 409 (the same change still running) and tried again, receiving the kept answer.
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(1);
  });

  test('changes made offline in both tabs are each sent once, and both tabs end with all of them', async ({
    page,
    context,
  }) => {
    test.slow();
    await signUpFast(page);
    const group = await createGroup(page, 'Shared');
    await createTask(page, group._id, 'Done in the second tab');
    const before = await call(page, 'auth-user');
    const other = await twoTabs(page, context, 'Shared');

    await context.setOffline(true);
    for (const description of ['First from tab one', 'Second from tab one']) {
      await addInput(page).fill(description);
      await addInput(page).press('Enter');
    }
    await addInput(other).fill('From tab two');
    await addInput(other).press('Enter');
    // A change to a task made offline in the other tab waits behind that tab's create.
    await expect(row(other, 'First from tab one')).toBeVisible();
    await row(other, 'First from tab one').getByRole('checkbox').check();
    await row(other, 'Done in the second tab').getByRole('checkbox').check();
    for (const tab of [page, other]) await expect(waitingCount(tab)).toHaveText(offlineTexts.waiting(5));

    const creates = keysSentTo(context, buildPath('todo-create'));
    const updates = keysSentTo(context, buildPath('todo-update', { id: '' }));
    await context.setOffline(false);
    for (const tab of [page, other])
      await expect(tab.getByTestId('waiting-mark')).toHaveCount(0, { timeout: 20_000 });

    const tasks = (await call(page, 'todo-get-groups')).groups.flatMap((g) => g.todo);
    const named = (description: string) => tasks.filter((t) => t.description === description);
    for (const description of ['First from tab one', 'Second from tab one', 'From tab two'])
      expect(named(description)).toHaveLength(1);
    expect(named('First from tab one')[0]?.completed).toBe(true);
    expect(named('Done in the second tab')[0]?.completed).toBe(true);
    const after = await call(page, 'auth-user');
    expect(after.totalTasks).toBe(before.totalTasks + 3);
    expect(after.completedTasks).toBe(before.completedTasks + 2);
    // One request per change: the tabs took turns, and neither sent what the other had sent.
    expect(creates).toHaveLength(3);
    expect(new Set(creates).size).toBe(3);
    expect(updates).toHaveLength(2);
    expect(new Set(updates).size).toBe(2);
    for (const tab of [page, other]) {
      await expect(row(tab, 'First from tab one').getByRole('checkbox')).toBeChecked();
      for (const description of ['Second from tab one', 'From tab two'])
        await expect(row(tab, description)).toHaveCount(1);
    }
  });
});

/** How many held changes (a delete in its undo window) the page's IndexedDB keeps. */
const heldInStore = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('teamtodo');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('kv').objectStore('kv').getAllKeys();
          keys.onsuccess = () => {
            resolve(keys.result.filter((key) => String(key).startsWith('outbox-held:')).length);
            open.result.close();
          };
        };
      }),
  );

test.describe('a delete held for its undo window', () => {
  test('is not lost when its page crashes: the next page sends it', async ({ page, context }) => {
    await signUpFast(page);
    const group = await createGroup(page, 'Errands');
    const task = await createTask(page, group._id, 'Deleted before a crash');
    const before = await call(page, 'auth-user');
    await page.reload();
    await entry(page, 'Errands').click();
    await row(page, 'Deleted before a crash').hover();
    await page.getByRole('button', { name: labels.deleteTask('Deleted before a crash') }).click();
    await expect(row(page, 'Deleted before a crash')).toHaveCount(0);
    await expect.poll(() => heldInStore(page)).toBe(1);
    // The page's renderer dies inside the undo window (chrome://crash is handled by the renderer
    // itself, with no navigation): no pagehide, no keepalive request, nothing more written.
    const crashed = page.waitForEvent('crash');
    await page.goto('chrome://crash').catch(() => {});
    await crashed;

    // The next page is opened once the crash is over: opened before, it may share the crashed
    // page's renderer process (Chromium groups pages of one site when busy) and die with it.
    const next = await context.newPage();
    await next.goto('/');
    await entry(next, 'Errands').click();
    await expect(row(next, 'Deleted before a crash')).toHaveCount(0);
    await expect
      .poll(async () => (await call(next, 'todo-get-groups')).groups.flatMap((g) => g.todo).map((t) => t._id))
      .not.toContain(task._id);
    expect((await call(next, 'auth-user')).totalTasks).toBe(before.totalTasks - 1);
    await expect.poll(() => heldInStore(next)).toBe(0);
  });

  test('and undone keeps nothing: the task stays after a reload', async ({ page }) => {
    await signUpFast(page);
    const group = await createGroup(page, 'Errands');
    await createTask(page, group._id, 'Deleted, then undone');
    await page.reload();
    await entry(page, 'Errands').click();
    await row(page, 'Deleted, then undone').hover();
    await page.getByRole('button', { name: labels.deleteTask('Deleted, then undone') }).click();
    await expect.poll(() => heldInStore(page)).toBe(1);
    await page.getByRole('button', { name: everydayTexts.undo }).click();
    await expect(row(page, 'Deleted, then undone')).toHaveCount(1);
    await expect.poll(() => heldInStore(page)).toBe(0);
    // The page that held it is gone after a reload: nothing of it may be taken for a lost delete.
    await page.reload();
    await entry(page, 'Errands').click();
    await expect(row(page, 'Deleted, then undone')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const tasks = (await call(page, 'todo-get-groups')).groups.flatMap((g) => g.todo);
    expect(tasks.filter((t) => t.description === 'Deleted, then undone')).toHaveLength(1);
  });
});

test('a change the server refuses on replay is shown with its reason until dismissed', async ({
  page,
  context,
}, testInfo) => {
  await signUpFast(page);
  const task = await createTask(page, 'today', 'Deleted elsewhere');
  await page.reload();
  await expect(row(page, 'Deleted elsewhere')).toBeVisible();

  await context.setOffline(true);
  await row(page, 'Deleted elsewhere').getByRole('checkbox').check();
  await expect(waitingMark(page, 'Deleted elsewhere')).toBeVisible();
  // Meanwhile the task is deleted on another device (this request context is not offline).
  const other = page.request;
  const headers = { 'Content-Type': 'application/json' };
  expect((await other.post(buildPath('todo-delete', { id: task._id }), { headers })).ok()).toBe(true);
  const refusal = await other.post(buildPath('todo-update', { id: task._id }), {
    headers,
    data: { completed: true },
  });
  expect(refusal.status()).toBe(404);

  // The server's 404 is said in the user's words: the task was deleted on another device.
  await context.setOffline(false);
  const refused = page.getByTestId('refused-changes');
  await expect(refused).toContainText(
    outboxTexts.refused(outboxTexts.kinds.changeTask('Deleted elsewhere'), outboxTexts.deletedElsewhere),
    { timeout: 20_000 },
  );
  await keepScreenshot(page, testInfo, 'outbox-refused');
  // The page read the server again: the task is gone, and nothing waits any more.
  await expect(row(page, 'Deleted elsewhere')).toHaveCount(0);
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  // Kept until dismissed, across a reload.
  await page.reload();
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: outboxTexts.dismiss }).click();
  await expect(refused).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(refused).toHaveCount(0);
});

test('signed out offline: another user signing in sees nothing of the first, whose waiting change is sent when they are back', async ({
  page,
  context,
}) => {
  test.slow();
  const first = await signUpFast(page);
  await createTask(page, 'today', 'Secret of the first');
  await page.reload();
  await expect(row(page, 'Secret of the first')).toBeVisible();
  await controlledByWorker(page);

  await context.setOffline(true);
  await addInput(page).fill('Waiting for its owner');
  await addInput(page).press('Enter');
  await expect(waitingMark(page, 'Waiting for its owner')).toBeVisible();
  // Signed out on this device at once, network or not.
  await signOut(page);
  await expect(page.getByLabel(ui.usernameLabel)).toBeVisible();
  await expect(page.getByText('Secret of the first')).toHaveCount(0);

  // Back online, the server is told: the first user's session ends there too.
  await context.setOffline(false);
  await expect
    .poll(async () => (await page.request.get(buildPath('auth-user'))).status(), { timeout: 15_000 })
    .toBe(401);

  await signUp(page);
  await expect(page.getByText('Secret of the first')).toHaveCount(0);
  await expect(page.getByText('Waiting for its owner')).toHaveCount(0);
  await expect(page.getByTestId('waiting-count')).toHaveCount(0);
  const seconds = (await call(page, 'todo-get-groups')).groups.flatMap((g) => g.todo);
  expect(seconds.map((t) => t.description)).toEqual([]);

  // The first user signs in again on this browser: the change kept for them is sent, once.
  await signOut(page);
  await page.getByLabel(ui.usernameLabel).fill(first.username);
  await page.getByLabel(ui.passwordLabel).fill(password);
  await page.getByRole('button', { name: ui.signInButton }).click();
  await expect(row(page, 'Secret of the first')).toBeVisible({ timeout: 20_000 });
  await expect(row(page, 'Waiting for its owner')).toBeVisible();
  await expect(page.getByTestId('waiting-mark')).toHaveCount(0, { timeout: 15_000 });
  const firsts = (await call(page, 'todo-get-groups')).groups.flatMap((g) => g.todo);
  expect(firsts.filter((t) => t.description === 'Waiting for its owner')).toHaveLength(1);
});

test('the profile form keeps what was typed when it cannot be saved offline, and saves it back online', async ({
  page,
  context,
}) => {
  await signUpFast(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: ui.editProfileInfo }).click();
  await page.getByLabel(profileLabels.email).fill('kept@example.com');
  await page.getByLabel(profileLabels.bio).fill('Typed while offline.');
  await context.setOffline(true);
  await page.getByRole('button', { name: ui.saveChanges }).click();
  // Profile writes need a connection (the outbox keeps task, list and assignment changes only): said
  // beside the form and in a toast, and what was typed stays.
  await expect(page.getByRole('alert').filter({ hasText: offlineTexts.needsConnection })).toBeVisible();
  await expect(toastWith(page, offlineTexts.needsConnection)).toBeVisible();
  await expect(page.getByLabel(profileLabels.email)).toHaveValue('kept@example.com');
  await expect(page.getByLabel(profileLabels.bio)).toHaveValue('Typed while offline.');

  await context.setOffline(false);
  await page.getByRole('button', { name: ui.saveChanges }).click();
  await expect(page.getByTestId('profile-bio')).toHaveText('Typed while offline.');
  expect((await call(page, 'auth-user')).email).toBe('kept@example.com');
});

test('an edit open on a task made offline stays open, with its text and focus, when the server saves the task', async ({
  page,
  context,
}) => {
  // The page's clock runs on, and is moved past SWR's deduping window before reconnecting, so that
  // the page reads its groups on reconnecting (it skips that read within 2 s of the last one).
  await page.clock.install();
  await signUpFast(page);
  // The most rows the page ever drew: the new task must never show twice.
  await page.evaluate(() => {
    const count = () => document.querySelectorAll('[data-testid="task-row"]').length;
    const seen = window as unknown as { mostRows: number };
    seen.mostRows = count();
    new MutationObserver(() => {
      seen.mostRows = Math.max(seen.mostRows, count());
    }).observe(document.body, { childList: true, subtree: true });
  });
  // The board's on-request parts load before the network goes: the service worker, which would
  // serve them offline, is blocked in these tests.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await addInput(page).fill('Saved while editing');
  await addInput(page).press('Enter');
  await expect(waitingMark(page, 'Saved while editing')).toBeVisible();
  await row(page, 'Saved while editing').hover();
  await page.getByRole('button', { name: labels.editTask('Saved while editing') }).click();
  const box = page.getByRole('textbox', { name: labels.taskDescription });
  await box.fill('Saved, then renamed');

  // A slow network: the server saves the create, then answers the page's read of the groups on
  // reconnecting (so the read holds the saved task), and only then does the create's answer arrive.
  let createSaved = () => {};
  const saved = new Promise<void>((resolve) => {
    createSaved = resolve;
  });
  let readAnswered = () => {};
  const groupsRead = new Promise<void>((resolve) => {
    readAnswered = resolve;
  });
  await page.route(`**${buildPath('todo-create')}`, async (route) => {
    const response = await route.fetch();
    createSaved();
    await groupsRead;
    await route.fulfill({ response });
  });
  await page.route(`**${buildPath('todo-get-groups')}`, async (route) => {
    await saved;
    await route.fulfill({ response: await route.fetch() });
    readAnswered();
  });

  // Back online the create is sent and the task takes the server's id: the edit is not disturbed.
  await page.clock.runFor(3_000);
  await context.setOffline(false);
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0, { timeout: 15_000 });
  await expect(box).toHaveValue('Saved, then renamed');
  await expect(box).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row(page, 'Saved, then renamed')).toBeVisible();
  await expect
    .poll(async () =>
      (await call(page, 'todo-get-groups')).groups.flatMap((g) => g.todo).map((t) => t.description),
    )
    .toEqual(['Saved, then renamed']);
  expect(await page.evaluate(() => (window as unknown as { mostRows: number }).mostRows)).toBe(1);
});

test.describe('phone-sized screen, dark theme', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a change made offline is marked and counted, the refused panel is read and dismissed by keyboard, and axe finds nothing', async ({
    page,
    context,
  }, testInfo) => {
    await signUpFast(page);
    const task = await createTask(page, 'today', 'Phone task');
    await page.reload();
    await page.getByRole('button', { name: labels.themeToDark }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await context.setOffline(true);
    await row(page, 'Phone task').getByRole('checkbox').check();
    await expect(waitingMark(page, 'Phone task')).toBeVisible();
    await expect(page.getByTestId('offline-indicator')).toHaveText(
      `${offlineTexts.offline} · ${offlineTexts.waiting(1)}`,
    );
    await expectNoAxeViolations(page, 'phone, dark, a change waiting offline');
    await keepScreenshot(page, testInfo, 'outbox-phone-dark-waiting');

    const headers = { 'Content-Type': 'application/json' };
    expect((await page.request.post(buildPath('todo-delete', { id: task._id }), { headers })).ok()).toBe(
      true,
    );
    await context.setOffline(false);
    const refused = page.getByTestId('refused-changes');
    await expect(refused).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'phone, dark, a refused change');
    await keepScreenshot(page, testInfo, 'outbox-phone-dark-refused');
    await refused.getByRole('button', { name: outboxTexts.dismiss }).focus();
    await page.keyboard.press('Enter');
    await expect(refused).toHaveCount(0);
  });
});

test('tasks created online one after another each show once, in order, under their saved ids', async ({
  page,
}) => {
  await signUpFast(page);
  for (const name of ['First quick', 'Second quick', 'Third quick']) {
    await addInput(page).fill(name);
    await addInput(page).press('Enter');
  }
  const stored = async () =>
    (await call(page, 'todo-get-groups')).groups.flatMap((g) => g.todo).map((t) => t._id);
  await expect.poll(async () => (await stored()).length).toBe(3);
  // The answers and the outbox's id swap both reach the list: still one row each, and the saved ids.
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  await expect(rows(page)).toHaveText([/^Third quick/, /^Second quick/, /^First quick/]);
  const ids = await stored();
  for (const id of ids) await expect(page.locator(`#todo-${id}`)).toHaveCount(1);
});

test('a task deleted before its create was answered is deleted on the server once it is saved', async ({
  page,
}) => {
  await signUpFast(page);
  const before = await call(page, 'auth-user');
  const release = await hold(page, '**/api/todo/create');
  await addInput(page).fill('Short lived');
  await addInput(page).press('Enter');
  // Deleted while it still has its temporary id; the delete is held for its undo window meanwhile.
  await row(page, 'Short lived').hover();
  await page.getByRole('button', { name: labels.deleteTask('Short lived') }).click();
  await expect(row(page, 'Short lived')).toHaveCount(0);
  const created = page.waitForResponse('**/api/todo/create');
  const deleted = page.waitForResponse('**/api/todo/delete/*', { timeout: 20_000 });
  release();
  const saved = (await (await created).json()) as { _id: string };
  // Sent once its undo window is over, naming the task by the id its create was given.
  expect((await deleted).url()).toContain(`/api/todo/delete/${saved._id}`);
  expect((await deleted).status()).toBe(200);
  expect((await call(page, 'todo-get-groups')).groups.flatMap((g) => g.todo)).toEqual([]);
  await expect(page.getByText(failures.deleteTodo)).toHaveCount(0);
  expect((await call(page, 'auth-user')).totalTasks).toBe(before.totalTasks);
  await page.reload();
  await expect(page.getByTestId('empty-state')).toBeVisible();
});

test('a task completed before its create was answered stays completed once both are answered', async ({
  page,
}) => {
  await signUpFast(page);
  const release = await hold(page, '**/api/todo/create');
  await addInput(page).fill('Quick one');
  await addInput(page).press('Enter');
  // Completed while it still has its temporary id: the completion waits behind the create.
  await row(page, 'Quick one').getByRole('checkbox').check();
  await expect(row(page, 'Quick one').getByRole('checkbox')).toBeChecked();
  const created = page.waitForResponse('**/api/todo/create');
  const updated = page.waitForResponse('**/api/todo/update/*');
  release();
  const saved = (await (await created).json()) as { _id: string };
  // The create's answer (not completed) must not take the waiting completion back, and the
  // completion's answer names the saved id, not the one the row was checked under.
  expect((await updated).url()).toContain(`/api/todo/update/${saved._id}`);
  await expect(toastWith(page, toasts.taskCompleted)).toBeVisible();
  await expect(row(page, 'Quick one').getByRole('checkbox')).toBeChecked();
  expect((await call(page, 'todo-get-groups')).groups.flatMap((g) => g.todo)).toMatchObject([
    { _id: saved._id, completed: true },
  ]);
  await page.reload();
  await expect(row(page, 'Quick one').getByRole('checkbox')).toBeChecked();
});

test('a task added to a group whose create was not answered yet stays shown once both are answered', async ({
  page,
}) => {
  await signUpFast(page);
  const release = await hold(page, '**/api/todo/create-group');
  await newGroupInput(page).fill('Fresh list');
  await newGroupInput(page).press('Enter');
  await entry(page, 'Fresh list').click();
  await addInput(page).fill('First thing');
  await addInput(page).press('Enter');
  await expect(row(page, 'First thing')).toBeVisible();
  const created = page.waitForResponse('**/api/todo/create');
  release();
  await created;
  // The group's answer has no tasks; the one added meanwhile must not vanish with it.
  await expect(row(page, 'First thing')).toBeVisible();
  await expect
    .poll(async () =>
      (await call(page, 'todo-get-groups')).groups.flatMap((g) => g.todo.map((t) => t.description)),
    )
    .toEqual(['First thing']);
  await expect(row(page, 'First thing')).toBeVisible();
});
