/**
 * What an open page does when its session ends (issue 52; docs/realtime.md#a-session-that-ends):
 * signed out from another device, it shows the sign-in page at once, without a reload, and keeps
 * nothing of the user in its kept cache; what its outbox had not sent yet waits for the same user's
 * next sign-in, and is never sent under another account: not when someone else signs in on that
 * page, nor from a page left open while someone else signed in in another tab. A page whose live
 * connection heard nothing learns it from its next request's 401.
 */
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { labels, ui } from '../../shared/messages/screens';
import { buildPath } from '../../shared/routes';
import type { Task, User } from '../../shared/types';
import {
  addInput,
  createTask,
  newSession,
  password,
  row,
  signOut,
  signUpFast,
  uniqueUsername,
} from './helpers';
import { baseURL } from './playwright.config';

const json = { 'Content-Type': 'application/json' };

/** Another device of `user`: a browser context of its own, signed in with the password. */
async function otherDevice(browser: Browser, user: User): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const signedIn = await context.request.post(buildPath('auth-signin'), {
    data: { username: user.username, password },
    headers: json,
  });
  expect(signedIn.ok()).toBe(true);
  return context;
}

/** From `device`, signs out every other session of its user (the profile's "Sign out" per device). */
async function signOutOtherDevices(device: BrowserContext): Promise<void> {
  const sessions = (await (await device.request.get(buildPath('auth-sessions'))).json()) as {
    _id: string;
    current: boolean;
  }[];
  const others = sessions.filter((session) => !session.current);
  expect(others.length).toBeGreaterThan(0);
  for (const session of others) {
    const ended = await device.request.delete(buildPath('auth-session-delete', { id: session._id }));
    expect(ended.ok()).toBe(true);
  }
}

/** The descriptions of the tasks the server holds for the device's user. */
async function serverTasks(device: BrowserContext): Promise<string[]> {
  const answer = await device.request.get(buildPath('todo-getall'));
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { todos: Task[] }).todos.map((task) => task.description);
}

/** The keys the app keeps in IndexedDB (lib/idb.ts: database `teamtodo`, store `kv`). */
const storedKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('teamtodo');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kv')) {
            db.close();
            resolve([]);
            return;
          }
          const keys = db.transaction('kv').objectStore('kv').getAllKeys();
          keys.onsuccess = () => {
            resolve(keys.result.map(String));
            db.close();
          };
        };
      }),
  );

/** The user's changes waiting in the outbox (`outbox:<userId>:<entryId>`). */
const waitingOf = async (page: Page, user: User) =>
  (await storedKeys(page)).filter((key) => key.startsWith(`outbox:${user._id}:`));

const keptCache = async (page: Page) => (await storedKeys(page)).filter((key) => key.startsWith('swr'));

