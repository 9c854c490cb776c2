/**
 * The team scenario of shared lists (docs/performance.md#a-team-of-20-with-shared-lists): 20
 * teammates, each with 1,000 tasks of their own, and 5 lists of 1,000 tasks shared with the whole
 * team, all seeded. Measured on the local stack:
 *
 * - a member's first visit of the dashboard (their own 1,000 tasks and the 5,000 of the shared
 *   lists) in Chromium, against a 1,000-task user's first visit in the same run;
 * - one change's fan-out: a task added to a shared list by its owner, from the write's answer to
 *   each of the other members' open pages showing it (as many pages as `pages` says), the DynamoDB
 *   calls and read units the fan-out spent per change, and the board reads the pages made (none:
 *   the change comes whole);
 * - what each kind of request of a member's day costs (./team-bill.ts prices the day).
 */
import { cpus } from 'node:os';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, Page } from '@playwright/test';
import { newId } from '../../functions/data/core/ids';
import type { GroupItem, TodoItem } from '../../functions/data/core/items';
import { keys } from '../../functions/data/core/keys';
import { indexLagMs } from '../../functions/data/lists/joined-lists';
import { forgetKeptLists, settledMs } from '../../functions/data/lists/list-cache';
import { compress, compressFromBytes } from '../../functions/lib/compression';
import type { RouteName } from '../../shared/routes';
import { type FanOutInvocation, startLocalLive } from '../local/live';
import { deliveredMessages } from '../local/websocket';
import { type DashboardLoad, measureDashboard, newUserContext, signIn, waitUntilShown } from './browser';
import { BenchClient, type RequestSpec } from './client';
import { batchWrite, isSeededCompleted, type SeededUser, seededCompletedCount, seedUsers } from './seed';
import { median, percentile } from './stats';
import { type BenchTarget, benchDocumentClient } from './target';

export const team = { members: 20, lists: 5, tasksPerList: 1000, ownTasks: 1000 } as const;

/** What one request of a kind cost on the local stack (./team-bill.ts multiplies it by the day). */
export interface RequestCost {
  route: RouteName;
  /** Median wall time of the request through the local gateway (an upper bound of the handler's). */
  ms: number;
  readUnits: number;
  writeUnits: number;
  /** Bytes of the answer's body on the wire (Brotli from a kilobyte, as to a browser: functions/lib/compression.ts). */
  bytes: number;
}

/** From a write's answer to its row on each open page, with its two parts. */
interface Latencies {
  latenciesMs: number[];
  p50: number;
  p95: number;
  /** Of the latency: the write's answer to the message at the page, and the message to the row drawn. */
  arrival: { p50: number; p95: number };
  draw: { p50: number; p95: number };
  /** The CPU time of the whole machine (every process, every core) per change, from the write to its last page. */
  cpuMsPerChange: number;
}

export interface FanOut extends Latencies {
  pages: number;
  changes: number;
  /** The API requests (method and path) the open pages made while the changes reached them. */
  pageReads: string[];
  /** Per change, summed over the fan-out's invocations. */
  ddbCalls: number;
  ddbCallsByCommand: Record<string, number>;
  readUnits: number;
  invocations: number;
  invocationMs: number;
  messages: number;
  /** The same changes with fewer pages open, as many as the machine draws without its cores saturated. */
  held: Latencies & { pages: number };
  /** A team task of every member: each part completed in turn by its member, to the roll call on every page. */
  rollCall: { changes: number; p50: number; p95: number; pageReads: string[] };
}

export interface TeamResult {
  /** With the lists kept by the functions (functions/data/lists/list-cache.ts), as after any member's read. */
  firstVisit: DashboardLoad;
  /** The same with nothing kept: the first read of a function, or every list changed since. */
  unkeptVisit: DashboardLoad;
  baseline: DashboardLoad;
  fanOut: FanOut;
  /** The static files of a first visit: how many requests, and their bytes as sent. */
  assets: { requests: number; bytes: number };
  /** Each kind of request, reading the lists as a function that keeps none (the bill's upper bound). */
  costs: Record<'pageLoad' | 'change' | 'sharedChange' | 'search' | 'reminder', RequestCost[]>;
  /** The board's and a search's cost with the lists kept (the bill's lower bound). */
  keptCosts: { board: RequestCost; search: RequestCost };
}

