/**
 * Limits said, never cut: a counter near the limit of a task, a list's name and notes, and a paste
 * that would pass the limit refused whole with a message (the browser would cut it silently), here
 * with the system clipboard. The counter and the refusal themselves are component tests
 * (web/src/components/TextLimit.test.tsx), and so is the notes' refusal
 * (web/src/features/task-details/NotesSection.test.tsx).
 */
import { expect, type Page, test } from '@playwright/test';
import { limits } from '../../shared/limits';
import { limitTexts, ui } from '../../shared/messages/screens';
import { addInput, createGroup, entry, signUpFast } from './helpers';
import { baseURL } from './playwright.config';

/** Pastes `text` into the focused field as a user would (the system clipboard, then Ctrl+V). */
async function paste(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

test('a task: the counter shows near the limit, and a paste over it is refused and said', async ({
  page,
}) => {
  await signUpFast(page);
  await createGroup(page, 'Long');
  await page.reload();
  await entry(page, 'Long').click();
  const field = addInput(page);
  await field.fill('a'.repeat(150));
  await expect(page.getByText(limitTexts.count(150, limits.descriptionMax))).toBeVisible();
  await field.press('End');
  await paste(page, 'b'.repeat(40));
  await expect(page.getByRole('alert')).toHaveText(limitTexts.pasteTooLong(10, limits.descriptionMax));
  await expect(field).toHaveValue('a'.repeat(150));
  // One that fits goes in, and the message goes.
  await paste(page, 'b'.repeat(30));
  await expect(field).toHaveValue(`${'a'.repeat(150)}${'b'.repeat(30)}`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(limitTexts.count(180, limits.descriptionMax))).toBeVisible();
});

test("a list's name refuses a paste over its limit", async ({ page }) => {
  await signUpFast(page);
  const newGroup = page.getByRole('textbox', { name: ui.newGroupPlaceholder });
  await newGroup.focus();
  await paste(page, 'A name far too long for a list');
  await expect(page.getByRole('alert')).toHaveText(
    limitTexts.pasteTooLong(
      'A name far too long for a list'.length - limits.groupNameMax,
      limits.groupNameMax,
    ),
  );
  await expect(newGroup).toHaveValue('');
});