/** Marks the loaded document: a reload would lose the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sessionEndMark: boolean }).sessionEndMark = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sessionEndMark?: boolean }).sessionEndMark === true);

async function signInHere(page: Page, username: string): Promise<void> {
  await page.getByLabel(ui.usernameLabel).fill(username);
  await page.getByLabel(ui.passwordLabel).fill(password);
  await page.getByRole('button', { name: ui.signInButton }).click();
  await expect(page.getByRole('link', { name: labels.yourProfile })).toBeVisible();
}

async function expectSignInPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: ui.signInButton })).toBeVisible();
}

async function addTask(page: Page, description: string): Promise<void> {
  await addInput(page).fill(description);
  await addInput(page).press('Enter');
}

test('signed out from another device, the open page shows the sign-in page at once and keeps nothing of the user', async ({
  page,
  browser,
}) => {
  const ann = await signUpFast(page, uniqueUsername('end'));
  await createTask(page, 'today', 'Kept until signed out');
  await page.reload();
  await expect(row(page, 'Kept until signed out')).toBeVisible();
  await expect.poll(() => keptCache(page)).toContain(`swr:${ann._id}`);
  const laptop = await otherDevice(browser, ann);
  // The page's live connection is open: a change made on the laptop shows without a reload.
  await laptop.request.post(buildPath('todo-create'), {
    data: { description: 'From the laptop', groupId: 'today' },
    headers: json,
  });
  await expect(row(page, 'From the laptop')).toBeVisible();
  await markDocument(page);

  await signOutOtherDevices(laptop);
  await expectSignInPage(page);
  expect(await sameDocument(page)).toBe(true);
  await expect(row(page, 'Kept until signed out')).toHaveCount(0);
  // Nothing of Ann's stays kept on this device.
  await expect.poll(() => keptCache(page)).toEqual([]);
  // The laptop, which ended the other session, is still signed in.
  expect((await laptop.request.get(buildPath('auth-user'))).status()).toBe(200);
  await laptop.close();
});

test("the outbox's unsent changes wait for the same user's next sign-in, and another user's sign-in does not send them", async ({
  page,
  browser,
}) => {
  const ann = await signUpFast(page, uniqueUsername('ann'));
  const laptop = await otherDevice(browser, ann);
  // Ann's new tasks cannot get through (the network fails them); her live connection can.
  await page.route('**/api/todo/create', (route) => route.abort('internetdisconnected'));
  await addTask(page, 'Typed before the end');
  await expect(row(page, 'Typed before the end').getByTestId('waiting-mark')).toBeVisible();
  await expect.poll(() => waitingOf(page, ann)).toHaveLength(1);

  await signOutOtherDevices(laptop);
  await expectSignInPage(page);
  await page.unroute('**/api/todo/create');
  expect(await waitingOf(page, ann)).toHaveLength(1);

  // Bob signs in on this page: his outbox runs, Ann's change stays where it is.
  const bob = await newSession('bob');
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(buildPath('todo-create'))) creates.push(request.postData() ?? '');
  });
  await signInHere(page, bob.user.username);
  const bobsOwn = page.waitForResponse(
    (response) => response.url().endsWith(buildPath('todo-create')) && response.status() === 201,
  );
  // His own change goes out after anything his outbox held (one at a time, in order).
  await addTask(page, "Bob's own");
  await bobsOwn;
  expect(creates).toHaveLength(1);
  expect(creates[0]).toContain("Bob's own");
  await expect(row(page, 'Typed before the end')).toHaveCount(0);
  expect(await waitingOf(page, ann)).toHaveLength(1);
  expect(await serverTasks(laptop)).not.toContain('Typed before the end');

  // Ann signs in again on this page: her change is sent, as hers.
  await signOut(page);
  await signInHere(page, ann.username);
  await expect.poll(() => serverTasks(laptop)).toContain('Typed before the end');
  await expect.poll(() => waitingOf(page, ann)).toEqual([]);
  await expect(row(page, 'Typed before the end')).toBeVisible();
  await laptop.close();
});

test('a page whose live connection heard nothing learns at its next request that the session ended, and keeps what was typed', async ({
  page,
  browser,
}) => {
  // The page's live connection opens but never hears from the server (it was down at the time).
  await page.routeWebSocket('**/ws', () => {});
  const ann = await signUpFast(page, uniqueUsername('dwn'));
  const laptop = await otherDevice(browser, ann);
  await markDocument(page);
  // The page's own reads after its first render (the sidebar's parts, the zone report) are done
  // first: any request after the session ends would learn it before the one this test sends.
  await page.waitForLoadState('networkidle');
  await signOutOtherDevices(laptop);

  await addTask(page, 'Typed after the end');
  await expectSignInPage(page);
  expect(await sameDocument(page)).toBe(true);
  await expect.poll(() => waitingOf(page, ann)).toHaveLength(1);
  expect(await serverTasks(laptop)).not.toContain('Typed after the end');

  await signInHere(page, ann.username);
  await expect.poll(() => serverTasks(laptop)).toContain('Typed after the end');
  await laptop.close();
});

test("a page left open while someone else signed in in another tab never sends its user's changes as theirs", async ({
  page,
}) => {
  // This page hears nothing live (its connection was down), so it still shows Ann.
  await page.routeWebSocket('**/ws', () => {});
  const ann = await signUpFast(page, uniqueUsername('tab'));
  // Another tab of the browser signs Ann out and Bob in: the browser's session is now Bob's.
  const other = await page.context().newPage();
  await other.goto('/');
  await signOut(other);
  const bob = await newSession('tbob');
  await signInHere(other, bob.user.username);

  await addTask(page, "Ann's, not Bob's");
  await expectSignInPage(page);
  await expect.poll(() => waitingOf(page, ann)).toHaveLength(1);
  const bobsTasks = (await (await other.request.get(buildPath('todo-getall'))).json()) as { todos: Task[] };
  expect(bobsTasks.todos.map((task) => task.description)).not.toContain("Ann's, not Bob's");
  // Bob's session is untouched by Ann's page: his tab, loaded again, is still his (the hint kept).
  await other.reload();
  await expect(other.getByRole('link', { name: labels.yourProfile })).toBeVisible();
  await expect(other).not.toHaveURL(/\/signin$/);
});
