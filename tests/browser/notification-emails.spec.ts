/**
 * Notification emails in the browser (docs/notification-emails.md): an assignment's email, sent
 * by the local stack's poller once its wait is over (2 s in the browser tests' stack), links to
 * the task, which the app opens highlighted; and the profile's Notifications section, used with
 * the keyboard alone, beside the zone the browser reported.
 */
import { expect, test } from '@playwright/test';
import { notificationSettingsPanelTexts as text } from '../../shared/messages/notification-settings';
import { notificationMailTexts, notificationSettingsTexts } from '../../shared/messages/server';
import { call, makeTeammates, password, row, signUpFast, uniqueUsername } from './helpers';
import { baseURL } from './playwright.config';

interface SentMail {
  to: string[];
  subject: string;
  text: string;
}

const mailTo = async (to: string): Promise<SentMail[]> =>
  ((await (await fetch(`${baseURL}/_dev/mail`)).json()) as SentMail[]).filter((m) => m.to.includes(to));

test("an assignment's email links to the task, which opens highlighted", async ({ page, browser }) => {
  const bob = await signUpFast(page, uniqueUsername('bob'));
  const email = `${bob.username.toLowerCase()}@example.com`;
  await call(page, 'auth-update-profile', { body: { email } });
  let token: string | null = null;
  await expect
    .poll(async () => {
      const link = (await mailTo(email))[0]?.text.match(/https?:\/\/\S+verify-email\?\S+/)?.[0];
      token = link ? new URL(link).searchParams.get('token') : null;
      return token;
    })
    .toBeTruthy();
  // Confirmed with the account's password, as the verification page asks (docs/api.md#email).
  await call(page, 'auth-email-verify', { body: { token: token as unknown as string, password } });

  const context = await browser.newContext();
  try {
    const alicePage = await context.newPage();
    const alice = await signUpFast(alicePage, uniqueUsername('alice'));
    await makeTeammates(alicePage, alice, page, bob);
    const description = `Read the <b>contract</b> ${Date.now().toString(36)}`;
    const sent = await call(alicePage, 'notification-send-assignment', {
      body: { description, partners: [bob._id] },
    });
    const copyId = sent.todos[0]?._id as string;

    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const mail = (await mailTo(email)).find((m) => m.text.includes(description));
          link = mail?.text.match(/https?:\/\/\S+\/dashboard\?highlight=\S+/)?.[0];
          return link;
        },
        { timeout: 30_000 },
      )
      .toBeTruthy();
    expect(link).toBe(`${baseURL}/dashboard?highlight=todo-${copyId}`);

    await page.goto(link as string);
    const highlighted = page.locator(`[id="todo-${copyId}"]`);
    await expect(highlighted).toHaveClass(/pulse/);
    await expect(highlighted).toBeInViewport();
    await expect(row(page, description)).toBeVisible();

    // The mail's unsubscribe link: its page asks first, then stops that one kind, signed in or not.
    const mail = (await mailTo(email)).find((m) => m.text.includes(description));
    const unsubscribe = mail?.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0] as string;
    await alicePage.goto(unsubscribe);
    await alicePage.getByRole('button', { name: text.unsubscribeConfirm }).click();
    await expect(alicePage.getByRole('status')).toHaveText(
      notificationSettingsTexts.unsubscribed(notificationMailTexts.kindNames.assigned),
    );
    await expect.poll(async () => (await call(page, 'notification-settings')).assigned).toBe('app');
  } finally {
    await context.close();
  }
});

test.describe('in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('the Notifications section by keyboard, and the zone the browser reported', async ({ page }) => {
    await signUpFast(page, uniqueUsername('kbd'));
    await page.goto('/profile');
    const section = page.getByRole('region', { name: text.title, exact: true });
    await expect(section).toBeVisible();
    // Reported on load: the digest's 8:00 is Tokyo's.
    await expect(section.getByText(text.timeZone('Asia/Tokyo'))).toBeVisible();

    const assigned = section.getByRole('group', { name: text.kinds.assigned });
    await expect(assigned.getByRole('radio', { name: text.choices.email })).toBeChecked();
    await assigned.getByRole('radio', { name: text.choices.email }).focus();
    // Arrows move within the kind and save each choice.
    await page.keyboard.press('ArrowLeft');
    await expect(assigned.getByRole('radio', { name: text.choices.app })).toBeChecked();
    await expect(assigned.getByRole('radio', { name: text.choices.app })).toBeFocused();
    await expect(section.getByRole('status')).toHaveText(text.saved);
    // Tab goes on to the next kind's chosen control.
    await page.keyboard.press('Tab');
    const comments = section.getByRole('group', { name: text.kinds.comments });
    await expect(comments.getByRole('radio', { name: text.choices.app })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(comments.getByRole('radio', { name: text.choices.off })).toBeChecked();
    await expect
      .poll(async () => call(page, 'notification-settings'))
      .toMatchObject({ assigned: 'app', comments: 'off', mentions: 'email', timeZone: 'Asia/Tokyo' });

    await page.reload();
    await expect(
      page.getByRole('group', { name: text.kinds.assigned }).getByRole('radio', { name: text.choices.app }),
    ).toBeChecked();
  });
});
