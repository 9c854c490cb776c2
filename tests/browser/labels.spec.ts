/**
 * Labels as a user makes and uses them: `l` on a row opens the details panel at its label picker,
 * a new label is created by typing and Enter, an existing one picked by typing part of its name; the
 * rows show the chips, the sidebar's Labels section lists the label, and its view lists the tasks
 * that carry it; the help names the key. At phone size in dark mode, the chips and the picker have no
 * axe violation, and a chip's remove button takes it off.
 */
import { expect, type Page, test } from '@playwright/test';
import { detailsPanelTexts as detailsTexts } from '../../shared/messages/details-panel';
import { labelTexts as text } from '../../shared/messages/labels';
import { shortcutHelpTexts } from '../../shared/messages/shortcut-help';
import {
  boardWith,
  call,
  createTask,
  entry,
  expectNoAxeViolations,
  heading,
  row,
  rows,
  signUpFast,
} from './helpers';

const panel = (page: Page) => page.getByTestId('details-panel');
const picker = (page: Page) => panel(page).getByRole('combobox', { name: text.picker });
const chips = (page: Page, task: string) => row(page, task).locator('.lc');

/** Focuses the row and presses `l` until the panel opens (the key's listener loads after the first render). */
async function pressL(page: Page, task: string) {
  await expect(async () => {
    await row(page, task).focus();
    await page.keyboard.press('l');
    await expect(picker(page)).toBeFocused({ timeout: 1000 });
  }).toPass();
}

test('1. `l` opens the label picker: a label is created by typing, another task picks it; its view lists them', async ({
  page,
}) => {
  await boardWith(page, 'Chores', ['Buy milk', 'Fix bike', 'Call mum']);

  await pressL(page, 'Buy milk');
  await page.keyboard.type('Errands');
  const create = panel(page).getByRole('option', { name: text.create('Errands') });
  await expect(create).toBeVisible();
  await expect(picker(page)).toHaveAttribute(
    'aria-activedescendant',
    (await create.getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');
  await expect(chips(page, 'Buy milk')).toHaveText(['Errands']);
  await expect(panel(page).getByRole('button', { name: text.remove('Errands') })).toBeVisible();
  await expect(picker(page)).toHaveValue('');
  await page.getByRole('button', { name: detailsTexts.close }).click();

  // Another task picks the existing label by part of its name, with the arrow keys.
  await pressL(page, 'Fix bike');
  await page.keyboard.type('err');
  await expect(panel(page).getByRole('option', { name: 'Errands' })).toBeVisible();
  await expect(panel(page).getByRole('option', { name: text.create('err') })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(chips(page, 'Fix bike')).toHaveText(['Errands']);
  await expect(chips(page, 'Call mum')).toHaveCount(0);
  await page.getByRole('button', { name: detailsTexts.close }).click();

  // Saved: after a reload the chips are there, and the Labels section lists the label.
  await page.reload();
  await expect(chips(page, 'Buy milk')).toHaveText(['Errands']);
  const labelEntry = page.getByTestId('labels').getByRole('button', { name: 'Errands', exact: true });
  await labelEntry.click();
  await expect(heading(page)).toHaveText('Errands');
  await expect(labelEntry).toHaveAttribute('aria-current', 'true');
  await expect(rows(page).locator('.task-text')).toHaveText(['Fix bike', 'Buy milk']);

  // The help names the key.
  await entry(page, 'Chores').click();
  await row(page, 'Call mum').focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: shortcutHelpTexts.shortcutsTitle });
  await expect(help).toContainText(shortcutHelpTexts.shortcuts.labels);
  await page.keyboard.press('Escape');
});

test('2. chips and the picker at phone size in dark mode: no axe violation; a chip is removed', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await signUpFast(page);
  const work = await call(page, 'labels-create', { body: { name: 'Work', color: 'blue' } });
  const urgent = await call(page, 'labels-create', { body: { name: 'Urgent', color: 'red' } });
  const task = await createTask(page, 'today', 'Write the report');
  await call(page, 'todo-update', { params: { id: task._id }, body: { labels: [work._id, urgent._id] } });
  await createTask(page, 'today', 'Plain task');
  await page.reload();
  await expect(heading(page)).toHaveText('Today');
  await expect(chips(page, 'Write the report')).toHaveText(['Work', 'Urgent']);
  await expectNoAxeViolations(page, 'rows with label chips, phone, dark');

  await row(page, 'Write the report').focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await picker(page).focus();
  await expect(panel(page).getByRole('listbox')).toBeHidden();
  await page.keyboard.type('w');
  await expect(panel(page).getByRole('option', { name: text.create('w') })).toBeVisible();
  await expectNoAxeViolations(page, 'label picker, phone, dark');
  await page.keyboard.press('Escape');
  await expect(panel(page).getByRole('listbox')).toBeHidden();

  await panel(page)
    .getByRole('button', { name: text.remove('Urgent') })
    .click();
  await expect(panel(page).getByRole('button', { name: text.remove('Urgent') })).toHaveCount(0);
  await panel(page).getByRole('button', { name: detailsTexts.close }).click();
  await expect(chips(page, 'Write the report')).toHaveText(['Work']);
  await page.reload();
  await expect(chips(page, 'Write the report')).toHaveText(['Work']);
  await context.close();
});

test('3. a label is renamed and recoloured from its sidebar entry, and deleted after a confirmation', async ({
  page,
}) => {
  await signUpFast(page);
  const work = await call(page, 'labels-create', { body: { name: 'Work', color: 'blue' } });
  const task = await createTask(page, 'today', 'Ship the release');
  await call(page, 'todo-update', { params: { id: task._id }, body: { labels: [work._id] } });
  await page.reload();
  await expect(chips(page, 'Ship the release')).toHaveText(['Work']);

  await page.getByRole('button', { name: text.manage('Work') }).click();
  const dialog = page.getByRole('dialog', { name: text.manage('Work') });
  await expect(dialog.getByRole('textbox', { name: text.rename })).toBeFocused();
  await dialog.getByRole('textbox', { name: text.rename }).fill('Job');
  await dialog.getByRole('radio', { name: 'green' }).check();
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(dialog).toBeHidden();
  // The rows name it as it is now, without a reload.
  await expect(chips(page, 'Ship the release')).toHaveText(['Job']);
  await expect(chips(page, 'Ship the release')).toHaveClass(/lc-green/);
  await expect(page.getByTestId('labels').getByRole('button', { name: 'Job', exact: true })).toBeVisible();

  await page.getByRole('button', { name: text.manage('Job') }).click();
  await page
    .getByRole('dialog', { name: text.manage('Job') })
    .getByRole('button', { name: text.delete })
    .click();
  const confirm = page.getByRole('dialog', { name: text.confirmDelete('Job') });
  await confirm.getByRole('button', { name: text.delete }).click();
  await expect(chips(page, 'Ship the release')).toHaveCount(0);
  await expect(page.getByTestId('labels')).toHaveCount(0);
  await page.reload();
  await expect(row(page, 'Ship the release')).toBeVisible();
  await expect(chips(page, 'Ship the release')).toHaveCount(0);
  expect(await call(page, 'labels-list')).toEqual([]);
});