/** A list of `tasks` tasks owned by `owner`, seeded into their partition before it is shared (the first share counts them). */
function listItems(owner: SeededUser, name: string, tasks: number): { group: GroupItem; todos: TodoItem[] } {
  const id = newId();
  const now = new Date().toISOString();
  const group: GroupItem = {
    ...keys.group(owner.id, id),
    type: 'group',
    id,
    userId: owner.id,
    name,
    nameLower: name.toLowerCase(),
    createdAt: now,
  };
  const todos = Array.from({ length: tasks }, (_, t): TodoItem => {
    const todoId = newId();
    const description = `${name} task ${t + 1}: review the release notes`;
    return {
      ...keys.todo(owner.id, todoId),
      type: 'todo',
      id: todoId,
      userId: owner.id,
      groupId: id,
      description,
      descriptionLower: description.toLowerCase(),
      completed: isSeededCompleted(t),
      important: t % 5 === 0,
      due: null,
      createdAt: now,
      assigned: false,
      createdBy: owner.id,
      createdByName: owner.username,
    };
  });
  return { group, todos };
}

async function seedTeam(target: BenchTarget, log: (line: string) => void) {
  const db = benchDocumentClient(target.dynamoEndpoint);
  try {
    const prefix = `team_${Date.now().toString(36)}_`;
    // Everyone teamed with everyone (19 each), two own lists; one more user alone, the baseline.
    const members = await seedUsers(db, target.tableName, {
      prefix,
      count: team.members,
      tasksPerUser: team.ownTasks,
      groupsPerUser: 2,
      teammatesPerUser: team.members - 1,
      notificationsPerUser: 5,
    });
    const [plain] = await seedUsers(db, target.tableName, {
      prefix: `${prefix}plain`,
      count: 1,
      tasksPerUser: team.ownTasks,
      groupsPerUser: 1,
      teammatesPerUser: 0,
      notificationsPerUser: 5,
    });
    if (!plain) throw new Error('Seeding the baseline user failed');
    log(`seeded ${team.members + 1} users with ${team.ownTasks} tasks each`);
    const owners = members.slice(0, team.lists);
    const lists = owners.map((owner, i) => ({
      owner,
      ...listItems(owner, `Sprint ${i + 1}`, team.tasksPerList),
    }));
    await batchWrite(
      db,
      target.tableName,
      lists.flatMap(({ group, todos }) => [group, ...todos] as unknown as Record<string, unknown>[]),
    );
    // The owners created those tasks: their counters say so.
    for (const { owner } of lists)
      await db.send(
        new UpdateCommand({
          TableName: target.tableName,
          Key: keys.user(owner.id),
          UpdateExpression: 'ADD totalTasks :total, completedTasks :completed',
          ExpressionAttributeValues: {
            ':total': team.tasksPerList,
            ':completed': seededCompletedCount(team.tasksPerList),
          },
        }),
      );
    // Shared through the route, as an owner shares: the first share counts the list's tasks.
    for (const { owner, group } of lists) {
      const client = new BenchClient(target.baseUrl, owner.cookie);
      for (const member of members) {
        if (member === owner) continue;
        const added = await client.call({
          name: 'lists-member-add',
          params: { groupId: group.id },
          body: { userId: member.id, role: 'editor' },
        });
        if (added.status !== 201) throw new Error(`Sharing ${group.name} answered ${added.status}`);
      }
    }
    log(`shared ${team.lists} lists of ${team.tasksPerList} tasks with the team`);
    return { members, plain, lists };
  } finally {
    db.destroy();
  }
}

/** The tasks a member who owns no list sees: their own and every shared list's. */
const memberBoard = {
  tasks: team.ownTasks + team.lists * team.tasksPerList,
  completed: seededCompletedCount(team.ownTasks) + team.lists * seededCompletedCount(team.tasksPerList),
};

