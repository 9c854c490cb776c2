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
 *
 * Its parts: the data (./team-seed.ts), the pages (./team-pages.ts), the fan-out
 * (./team-fan-out.ts, ./team-roll-call.ts), the costs (./team-costs.ts) and the shapes of the
 * figures (./team-results.ts).
 */
import type { Browser } from '@playwright/test';
import { forgetKeptLists } from '../../functions/data/lists/list-cache';
import { measureDashboard } from './browser';
import type { SeededUser } from './seed';
import type { BenchTarget } from './target';
import { measureCosts } from './team-costs';
import { measureFanOut } from './team-fan-out';
import { firstVisitAssets } from './team-pages';
import { type TeamResult, team } from './team-results';
import { memberBoard, seedTeam } from './team-seed';

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
