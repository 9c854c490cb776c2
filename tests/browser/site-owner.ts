/**
 * The stack's owner across spec files. The deploy is claimed once per stack: whichever spec claims
 * it names the owner in the stack's data folder, and a later spec that needs an admin has the owner
 * make one, so that spec runs in a full suite too instead of being skipped.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { buildPath } from '../../shared/routes';
import type { User } from '../../shared/types';
import { password } from './helpers';
import { baseURL, dataDir } from './playwright.config';

const ownerFile = () => join(dataDir as string, 'owner-username.txt');

/** Names the user who claimed the stack (all test users share `password`). */
export const recordOwner = (user: Pick<User, 'username'>): void => writeFileSync(ownerFile(), user.username);

/** The owner, signed in in a context of its own, gives `user` the admin role. */
export async function madeAdminByOwner(browser: Browser, user: Pick<User, '_id'>): Promise<void> {
  const username = readFileSync(ownerFile(), 'utf8').trim();
  const context = await browser.newContext({ baseURL });
  try {
    const json = { 'Content-Type': 'application/json' };
    const signedIn = await context.request.post(buildPath('auth-signin'), {
      data: { username, password },
      headers: json,
    });
    if (!signedIn.ok()) throw new Error(`The owner's sign-in answered ${signedIn.status()}`);
    const made = await context.request.post(buildPath('admin-user-update', { id: user._id }), {
      data: { role: 'admin' },
      headers: json,
    });
    if (!made.ok()) throw new Error(`Making an admin answered ${made.status()}: ${await made.text()}`);
  } finally {
    await context.close();
  }
}

/**
 * Makes `user`, signed in on `page`, an admin: they claim the stack with its setup link when nobody
 * has yet (and are then its owner), else the owner makes them one.
 */
export async function madeAdmin(
  page: Page,
  browser: Browser,
  user: Pick<User, '_id' | 'username'>,
): Promise<void> {
  const setup = new URL(readFileSync(join(dataDir as string, 'setup-url.txt'), 'utf8').trim());
  const claim = await page.request.post(buildPath('admin-claim'), {
    data: { token: setup.searchParams.get('token') },
    headers: { 'Content-Type': 'application/json' },
  });
  if (claim.status() === 404) return madeAdminByOwner(browser, user);
  if (!claim.ok()) throw new Error(`The claim answered ${claim.status()}: ${await claim.text()}`);
  recordOwner(user);
}
