/**
 * Deleting one's account from the profile (docs/api.md#deleting-an-account), by keyboard, at phone
 * size in dark mode: the export is offered first, the username typed out and the password given,
 * the deletion runs until done and the page lands on the sign-in, signed out. A teammate's page,
 * open all along, stops listing them with no reload (the live fan-out).
 */
import { expect, type Page, test } from '@playwright/test';
import { accountScreens as text } from '../../shared/messages/accounts';
import { ui } from '../../shared/messages/screens';
import {
  call,
  expectNoAxeViolations,
  keepScreenshot,
  makeTeammates,
  password,
  signUpFast,
  uniqueUsername,
} from './helpers';

const teamPanel = (page: Page) => page.getByRole('region', { name: ui.teamMembers });

test('deleting my account from the profile signs me out, and my teammate’s open page drops me live', async ({
  browser,
  page,
}, testInfo) => {
  const mate = await signUpFast(page, uniqueUsername('mate'));
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'block',
  });
  const mine = await phone.newPage();
  const me = await signUpFast(mine, uniqueUsername('leaver'));
  await makeTeammates(mine, me, page, mate);
  await call(mine, 'todo-create', { body: { description: 'Soon gone' } });
  await expect(teamPanel(page)).toContainText(me.username);
  await page.evaluate(() => {
    (window as unknown as { liveMark: boolean }).liveMark = true;
  });

  await mine.goto('/profile');
  const section = mine.getByRole('region', { name: text.deleteHeading });
  await expect(section).toBeVisible();
  const download = mine.waitForEvent('download');
  await section.getByRole('button', { name: text.exportFirst }).click();
  expect((await download).suggestedFilename()).toMatch(/^teamtodo-export-.*\.json$/);
  await expect(section.getByRole('status')).toHaveText(text.exported);

  // By keyboard: the button stays off until the username is typed out and a password given.
  const submit = section.getByRole('button', { name: text.deleteButton });
  const name = section.getByLabel(text.deleteTypeName(me.username));
  await name.focus();
  await mine.keyboard.type(me.username.slice(0, -1));
  await mine.keyboard.press('Tab');
  await mine.keyboard.type(password);
  await expect(submit).toBeDisabled();
  await name.focus();
  await mine.keyboard.press('End');
  await mine.keyboard.type(me.username.slice(-1));
  await expect(submit).toBeEnabled();
  await section.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(mine, 'the delete account section, phone size, dark');
  await keepScreenshot(mine, testInfo, 'delete-account-phone-dark');

  await mine.keyboard.press('Tab');
  await mine.keyboard.press('Enter');
  await expect(mine).toHaveURL(/\/signin$/, { timeout: 20_000 });
  await expect(mine.getByLabel(ui.usernameLabel)).toBeVisible();

  // The teammate's page, never reloaded, no longer lists the account.
  await expect(teamPanel(page)).not.toContainText(me.username);
  await expect(teamPanel(page)).toContainText(ui.noTeamMembers);
  expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(true);

  // The account is gone: its name and password sign nobody in.
  const signIn = await page.request.post('/api/auth/signin', {
    data: { username: me.username, password },
    headers: { 'Content-Type': 'application/json' },
  });
  expect(signIn.status()).toBe(401);
  await phone.close();
});
