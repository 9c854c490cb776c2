/**
 * One change's fan-out in the team scenario (./team.ts): tasks added to a shared list by its owner,
 * each from the write's answer to its row on every other member's open page, with the DynamoDB
 * calls, read units and messages the fan-out spent per change; then the same with fewer pages.
 */
import { cpus } from 'node:os';
import type { Browser } from '@playwright/test';
import { type FanOutInvocation, startLocalLive } from '../local/live';
import { deliveredMessages } from '../local/websocket';
import { BenchClient } from './client';
import { percentile } from './stats';
import type { BenchTarget } from './target';
import { type ListPage, openOnList, shownAt } from './team-pages';
import type { FanOut, Latencies } from './team-results';
import { measureRollCall } from './team-roll-call';
import type { SeededTeam } from './team-seed';

/** The machine's busy CPU time so far (ms, every core). */
const busyCpuMs = () =>
  cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);

/**
 * `changes` writes, one after another, each from its answer to its row on every open page. `write`
 * makes the change labelled `label` and answers what to count once every page shows it.
 */
async function measureChanges(
  pages: ListPage[],
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

export async function measureFanOut(
  browser: Browser,
  target: BenchTarget,
  seeded: SeededTeam,
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
  const pages: ListPage[] = [];
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
