/**
 * In the browser: on the profile, 'Export my data' downloads the JSON document, 'Import'
 * shows the dry run's report as a preview and creates the lists on Confirm, and the calendar feed
 * is turned on, copied, rotated (the old link then answers 404) and turned off; in the dashboard,
 * a list's 'Download CSV' downloads its CSV.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { dataLabels } from '../../shared/messages/data-section';
import { labels } from '../../shared/messages/screens';
import { dataTexts } from '../../shared/messages/server';
import { call, createGroup, createTask, signUpByApi } from './helpers';

const fixture = new URL('../fixtures/import/Offsite.csv', import.meta.url).pathname;

test('export, import with a preview then Confirm, and the calendar feed controls', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpByApi(page);
  await page.goto('/profile');
  const work = await createGroup(page, 'Work');
  await createTask(page, work._id, 'Exported task', { dueDay: '2031-03-14' });

  // Export: the document is saved as a file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: dataLabels.exportData }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^teamtodo-export-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
  expect(document).toMatchObject({ format: 'teamtodo-export', version: 1 });
  expect(document.tasks.map((t: { description: string }) => t.description)).toEqual(['Exported task']);

  // Import: the preview first; nothing is created until Confirm.
  await page.getByLabel(dataLabels.importChoose).setInputFiles(fixture);
  const preview = page.getByRole('region', { name: dataLabels.importPreviewTitle });
  await expect(preview).toContainText(dataLabels.importSummary(1, 7, 2, true));
  expect((await call(page, 'todo-get-groups')).groups.map((g) => g.name)).not.toContain('Offsite');
  await preview.getByRole('button', { name: dataLabels.importConfirm }).click();
  await expect(page.getByRole('region', { name: dataLabels.importDone })).toContainText(
    dataLabels.importSummary(1, 7, 2, false),
  );
  const groups = (await call(page, 'todo-get-groups')).groups;
  expect(groups.find((g) => g.name === 'Offsite')?.todo).toHaveLength(7);

  // A picture renamed .csv is refused in plain words, styled as an error.
  await page.getByLabel(dataLabels.importChoose).setInputFiles({
    name: 'holiday.csv',
    mimeType: 'text/csv',
    buffer: Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 0xff),
    ]),
  });
  const refusal = page.locator('.data-import').getByRole('alert');
  await expect(refusal).toHaveText(dataTexts.importNotCsv);
  await expect(refusal).toHaveClass(/form-error/);

  // The calendar feed: off shows Turn on alone; on, copied, rotated (the old link dies), off.
  await expect(page.getByText(dataLabels.calendarOff)).toBeVisible();
  await expect(page.getByRole('button', { name: dataLabels.calendarTurnOff })).toHaveCount(0);
  await expect(page.getByText(/Google Calendar.*Outlook.*Apple Calendar/)).toBeVisible();
  await page.getByRole('button', { name: dataLabels.calendarOn }).click();
  const link = page.getByLabel(dataLabels.calendarLink);
  await expect(link).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await link.inputValue();
  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('SUMMARY:Exported task');
  await page.getByRole('button', { name: dataLabels.calendarCopy }).click();
  await expect(page.getByText(dataLabels.calendarCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await page.getByRole('button', { name: dataLabels.calendarRotate }).click();
  await expect(link).not.toHaveValue(first);
  const second = await link.inputValue();
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);
  await expect(page.getByRole('button', { name: dataLabels.calendarOn })).toHaveCount(0);
  // After a reload the feed is still on, its link no longer shown (only its hash is kept).
  await page.reload();
  await expect(page.getByText(dataLabels.calendarOnNoLink)).toBeVisible();
  await expect(page.getByRole('button', { name: dataLabels.calendarOn })).toHaveCount(0);
  await page.getByRole('button', { name: dataLabels.calendarTurnOff }).click();
  await expect(page.getByText(dataLabels.calendarOff)).toBeVisible();
  await expect(page.getByRole('button', { name: dataLabels.calendarTurnOff })).toHaveCount(0);
  expect((await page.request.get(second)).status()).toBe(404);
});

test("a list's 'Download CSV' in the sidebar downloads its CSV", async ({ page }) => {
  await signUpByApi(page);
  await page.goto('/');
  const group = await createGroup(page, 'Errands');
  await createTask(page, group._id, '=cmd|calc formula-looking');
  await page.reload();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: labels.downloadCsv('Errands') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Errands.csv');
  const text = readFileSync((await download.path()) as string, 'utf8');
  expect(text).toContain(
    'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,ASSIGNEES,STATUS',
  );
  expect(text).toContain("task,'=cmd|calc formula-looking,");
});
