/**
 * A long task list draws the rows in view only (web/src/components/WindowedList.tsx),
 * and a user loses nothing for it: every task is reachable by scrolling and by keyboard, an open
 * editor survives scrolling away, assistive technology hears each row's place in the whole list.
 */
import { expect, type Page, test } from '@playwright/test';
import { labels } from '../../shared/messages/screens';
import { createGroup, createTask, signUpFast } from './helpers';

const total = 80;
const rows = (page: Page) => page.getByTestId('task-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: new RegExp(`^${text}$`) });
const scroller = (page: Page) => page.locator('.task-scroll');
const scrollTo = (page: Page, where: 'top' | 'bottom') =>
  scroller(page).evaluate((element, end) => {
    element.scrollTop = end === 'top' ? 0 : element.scrollHeight;
  }, where);

/**
 * A new user with a group 'Long' of `total` tasks, shown. Created oldest first: the list shows
 * newest first, so 'Task 0' is the last row.
 */
async function openLongGroup(page: Page, description = (i: number) => `Task ${i}`) {
  await signUpFast(page);
  const group = await createGroup(page, 'Long');
  for (let i = 0; i < total; i += 1) await createTask(page, group._id, description(i));
  await page.reload();
  await page
    .getByRole('navigation', { name: labels.groups })
    .getByRole('button', { name: 'Long', exact: true })
    .click();
}

test('a long list draws the rows in view, and every task stays reachable', async ({ page }) => {
  await openLongGroup(page);

  const first = rows(page).first();
  await expect(first).toContainText(`Task ${total - 1}`);
  await expect(first).toHaveAttribute('aria-posinset', '1');
  await expect(first).toHaveAttribute('aria-setsize', String(total));
  const drawn = await rows(page).count();
  expect(drawn).toBeGreaterThan(5);
  expect(drawn).toBeLessThan(40);

  // Scrolling to the end draws the last task, in its place.
  await scrollTo(page, 'bottom');
  const last = row(page, 'Task 0');
  await expect(last).toBeInViewport();
  await expect(last).toHaveAttribute('aria-posinset', String(total));
  await expect(row(page, `Task ${total - 1}`)).toHaveCount(0);

  // A task far down can be completed like any other.
  await last.getByRole('checkbox').check();
  await expect(last.getByRole('checkbox')).toBeChecked();
  await expect(last).toHaveClass(/completed/);
});

test('an open editor and keyboard focus survive scrolling a long list', async ({ page }) => {
  await openLongGroup(page);

  // An editor opened at the top keeps what is typed while the list is scrolled to the end and back.
  const top = row(page, `Task ${total - 1}`);
  await top.hover();
  await top.getByRole('button', { name: labels.editTask(`Task ${total - 1}`) }).click();
  const editor = page.getByRole('textbox', { name: labels.taskDescription });
  await editor.fill('Typed before scrolling');
  await scrollTo(page, 'bottom');
  await expect(row(page, 'Task 0')).toBeInViewport();
  await expect(editor).toHaveValue('Typed before scrolling');
  await scrollTo(page, 'top');
  await expect(editor).toHaveValue('Typed before scrolling');
  await editor.press('Escape');
  await expect(editor).toHaveCount(0);

  // The arrow keys walk row after row past the first screenful (a row is one Tab stop):
  // the rows they reach are drawn and scrolled to as they go.
  await row(page, `Task ${total - 1}`).focus();
  for (let i = 0; i < 40; i += 1) await page.keyboard.press('ArrowDown');
  const focusedPlace = await page.evaluate(() =>
    Number(document.activeElement?.closest('[data-testid="task-row"]')?.getAttribute('aria-posinset')),
  );
  expect(focusedPlace).toBeGreaterThan(30);
  await expect(page.locator(':focus')).toBeInViewport();
});

test('rows drawn above the view at their real height do not move what is on screen', async ({ page }) => {
  // Every third task wraps (170 characters, the limit is 180): rows not drawn yet are placed at an average height.
  const wrapping = 'and a long description that wraps over several lines '.repeat(3);
  await openLongGroup(page, (i) => (i % 3 === 0 ? `Task ${i} ${wrapping}` : `Task ${i}`));
  await scrollTo(page, 'bottom');
  await expect(row(page, 'Task 1')).toBeInViewport();

  // Scrolling up step by step draws rows above the view; the row in the middle moves by the scroll only.
  for (let step = 0; step < 6; step += 1) {
    const moved = await scroller(page).evaluate(async (element) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const box = element.getBoundingClientRect();
      const middle = box.top + box.height / 2;
      const anchor = [...element.querySelectorAll('[data-testid="task-row"]')].find(
        (row) => row.getBoundingClientRect().bottom > middle,
      );
      if (!anchor) throw new Error('no row at or below the middle of the list');
      const before = anchor.getBoundingClientRect().top;
      element.scrollBy(0, -150);
      await frame();
      await frame();
      return anchor.getBoundingClientRect().top - before;
    });
    expect(Math.round(moved)).toBe(150);
  }
});
