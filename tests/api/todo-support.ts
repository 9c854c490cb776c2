/**
 * Helpers shared by the task, group and assignment API tests: recounts straight from the table,
 * and tasks and assigned copies made through the routes (teammates: ./team-support.ts `befriend`).
 */
import { expect } from 'vitest';
import type { TodoItem } from '../../functions/data/core/items';
import { skPrefix } from '../../functions/data/core/keys';
import type { Task } from '../../shared/types';
import { type AssignmentRow, assignmentRows } from '../../shared/views';
import type { TestApi } from '../support/api';
import { partitionItems } from './refusal-support';
import { type Member, storedProfile } from './team-support';

export type { Member } from './team-support';

/** The user's TODO# items (own tasks and copies), read straight from the table. */
export async function tasksOf(api: TestApi, userId: string): Promise<TodoItem[]> {
  const items = await partitionItems<TodoItem>(api, userId);
  return items.filter((item) => item.sk.startsWith(skPrefix.todo));
}

/** The counters stored on the profile item. */
export async function storedCounters(api: TestApi, userId: string) {
  const profile = await storedProfile(api, userId);
  return { total: profile?.totalTasks, completed: profile?.completedTasks };
}

/**
 * The user's stored counters equal a recount of every TODO# item in their partition, within
 * 0 <= completed <= total, and `assignedToMe` lists exactly their assigned copies. Answers the counters.
 */
export async function expectCountersMatchRecount(api: TestApi, userId: string) {
  const tasks = await tasksOf(api, userId);
  const profile = await storedProfile(api, userId);
  const counters = await storedCounters(api, userId);
  const recount = { total: tasks.length, completed: tasks.filter((task) => task.completed).length };
  expect(counters).toEqual(recount);
  expect(recount.completed).toBeGreaterThanOrEqual(0);
  expect(recount.completed).toBeLessThanOrEqual(recount.total);
  expect(Object.keys(profile?.assignedToMe ?? {}).sort()).toEqual(
    tasks
      .filter((task) => task.assigned)
      .map((task) => task.id)
      .sort(),
  );
  return recount;
}

/**
 * Assigns a new task to `partners` (user ids) through send-assignment, with `fields` over a default
 * body; answers the "Assigned by you" row, regrouped from the answer's copies as a client does.
 */
export async function assign(assigner: Member, partners: string[], fields: Partial<Task> = {}) {
  const description = fields.description ?? `Task ${Math.random().toString(36).slice(2, 8)}`;
  const response = await assigner.client.call('notification-send-assignment', {
    body: {
      description,
      important: false,
      completed: false,
      assigned: true,
      groupId: null,
      ...fields,
      partners,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const row = assignmentRows(response.body.todos).find((todo) => todo.description === description);
  expect(row).toBeDefined();
  return row as AssignmentRow;
}

/** The id of the copy `member` holds in `row`. */
export const copyOf = (row: AssignmentRow, member: Member) =>
  row.originalIds[row.assignedTo.indexOf(member.user._id)] as string;

/** Creates a task through the API (asserting success) and answers it. */
export async function createTask(member: Member, body: Record<string, unknown> = {}): Promise<Task> {
  const response = await member.client.call('todo-create', {
    body: { description: `Task ${Math.random().toString(36).slice(2, 8)}`, ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** Sends todo/update of `id` with `body`, as `member`; answers the response, whatever it is. */
export const updateTask = (member: Member, id: string, body: Record<string, unknown>) =>
  member.client.call('todo-update', { params: { id }, body });

/** Updates a task through the API (asserting success) and answers it as stored. */
export async function updatedTask(member: Member, id: string, body: Record<string, unknown>): Promise<Task> {
  const answer = await updateTask(member, id, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.todo;
}

/** Every task of `member`'s board (get-groups), whatever its group. */
export async function boardTasks(member: Member): Promise<Task[]> {
  const answer = await member.client.call('todo-get-groups');
  expect(answer.status).toBe(200);
  return answer.body.groups.flatMap((group) => group.todo);
}

/**
 * Sends a request that must be refused: 400 with `message`, and every item of the members'
 * partitions (tasks, groups, rows, notes, the profile and its counters) exactly as before.
 */
export async function expectRefusedUnchanged(
  api: TestApi,
  members: Member[],
  send: () => Promise<{ status: number; body: unknown }>,
  message: string,
) {
  const snapshot = () => Promise.all(members.map((member) => partitionItems(api, member.user._id)));
  const before = await snapshot();
  const response = await send();
  expect(response.body).toEqual({ message });
  expect(response.status).toBe(400);
  expect(await snapshot()).toEqual(before);
}

/** Creates a group through the API (asserting success) and answers it. */
export async function createGroup(member: Member, name = 'Work') {
  const response = await member.client.call('todo-create-group', { body: { name } });
  expect(response.status).toBe(201);
  return response.body;
}
