/**
 * In the browser: the calendar (`/calendar`). `c` opens it (and the sidebar's entry); a task moves
 * to another day by dragging it with the mouse (past @dnd-kit's activation distance) and by keyboard
 * (m, the arrows, Enter, the move said in the live region; Escape cancels); an overdue task says so;
 * a repeating task's next occurrences are shown faded and are not movable; the week view; at phone
 * size in dark mode, the compact month with the day's agenda and the week's list have no axe
 * violation.
 */
import { expect, type Page, test } from '@playwright/test';
import { calendarTexts as texts } from '../../shared/messages/calendar';
import { shortcutHelpTexts } from '../../shared/messages/shortcut-help';
import { call, createGroup, createTask, expectNoAxeViolations, heading, nav, signUpFast } from './helpers';

const fullDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const calendar = (page: Page) => page.getByTestId('calendar');
const cell = (page: Page, day: string) => calendar(page).locator(`[data-day="${day}"]`).first();
const entryIn = (page: Page, day: string, text: string) =>
  cell(page, day).getByTestId('calendar-entry').filter({ hasText: text });
const status = (page: Page) => page.getByTestId('calendar-status');
const dueDayOf = async (page: Page, id: string) => {
  const { groups } = await call(page, 'todo-get-groups');
  return groups.flatMap((g) => g.todo).find((t) => t._id === id)?.dueDay;
};

/** A signed-in user with a list 'Plans' holding tasks due on the given days, the calendar open on `day`. */
async function plansOn(page: Page, day: string, tasks: Record<string, string>) {
  await signUpFast(page);
  const group = await createGroup(page, 'Plans');
  const ids: Record<string, string> = {};
  for (const [description, dueDay] of Object.entries(tasks))
    ids[description] = (await createTask(page, group._id, description, { dueDay }))._id;
  await page.goto(`/calendar?day=${day}`);
  await expect(calendar(page).getByTestId('calendar-month')).toBeVisible();
  return ids;
}

test('1. c opens the calendar from the dashboard, the sidebar leads to it, the help lists the key', async ({
  page,
}) => {
  await signUpFast(page);
  await expect(heading(page)).toHaveText('Today');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: shortcutHelpTexts.shortcutsTitle });
  await expect(help).toContainText(shortcutHelpTexts.shortcuts['go-calendar']);
  // The calendar's own key to move a task is listed too.
  await expect(help).toContainText(shortcutHelpTexts.shortcuts['calendar-move']);
  await expect(help.locator('kbd', { hasText: /^m$/ })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  await page.keyboard.press('c');
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(calendar(page)).toBeVisible();
  // The sidebar marks its entry, and leads back to a list.
  const link = nav(page).getByRole('link', { name: texts.title });
  await expect(link).toHaveAttribute('aria-current', 'page');
  await nav(page).getByRole('button', { name: 'Important', exact: true }).click();
  await expect(heading(page)).toHaveText('Important');
  await link.click();
  await expect(calendar(page)).toBeVisible();
});

test('2. a task dragged with the mouse to another day is due that day, also after a reload', async ({
  page,
}) => {
  const ids = await plansOn(page, '2030-03-12', { 'Book the venue': '2030-03-12' });
  const source = entryIn(page, '2030-03-12', 'Book the venue');
  await expect(source).toBeVisible();
  const from = await source.boundingBox();
  const to = await cell(page, '2030-03-14').boundingBox();
  if (!from || !to) throw new Error('not drawn');
  const saved = page.waitForResponse((r) => r.url().includes('/api/todo/update/') && r.ok());
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the activation distance first, then over the target day.
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(entryIn(page, '2030-03-14', 'Book the venue')).toBeVisible();
  await expect(entryIn(page, '2030-03-12', 'Book the venue')).toHaveCount(0);
  await saved;
  expect(await dueDayOf(page, ids['Book the venue'] as string)).toBe('2030-03-14');
  await page.reload();
  await expect(entryIn(page, '2030-03-14', 'Book the venue')).toBeVisible();
});

test('3. by keyboard: m, the arrows and Enter move a task, each step said; Escape cancels', async ({
  page,
}) => {
  const ids = await plansOn(page, '2030-03-12', { 'Send the invites': '2030-03-12' });
  const task = entryIn(page, '2030-03-12', 'Send the invites');
  await task.focus();
  await page.keyboard.press('m');
  await expect(status(page)).toHaveText(texts.movingTo('Send the invites', fullDate('2030-03-12')));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(status(page)).toHaveText(texts.movingTo('Send the invites', fullDate('2030-03-14')));
  // Down: a week later in the month view.
  await page.keyboard.press('ArrowDown');
  await expect(status(page)).toHaveText(texts.movingTo('Send the invites', fullDate('2030-03-21')));
  await expect(cell(page, '2030-03-21')).toHaveClass(/drop-over/);
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(texts.movedTo('Send the invites', fullDate('2030-03-21')));
  const moved = entryIn(page, '2030-03-21', 'Send the invites');
  await expect(moved).toBeVisible();
  await expect(moved).toBeFocused();
  await expect.poll(() => dueDayOf(page, ids['Send the invites'] as string)).toBe('2030-03-21');

  // Escape: the move is cancelled, and said so.
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Escape');
  await expect(status(page)).toHaveText(texts.moveCancelled('Send the invites'));
  await expect(entryIn(page, '2030-03-21', 'Send the invites')).toBeVisible();
  await expect(entryIn(page, '2030-03-20', 'Send the invites')).toHaveCount(0);
});

