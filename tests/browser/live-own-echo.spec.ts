/**
 * Live updates and the page's own writes (docs/realtime.md#own-echo): the page that made a change
 * holds its answer, so its own echo makes it read nothing again (neither the groups nor the user:
 * the counters come with the message), while the same user's other page and a teammate's page
 * still get the change, the teammate's counters patched in from the message. Requests are counted
 * on each page, and every wait is for a WebSocket frame or a request, never a time.
 */
import { expect, type Page, test } from '@playwright/test';
import { type LiveChange, parseLiveMessage } from '../../shared/live';
import { labels, ui } from '../../shared/messages/screens';
import { buildPath } from '../../shared/routes';
import { addInput, call, heading, makeTeammates, row, signUp, uniqueUsername } from './helpers';

/** What one page received on its live connection and which API requests it sent, in order. */
type Event = { frame: LiveChange } | { read: string };

function record(page: Page): Event[] {
  const events: Event[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const message = parseLiveMessage(String(payload));
      if (message?.type === 'changed') events.push({ frame: message });
    }),
  );
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) events.push({ read: `${request.method()} ${pathname}` });
  });
  return events;
}

const groupsRead = `GET ${buildPath('todo-get-groups')}`;
const userRead = `GET ${buildPath('auth-user')}`;
const teammatesRead = `GET ${buildPath('notification-get-teammates')}`;

const frames = (events: Event[]) => events.flatMap((e) => ('frame' in e ? [e.frame] : []));
const readsOf = (events: Event[]) => events.flatMap((e) => ('read' in e ? [e.read] : []));
/** The index of the first event from `from` on that passes `test`; -1 when none (or `from` is -1). */
const indexOf = (events: Event[], test: (e: Event) => boolean, from = 0) =>
  from < 0 ? -1 : events.findIndex((e, i) => i >= from && test(e));

/** The frames that tell of the write with `key`: its own tasks, and the counters it moved. */
const isEcho = (key: string) => (e: Event) =>
  'frame' in e && (e.frame.writes?.some((w) => w.key === key) === true || e.frame.counters !== undefined);

test('the page that made a change reads nothing again; the other page of its user and a teammate get the change', async ({
  page,
  browser,
}) => {
  const first = record(page);
  const alice = await signUp(page, uniqueUsername('alice'));
  const bobPage = await (await browser.newContext()).newPage();
  const bobEvents = record(bobPage);
  const bob = await signUp(bobPage, uniqueUsername('bob'));
  await makeTeammates(page, alice, bobPage, bob);
  // Bob looks at Alice's profile; Alice has a second page open.
  await bobPage.goto(`/user/${alice._id}`);
  const aliceTasks = bobPage.getByTestId(`stat-${ui.statTasks}`);
  await expect(aliceTasks).toHaveText(`0${ui.statTasks}`);
  const secondPage = await page.context().newPage();
  const second = record(secondPage);
  await secondPage.goto('/');
  await expect(heading(secondPage)).toBeVisible();

  // Every page listens: each hears Bob's bio change (Alice's pages read only the teammates list for it).
  let round = 0;
  await expect(async () => {
    const seen = [first, second, bobEvents].map((events) => frames(events).length);
    await call(bobPage, 'auth-update-profile', { body: { bio: `Listening ${++round}` } });
    await expect
      .poll(() => [first, second, bobEvents].every((events, i) => frames(events).length > (seen[i] ?? 0)), {
        timeout: 3000,
      })
      .toBe(true);
  }).toPass({ timeout: 30_000 });

  // Alice adds a task on her first page.
  const bobBefore = bobEvents.length;
  const sent = page.waitForRequest((r) => r.url().endsWith(buildPath('todo-create')));
  await addInput(page).fill('Plant the tulips');
  await addInput(page).press('Enter');
  const key = (await sent).headers()['idempotency-key'] as string;
  expect(key).toBeTruthy();
  await expect(row(page, 'Plant the tulips')).toBeVisible();

  // Her echo arrives on both her pages: the task under her write's key, and the counters.
  for (const events of [first, second])
    await expect
      .poll(() => {
        const got = frames(events);
        return (
          got.some((f) => f.writes?.some((w) => w.key === key)) &&
          got.some((f) => f.counters?.totalTasks === 1)
        );
      })
      .toBe(true);
  // Bob sees Alice's count change, patched in from the message: his page reads neither her profile
  // nor the team for it (a read would come before the count it brings).
  await expect(aliceTasks).toHaveText(`1${ui.statTasks}`);
  expect(readsOf(bobEvents.slice(bobBefore))).not.toContain(teammatesRead);
  expect(readsOf(bobEvents.slice(bobBefore))).not.toContain(
    `GET ${buildPath('search-user', { id: alice._id })}`,
  );
  expect(frames(bobEvents.slice(bobBefore)).some((f) => f.userCounters?.[alice._id]?.totalTasks === 1)).toBe(
    true,
  );

  // Then a change they must read (Bob's bio: the teammates list): once a page has read it, it has
  // handled every frame before, the echo included.
  const echoAt = [first, second].map((events) => indexOf(events, isEcho(key)));
  await call(bobPage, 'auth-update-profile', { body: { bio: 'After the tulips' } });
  const markerAt = (events: Event[], i: number) =>
    indexOf(
      events,
      (e) => 'read' in e && e.read === teammatesRead,
      indexOf(events, (e) => 'frame' in e && e.frame.users?.includes(bob._id) === true, echoAt[i]),
    );
  for (const [i, events] of [first, second].entries())
    await expect.poll(() => markerAt(events, i)).toBeGreaterThan(0);
  const afterEcho = (events: Event[], i: number) => readsOf(events.slice(echoAt[i], markerAt(events, i)));

  // The page that made the change read neither the groups nor the user again.
  expect(afterEcho(first, 0)).not.toContain(groupsRead);
  expect(afterEcho(first, 0)).not.toContain(userRead);
  // Her other page read the groups and shows the task; the counters came with the message.
  await expect(row(secondPage, 'Plant the tulips')).toBeVisible();
  expect(readsOf(second.slice(echoAt[1] ?? 0))).toContain(groupsRead);
  expect(afterEcho(second, 1)).not.toContain(userRead);

  // The first page's counters are the stored ones, though it did not read them.
  await page.getByRole('link', { name: labels.yourProfile }).click();
  await expect(page.getByTestId(`stat-${ui.totalTasks}`)).toHaveText(`1${ui.totalTasks}`);
  await bobPage.context().close();
});
