/**
 * Upcoming (docs/api.md#upcoming), the web's own view of what is due: every open task with a due
 * date the user sees (their lists, a copy assigned to them, a list shared with them) under Overdue,
 * Today, Tomorrow, each of the next days and Later, by the viewer's own day, with how many are due
 * today or overdue as the sidebar entry's badge.
 */
import { expect, type Page, test } from '@playwright/test';
import { builtInViews } from '../../shared/limits';
import { labels, toasts, ui } from '../../shared/messages/screens';
import { sortTexts } from '../../shared/messages/sorting';
import { startViewTexts } from '../../shared/messages/start-view';
import type { User } from '../../shared/types';
import {
  call,
  createGroup,
  createTask,
  expectNoAxeViolations,
  makeTeammates,
  password,
  signUpByApi,
  uniqueUsername,
} from './helpers';

/** The day `offset` days from today, in the page's zone (UTC in these tests). */
const dayFromToday = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const dayHeading = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(day));

/** The section headings of the pane, in order, each with its tasks' texts. */
async function sectionsOf(page: Page): Promise<{ heading: string; tasks: string[] }[]> {
  return page.locator('.planned-section').evaluateAll((sections) =>
    sections.map((section) => ({
      heading: section.querySelector('h2')?.textContent ?? '',
      tasks: [...section.querySelectorAll('[data-testid="task-text"], .task-text')].map(
        (el) => el.textContent ?? '',
      ),
    })),
  );
}

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 740 } },
]) {
  test(`Upcoming lists what is due by day, from every list, with today's count as its badge (${size.name})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(size.viewport);
    if (size.name === 'phone') await page.emulateMedia({ colorScheme: 'dark' });
    // Signed up as a new account is (not by signUpByApi, which opens the account on Today).
    const signedUp = await page.request.post('/api/auth/signup', {
      data: { username: uniqueUsername('up'), password },
      headers: { 'Content-Type': 'application/json' },
    });
    expect(signedUp.ok()).toBe(true);
    const me = (await signedUp.json()) as User;
    expect(me.startView).toBe('upcoming');
    await page.goto('/favicon.svg');
    const mate = await (await browser.newContext()).newPage();
    const mateUser = await signUpByApi(mate, uniqueUsername('mate'));
    await mate.goto('/favicon.svg');
    await makeTeammates(page, me, mate, mateUser);

    const errands = await createGroup(page, 'Errands');
    await createTask(page, errands._id, 'Pay the rent', { dueDay: dayFromToday(-2) });
    await createTask(page, errands._id, 'Buy milk', { dueDay: dayFromToday(0) });
    await createTask(page, errands._id, 'Call the bank', { dueDay: dayFromToday(1) });
    await createTask(page, errands._id, 'Plan the trip', { dueDay: dayFromToday(3) });
    await createTask(page, errands._id, 'Renew passport', { dueDay: dayFromToday(30) });
    await createTask(page, errands._id, 'Someday, maybe');
    const done = await createTask(page, errands._id, 'Already done', { dueDay: dayFromToday(0) });
    await call(page, 'todo-update', { params: { id: done._id }, body: { completed: true } });
    // A copy assigned to me, due in two days; a task of a list a teammate shares, due tomorrow.
    await call(mate, 'notification-send-assignment', {
      body: { description: 'Review the slides', partners: [me._id], dueDay: dayFromToday(2) },
    });
    const shared = await createGroup(mate, 'Offsite');
    await call(mate, 'lists-member-add', {
      params: { groupId: shared._id },
      body: { userId: me._id, role: 'editor' },
    });
    await createTask(mate, shared._id, 'Book the room', { dueDay: dayFromToday(1) });

    // A new account opens on Upcoming.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: ui.upcomingView })).toBeVisible();
    const entry = page.getByTestId('upcoming-entry');
    // A phone's sidebar is closed until its toggle opens it.
    const showSidebar = async () => {
      if (size.name === 'phone') await page.getByRole('button', { name: labels.showSidebar }).click();
    };
    await showSidebar();
    // Two are due today or overdue: the rent and the milk.
    await expect(entry.getByTestId('upcoming-count')).toHaveText(`2${sortTexts.upcomingBadge(2)}`);
    await expect(entry.getByRole('button')).toHaveAttribute('aria-current', 'true');
    // Chosen again (on a phone this also closes the sidebar), it stays.
    await entry.getByRole('button').click();
    await expect(page.getByRole('heading', { level: 1, name: ui.upcomingView })).toBeVisible();
    await expect(page.locator('.planned-section')).toHaveCount(6);
    const names = sortTexts.plannedSections;
    expect(await sectionsOf(page)).toEqual([
      { heading: names.overdue, tasks: ['Pay the rent'] },
      { heading: names.today, tasks: ['Buy milk'] },
      { heading: names.tomorrow, tasks: expect.arrayContaining(['Call the bank', 'Book the room']) },
      { heading: dayHeading(dayFromToday(2)), tasks: ['Review the slides'] },
      { heading: dayHeading(dayFromToday(3)), tasks: ['Plan the trip'] },
      { heading: names.later, tasks: ['Renew passport'] },
    ]);
    // Each row says the list it comes from.
    await expect(page.getByText('(from Offsite)')).toBeVisible();
    await expectNoAxeViolations(page, `Upcoming (${size.name})`);

    // Completing one from here takes it off Upcoming and off the badge.
    await page.locator('.planned-section', { hasText: names.today }).getByRole('checkbox').first().click();
    await expect(page.locator('.planned-section', { hasText: names.today })).toHaveCount(0);
    await showSidebar();
    await expect(entry.getByTestId('upcoming-count')).toHaveText(`1${sortTexts.upcomingBadge(1)}`);

    // The profile's start page: Today chosen, the app opens on Today.
    await page.goto('/profile');
    await page.getByLabel(startViewTexts.label).selectOption({ label: startViewTexts.choices.today });
    await expect(page.getByRole('status').filter({ hasText: toasts.profileUpdated })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: builtInViews[0].name })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await mate.context().close();
  });
}
