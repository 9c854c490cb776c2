/**
 * Taking back what a key or a click did by mistake: a completion is undone from its toast or with
 * `z` (a repeating task's next occurrence goes with it when unchanged, and stays, said, when
 * changed); `x` keeps the selection on the task it completed; Escape leaves 'Add a new task...' for
 * the row it came from, so the list's keys are not typed into the field; an assignment is deleted
 * for everyone, or one assignee removed, with 5 seconds to undo; a burst of edits to an assignment
 * is one notice per assignee; an empty name or description says why it was not saved.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { detailsPanelTexts as detailsTexts } from '../../shared/messages/details-panel';
import { everydayTexts, labels, toasts, ui } from '../../shared/messages/screens';
import { validation } from '../../shared/messages/validation';
import {
  addInput,
  boardWith,
  call,
  entry,
  focusedRowText,
  makeTeammates,
  nav,
  row,
  signUpFast,
  toastWith,
  weeklyChore,
} from './helpers';

const openList = (page: Page) => page.getByRole('list', { name: labels.tasks, exact: true });
const doneList = (page: Page) => page.getByRole('list', { name: everydayTexts.completedTasks });
const checkbox = (page: Page, text: string) => row(page, text).getByRole('checkbox');

test('a completion is undone from its toast, and with z', async ({ page }) => {
  await boardWith(page, 'Errands', ['Buy milk', 'Post letter']);
  await checkbox(page, 'Buy milk').check();
  const completed = toastWith(page, toasts.taskCompleted);
  await expect(completed).toBeVisible();
  await completed.getByRole('button', { name: everydayTexts.undo }).click();
  await expect(checkbox(page, 'Buy milk')).not.toBeChecked();
  await expect(toastWith(page, toasts.taskNotCompleted)).toBeVisible();
  // The undone toast is gone before the next completion shows its own.
  await expect(page.getByRole('status').filter({ hasText: toasts.taskCompleted })).toHaveCount(0);

  // z presses the Undo of the last completion.
  await checkbox(page, 'Post letter').check();
  await expect(toastWith(page, toasts.taskCompleted)).toBeVisible();
  await page.keyboard.press('z');
  await expect(checkbox(page, 'Post letter')).not.toBeChecked();
  // Both stay open after a reload: the reopening reached the server.
  await page.reload();
  await entry(page, 'Errands').click();
  await expect(openList(page).getByTestId('task-row')).toHaveCount(2);
});

test('undoing the completion of a repeating task takes back its next occurrence, unless it was changed', async ({
  page,
}) => {
  await weeklyChore(page);
  const open = openList(page).getByTestId('task-row').filter({ hasText: 'Water the plants' });
  const done = doneList(page).getByTestId('task-row').filter({ hasText: 'Water the plants' });

  // Completed by mistake: the next occurrence shows; Undo takes both back, and says so. (A click,
  // not check(): the row that takes the completed one's place is unchecked again.)
  await open.getByRole('checkbox').click();
  await expect(done).toHaveCount(1);
  await expect(open).toHaveCount(1);
  await toastWith(page, toasts.taskCompleted).getByRole('button', { name: everydayTexts.undo }).click();
  await expect(toastWith(page, everydayTexts.nextOccurrenceRemoved)).toBeVisible();
  await expect(done).toHaveCount(0);
  await expect(open).toHaveCount(1);
  await page.reload();
  await entry(page, 'Chores').click();
  await expect(open).toHaveCount(1);
  await expect(done).toHaveCount(0);

  // Completed again, and the next occurrence given a note before the reopening: both stay open.
  await open.getByRole('checkbox').click();
  await expect(done).toHaveCount(1);
  await expect(open).toHaveCount(1);
  const nextId = (await open.getAttribute('id'))?.replace(/^todo-/, '') as string;
  await call(page, 'todo-update', { params: { id: nextId }, body: { notes: 'Use the rain water' } });
  await done.getByRole('checkbox').click();
  await expect(toastWith(page, everydayTexts.nextOccurrenceKept)).toBeVisible();
  await expect(open).toHaveCount(2);
  await expect(done).toHaveCount(0);
});

test('x completes the selected task and the selection stays on it; x again reopens it', async ({ page }) => {
  await boardWith(page, 'Keys', ['first', 'second', 'third']);
  await row(page, 'second').focus();
  await page.keyboard.press('x');
  await expect(doneList(page).getByTestId('task-row').filter({ hasText: 'second' })).toHaveCount(1);
  await expect.poll(() => focusedRowText(page)).toBe('second');
  await page.keyboard.press('x');
  await expect(openList(page).getByTestId('task-row').filter({ hasText: 'second' })).toHaveCount(1);
  // Still there once both answers are in (the completion's answer does not undo the reopening).
  await expect(toastWith(page, toasts.taskNotCompleted)).toBeVisible();
  await expect.poll(() => focusedRowText(page)).toBe('second');
  await expect(openList(page).getByTestId('task-row').filter({ hasText: 'second' })).toHaveCount(1);
  // No other task was touched.
  await expect(checkbox(page, 'first')).not.toBeChecked();
  await expect(checkbox(page, 'third')).not.toBeChecked();
  await expect(doneList(page)).toHaveCount(0);
});

test('Escape leaves the add field for the row it came from, keeping what was typed', async ({ page }) => {
  await boardWith(page, 'Keys', ['first', 'second', 'third']);
  await row(page, 'second').focus();
  await page.keyboard.press('n');
  await expect(addInput(page)).toBeFocused();
  await page.keyboard.type('half a thought');
  await page.keyboard.press('Escape');
  await expect.poll(() => focusedRowText(page)).toBe('second');
  // The list's keys act on the list again: j moves, x completes; nothing is typed into the field.
  await page.keyboard.press('j');
  await expect.poll(() => focusedRowText(page)).toBe('first');
  await expect(addInput(page)).toHaveValue('half a thought');

  // Entered with the mouse: Escape goes to the list's row.
  await addInput(page).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => focusedRowText(page)).toBe('first');
  await expect(addInput(page)).toHaveValue('half a thought');
});

/** Alice, on her "Assigned by you", with one assignment to Bob and Carol (each signed in elsewhere). */
async function assignmentToTwo(page: Page, browser: Browser) {
  const alice = await signUpFast(page);
  const others = await Promise.all(
    ['bob', 'carol'].map(async () => {
      const context = await browser.newContext();
      const other = await context.newPage();
      const user = await signUpFast(other);
      await makeTeammates(page, alice, other, user);
      return { page: other, user, close: () => context.close() };
    }),
  );
  await call(page, 'notification-send-assignment', {
    body: {
      description: 'Prepare the slides',
      important: false,
      partners: others.map((other) => other.user._id),
    },
  });
  await page.reload();
  await entry(page, 'Assigned by you').click();
  await expect(row(page, 'Prepare the slides')).toBeVisible();
  const copies = async (other: (typeof others)[number]) =>
    (await call(other.page, 'todo-get', { params: { groupId: 'assigned-to-me' } })).length;
  return { others, copies, close: () => Promise.all(others.map((other) => other.close())) };
}

