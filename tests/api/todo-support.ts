/**
 * Helpers shared by the task and group API tests (tests/api/todo*.test.ts): recounts straight from
 * the table, teammates and assigned copies made through the routes.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { TodoItem } from '../../functions/data/items';
import { keys, skPrefix, userPartition } from '../../functions/data/keys';
import type { Todo, User } from '../../shared/types';
import { assignmentRows } from '../../shared/views';
import type { ApiClient, TestApi } from '../support/api';

export interface Member {
  client: ApiClient;
  user: User;
}

export async function tasksOf(api: TestApi, userId: string): Promise<TodoItem[]> {
  const items: TodoItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await api.db.send(
      new QueryCommand({
        TableName: api.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': skPrefix.todo },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as TodoItem[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The counters stored on the profile item. */
export async function storedCounters(api: TestApi, userId: string) {
  const result = await api.db.send(
    new GetCommand({ TableName: api.tableName, Key: keys.user(userId), ConsistentRead: true }),
  );
  return { total: result.Item?.totalTasks as number, completed: result.Item?.completedTasks as number };
}

/** The user's counters equal a recount of every TODO# item in their partition, and 0 <= completed <= total. */
export async function expectCountersMatchRecount(api: TestApi, userId: string) {
  const tasks = await tasksOf(api, userId);
  const counters = await storedCounters(api, userId);
  const recount = { total: tasks.length, completed: tasks.filter((task) => task.completed).length };
  expect(counters).toEqual(recount);
  expect(counters.completed).toBeGreaterThanOrEqual(0);
  expect(counters.completed).toBeLessThanOrEqual(counters.total);
  return counters;
}

/** Makes two users teammates through the team routes, or by writing both team maps where those are not mounted (501). */
export async function makeTeammates(api: TestApi, a: Member, b: Member): Promise<void> {
  const sent = await a.client.call('notification-send-requests', { body: { toUser: b.user._id } });
  if (sent.status !== 501) {
    expect(sent.status).toBe(200);
    const requests = await b.client.call('notification-get-requests');
    const request = requests.body.find((r) => r.fromUser._id === a.user._id && !r.isProcessed);
    const accepted = await b.client.call('notification-accept', { params: { id: request?._id as string } });
    expect(accepted.status).toBe(200);
    return;
  }
  const now = new Date().toISOString();
  for (const [x, y] of [
    [a.user._id, b.user._id],
    [b.user._id, a.user._id],
  ] as const) {
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.user(x),
        UpdateExpression: 'SET team.#y = :now ADD totalTeams :one',
        ExpressionAttributeNames: { '#y': y },
        ExpressionAttributeValues: { ':now': now, ':one': 1 },
      }),
    );
  }
}

/** Assigns a new task to `assignees` through send-assignment; answers the grouped row and each assignee's copy id. */
export async function assign(assigner: Member, assignees: Member[], description: string) {
  const response = await assigner.client.call('notification-send-assignment', {
    body: { description, important: false, due: null, partners: assignees.map((m) => m.user._id) },
  });
  expect(response.status).toBe(200);
  // The answer holds the new copies; the "Assigned by you" row regroups them as a client does.
  const row = assignmentRows(response.body.todos).find((todo) => todo.description === description) as Todo;
  expect(row).toBeDefined();
  const copyId = (member: Member) =>
    row.originalIds?.[row.assignedTo?.indexOf(member.user._id) ?? -1] as string;
  return { row, copyId };
}

/** Creates a task through the API (asserting success) and answers it. */
export async function createTask(member: Member, body: Record<string, unknown> = {}): Promise<Todo> {
  const response = await member.client.call('todo-create', {
    body: { description: `Task ${Math.random().toString(36).slice(2, 8)}`, ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}
