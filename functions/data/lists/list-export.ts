/**
 * One list's tasks for its CSV (GET /api/export/group/{id}.csv): a user group (its item
 * must be the caller's, read beside its tasks), a built-in home (today, important, planned), the
 * copies assigned to the caller, or the assignments the caller made with each assignee's name and
 * copy state (one BatchGet, as the account export reads them).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { isBuiltInViewId } from '@shared/limits';
import { serverErrors } from '@shared/messages/server';
import { NotFound } from '../../lib/errors';
import { getItems, type ItemKey, keyString } from '../core/batch';
import { db, tableName } from '../core/client';
import type { AssignmentItem, GroupItem, TodoItem } from '../core/items';
import { keys, skPrefix, userPartition } from '../core/keys';
import { queryAll } from '../core/query';
import { readBoard } from '../tasks/todos';

export interface ListAssignee {
  username: string;
  /** null: the copy is gone. */
  completed: boolean | null;
}

export type ListExport =
  | { kind: 'tasks'; name: string; todos: TodoItem[] }
  | { kind: 'assignments'; name: string; rows: { row: AssignmentItem; assignees: ListAssignee[] }[] };

const todosWhere = (userId: string, filter: string, values: Record<string, unknown>) =>
  queryAll<TodoItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: filter,
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': skPrefix.todo, ...values },
    ConsistentRead: true,
  });

async function assignmentsExport(userId: string, name: string): Promise<ListExport> {
  const { assignments } = await readBoard(userId, ['assignment']);
  const copyKeys = assignments.flatMap((row) =>
    row.assignedTo.map((assigneeId, i) => keys.todo(assigneeId, row.originalIds[i] as string)),
  );
  const profileKeys = [...new Set(assignments.flatMap((row) => row.assignedTo))].map((id) => keys.user(id));
  const found =
    copyKeys.length > 0
      ? await getItems<ItemKey & { username?: string; completed?: boolean }>([...profileKeys, ...copyKeys], {
          projection: ['username', 'completed'],
        })
      : new Map();
  return {
    kind: 'assignments',
    name,
    rows: assignments.map((row) => ({
      row,
      assignees: row.assignedTo.map((assigneeId, i) => {
        const copy = found.get(keyString(keys.todo(assigneeId, row.originalIds[i] as string)));
        return {
          username: found.get(keyString(keys.user(assigneeId)))?.username ?? 'Unknown User',
          completed: copy ? copy.completed === true : null,
        };
      }),
    })),
  };
}

/** The list `listId` of the caller, for its CSV; NotFound for anything that is not theirs. */
export async function readListExport(userId: string, listId: string): Promise<ListExport> {
  if (isBuiltInViewId(listId)) {
    if (listId === 'assigned-by-me') return assignmentsExport(userId, 'Assigned by you');
    const todos =
      listId === 'assigned-to-me'
        ? await todosWhere(userId, 'assigned = :true', { ':true': true })
        : listId === 'today'
          ? await todosWhere(
              userId,
              'assigned = :false AND (groupId = :home OR attribute_not_exists(groupId) OR groupId = :null)',
              {
                ':false': false,
                ':home': listId,
                ':null': null,
              },
            )
          : await todosWhere(userId, 'assigned = :false AND groupId = :home', {
              ':false': false,
              ':home': listId,
            });
    const names = {
      today: 'Today',
      important: 'Important',
      planned: 'Planned',
      'assigned-to-me': 'Assigned to you',
    };
    return { kind: 'tasks', name: names[listId], todos };
  }
  // The group and its tasks are read side by side; a group that is not the caller's is 404.
  const [group, todos] = await Promise.all([
    db
      .send(new GetCommand({ TableName: tableName, Key: keys.group(userId, listId), ConsistentRead: true }))
      .then((result) => result.Item as GroupItem | undefined),
    todosWhere(userId, 'groupId = :home', { ':home': listId }),
  ]);
  if (!group) throw new NotFound(serverErrors.groupNotFound);
  return { kind: 'tasks', name: group.name, todos };
}
