/**
 * In the browser: quick add (docs/quick-add.md, decision 0137). Typing a line by keyboard
 * highlights what was understood as it is typed, and says it for screen readers; Backspace right
 * after a highlight turns it back into text; Escape turns every highlight back, and Enter then adds
 * the line literally; a line with highlights is added with its fields; offline, it waits in the
 * outbox showing the browser's reading and is sent once. At phone size in dark mode,
 * the highlighted field has no axe violation.
 */
import { expect, type Page, test } from '@playwright/test';
import { labels } from '../../shared/messages/screens';
import { buildPath } from '../../shared/routes';
import { addInput, call, expectNoAxeViolations, heading, row, signUpFast } from './helpers';

const part = (page: Page, kind: string) => page.locator(`.quick-add-part[data-kind="${kind}"]`);
const summary = (page: Page) => page.locator('#quick-add-summary');
const line = 'Pay rent tomorrow 5pm every friday !1';

async function typeLine(page: Page, text: string) {
  await addInput(page).click();
  await page.keyboard.type(text);
  await expect(addInput(page)).toHaveValue(text);
}

test('1. highlights as you type; Backspace turns one back into text; Escape then Enter adds the line literally', async ({
  page,
}) => {
  await signUpFast(page);
  await expect(heading(page)).toHaveText('Today');
  await typeLine(page, line);
  await expect(part(page, 'date')).toHaveText('tomorrow 5pm');
  await expect(part(page, 'repeat')).toHaveText('every friday');
  await expect(part(page, 'priority')).toHaveText('!1');
  await expect(addInput(page)).toHaveAttribute('aria-describedby', 'quick-add-summary');
  // Every Friday from tomorrow: due on the first Friday, at 17:00 (the parser's rule, docs/quick-add.md).
  await expect(summary(page)).toContainText(/^Due .+ 17:00, repeats every week on Fri, priority 1$/);
  await expect(summary(page)).toContainText('priority 1');

  // Backspace right after "!1": the highlight goes, the text stays.
  await page.keyboard.press('Backspace');
  await expect(part(page, 'priority')).toHaveCount(0);
  await expect(addInput(page)).toHaveValue(line);
  await expect(part(page, 'date')).toHaveText('tomorrow 5pm');
  await expect(summary(page)).not.toContainText('priority');

  // Escape: every highlight back into text, the focus stays in the field.
  await page.keyboard.press('Escape');
  await expect(page.locator('.quick-add-part')).toHaveCount(0);
  await expect(addInput(page)).toBeFocused();
  await expect(addInput(page)).toHaveValue(line);

  // Enter adds the line as it is.
  await page.keyboard.press('Enter');
  await expect(addInput(page)).toHaveValue('');
  await expect(row(page, line)).toBeVisible();
  await expect(row(page, line).locator('.task-priority')).toHaveCount(0);
  // A second Escape, with nothing highlighted, leaves the field as before.
  await addInput(page).click();
  await page.keyboard.press('Escape');
  await expect(addInput(page)).not.toBeFocused();

  // A line added with its highlights: the title without them, its priority flag.
  await typeLine(page, 'Call mum tomorrow !2');
  await expect(part(page, 'priority')).toHaveText('!2');
  await expect(summary(page)).toHaveText('Due tomorrow, priority 2');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Call mum')).toBeVisible();
  await expect(row(page, 'Call mum').locator('.task-priority')).toHaveAttribute('title', labels.priority(2));

  // Saved so: a reload shows both.
  await page.reload();
  await expect(row(page, line)).toBeVisible();
  await expect(row(page, 'Call mum').locator('.task-priority')).toHaveAttribute('title', labels.priority(2));
  await expect(row(page, 'Call mum')).not.toContainText('tomorrow');
});

test('2. phone size, dark mode: the highlighted field has no axe violation', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await signUpFast(page);
  await typeLine(page, line);
  await expect(part(page, 'repeat')).toHaveText('every friday');
  await expectNoAxeViolations(page, 'quick add, phone, dark');
  await context.close();
});

test('3. offline, a line waits with its reading shown, and reaches the server once', async ({
  page,
  context,
}) => {
  await signUpFast(page);
  // The highlighting (and its parser) loads on the field's first focus, before going offline.
  await typeLine(page, 'Water plants tomorrow !3');
  await expect(part(page, 'priority')).toHaveText('!3');
  const keys: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === buildPath('todo-quick-add'))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  await context.setOffline(true);
  await page.keyboard.press('Enter');
  const waiting = row(page, 'Water plants');
  await expect(waiting.getByTestId('waiting-mark')).toBeVisible();
  await expect(waiting.locator('.task-priority')).toHaveAttribute('title', labels.priority(3));
  await context.setOffline(false);
  await expect(waiting.getByTestId('waiting-mark')).toHaveCount(0, { timeout: 20_000 });
  const tasks = (await call(page, 'todo-get-groups')).groups.flatMap((group) => group.todo);
  const saved = tasks.filter((task) => task.description === 'Water plants');
  expect(saved).toHaveLength(1);
  expect(saved[0]?.priority).toBe(3);
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(1);
});
