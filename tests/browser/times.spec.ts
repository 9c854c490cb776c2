/**
 * In the browser: a task's time of day (docs/api.md#times-of-day). `t` on a focused row opens the
 * details with the time field focused; a time typed there is saved, and the row shows it beside
 * the date, also after a reload; a fixed time made elsewhere shows at this browser's own time. At
 * phone size in dark mode, the time field, its choices and the rows have no axe violation.
 */
import { expect, type Page, test } from '@playwright/test';
import { detailsPanelTexts as detailsTexts } from '../../shared/messages/details-panel';
import { offlineTexts } from '../../shared/messages/screens';
import { shortcutHelpTexts } from '../../shared/messages/shortcut-help';
import { call, createTask, expectNoAxeViolations, heading, row, signUpFast } from './helpers';

const panel = (page: Page) => page.getByTestId('details-panel');
const timeField = (page: Page) => panel(page).getByTestId('details-time');
const day = '2031-03-20';

test.use({ timezoneId: 'Europe/Paris', locale: 'en-GB' });

test('1. t opens the details at the time field; a typed time shows on the row and stays', async ({
  page,
}) => {
  await signUpFast(page);
  await createTask(page, 'today', 'Call the plumber', { dueDay: day });
  await page.reload();
  await expect(heading(page)).toHaveText('Today');
  await row(page, 'Call the plumber').focus();
  await page.keyboard.press('t');
  await expect(panel(page)).toBeVisible();
  await expect(timeField(page)).toBeFocused();
  // Typed by keyboard, then Enter: '930' is 09:30.
  await page.keyboard.type('930');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Call the plumber')).toContainText('09:30');
  // Floating by default; fixed in the browser's zone on request.
  const floating = panel(page).getByRole('radio', { name: detailsTexts.floating });
  await expect(floating).toBeChecked();
  await panel(page)
    .getByRole('radio', { name: detailsTexts.fixedIn('Europe/Paris') })
    .check();
  await expect(panel(page).getByRole('radio', { name: detailsTexts.fixedIn('Europe/Paris') })).toBeChecked();
  await page.reload();
  await expect(row(page, 'Call the plumber')).toContainText('09:30');
  await expect(panel(page).getByTestId('details-time')).toHaveValue('09:30');
  // A time that is not one is refused, said, and changes nothing.
  await timeField(page).fill('25:00');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('alert')).toHaveText(detailsTexts.timeInvalid);
  await expect(row(page, 'Call the plumber')).toContainText('09:30');

  // The help lists the key.
  await panel(page).getByRole('button', { name: detailsTexts.close }).click();
  await row(page, 'Call the plumber').focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: shortcutHelpTexts.shortcutsTitle });
  await expect(help).toContainText(shortcutHelpTexts.shortcuts.time);
  await page.keyboard.press('Escape');
});

test('2. a fixed time from elsewhere shows at local time; phone size, dark mode, no axe violation', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    colorScheme: 'dark',
    timezoneId: 'America/New_York',
    locale: 'en-GB',
  });
  const page = await context.newPage();
  await signUpFast(page);
  // 15:00 in Berlin is 10:00 in New York on that day.
  await call(page, 'todo-create', {
    body: {
      description: 'Berlin call',
      groupId: 'today',
      dueDay: day,
      dueTime: '15:00',
      dueZone: 'Europe/Berlin',
    },
  });
  await createTask(page, 'today', 'Date only', { dueDay: day });
  await page.reload();
  await expect(row(page, 'Berlin call')).toContainText('10:00');
  await expect(row(page, 'Date only')).not.toContainText(':');
  await expectNoAxeViolations(page, 'rows with times, phone, dark');
  await row(page, 'Berlin call').focus();
  await page.keyboard.press('t');
  await expect(timeField(page)).toBeFocused();
  await expect(panel(page).getByRole('radio', { name: detailsTexts.fixedIn('Europe/Berlin') })).toBeChecked();
  await panel(page).getByRole('button', { name: detailsTexts.atDueTime }).click();
  await expect(panel(page).getByTestId('remind-before')).toContainText(detailsTexts.remindBeforeSet(0));
  await expectNoAxeViolations(page, 'time field and reminders, phone, dark');
  await context.close();
});

/** Today in the browser's zone (the quick choices count from it), as yyyy-mm-dd. */
const todayIn = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 740 } },
]) {
  test(`3. a time fixed in another zone, moved by Tomorrow, Today and Next week, shows its new day on its own row at once (${size.name})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: size.viewport,
      timezoneId: 'Europe/Paris',
      locale: 'en-GB',
    });
    const page = await context.newPage();
    await signUpFast(page);
    await call(page, 'todo-create', {
      body: {
        description: 'LA standup',
        groupId: 'today',
        dueDay: todayIn('Europe/Paris'),
        dueTime: '10:00',
        dueZone: 'America/Los_Angeles',
      },
    });
    await page.reload();
    const standup = row(page, 'LA standup');
    await expect(standup).toContainText(':00');
    const rowText = async () => ((await standup.textContent()) ?? '').trim();
    let before = await rowText();
    // Each choice names another day than the one before (next week's Monday may be tomorrow).
    for (const choice of [detailsTexts.tomorrow, detailsTexts.today, detailsTexts.nextWeek]) {
      await standup.focus();
      await page.keyboard.press('t');
      await expect(panel(page)).toBeVisible();
      const button = panel(page).getByRole('button', { name: choice, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await panel(page).getByRole('button', { name: detailsTexts.close }).click();
      await expect(panel(page)).toBeHidden();
      // Without a reload: the row's day is the new one, and a reload shows the same.
      await expect(standup).not.toHaveText(before);
      await expect(standup).not.toContainText(offlineTexts.waitingMark);
      const shown = await rowText();
      await page.reload();
      await expect(standup).toHaveText(shown);
      before = shown;
    }
    await context.close();
  });
}
