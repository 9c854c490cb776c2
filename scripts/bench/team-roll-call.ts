/**
 * The roll call of the team scenario's fan-out (./team-fan-out.ts): a team task assigned to every
 * member, whose parts members complete in turn, each to "k of N done" on every open page.
 */
import { BenchClient } from './client';
import { percentile } from './stats';
import type { BenchTarget } from './target';
import { type ListPage, shownAt } from './team-pages';
import type { FanOut } from './team-results';
import type { SeededTeam } from './team-seed';

/** Parts completed in turn on the roll call's team task (each by its own member). */
const rollCallChanges = 5;

/**
 * A roll call on the open pages: a team task of the list assigned to every member (docs/api.md#team-tasks),
 * then `rollCallChanges` members each complete their part through the route, one after another;
 * each time, from the write's answer to "k of N done" on every page.
 */
export async function measureRollCall(
  seeded: SeededTeam,
  target: BenchTarget,
  pages: ListPage[],
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
