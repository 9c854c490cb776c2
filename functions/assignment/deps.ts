/**
 * TEMPORARY stand-ins for what the tasks (issue 3) and notifications (issue 4) modules provide,
 * until they land: the assignment routes import them from here only, so switching to the real
 * modules is this one file. Replace with re-exports from ../data/todos and ../data/notes.
 */
import type { Todo } from '../../shared/types';
import type { TransactItem } from '../data/assignments';
import { tableName } from '../data/client';
import { newId } from '../data/ids';
import type { AssignmentItem, NoteItem } from '../data/items';
import { keys } from '../data/keys';

export function notificationPut(recipientId: string, fromUserId: string, message: string): TransactItem {
  const id = newId();
  const item: NoteItem = {
    ...keys.note(recipientId, id),
    type: 'note',
    kind: 'notification',
    id,
    recipientId,
    fromUserId,
    createdAt: new Date().toISOString(),
    message,
  };
  return { Put: { TableName: tableName, Item: item } };
}

export function assignmentToTodo(row: AssignmentItem): Todo {
  return {
    _id: row.id,
    description: row.description,
    completed: false,
    assigned: true,
    important: row.important,
    due: row.due,
    createdAt: row.createdAt,
    user: row.assignerId,
    groupId: null,
    uniqueMarker: row.id,
    assignedTo: row.assignedTo,
    originalIds: row.originalIds,
  };
}

/** Not completed first, then newest first (SPEC.md section 4). */
export const sortTodos = (todos: Todo[]): Todo[] =>
  [...todos].sort(
    (a, b) => Number(a.completed) - Number(b.completed) || b.createdAt.localeCompare(a.createdAt),
  );
