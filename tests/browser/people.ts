/**
 * The browser tests' people: unique users signed up through the form or the API (their accounts open
 * on Today: see `openOnToday`), a session made once for a file's tests, signing out, and the links
 * the local stack mails them.
 */
import {
  type APIRequestContext,
  request as apiRequest,
  type Cookie,
  expect,
  type Page,
} from '@playwright/test';
import { builtInViews } from '../../shared/limits';
import { labels, ui } from '../../shared/messages/screens';
import { buildPath } from '../../shared/routes';
import type { User } from '../../shared/types';
import { baseURL } from './playwright.config';

export const password = 'Passw0rd!x';

let counter = 0;
/** A username no other test (or earlier run on the same data) has used: 3-30 characters of [A-Za-z0-9._-]. */
export function uniqueUsername(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 5)}`.slice(
    0,
    30,
  );
}

/**
 * A new account opens on Upcoming (docs/api.md#upcoming); the specs not about the start page were
 * written for Today, where accounts opened before: their accounts choose it (upcoming.spec.ts tests
 * the default).
 */
async function openOnToday(request: APIRequestContext, who: string): Promise<User> {
  const answer = await request.post(buildPath('auth-update-profile'), {
    data: { startView: 'today' },
    headers: { 'Content-Type': 'application/json' },
  });
  if (!answer.ok()) throw new Error(`The start page of ${who} answered ${answer.status()}`);
  return (await answer.json()) as User;
}

/** Signs up a new user through the sign-up page and waits for the dashboard, open on Today. */
export async function signUp(page: Page, username = uniqueUsername()): Promise<User> {
  await page.goto('/signup');
  await page.getByLabel(ui.usernameLabel).fill(username);
  await page.getByLabel(ui.passwordLabel).fill(password);
  await page.getByRole('button', { name: ui.signUpButton }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const user = await openOnToday(page.request, username);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: builtInViews[0].name })).toBeVisible();
  return user;
}

/** Signs out from the top bar and waits for the reload that follows (SPEC.md section 4). */
export async function signOut(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: ui.signOut }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/signin$/);
}

/** Signs up through the API (signUpByApi) and opens the dashboard, signed in: for tests not about the form. */
export async function signUpFast(page: Page, username = uniqueUsername()): Promise<User> {
  const user = await signUpByApi(page, username);
  await page.goto('/');
  await expect(page.getByRole('link', { name: labels.yourProfile })).toBeVisible();
  return user;
}

/**
 * Signs up a new user through the API with the page's request context, which shares the browser
 * context's cookies: the page is then signed in without going through the sign-up form.
 */
export async function signUpByApi(page: Page, username = uniqueUsername()): Promise<User> {
  const response = await page.request.post(buildPath('auth-signup'), {
    data: { username, password },
    headers: { 'Content-Type': 'application/json' },
  });
  if (!response.ok()) throw new Error(`Sign-up of ${username} answered ${response.status()}`);
  return openOnToday(page.request, username);
}

/** The newest link to `path` mailed to `to`, read from the local stack's sent mail once it is there. */
export async function mailedLink(to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await (await fetch(`${baseURL}/_dev/mail`)).json()) as { to: string[]; text: string }[];
      const text = mail.find((sent) => sent.to.includes(to))?.text ?? '';
      link = text.match(new RegExp(`https?://\\S+${path}\\?\\S+`))?.[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/** A signed-up user and their session cookie, made once and shared by the tests of a file. */
export interface Session {
  user: User;
  cookies: Cookie[];
}

/** Signs up a user through the API alone (for a `beforeAll`: no page needed). */
export async function newSession(prefix = 'u'): Promise<Session> {
  const context = await apiRequest.newContext({ baseURL });
  try {
    const response = await context.post('/api/auth/signup', {
      data: { username: uniqueUsername(prefix), password },
      headers: { 'Content-Type': 'application/json' },
    });
    if (!response.ok()) throw new Error(`Sign-up answered ${response.status()}: ${await response.text()}`);
    const user = await openOnToday(context, 'a new session');
    return { user, cookies: (await context.storageState()).cookies };
  } finally {
    await context.dispose();
  }
}

/** Opens the dashboard signed in as the session's user. */
export async function openAs(page: Page, session: Session): Promise<User> {
  await page.context().addCookies(session.cookies);
  await page.goto('/');
  await expect(page.getByRole('link', { name: labels.yourProfile })).toBeVisible();
  return session.user;
}
