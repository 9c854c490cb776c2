/**
 * In the browser: the task details panel. It opens from a row's Details button and with
 * Enter, edits every field (each change survives a reload, the open panel too: it is in the URL),
 * completes a repeating task into its next occurrence, edits a whole assignment and shows each
 * assignee's step progress, brings a repeating assignment's next round to the assigner's open page
 * with no reload, is a full-screen sheet on a phone, and works from the keyboard alone.
 */
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { detailsPanelTexts as detailsTexts } from '../../shared/messages/details-panel';
import { labels, toasts, ui } from '../../shared/messages/screens';
import { dueDayForRepeat } from '../../shared/repeat';
import type { User } from '../../shared/types';
import {
  acceptRequestFrom,
  call,
  createGroup,
  createTask,
  entry,
  expectNoAxeViolations,
  heading,
  hold,
  row,
  rows,
  signUpFast,
  toastWith,
  uniqueUsername,
  weeklyChore,
} from './helpers';

const panel = (page: Page) => page.getByTestId('details-panel');
const detailsButton = (rowLocator: Locator) =>
  rowLocator.getByRole('button', { name: new RegExp(`^${labels.details}: `) });
const stepTitles = (page: Page) =>
  panel(page)
    .locator('.step-list input.step-title')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Due labels as the page writes them (en-US, UTC in these tests). */
const dueText = (iso: string) =>
  ui.dueLabel(
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(iso)),
  );
/** The page's today plus `days`, as the quick choices count (the browser runs in UTC). */
const utcDayIn = (days: number) => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 23, 59),
  ).toISOString();
};

/** A signed-in user with groups Home and Work, one task in Home, Home selected. */
async function boardWith(page: Page, description: string) {
  const user = await signUpFast(page);
  const home = await createGroup(page, 'Home');
  const work = await createGroup(page, 'Work');
  const task = await createTask(page, home._id, description);
  await page.reload();
  await entry(page, 'Home').click();
  await expect(heading(page)).toHaveText('Home');
  return { user, home, work, task };
}

async function otherUser(browser: Browser, prefix: string): Promise<{ page: Page; user: User }> {
  const page = await (await browser.newContext()).newPage();
  const user = await signUpFast(page, uniqueUsername(prefix));
  return { page, user };
}