test('4. an overdue task says so; a repeating task shows its next occurrences faded, not movable', async ({
  page,
}) => {
  await signUpFast(page);
  const group = await createGroup(page, 'Chores');
  await createTask(page, group._id, 'File the taxes', { dueDay: '2020-05-12' });
  await createTask(page, group._id, 'Done long ago', { dueDay: '2020-05-13' }).then((t) =>
    call(page, 'todo-update', { params: { id: t._id }, body: { completed: true } }),
  );
  await page.goto('/calendar?day=2020-05-12');
  await expect(entryIn(page, '2020-05-12', 'File the taxes')).toContainText(texts.overdue);
  // A completed task is shown struck, and not overdue.
  const done = entryIn(page, '2020-05-13', 'Done long ago');
  await expect(done).toHaveClass(/completed/);
  await expect(done).not.toContainText(texts.overdue);

  await call(page, 'todo-create', {
    body: {
      description: 'Water the plants',
      groupId: group._id,
      dueDay: '2030-03-05',
      repeat: { rule: 'FREQ=WEEKLY', from: 'due', timeZone: 'UTC' },
    },
  });
  await page.goto('/calendar?day=2030-03-05');
  const real = entryIn(page, '2030-03-05', 'Water the plants');
  await expect(real).toBeVisible();
  // Draggable once the pointer comes over it.
  await real.hover();
  await expect(real).toHaveAttribute('aria-roledescription', 'draggable');
  for (const day of ['2030-03-12', '2030-03-19', '2030-03-26']) {
    const next = entryIn(page, day, 'Water the plants');
    await next.hover();
    await expect(next).toHaveClass(/occurrence/);
    await expect(next).toContainText(texts.repeats);
    await expect(next).not.toHaveAttribute('aria-roledescription', 'draggable');
    await expect(next).not.toContainText(texts.overdue);
  }
  // A faded occurrence is not moved by keyboard either.
  await entryIn(page, '2030-03-12', 'Water the plants').focus();
  await page.keyboard.press('m');
  await expect(status(page)).toHaveText('');
  // None before the task's own day.
  await expect(entryIn(page, '2030-02-26', 'Water the plants')).toHaveCount(0);
  await expectNoAxeViolations(page, 'calendar month with overdue and repeating tasks');

  // A busy day shows three tasks and how many more, which opens it.
  for (const name of ['one', 'two', 'three', 'four', 'five'])
    await createTask(page, group._id, `Errand ${name}`, { dueDay: '2030-03-20' });
  await page.reload();
  const busy = cell(page, '2030-03-20');
  await expect(busy.getByTestId('calendar-entry')).toHaveCount(3);
  const more = busy.getByRole('button', { name: `${texts.more(2)}${texts.moreOn(fullDate('2030-03-20'))}` });
  await more.click();
  await expect(busy.getByTestId('calendar-entry')).toHaveCount(5);
  await expect(more).toHaveCount(0);
});

