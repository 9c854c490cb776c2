/**
 * The team scenario's rows (./team.ts measures, ./team-bill.ts prices): the member's first visit
 * against the same run's 1,000-task one, one change's fan-out to the open pages, what the fan-out
 * read, and the month's bill per member, line by line.
 */
import { settingsFor } from '../../infra/route-settings';
import { atMost } from './budgets';
import type { Row } from './report';
import type { Section } from './sections';
import { kb, ms } from './stats';
import { prices, teamBill } from './team-bill';
import { type TeamResult, team } from './team-results';

/** The issue's budgets: a 6,000-task first visit within 1.5 times a 1,000-task one; fan-out p95. */
export const teamBudgets = {
  firstVisitRatio: 1.5,
  fanOutP95Ms: 300,
  dollarsPerMemberMonthGoal: 0.05,
} as const;

/** The realtime functions' memory (infra/constructs/realtime.ts) and the poller's (infra/constructs/reminders.ts). */
const memory = {
  routeMb: (route: Parameters<typeof settingsFor>[0]) => settingsFor(route).memoryMb,
  fanOutMb: 512,
  pollerMb: 512,
  connectMb: 256,
};

const kindNames = {
  pageLoad: 'page load (its API requests)',
  change: 'change in an own list',
  sharedChange: 'change in a shared list',
  search: 'search',
  reminder: 'reminder set',
} as const;

/** The pages' requests during the changes, counted by route: none is the goal (every change came whole). */
function pageReadsOf(reads: string[]): string {
  if (reads.length === 0) return 'no request from the pages';
  const counts = new Map<string, number>();
  for (const read of reads) counts.set(read, (counts.get(read) ?? 0) + 1);
  return `the pages' requests: ${[...counts].map(([read, n]) => `${n} x ${read}`).join(', ')}`;
}

const dollars = (value: number) => (value < 0.01 ? value.toFixed(5) : value.toFixed(3));

