/**
 * The team scenario's data (./team.ts): 20 teammates with their own tasks, 5 lists of 1,000 tasks
 * seeded into their owners' partitions and shared through the route, one more user alone (the
 * baseline), and the board a member who owns no list sees.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '../../functions/data/core/ids';
import type { GroupItem, TodoItem } from '../../functions/data/core/items';
import { keys } from '../../functions/data/core/keys';
import { BenchClient } from './client';
import { batchWrite, isSeededCompleted, type SeededUser, seededCompletedCount, seedUsers } from './seed';
import { type BenchTarget, benchDocumentClient } from './target';
import { team } from './team-results';

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

export async function seedTeam(target: BenchTarget, log: (line: string) => void) {
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

/** The users and lists ./team.ts seeds. */
export type SeededTeam = Awaited<ReturnType<typeof seedTeam>>;

/** The tasks a member who owns no list sees: their own and every shared list's. */
export const memberBoard = {
  tasks: team.ownTasks + team.lists * team.tasksPerList,
  completed: seededCompletedCount(team.ownTasks) + team.lists * seededCompletedCount(team.tasksPerList),
};