test('1. the Details button opens the panel; every field changes and survives a reload', async ({ page }) => {
  await boardWith(page, 'Paint the fence');
  await detailsButton(row(page, 'Paint the fence')).click();
  await expect(panel(page)).toBeVisible();
  await expect(page).toHaveURL(/[?&]task=/);
  const details = panel(page);

  // Description: saved on Enter; the row follows.
  await details.getByRole('textbox', { name: detailsTexts.description }).fill('Paint the whole fence');
  await details.getByRole('textbox', { name: detailsTexts.description }).press('Enter');
  await expect(row(page, 'Paint the whole fence')).toBeVisible();

  // Star.
  const star = details.getByRole('button', { name: detailsTexts.important, exact: true });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(row(page, 'Paint the whole fence').getByText(labels.important)).toBeAttached();

  // Due by a quick choice: Tomorrow, the day itself.
  await details.getByRole('button', { name: detailsTexts.tomorrow, exact: true }).click();
  await expect(details.getByTestId('details-due')).toHaveText(dueText(utcDayIn(1)));
  await expect(details.getByRole('button', { name: detailsTexts.tomorrow, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Notes, saved as typed.
  await details.getByRole('textbox', { name: detailsTexts.notes }).fill('Two coats\nWhite paint');
  await expect(details.getByTestId('notes-state')).toHaveText(detailsTexts.notesSaved);

  // Steps: add three, tick one, rename one, move one up, delete one.
  const newStep = details.getByRole('textbox', { name: detailsTexts.newStep });
  for (const title of ['Buy paint', 'Sand', 'Brush']) {
    await newStep.fill(title);
    await newStep.press('Enter');
    await expect(details.getByRole('textbox', { name: detailsTexts.stepTitle(title) })).toBeVisible();
  }
  // A tick is stored before it is drawn (the outbox): click, then wait for the drawn state.
  await details.getByRole('checkbox', { name: detailsTexts.tickStep('Sand') }).click();
  await expect(details.getByRole('checkbox', { name: detailsTexts.tickStep('Sand') })).toBeChecked();
  // The heading counts them once, as written: 'Steps 1/3'.
  const stepsHeading = details.getByRole('heading', { name: `${detailsTexts.steps} 1/3`, exact: true });
  await expect(stepsHeading).toBeVisible();
  expect(await stepsHeading.innerText()).toBe('Steps 1/3');
  const brush = details.getByRole('textbox', { name: detailsTexts.stepTitle('Brush') });
  await brush.fill('Paint');
  await brush.press('Enter');
  await expect(details.getByRole('textbox', { name: detailsTexts.stepTitle('Paint') })).toBeVisible();
  await details.getByRole('button', { name: detailsTexts.moveUp('Paint') }).click();
  await expect.poll(() => stepTitles(page)).toEqual(['Buy paint', 'Paint', 'Sand']);
  await details.getByRole('button', { name: detailsTexts.deleteStep('Buy paint') }).click();
  await expect.poll(() => stepTitles(page)).toEqual(['Paint', 'Sand']);

  // Repeat by a quick choice, then by the custom form.
  await details.getByRole('button', { name: detailsTexts.quick.weekly }).click();
  await expect(details.getByTestId('repeat-summary')).toHaveText('Every week');
  await details.getByRole('button', { name: detailsTexts.custom }).click();
  const custom = details.getByRole('form', { name: detailsTexts.custom });
  await custom.getByRole('spinbutton', { name: detailsTexts.interval }).fill('2');
  await custom.getByRole('combobox', { name: detailsTexts.unit }).selectOption('WEEKLY');
  for (const day of ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const) {
    const toggle = custom.getByRole('button', { name: detailsTexts.weekdayNames[day], exact: true });
    const wanted = day === 'MO' || day === 'FR';
    if ((await toggle.getAttribute('aria-pressed')) !== String(wanted)) await toggle.click();
  }
  await expect(custom.getByTestId('custom-repeat-preview')).toHaveText('Every 2 weeks on Mon, Fri');
  await custom.getByRole('radio', { name: detailsTexts.fromCompletion }).check();
  await expect(custom.getByTestId('custom-repeat-preview')).toHaveText(
    'Every 2 weeks on Mon, Fri after completion',
  );
  await custom.getByRole('button', { name: detailsTexts.applyRepeat }).click();
  await expect(details.getByTestId('repeat-summary')).toHaveText(
    'Every 2 weeks on Mon, Fri after completion',
  );

  // Move to Work: the row leaves Home, the panel follows the task.
  await details.getByRole('combobox', { name: detailsTexts.list }).selectOption({ label: 'Work' });
  await expect(row(page, 'Paint the whole fence')).toHaveCount(0);
  await expect(details.getByRole('combobox', { name: detailsTexts.list })).toHaveValue(/.+/);
  await expect(details.getByRole('textbox', { name: detailsTexts.description })).toHaveValue(
    'Paint the whole fence',
  );

  // Everything survives a reload, the open panel included.
  await page.reload();
  const again = panel(page);
  await expect(again.getByRole('textbox', { name: detailsTexts.description })).toHaveValue(
    'Paint the whole fence',
  );
  await expect(again.getByRole('button', { name: detailsTexts.important, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The repeat on Mondays and Fridays moved the due day to the first of them from tomorrow on.
  const repeatDue = dueDayForRepeat(utcDayIn(1).slice(0, 10), { rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR' });
  await expect(again.getByTestId('details-due')).toHaveText(dueText(repeatDue));
  await expect(again.getByRole('textbox', { name: detailsTexts.notes })).toHaveValue(
    'Two coats\nWhite paint',
  );
  await expect.poll(() => stepTitles(page)).toEqual(['Paint', 'Sand']);
  await expect(again.getByRole('checkbox', { name: detailsTexts.tickStep('Sand') })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: detailsTexts.tickStep('Paint') })).not.toBeChecked();
  await expect(again.getByTestId('repeat-summary')).toHaveText('Every 2 weeks on Mon, Fri after completion');
  await expect(again.getByRole('combobox', { name: detailsTexts.list }).locator('option:checked')).toHaveText(
    'Work',
  );

  // The row in Work shows the indicators, with their accessible text.
  await entry(page, 'Work').click();
  const moved = row(page, 'Paint the whole fence');
  await expect(moved).toContainText(labels.hasNotes);
  await expect(moved).toContainText(labels.stepsDone(1, 2));
  await expect(moved).toContainText('1/2');
  await expect(moved).toContainText(labels.repeats);

  // Close: the panel goes, and the URL forgets it.
  await again.getByRole('button', { name: detailsTexts.close }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]task=/);
});

test('a step renamed while its add is still on its way keeps its field, its focus and what was typed', async ({
  page,
}) => {
  await boardWith(page, 'Paint the fence');
  await detailsButton(row(page, 'Paint the fence')).click();
  const details = panel(page);
  const release = await hold(page, '**/api/todo/update/**');
  const newStep = details.getByRole('textbox', { name: detailsTexts.newStep });
  await newStep.fill('Brush');
  await newStep.press('Enter');
  const step = details.locator('li.step');
  const brush = details.getByRole('textbox', { name: detailsTexts.stepTitle('Brush') });
  const shownAs = await step.getAttribute('data-step');
  await brush.fill('Roller');
  release();
  // The add's answer is in: the step is drawn under the id it was shown with, so its field stays.
  await expect(toastWith(page, toasts.taskUpdated)).toBeVisible();
  expect(await step.getAttribute('data-step')).toBe(shownAs);
  await expect(brush).toBeFocused();
  await expect(brush).toHaveValue('Roller');
  await brush.press('Enter');
  await expect(details.getByRole('textbox', { name: detailsTexts.stepTitle('Roller') })).toBeFocused();
  await page.reload();
  await expect(panel(page).getByRole('textbox', { name: detailsTexts.stepTitle('Roller') })).toBeVisible();
});

test('2. notes typed just before a reload are kept (flushed as the page goes away)', async ({ page }) => {
  await boardWith(page, 'Call the plumber');
  await detailsButton(row(page, 'Call the plumber')).click();
  const notes = panel(page).getByRole('textbox', { name: detailsTexts.notes });
  await notes.fill('Ask about the boiler');
  // No wait for the debounce: the reload's pagehide sends the notes.
  await page.reload();
  await expect(panel(page).getByRole('textbox', { name: detailsTexts.notes })).toHaveValue(
    'Ask about the boiler',
  );
});

test('3. completing a repeating task shows its next occurrence at once, due a week later', async ({
  page,
}) => {
  await weeklyChore(page);
  await row(page, 'Water the plants').getByRole('checkbox').click();
  // The next occurrence, open, due 7 days on; the completed one goes to the Completed section.
  const open = page
    .getByRole('list', { name: labels.tasks, exact: true })
    .getByTestId('task-row')
    .filter({ hasText: 'Water the plants' });
  await expect(open).toHaveCount(1);
  await expect(open).toContainText(dueText('2030-01-14T23:59:00.000Z'));
  await expect(open).toContainText(labels.repeats);
  await page.reload();
  await entry(page, 'Chores').click();
  await expect(open).toHaveCount(1);
  await expect(open).toContainText(dueText('2030-01-14T23:59:00.000Z'));
});

/**
 * Scrolls the mouse wheel over `locator` until `scrolled` holds (the wheel's scroll is smooth and
 * lands over a few frames), answering where the page and the panel's body then stand.
 */
async function wheelOver(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to scroll over');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const body = panel(page).locator('.details-body');
  for (let i = 0; i < 10; i++) {
    await page.mouse.wheel(0, 400);
    const at = await body.evaluate((element) => element.scrollTop);
    if (at > 0) break;
  }
  await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  return {
    page: await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0),
    body: await body.evaluate((element) => element.scrollTop),
  };
}

for (const size of [
  { name: 'at 1280x860', width: 1280, height: 860 },
  { name: 'on a phone', width: 390, height: 844 },
]) {
  test(`the panel scrolls by itself ${size.name}; the page behind it does not move`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signUpFast(page);
    const home = await createGroup(page, 'Home');
    const task = await createTask(page, home._id, 'A long task');
    // Far more than the panel's height: long notes and many steps.
    const notes = Array.from({ length: 60 }, (_, i) => `Line ${i + 1} of the notes`).join('\n');
    const steps = Array.from({ length: 30 }, (_, i) => ({ title: `Step ${i + 1}`, completed: false }));
    await call(page, 'todo-update', { params: { id: task._id }, body: { notes, steps } });
    await page.reload();
    if (size.width < 600) await page.getByRole('button', { name: labels.showSidebar }).click();
    await entry(page, 'Home').click();
    await detailsButton(row(page, 'A long task')).click();
    await expect(
      panel(page).getByRole('textbox', { name: detailsTexts.stepTitle('Step 30') }),
    ).toBeAttached();

    const scrolled = await wheelOver(page, panel(page).locator('.details-body'));
    expect(scrolled.page).toBe(0);
    expect(scrolled.body).toBeGreaterThan(0);
    // The top bar and the panel's own header stay on screen.
    await expect(page.getByRole('banner')).toBeInViewport();
    await expect(panel(page).getByRole('button', { name: detailsTexts.close })).toBeInViewport();
    // The last step can be reached by scrolling the panel alone.
    await panel(page)
      .getByRole('textbox', { name: detailsTexts.stepTitle('Step 30') })
      .scrollIntoViewIfNeeded();
    await expect(
      panel(page).getByRole('textbox', { name: detailsTexts.stepTitle('Step 30') }),
    ).toBeInViewport();
    expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
  });
}

test('4. on a phone the panel is a full-screen sheet that traps focus', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpFast(page);
  const group = await createGroup(page, 'Home');
  await createTask(page, group._id, 'Phone task');
  await page.reload();
  await page.getByRole('button', { name: labels.showSidebar }).click();
  await entry(page, 'Home').click();
  await expect(heading(page)).toHaveText('Home');
  await detailsButton(row(page, 'Phone task')).click();
  const sheet = page.getByRole('dialog', { name: detailsTexts.title });
  await expect(sheet).toBeVisible();
  await expect(sheet).toHaveAttribute('aria-modal', 'true');
  const box = await sheet.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await expect(sheet.getByRole('button', { name: detailsTexts.close })).toBeFocused();
  await expectNoAxeViolations(page, 'details sheet');
  // Tab cycles inside the sheet.
  for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="details-panel"]'))),
  ).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
});