export function teamSection(result: TeamResult): Section {
  const { firstVisit, baseline, fanOut } = result;
  const visit = atMost(
    `a member's first visit (${firstVisit.tasks} tasks, own and shared)`,
    Math.round(firstVisit.msToTasks),
    Math.round(baseline.msToTasks * teamBudgets.firstVisitRatio),
    ' ms',
    'web/src/features/dashboard, functions/data/lists/joined-lists.ts',
  );
  // The budget is checked on as many pages as this machine draws within it (the issue's "19 pages,
  // or as many as the machine holds"): 19 pages' patches alone take about a core-second per change
  // here (docs/performance.md). The 19 pages' figure is reported beside it.
  const { held } = fanOut;
  const spread = atMost(
    `a shared list's change shown on ${held.pages} members' open pages, p95`,
    Math.round(held.p95),
    teamBudgets.fanOutP95Ms,
    ' ms',
    'functions/realtime',
  );
  const bill = teamBill(result, memory, team.members);
  // The same day with the lists kept on every page load and search: the bill's lower bound.
  const kept = result.keptCosts;
  const keptBill = teamBill(
    {
      ...result,
      costs: {
        ...result.costs,
        pageLoad: result.costs.pageLoad.map((c) => (c.route === kept.board.route ? kept.board : c)),
        search: [kept.search],
      },
    },
    memory,
    team.members,
  );
  const { unkeptVisit } = result;
  const commands = Object.entries(fanOut.ddbCallsByCommand)
    .map(([command, n]) => `${n} ${command.replace('Command', '')}`)
    .join(', ');
  const rows: Row[] = [
    {
      area: 'team',
      subject: `Chromium: a member's first visit, ${team.ownTasks} own tasks and ${team.lists} shared lists of ${team.tasksPerList} (${firstVisit.tasks} tasks)`,
      measured: `${ms(firstVisit.msToTasks)} ms median (runs ${firstVisit.runs.map(ms).join(', ')}); the board answered at ${ms(firstVisit.msToBoard)} ms`,
      reference: `the same run's ${baseline.tasks}-task first visit: ${ms(baseline.msToTasks)} ms (board at ${ms(baseline.msToBoard)} ms)`,
      budget: `<= ${teamBudgets.firstVisitRatio}x that`,
      status: visit.ok ? 'ok' : 'OVER',
    },
    {
      area: 'team',
      subject: `Chromium: the same first visit when the functions keep no list (their first read, or every list changed since)`,
      measured: `${ms(unkeptVisit.msToTasks)} ms median (runs ${unkeptVisit.runs.map(ms).join(', ')}); the board answered at ${ms(unkeptVisit.msToBoard)} ms`,
      reference: `${(unkeptVisit.msToTasks / baseline.msToTasks).toFixed(2)}x the 1000-task first visit`,
      budget: '',
      status: '',
    },
    {
      area: 'team',
      subject: `a task added to a shared list, shown on the other members' open pages (${fanOut.pages} pages, ${fanOut.changes} changes)`,
      measured: `p50 ${ms(fanOut.p50)} / p95 ${ms(fanOut.p95)} ms`,
      reference: `write answered to the row on each page. To the message at the page: p50 ${ms(fanOut.arrival.p50)} / p95 ${ms(fanOut.arrival.p95)} ms (stream poll, fan-out, ${fanOut.messages.toFixed(1)} messages); message to row: p50 ${ms(fanOut.draw.p50)} / p95 ${ms(fanOut.draw.p95)} ms (patch, draw); ${ms(fanOut.cpuMsPerChange)} ms of the machine's CPU per change`,
      budget: '',
      status: '',
    },
    {
      area: 'team',
      subject: `the same changes with ${held.pages} of those pages open (as many as this 2-core machine draws within the budget)`,
      measured: `p50 ${ms(held.p50)} / p95 ${ms(held.p95)} ms`,
      reference: `to the message at the page: p50 ${ms(held.arrival.p50)} / p95 ${ms(held.arrival.p95)} ms; message to row: p50 ${ms(held.draw.p50)} / p95 ${ms(held.draw.p95)} ms; ${ms(held.cpuMsPerChange)} ms of the machine's CPU per change`,
      budget: `p95 <= ${teamBudgets.fanOutP95Ms} ms`,
      status: spread.ok ? 'ok' : 'OVER',
    },
    {
      area: 'team',
      subject: `a team task of all ${team.members} members: each part completed, to the roll call on the other members' open pages (${fanOut.pages} pages, ${fanOut.rollCall.changes} parts)`,
      measured: `p50 ${ms(fanOut.rollCall.p50)} / p95 ${ms(fanOut.rollCall.p95)} ms`,
      reference: `write answered to "k of ${team.members} done" on each page; ${pageReadsOf(fanOut.rollCall.pageReads)}`,
      budget: '',
      status: '',
    },
    {
      area: 'team',
      subject: "one change's fan-out: DynamoDB calls and read units, and what the pages read for it",
      measured: `${fanOut.ddbCalls} calls (${commands}), ${fanOut.readUnits} read units; ${pageReadsOf(fanOut.pageReads)}`,
      reference: `${fanOut.invocations.toFixed(1)} invocations, ${ms(fanOut.invocationMs)} ms: the connections' lookup per member, no read of the list or its tasks`,
      budget: '',
      status: '',
    },
    ...Object.entries(result.costs).map(([kind, costs]) => ({
      area: 'team bill',
      subject: `one ${kindNames[kind as keyof typeof kindNames]}, as measured`,
      measured: costs
        .map((c) => `${c.route} ${ms(c.ms)} ms ${c.readUnits}/${c.writeUnits} RRU/WRU ${kb(c.bytes)} KB`)
        .join('; '),
      reference: 'median of 5, through the local gateway: the bill multiplies these by the day',
      budget: '',
      status: '',
    })),
    {
      area: 'team bill',
      subject: 'the board and a search with the lists kept, as measured',
      measured: [kept.board, kept.search]
        .map((c) => `${c.route} ${ms(c.ms)} ms ${c.readUnits}/${c.writeUnits} RRU/WRU ${kb(c.bytes)} KB`)
        .join('; '),
      reference: 'the rows above read the lists as a function that keeps none (the upper bound)',
      budget: '',
      status: '',
    },
    ...bill.lines.map((line) => ({
      area: 'team bill',
      subject: line.service,
      measured: `$${dollars(line.dollars)} per member-month`,
      reference: `${line.quantity.toFixed(line.quantity < 10 ? 4 : 0)} ${line.unit}`,
      budget: '',
      status: '',
    })),
    {
      area: 'team bill',
      subject: `all of it, per active member and month (${team.members} members; prices of ${prices.readOn})`,
      measured: `$${bill.perMemberMonth.toFixed(3)}`,
      reference: `with the lists kept on every page load and search: $${keptBill.perMemberMonth.toFixed(3)}; hosted peers: $4-10 per user and month`,
      budget: `goal <= $${teamBudgets.dollarsPerMemberMonthGoal}`,
      status: bill.perMemberMonth <= teamBudgets.dollarsPerMemberMonthGoal ? 'ok' : 'over goal',
    },
  ];
  return { rows, checks: [visit, spread] };
}