test('an assignment is deleted for everyone by its cross or the Delete key, with 5 seconds to undo', async ({
  page,
  browser,
}) => {
  const { others, copies, close } = await assignmentToTwo(page, browser);
  try {
    // The Delete key on the row: gone at once, Undo (z) brings it back and nothing was sent.
    await row(page, 'Prepare the slides').focus();
    await page.keyboard.press('Delete');
    await expect(row(page, 'Prepare the slides')).toHaveCount(0);
    await expect(toastWith(page, everydayTexts.assignmentDeleted)).toBeVisible();
    await page.keyboard.press('z');
    await expect(row(page, 'Prepare the slides')).toBeVisible();
    expect(await copies(others[0] as (typeof others)[number])).toBe(1);

    // The cross, 'Delete for everyone', left to run out: every assignee's copy goes.
    await row(page, 'Prepare the slides').hover();
    await page.getByRole('button', { name: labels.deleteForEveryone('Prepare the slides') }).click();
    await expect(row(page, 'Prepare the slides')).toHaveCount(0);
    for (const other of others) await expect.poll(() => copies(other), { timeout: 15_000 }).toBe(0);
    await page.reload();
    await entry(page, 'Assigned by you').click();
    await expect(row(page, 'Prepare the slides')).toHaveCount(0);
  } finally {
    await close();
  }
});

test("removing one assignee can be undone before the teammate's task goes", async ({ page, browser }) => {
  const { others, copies, close } = await assignmentToTwo(page, browser);
  const [bob] = others as [(typeof others)[number]];
  try {
    await row(page, 'Prepare the slides')
      .getByRole('button', { name: ui.assignedTo(2) })
      .click();
    await row(page, 'Prepare the slides')
      .getByRole('button', { name: labels.removeAssignee(bob.user.username) })
      .click();
    await expect(row(page, 'Prepare the slides').getByTestId('assignee')).toHaveCount(1);
    await toastWith(page, everydayTexts.assigneeRemoved)
      .getByRole('button', { name: everydayTexts.undo })
      .click();
    await expect(row(page, 'Prepare the slides').getByTestId('assignee')).toHaveCount(2);
    expect(await copies(bob)).toBe(1);
  } finally {
    await close();
  }
});

test('three edits of an assignment in a row reach each assignee as one notice, with the last text', async ({
  page,
  browser,
}) => {
  const { others, close } = await assignmentToTwo(page, browser);
  try {
    await page.getByRole('button', { name: labels.taskDetails('Prepare the slides') }).click();
    const details = page.getByTestId('details-panel');
    const star = details.getByRole('button', { name: detailsTexts.important, exact: true });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await details.getByRole('textbox', { name: detailsTexts.notes }).fill('Ten slides at most');
    await expect(details.getByTestId('notes-state')).toHaveText(detailsTexts.notesSaved);
    const description = details.getByRole('textbox', { name: detailsTexts.description });
    await description.fill('Prepare the talk');
    await description.press('Enter');
    await expect(row(page, 'Prepare the talk')).toBeVisible();

    for (const other of others) {
      await other.page.goto('/notifications');
      const edits = other.page.getByTestId('notification').filter({ hasText: 'edited a task' });
      await expect(edits).toHaveCount(1);
      await expect(edits).toContainText('Prepare the talk');
    }
  } finally {
    await close();
  }
});

test('renaming a list or a task to nothing says why nothing changed, and keeps the field open', async ({
  page,
}) => {
  await boardWith(page, 'Errands', ['Buy milk']);
  await nav(page)
    .getByRole('button', { name: labels.renameGroup('Errands') })
    .click();
  const name = page.getByRole('textbox', { name: labels.groupName });
  await name.fill('   ');
  await name.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: validation.groupNameRequired })).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  // Typing clears it; Escape leaves the name as it was.
  await name.fill('Shop');
  await expect(page.getByRole('alert').filter({ hasText: validation.groupNameRequired })).toHaveCount(0);
  await name.press('Escape');
  await expect(entry(page, 'Errands')).toBeVisible();

  await row(page, 'Buy milk').hover();
  await page.getByRole('button', { name: labels.editTask('Buy milk') }).click();
  const description = page.getByRole('textbox', { name: labels.taskDescription });
  await description.fill('');
  await description.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: validation.descriptionRequired })).toBeVisible();
  await expect(description).toBeFocused();
});
