/**
 * The board read's cost as lists shared with a user grow (docs/decisions/0115): a member of 0, 5
 * and 50 lists of ten owners (each owner with 100 tasks of their own besides), get-groups read 20
 * times each. Reports the DynamoDB calls and read units of one read (the gateway's `x-ddb-calls` and
 * `x-ddb-units`), the median time
 * and the tasks the answer holds. A shared list stays in its owner's partition, so a member's read
 * Queries each owner's tasks, filtered to the lists: the calls grow with the owners, not the lists.
 */
import { BenchClient } from './client';
import type { Row } from './report';
import type { Section } from './sections';
import { seedUsers } from './seed';
import { median, ms } from './stats';
import { type BenchTarget, benchDocumentClient } from './target';

export interface BoardReadCost {
  lists: number;
  owners: number;
  calls: number;
  /** Read request units of one read (eventually consistent Queries: half a unit per 4 KB). */
  readUnits: number;
  medianMs: number;
  tasks: number;
}

const reads = 20;
const owners = 10;
const listsPerOwner = 5;

export async function measureSharedBoards(target: BenchTarget): Promise<BoardReadCost[]> {
  const db = benchDocumentClient(target.dynamoEndpoint);
  let users: Awaited<ReturnType<typeof seedUsers>>;
  try {
    // User 0 is the member, teamed with users 1 to 10, the owners.
    users = await seedUsers(db, target.tableName, {
      prefix: `shared_${Date.now().toString(36)}_`,
      count: owners + 1,
      tasksPerUser: 100,
      groupsPerUser: listsPerOwner,
      teammatesPerUser: owners,
      notificationsPerUser: 0,
    });
  } finally {
    db.destroy();
  }
  const [member, ...others] = users;
  if (!member) throw new Error('No member seeded');
  const memberClient = new BenchClient(target.baseUrl, member.cookie);
  const results: BoardReadCost[] = [];
  let shared = 0;
  for (const lists of [0, 5, 50]) {
    // Shares more lists, owner by owner, until the member is in `lists` of them.
    for (; shared < lists; shared++) {
      const owner = others[shared % owners];
      const groupId = owner?.groupIds[Math.floor(shared / owners)];
      if (!owner || !groupId) throw new Error('Not enough seeded lists');
      const added = await new BenchClient(target.baseUrl, owner.cookie).call({
        name: 'lists-member-add',
        params: { groupId },
        body: { userId: member.id, role: 'editor' },
      });
      if (added.status !== 201) throw new Error(`Sharing a list answered ${added.status}`);
    }
    const times: number[] = [];
    let calls = Number.NaN;
    let readUnits = Number.NaN;
    let tasks = 0;
    for (let i = 0; i < reads; i++) {
      const read = await memberClient.call({ name: 'todo-get-groups' });
      if (read.status !== 200) throw new Error(`get-groups answered ${read.status}`);
      times.push(read.ms);
      calls = read.ddbCalls;
      readUnits = read.readUnits;
      tasks = read.body.groups.reduce((sum, group) => sum + group.todo.length, 0);
    }
    results.push({
      lists,
      owners: Math.min(lists, owners),
      calls,
      readUnits,
      medianMs: median(times),
      tasks,
    });
  }
  return results;
}

export function sharedBoardsSection(results: readonly BoardReadCost[]): Section {
  const rows: Row[] = results.map((result) => ({
    area: 'shared lists',
    subject: `get-groups of a member of ${result.lists} shared lists (${result.owners} owners, 100 own tasks each)`,
    measured: `${result.calls} DynamoDB calls, ${result.readUnits} read units, median ${ms(result.medianMs)} ms (${reads} reads)`,
    reference: `${result.tasks} tasks in the answer`,
    budget: '',
    status: '',
  }));
  return { rows, checks: [] };
}
