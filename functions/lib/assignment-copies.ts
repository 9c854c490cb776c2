/**
 * How an assignment row is answered to its assigner, shared by two route areas: the todo reads
 * ("Assigned by you", functions/lib/present.ts) and assignment/send's answer; and the details
 * every task answer carries.
 */
import { priorityOf } from '@shared/priority';
import { answeredDueOf } from '@shared/timed-due';
import type { Task } from '@shared/types';
import type { AssignmentItem, TaskDetailFields } from '../data/core/items';
import { stepsOf } from '../data/tasks/task-details';

/** The details of a task or an assignment as answered: '', [] and null when unset. */
export const detailsOf = (item: TaskDetailFields): Pick<Task, 'notes' | 'steps' | 'repeat'> => ({
  notes: item.notes ?? '',
  steps: stepsOf(item),
  repeat: item.repeat ?? null,
});

/**
 * The assigner's view of one assignment: one element per assignee copy (`_id` = the copy's id,
 * `user` = the assignee, the shared `uniqueMarker`, `username` = the assigner). `completed` is
 * false here: the live state of each copy is in its assignee's partition and is answered by
 * get-assignments-status, so listing never reads other users' partitions.
 */
export function assignmentCopies(row: AssignmentItem, assignerUsername: string): Task[] {
  return row.assignedTo.map((assigneeId, i) => ({
    _id: row.originalIds[i] as string,
    description: row.description,
    completed: false,
    assigned: true,
    important: row.important === true,
    priority: priorityOf(row),
    ...answeredDueOf(row),
    // An assignment carries no labels: each assignee labels their own copy (docs/decisions/0135-labels.md).
    labels: [],
    labelInfo: [],
    createdAt: row.createdAt,
    user: assigneeId,
    groupId: 'assigned-by-me',
    uniqueMarker: row.id,
    username: assignerUsername,
    // The row's steps, none ticked: each copy's ticks live in its assignee's partition.
    ...detailsOf(row),
    remindAt: row.remindAt ?? null,
  }));
}