test('5. keyboard alone: Enter on a row opens the panel, Escape closes it and focus returns to the row', async ({
  page,
}) => {
  await boardWith(page, 'Keyboard task');
  const target = row(page, 'Keyboard task');
  await target.focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('button', { name: detailsTexts.close })).toBeFocused();
  // A field from the keyboard: star with Space on the focused star.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(target).toBeFocused();
  // The Details button too: focus comes back to the row.
  await detailsButton(target).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(target).toBeFocused();
  // The shortcut help lists Enter.
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog')).toContainText("Open the task's details");
});

test('6. a repeating assignment: the assigner edits it whole, sees step progress, and the next round arrives live', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const alice = await signUpFast(page, uniqueUsername('alice'));
  const bob = await otherUser(browser, 'bob');
  const carol = await otherUser(browser, 'carol');
  for (const mate of [bob, carol]) {
    await call(page, 'notification-send-requests', { body: { toUser: mate.user._id } });
    await acceptRequestFrom(mate.page, alice);
  }
  const sent = await call(page, 'notification-send-assignment', {
    body: {
      description: 'Weekly report',
      partners: [bob.user._id, carol.user._id],
      due: '2030-01-07T23:59:00.000Z',
      steps: [{ title: 'Collect numbers' }, { title: 'Write summary' }],
      repeat: { rule: 'FREQ=WEEKLY', from: 'due', timeZone: 'UTC' },
    },
  });
  const bobCopy = sent.todos.find((t) => t.user === bob.user._id);
  const carolCopy = sent.todos.find((t) => t.user === carol.user._id);
  if (!bobCopy || !carolCopy) throw new Error('the copies were not sent');

  // Bob ticks a step of his copy in his own panel, where the rest is read-only.
  await bob.page.reload();
  await entry(bob.page, 'Assigned to you').click();
  await detailsButton(row(bob.page, 'Weekly report')).click();
  const bobPanel = panel(bob.page);
  await expect(bobPanel.getByRole('textbox', { name: detailsTexts.description })).toHaveCount(0);
  await expect(bobPanel.getByRole('button', { name: detailsTexts.important, exact: true })).toBeDisabled();
  await expect(bobPanel.getByRole('button', { name: detailsTexts.tomorrow, exact: true })).toHaveCount(0);
  await bobPanel.getByRole('checkbox', { name: detailsTexts.tickStep('Collect numbers') }).click();
  await expect(row(bob.page, 'Weekly report')).toContainText('1/2');

  // Alice opens the assignment: each assignee's progress, and she edits the whole assignment.
  await page.reload();
  await entry(page, 'Assigned by you').click();
  await detailsButton(row(page, 'Weekly report')).click();
  const progress = panel(page).getByTestId('assignee-progress');
  await expect(progress.filter({ hasText: bob.user.username })).toContainText(
    detailsTexts.stepProgress(1, 2),
  );
  await expect(progress.filter({ hasText: carol.user.username })).toContainText(
    detailsTexts.stepProgress(0, 2),
  );
  await panel(page).getByRole('textbox', { name: detailsTexts.notes }).fill('Use the new template');
  await expect(panel(page).getByTestId('notes-state')).toHaveText(detailsTexts.notesSaved);
  const bobsNow = await call(bob.page, 'todo-get', { params: { groupId: 'assigned-to-me' } });
  expect(bobsNow.find((t) => t._id === bobCopy._id)).toMatchObject({
    notes: 'Use the new template',
    steps: [
      { title: 'Collect numbers', completed: true },
      { title: 'Write summary', completed: false },
    ],
  });
  await panel(page).getByRole('button', { name: detailsTexts.close }).click();

  // Both complete; the next round appears on Alice's open page, every status Pending.
  await call(bob.page, 'todo-update', { params: { id: bobCopy._id }, body: { completed: true } });
  await call(carol.page, 'todo-update', { params: { id: carolCopy._id }, body: { completed: true } });
  const reports = row(page, 'Weekly report');
  await expect(reports).toHaveCount(2);
  const next = reports.filter({ hasText: dueText('2030-01-14T23:59:00.000Z') });
  await expect(next).toHaveCount(1);
  await next.getByRole('button', { name: ui.assignedTo(2) }).click();
  await expect(next.getByTestId('assignee')).toHaveCount(2);
  for (const assignee of await next.getByTestId('assignee').all())
    await expect(assignee).toContainText(ui.pendingBadge);
  await expect(rows(page).filter({ hasText: dueText('2030-01-07T23:59:00.000Z') })).toHaveClass(/completed/);

  await bob.page.context().close();
  await carol.page.context().close();
});

test('the date pop-over opens in view whole, from the panel and from the bottom bar, at every size', async ({
  page,
}) => {
  await boardWith(page, 'Paint the fence');
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1280, height: 560 },
    { width: 1024, height: 700 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    for (const where of ['bottom bar', 'panel'] as const) {
      // Each from a fresh page at that size (a phone starts with the groups hidden), no panel open.
      const url = new URL(page.url());
      url.searchParams.delete('task');
      await page.goto(url.toString());
      await expect(row(page, 'Paint the fence')).toBeVisible();
      if (where === 'panel') await detailsButton(row(page, 'Paint the fence')).click();
      const opener =
        where === 'panel'
          ? panel(page).getByRole('button', { name: labels.chooseDueDate })
          : page.locator('.bottom-bar').getByRole('button', { name: labels.chooseDueDate });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: labels.dueDate });
      await expect(dialog, `${where} at ${size.width}x${size.height}`).toBeInViewport({ ratio: 1 });
      // Nothing covers it: its own fields take the click.
      await dialog.getByRole('textbox', { name: labels.dueDateText }).click();
      await expect(dialog.getByRole('textbox', { name: labels.dueDateText })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  }
});
