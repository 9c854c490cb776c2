/**
 * An invitation mailed to an address, as its reader uses it (docs/api.md#invitations): the mailed
 * link signs them up with that address on the account, verified (the mail proved it), so mail
 * reaches them from their first day; the link the inviter is shown carries no such proof.
 */
import { expect, test } from '@playwright/test';
import { accountScreens as text } from '../../shared/messages/accounts';
import { ui } from '../../shared/messages/screens';
import { call, expectNoAxeViolations, mailedLink, password, signUpFast, uniqueUsername } from './helpers';
import { baseURL } from './playwright.config';

const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 740 } },
];

for (const size of sizes) {
  test(`the mailed invitation signs its reader up with the address, verified (${size.name})`, async ({
    page,
    browser,
  }) => {
    const inviter = await signUpFast(page, uniqueUsername('inv'));
    const email = `${uniqueUsername('guest').toLowerCase()}@example.com`;
    const made = await call(page, 'invites-create', { body: { email } });
    expect(made.mailed).toBe(true);

    const guest = await (
      await browser.newContext({
        baseURL,
        viewport: size.viewport,
        locale: 'en-US',
        timezoneId: 'UTC',
        serviceWorkers: 'block',
      })
    ).newPage();
    const link = new URL(await mailedLink(email, '/signup'));
    await guest.goto(`${link.pathname}${link.search}`);
    await expect(guest.getByTestId('signup-notice')).toHaveText(text.invitedBy(inviter.username));
    await guest.getByLabel(ui.usernameLabel).fill(uniqueUsername('new'));
    await guest.getByLabel(ui.passwordLabel).fill(password);
    await guest.getByRole('button', { name: ui.signUpButton }).click();
    await expect(guest).toHaveURL(/\/$/);

    await guest.goto('/profile');
    await expect(guest.getByTestId('profile-email')).toHaveText(email);
    await expect(guest.getByTestId('email-state')).toHaveText(text.emailVerified);
    await expectNoAxeViolations(guest, `profile of an invited account (${size.name})`);
    await guest.context().close();
  });
}
