/**
 * Who may read a task's history, and its pages (GET /api/tasks/{id}/activity). Apart from the
 * revert (./activity-revert.ts), which runs the update with the RRULE library: the read's function
 * stays small.
 *
 * Who may: the caller must reach the task as the update route does (./todos.ts `findTask`: their
 * own task, an assignee's copy, a task of a list shared with them) or be the assigner of the
 * assignment whose thread it is; anyone else gets 404. THE AUDIENCE CHECK PLUGS IN HERE
 * (`reachThread`): the one audience rule of the data layer answers the same question.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { serverErrors } from '@shared/messages/server';
import { NotFound } from '../lib/errors';
import { type ActivityEntry, readActivityPage, threadOf } from './activity';
import { db, tableName } from './client';
import type { TodoItem } from './items';
import { keys } from './keys';
import type { Writer } from './list-access';
import { findTask } from './todos';

/** The caller, as the task routes know them. */
export type Caller = Writer & { id: string };

/** A thread the caller reaches: its partition and id, and the task when it is one they can change. */
export interface Reached {
  thread: Pick<TodoItem, 'userId' | 'id'>;
  task: TodoItem | null;
}

/**
 * The history thread of `taskId` for the caller: a task they reach (own, copy, shared list), or an
 * assignment of theirs by its marker. NotFound otherwise. (The audience rule replaces this.)
 */
export async function reachThread(caller: Caller, taskId: string): Promise<Reached> {
  const found = await findTask(caller.id, caller, taskId);
  if (found) return { thread: threadOf(found.item), task: found.item };
  const row = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.assignment(caller.id, taskId), ConsistentRead: true }),
  );
  if (row.Item) return { thread: { userId: caller.id, id: taskId }, task: null };
  throw new NotFound(serverErrors.todoNotFound);
}

/** One page of a task's history, newest first (GET /api/tasks/{id}/activity). */
export async function taskActivityPage(
  caller: Caller,
  taskId: string,
  cursor: string | undefined,
): Promise<{ entries: ActivityEntry[]; next: string | null }> {
  const { thread } = await reachThread(caller, taskId);
  return readActivityPage(thread.userId, thread.id, cursor);
}
