/**
 * The top bar's search across the real server: its results in their sections, and opening them.
 * What it draws for a given answer (the spinner, the sections, the keyboard and the ways the
 * dropdown closes, 'No results found', the failure text) and its debounce are component tests
 * (web/src/features/search/SearchBox.test.tsx).
 */
import { expect, type Page, test } from '@playwright/test';
import { labels, ui } from '../../shared/messages/screens';
import {
  createGroup,
  createTask,
  keepScreenshot,
  newSession,
  openAs,
  password,
  type Session,
} from './helpers';

const box = (page: Page) => page.getByRole('combobox', { name: labels.search });
const dropdown = (page: Page) => page.getByTestId('search-dropdown');
const option = (page: Page, name: string) => page.getByRole('option', { name });

// One user for the file: the searches use tokens of their own.
let session: Session;
test.beforeAll(async () => {
  session = await newSession('search');
});

test('search: the real results in their sections, and opening them', async ({ page, request }, testInfo) => {
  const token = `q${Math.random().toString(36).slice(2, 7)}`;
  const mateName = `${token}mate`;
  const signup = await request.post('/api/auth/signup', {
    data: { username: mateName, password },
    headers: { 'Content-Type': 'application/json' },
  });
  expect(signup.ok()).toBe(true);
  const mate = (await signup.json()) as { _id: string };

  await openAs(page, session);
  const group = await createGroup(page, `${token} group`);
  const task = await createTask(page, group._id, `${token} task`);
  await page.reload();

  // The real server's results, in their sections. The placeholder, the spinner, the keyboard and the
  // ways the dropdown closes: web/src/features/search/SearchBox.test.tsx.
  await box(page).fill(token);
  await expect(dropdown(page)).toBeVisible();
  await expect(page.getByRole('group', { name: ui.searchSectionUsers })).toContainText(mateName);
  await expect(page.getByRole('group', { name: ui.searchSectionGroups })).toContainText(`${token} group`);
  await expect(page.getByRole('group', { name: ui.searchSectionTasks })).toContainText(`${token} task`);
  // A task says which list it is in.
  await expect(option(page, `${token} task`)).toContainText(labels.searchInList(`${token} group`));
  await keepScreenshot(page, testInfo, 'search-dropdown');

  // A group result opens the dashboard with the group highlighted.
  await box(page).click();
  await page.getByRole('option', { name: `${token} group`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?highlight=group-${group._id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${token} group`);
  await expect(page.locator(`[id="group-${group._id}"]`)).toHaveClass(/pulse/);

  // A task result selects its group and pulses the task.
  await page.getByRole('navigation', { name: labels.groups }).getByRole('button', { name: 'Today' }).click();
  await box(page).click();
  await option(page, `${token} task`).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?highlight=todo-${task._id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${token} group`);
  await expect(page.locator(`[id="todo-${task._id}"]`)).toHaveClass(/pulse/);

  // Enter opens the chosen result; a user result opens their profile.
  await box(page).click();
  await box(page).press('ArrowDown');
  await box(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/user/${mate._id}$`));
});