/** The static requests of one first visit and their bytes, as the browser received them. */
async function firstVisitAssets(browser: Browser, baseUrl: string, user: SeededUser) {
  const context = await newUserContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    await signIn(page, user);
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) return;
      sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
    });
    await page.goto('/');
    await waitUntilShown(page, memberBoard.tasks, memberBoard.completed);
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
    return { requests: sizes.length, bytes };
  } finally {
    await context.close();
  }
}

/** A member's page open on `listName`, stamping the moment each `team-live-N` (or `team-held-N`) row first shows. */
async function openOnList(browser: Browser, baseUrl: string, user: SeededUser, listName: string) {
  const context = await newUserContext(browser, baseUrl);
  const page = await context.newPage();
  // Stamps when each change's message reaches the page, before the app handles it: the latency
  // splits into the way there (stream, fan-out, post) and the page's own work (patch, draw).
  await page.addInitScript(`(() => {
    const arrived = {};
    window.liveArrived = arrived;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', (event) => {
          const match = /team-(?:live|held)-[0-9]+/.exec(String(event.data));
          if (match && arrived[match[0]] === undefined) arrived[match[0]] = Date.now();
        });
      }
    };
  })();`);
  await signIn(page, user);
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) reads.push(`${request.method()} ${pathname}`);
  });
  await page.goto('/');
  await waitUntilShown(page, memberBoard.tasks, memberBoard.completed);
  await page.getByTestId('shared-groups').getByRole('button', { name: listName, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: listName }).waitFor();
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { liveSeen: Record<string, number> }).liveSeen = seen;
    new MutationObserver(() => {
      for (const row of document.querySelectorAll('[data-testid="task-row"]')) {
        const match = /team-(?:live|held)-\d+/.exec(row.textContent ?? '');
        if (match && seen[match[0]] === undefined) seen[match[0]] = Date.now();
        // A team task's roll call ("3 of 20 done"): when each count first shows.
        const roll = row.querySelector('[data-testid="roll-call"]')?.textContent;
        if (roll && seen[roll] === undefined) seen[roll] = Date.now();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.waitForLoadState('networkidle');
  return { page, close: () => context.close(), reads: () => [...reads] };
}

/**
 * When the row of `label` showed on the page, and when its message had arrived there. The page
 * stamps both itself (openOnList), so the bench asks only now and then: polling 19 pages every few
 * milliseconds would take the very cores the pages and the fan-out draw and send on.
 */
const shownAt = (page: Page, label: string) =>
  page
    .waitForFunction(
      (key) => {
        const w = window as unknown as {
          liveSeen: Record<string, number>;
          liveArrived: Record<string, number>;
        };
        const shown = w.liveSeen[key];
        return shown === undefined ? undefined : { shown, arrived: w.liveArrived[key] ?? Number.NaN };
      },
      label,
      { timeout: 15_000, polling: 250 },
    )
    .then((handle) => handle.jsonValue() as Promise<{ shown: number; arrived: number }>);

/** The machine's busy CPU time so far (ms, every core). */
const busyCpuMs = () =>
  cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);

/**
 * `changes` writes, one after another, each from its answer to its row on every open page. `write`
 * makes the change labelled `label` and answers what to count once every page shows it.
 */
async function measureChanges(
  pages: Awaited<ReturnType<typeof openOnList>>[],
  changes: number,
  prefix: string,
  write: (label: string) => Promise<() => Promise<void>>,
): Promise<Latencies> {
  const latenciesMs: number[] = [];
  const arrivalsMs: number[] = [];
  const drawsMs: number[] = [];
  let cpuMs = 0;
  for (let i = 0; i < changes; i++) {
    const label = `${prefix}-${i}`;
    const cpuBefore = busyCpuMs();
    const counted = await write(label);
    const answeredAt = Date.now();
    const shown = await Promise.all(pages.map(({ page }) => shownAt(page, label)));
    cpuMs += busyCpuMs() - cpuBefore;
    latenciesMs.push(...shown.map((at) => at.shown - answeredAt));
    arrivalsMs.push(...shown.map((at) => at.arrived - answeredAt));
    drawsMs.push(...shown.map((at) => at.shown - at.arrived));
    // The change's trailing stream batches (none expected) land before the next one.
    await Promise.all(pages.map(({ page }) => page.waitForLoadState('networkidle')));
    await counted();
  }
  return {
    latenciesMs,
    p50: percentile(latenciesMs, 50),
    p95: percentile(latenciesMs, 95),
    arrival: { p50: percentile(arrivalsMs, 50), p95: percentile(arrivalsMs, 95) },
    draw: { p50: percentile(drawsMs, 50), p95: percentile(drawsMs, 95) },
    cpuMsPerChange: cpuMs / changes,
  };
}

async function measureFanOut(
  browser: Browser,
  target: BenchTarget,
  seeded: Awaited<ReturnType<typeof seedTeam>>,
  options: { pages: number; heldPages: number; changes: number },
  log: (line: string) => void,
): Promise<FanOut> {
  const invocations: FanOutInvocation[] = [];
  const live = await startLocalLive({
    dynamoEndpoint: target.dynamoEndpoint,
    tableName: target.tableName,
    onInvocation: (invocation) => invocations.push(invocation),
  });
  const [list] = seeded.lists;
  if (!list) throw new Error('No list seeded');
  const readers = seeded.members.filter((member) => member !== list.owner).slice(0, options.pages);
  const pages: Awaited<ReturnType<typeof openOnList>>[] = [];
  try {
    for (const reader of readers) {
      pages.push(await openOnList(browser, target.baseUrl, reader, list.group.name));
      log(`page ${pages.length} of ${readers.length} open on ${list.group.name}`);
    }
    const readsBefore = pages.map((p) => p.reads().length);
    const writer = new BenchClient(target.baseUrl, list.owner.cookie);
    let ddbCalls = 0;
    let readUnits = 0;
    let invocationMs = 0;
    let invocationCount = 0;
    const byCommand: Record<string, number> = {};
    let messages = 0;
    const all = await measureChanges(pages, options.changes, 'team-live', async (label) => {
      invocations.length = 0;
      const messagesBefore = deliveredMessages.count;
      const created = await writer.call({
        name: 'todo-create',
        body: { description: label, groupId: list.group.id },
      });
      if (created.status !== 201) throw new Error(`todo-create answered ${created.status}`);
      return async () => {
        for (const invocation of invocations) {
          ddbCalls += invocation.calls.total;
          readUnits += invocation.calls.readUnits;
          invocationMs += invocation.ms;
          for (const [command, n] of Object.entries(invocation.calls.byCommand))
            byCommand[command] = (byCommand[command] ?? 0) + n;
        }
        invocationCount += invocations.length;
        messages += deliveredMessages.count - messagesBefore;
      };
    });
    const pageReads = pages.flatMap((p, i) => p.reads().slice(readsBefore[i]));
    const rollCall = await measureRollCall(seeded, target, pages, log);
    // The same changes again with fewer pages open: as many as the machine draws without its cores
    // saturated (this machine's two cores run the 19 pages, the stack and DynamoDB Local).
    const held = pages.splice(options.heldPages);
    for (const page of held) await page.close();
    log(`the same changes with ${pages.length} pages open`);
    const fewer = await measureChanges(pages, options.changes, 'team-held', async (label) => {
      const created = await writer.call({
        name: 'todo-create',
        body: { description: label, groupId: list.group.id },
      });
      if (created.status !== 201) throw new Error(`todo-create answered ${created.status}`);
      return async () => undefined;
    });
    const per = (n: number) => n / options.changes;
    return {
      ...all,
      pages: readers.length,
      changes: options.changes,
      held: { ...fewer, pages: pages.length },
      pageReads,
      ddbCalls: per(ddbCalls),
      ddbCallsByCommand: Object.fromEntries(Object.entries(byCommand).map(([c, n]) => [c, per(n)])),
      readUnits: per(readUnits),
      invocations: per(invocationCount),
      invocationMs: per(invocationMs),
      messages: per(messages),
      rollCall,
    };
  } finally {
    for (const page of pages) await page.close();
    await live.stop();
  }
}

/** Parts completed in turn on the roll call's team task (each by its own member). */
const rollCallChanges = 5;

/**
 * A roll call on the open pages: a team task of the list assigned to every member (docs/api.md#team-tasks),
 * then `rollCallChanges` members each complete their part through the route, one after another;
 * each time, from the write's answer to "k of N done" on every page.
 */
async function measureRollCall(
  seeded: Awaited<ReturnType<typeof seedTeam>>,
  target: BenchTarget,
  pages: Awaited<ReturnType<typeof openOnList>>[],
  log: (line: string) => void,
): Promise<FanOut['rollCall']> {
  const [list] = seeded.lists;
  if (!list) throw new Error('No list seeded');
  const owner = new BenchClient(target.baseUrl, list.owner.cookie);
  const created = await owner.call({
    name: 'todo-create',
    body: { description: 'team-roll-call', groupId: list.group.id },
  });
  if (created.status !== 201) throw new Error(`todo-create answered ${created.status}`);
  const id = (created.body as { _id: string })._id;
  const everyone = seeded.members.map((member) => member.id);
  const assigned = await owner.call({ name: 'todo-update', params: { id }, body: { assignees: everyone } });
  if (assigned.status !== 200) throw new Error(`todo-update answered ${assigned.status}`);
  await Promise.all(pages.map(({ page }) => shownAt(page, `0 of ${everyone.length} done`)));
  const readsBefore = pages.map((p) => p.reads().length);
  const latenciesMs: number[] = [];
  for (const [k, member] of seeded.members.slice(0, rollCallChanges).entries()) {
    const part = await new BenchClient(target.baseUrl, member.cookie).call({
      name: 'todo-update',
      params: { id },
      body: { completed: true },
    });
    const answeredAt = Date.now();
    if (part.status !== 200) throw new Error(`todo-update answered ${part.status}`);
    const shown = await Promise.all(
      pages.map(({ page }) => shownAt(page, `${k + 1} of ${everyone.length} done`)),
    );
    latenciesMs.push(...shown.map((at) => at.shown - answeredAt));
    await Promise.all(pages.map(({ page }) => page.waitForLoadState('networkidle')));
  }
  log(`a roll call of ${everyone.length} on ${pages.length} pages: ${rollCallChanges} parts completed`);
  return {
    changes: rollCallChanges,
    p50: percentile(latenciesMs, 50),
    p95: percentile(latenciesMs, 95),
    pageReads: pages.flatMap((p, i) => p.reads().slice(readsBefore[i])),
  };
}

/** The bytes a browser receives of an answer: compressed as the functions compress it. */
function wireBytes(text: string): number {
  const body = Buffer.from(text, 'utf8');
  return body.length < compressFromBytes ? body.length : compress(body, 'br').length;
}

/** Runs `spec` a few times as `client`; answers its median cost. */
async function costOf(client: BenchClient, spec: () => RequestSpec, runs = 5): Promise<RequestCost> {
  const answers = [];
  for (let i = 0; i < runs; i++) {
    const request = spec();
    const answer = await client.call(request);
    if (answer.status >= 400) throw new Error(`${request.name} answered ${answer.status}`);
    answers.push(answer);
  }
  const last = answers.at(-1);
  return {
    route: spec().name,
    ms: median(answers.map((a) => a.ms)),
    readUnits: median(answers.map((a) => a.readUnits)),
    writeUnits: median(answers.map((a) => a.writeUnits)),
    bytes: wireBytes(typeof last?.body === 'string' ? last.body : JSON.stringify(last?.body ?? '')),
  };
}

/**
 * The board's and a search's cost with the lists kept (functions/data/lists/list-cache.ts). A list is kept
 * once its last change has settled, and the changes just measured unsettled it: this reads the
 * board until its read units show the lists kept, then measures.
 */
async function measureKeptCosts(client: BenchClient, searchOf: () => RequestSpec) {
  const unkeptUnits = (await client.call({ name: 'todo-get-groups' })).readUnits;
  const deadline = Date.now() + 4 * settledMs;
  for (;;) {
    const read = await client.call({ name: 'todo-get-groups' });
    if (read.readUnits < unkeptUnits / 2) break;
    if (Date.now() > deadline) throw new Error('The shared lists were never kept');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    board: await costOf(client, () => ({ name: 'todo-get-groups' })),
    search: await costOf(client, searchOf),
  };
}

/** What each request of a member's day costs: a page load's reads, a change, a search, a reminder. */
async function measureCosts(target: BenchTarget, seeded: Awaited<ReturnType<typeof seedTeam>>) {
  const member = seeded.members[team.lists] as SeededUser;
  const client = new BenchClient(target.baseUrl, member.cookie);
  const [list] = seeded.lists;
  if (!list) throw new Error('No list seeded');
  const own = member.todoIds;
  const shared = list.todos.map((t) => t.id);
  let n = 0;
  // The fan-out's changes just now: past the index's lag, a board reads each list from it, as a page
  // load does but for one a few seconds after a change.
  await new Promise((resolve) => setTimeout(resolve, indexLagMs + 500));
  // The reads of the lists as a function that keeps none has them (its first read, or every list
  // changed since): the bill's upper bound. measureKeptCosts below measures the same with them kept.
  const nothingKept = (spec: () => RequestSpec) => () => {
    forgetKeptLists();
    return spec();
  };
  const pageLoad = [
    await costOf(client, () => ({ name: 'auth-user' })),
    await costOf(
      client,
      nothingKept(() => ({ name: 'todo-get-groups' })),
    ),
    await costOf(client, () => ({ name: 'notification-get-notifications' })),
    await costOf(client, () => ({ name: 'notification-get-requests' })),
    await costOf(client, () => ({ name: 'notification-get-teammates' })),
  ];
  const change = [
    await costOf(client, () => ({
      name: 'todo-update',
      params: { id: own[n++] as string },
      body: { description: `Edited ${n}` },
    })),
  ];
  const sharedChange = [
    await costOf(client, () => ({
      name: 'todo-update',
      params: { id: shared[n++] as string },
      body: { description: `Edited ${n}` },
    })),
  ];
  const searchOf = (): RequestSpec => ({ name: 'search', query: { query: `task ${n++}` } });
  const search = [await costOf(client, nothingKept(searchOf))];
  const soon = () => new Date(Date.now() + 3_600_000 + n * 60_000).toISOString();
  const reminder = [
    await costOf(client, () => ({
      name: 'todo-update',
      params: { id: own[n++] as string },
      body: { remindAt: soon() },
    })),
  ];
  const keptCosts = await measureKeptCosts(client, searchOf);
  return { costs: { pageLoad, change, sharedChange, search, reminder }, keptCosts };
}

export async function measureTeam(
  browser: Browser,
  target: BenchTarget,
  options: { pages: number; heldPages: number; changes: number },
  log: (line: string) => void,
): Promise<TeamResult> {
  const seeded = await seedTeam(target, log);
  const member = seeded.members[team.lists] as SeededUser;
  log("a member's first visit: 6,000 tasks");
  const memberSizes = { ...memberBoard, groups: 2 + team.lists, teammates: team.members - 1 };
  const firstVisit = await measureDashboard(browser, target.baseUrl, member, memberSizes);
  log("a member's first visit that finds no list kept");
  const unkeptVisit = await measureDashboard(
    browser,
    target.baseUrl,
    member,
    memberSizes,
    3,
    forgetKeptLists,
  );
  log("the same run's 1,000-task first visit");
  const baseline = await measureDashboard(browser, target.baseUrl, seeded.plain, {
    tasks: team.ownTasks,
    groups: 1,
    teammates: 0,
  });
  const assets = await firstVisitAssets(browser, target.baseUrl, member);
  log(`a change's fan-out to ${options.pages} open pages`);
  const fanOut = await measureFanOut(browser, target, seeded, options, log);
  log("the cost of each request of a member's day");
  const { costs, keptCosts } = await measureCosts(target, seeded);
  return { firstVisit, unkeptVisit, baseline, fanOut, assets, costs, keptCosts };
}