test('5. the week view: the range in the heading, all-day tasks, a keyboard move by a day', async ({
  page,
}) => {
  const ids = await plansOn(page, '2030-03-12', { 'Call the caterer': '2030-03-12' });
  await page.getByRole('button', { name: texts.week, exact: true }).click();
  await expect(calendar(page).getByTestId('calendar-week')).toBeVisible();
  await expect(page.getByRole('button', { name: texts.week, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(heading(page)).toContainText('2030');
  const task = entryIn(page, '2030-03-12', 'Call the caterer');
  await task.focus();
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(texts.movedTo('Call the caterer', fullDate('2030-03-11')));
  await expect(entryIn(page, '2030-03-11', 'Call the caterer')).toBeVisible();
  await expect.poll(() => dueDayOf(page, ids['Call the caterer'] as string)).toBe('2030-03-11');
  // Previous and next step by a week.
  await page.getByRole('button', { name: texts.nextWeek }).click();
  await expect(cell(page, addDays('2030-03-11', 7))).toBeVisible();
  await expect(entryIn(page, '2030-03-11', 'Call the caterer')).toHaveCount(0);
  await expectNoAxeViolations(page, 'calendar week');
});

test('6. in the week, a timed task sits at its hour and moves an hour by keyboard', async ({ page }) => {
  await signUpFast(page);
  const group = await createGroup(page, 'Plans');
  const task = await call(page, 'todo-create', {
    body: {
      description: 'Team call',
      groupId: group._id,
      completed: false,
      dueDay: '2030-03-12',
      dueTime: '09:30',
    },
  });
  await page.goto('/calendar?day=2030-03-12&view=week');
  const atNine = calendar(page)
    .locator('[data-day="2030-03-12"][data-hour="9"]')
    .getByTestId('calendar-entry');
  await expect(atNine).toContainText('09:30');
  await expect(atNine).toContainText('Team call');
  await atNine.focus();
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowDown');
  await expect(status(page)).toHaveText(texts.movingTo('Team call', `${fullDate('2030-03-12')}, 10:30`));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(texts.movedTo('Team call', `${fullDate('2030-03-13')}, 10:30`));
  const atTen = calendar(page)
    .locator('[data-day="2030-03-13"][data-hour="10"]')
    .getByTestId('calendar-entry');
  await expect(atTen).toContainText('Team call');
  await expect(atTen).toBeFocused();
  await expect
    .poll(async () => {
      const { groups } = await call(page, 'todo-get-groups');
      const saved = groups.flatMap((g) => g.todo).find((t) => t._id === task._id);
      return `${saved?.dueDay} ${saved?.dueTime}`;
    })
    .toBe('2030-03-13 10:30');
});

test('6b. a week opens at its first timed task, or at the current hour in this week, under a pinned all-day row', async ({
  page,
}) => {
  // A short window, so that the hours in view are some of the day's.
  await page.setViewportSize({ width: 1280, height: 640 });
  await signUpFast(page);
  const group = await createGroup(page, 'Trip');
  await createTask(page, group._id, 'Pack the bags', { dueDay: '2030-03-12' });
  await call(page, 'todo-create', {
    body: {
      description: 'Flight',
      groupId: group._id,
      completed: false,
      dueDay: '2030-03-13',
      dueTime: '10:00',
    },
  });
  const region = page.getByRole('region', { name: texts.hours });
  // The all-day row's heading cell: the cells are what is pinned, not the row.
  const allDay = region.locator('.calendar-all-day > th');
  const allDayTask = region.locator('.calendar-all-day').getByText('Pack the bags');
  /** Whether the hour's row is whole in view, under the pinned day names and all-day row. */
  const shown = async (hour: number) => {
    const [row, under, frame] = await Promise.all([
      region.locator(`[data-hour-row="${hour}"]`).boundingBox(),
      allDay.boundingBox(),
      region.boundingBox(),
    ]);
    if (!row || !under || !frame) return false;
    return row.y >= under.y + under.height - 1 && row.y + row.height <= frame.y + frame.height + 1;
  };

  // Another week: at its first timed task, the all-day task in view above it.
  await page.goto('/calendar?day=2030-03-12&view=week');
  await expect(region.getByTestId('calendar-entry').filter({ hasText: 'Flight' })).toBeVisible();
  await expect.poll(() => shown(10)).toBe(true);
  expect(await shown(9)).toBe(false);
  await expect(allDayTask).toBeInViewport();
  // Scrolled to the night, the day names and the all-day row stay in place.
  const allDayTop = (await allDay.boundingBox())?.y;
  await region.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect.poll(() => shown(23)).toBe(true);
  expect((await allDay.boundingBox())?.y).toBe(allDayTop);
  await expect(allDayTask).toBeInViewport();

  // This week: at the current hour.
  await page.clock.setFixedTime(new Date('2030-03-12T12:20:00Z'));
  await page.goto('/calendar?day=2030-03-12&view=week');
  await expect(region.getByTestId('calendar-entry').filter({ hasText: 'Flight' })).toBeAttached();
  await expect.poll(() => shown(12)).toBe(true);
  expect(await shown(11)).toBe(false);
});

test('7. phone size, dark mode: the compact month with the day agenda, and the week list, axe clean', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await plansOn(page, '2030-03-12', { 'Pick up the cake': '2030-03-12', 'Old chore': '2020-01-01' });
  const day = calendar(page).getByRole('button', { name: `${fullDate('2030-03-12')}, 1 task` });
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const agenda = page.getByTestId('calendar-agenda');
  await expect(agenda).toContainText(fullDate('2030-03-12'));
  await expect(agenda.getByTestId('calendar-entry')).toHaveText('Pick up the cake');
  await expectNoAxeViolations(page, 'calendar month, phone, dark');
  await page.getByRole('button', { name: texts.week, exact: true }).click();
  await expect(entryIn(page, '2030-03-12', 'Pick up the cake')).toBeVisible();
  await expectNoAxeViolations(page, 'calendar week, phone, dark');
  await context.close();
});
