/**
 * What each kind of request of a team member's day costs on the local stack (./team.ts measures,
 * ./team-bill.ts prices): a page load's reads, a change, a search, a reminder, with the shared
 * lists kept by the functions and without.
 */
import { indexLagMs } from '../../functions/data/lists/joined-lists';
import { forgetKeptLists, settledMs } from '../../functions/data/lists/list-cache';
import { compress, compressFromBytes } from '../../functions/lib/compression';
import { BenchClient, type RequestSpec } from './client';
import type { SeededUser } from './seed';
import { median } from './stats';
import type { BenchTarget } from './target';
import { type RequestCost, team } from './team-results';
import type { SeededTeam } from './team-seed';

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
export async function measureCosts(target: BenchTarget, seeded: SeededTeam) {
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
