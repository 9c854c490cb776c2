/**
 * The settings of the routes of tasks and groups (functions/todo/), a task's history
 * (functions/tasks/) and comments (functions/comments/), labels, saved filters and the bin. One
 * part of the table of infra/route-settings.ts.
 */
import { read, write } from './presets';
import type { AreaSettings } from './types';

const groupDeletion = 'the group is marked, its tasks listed, then one transaction per 99 tasks';

export const taskRouteSettings = {
  'todo-decrement-total-tasks': write,
  'todo-decrement-completed-tasks': write,
  'todo-create': write,
  'todo-get': read,
  'todo-getall': read,
  'todo-delete': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: 'the counters move by the completion state read before the delete',
  },
  'todo-update': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      "any change reads the task, then one transaction writes it with its history entry (3); completing an assigned copy also reads its row (and the assigner's team) to notify the assigner, then the other copies' states to say who completed or that everyone has (4 with one assignee, 5 with several); reopening a repeating task reads the next occurrence its completion created (4); a team task's change also reads its list for the members (4, 5 when it also reopens a repeating one)",
  },
  'todo-plus-completed': { ...write, ddbCalls: 1 },
  'tasks-activity': {
    ...read,
    ddbCalls: 4,
    ddbCallsWhy:
      "the task's audience is read (one BatchGet, then the assignment row or the list's group item, or the assigner's rows: functions/data/conversation/task-audience.ts), then one Query reads the page of entries",
  },
  'tasks-activity-revert': {
    ...write,
    ddbCalls: 8,
    ddbCallsWhy:
      "the task's audience is read (one or two calls), one Query reads the entry and those after it, then the update reads the task again and writes it with the revert entry in one transaction (a reopening or an assigned copy: the reads of todo-update)",
  },
  'todo-claim': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      'the task is read, then its list for the members, then one transaction conditioned on the task as read takes it (a claim that lost the race reads it again to name who won)',
  },
  'todo-unclaim': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      'the task is read, then its list for the members to tell, then one transaction conditioned on the task as read gives it back',
  },
  'todo-nudge': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      "the task is read, then its list for the members, then one transaction writes the hour's window and a notification to each pending assignee",
  },
  'comments-list': {
    ...read,
    ddbCalls: 5,
    ddbCallsWhy:
      "the task's audience is read (one BatchGet, then the assignment row, the list or the assigner's rows: functions/data/conversation/task-audience.ts), then one Query of the thread's page and one BatchGet of its authors",
  },
  'comments-create': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      "the task's audience is read (two calls), the names of mentioned members it did not give (one BatchGet, only for a mention), the notification settings of those told (one BatchGet, only when someone is), then one transaction writes the comment, the counters, the read mark, the history entry and the notices",
  },
  'comments-edit': {
    ...write,
    ddbCalls: 6,
    ddbCallsWhy:
      "the task's audience is read (two calls), then the comment, the names of mentioned members (only for a mention) and the settings of those newly mentioned (only for a new mention), then one transaction",
  },
  'comments-delete': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      "the task's audience is read (two calls), then the comment for its author, then it is deleted",
  },
  'comments-read': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      "the task's audience is read (two calls) for the thread's counter, then the read mark is put",
  },
  'todo-minus-completed': { ...write, ddbCalls: 1 },
  'todo-get-groups': read,
  'todo-create-group': write,
  'todo-update-group': write,
  'todo-delete-group': { ...write, ddbCalls: 4, ddbCallsWhy: groupDeletion },
  'todo-delete-group-post': { ...write, ddbCalls: 4, ddbCallsWhy: groupDeletion },
  'filters-list': read,
  'filters-create': write,
  'filters-update': write,
  'filters-delete': write,
  'todo-quick-add': {
    ...write,
    ddbCalls: 6,
    ddbCallsWhy:
      "the caller's groups (one Query) and, in parallel, the lists shared with them (one BatchGet) give the #list names and a shared list's members; \"@name\" labels read the caller's labels (one Query) and create the new ones (one transaction); then create's transaction",
  },
  'labels-list': read,
  'labels-create': write,
  'labels-update': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: 'the label is read to learn its name before the change (a new name moves its claim)',
  },
  'labels-delete': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      'the label is read, the tasks carrying it are found by a Query, then one transaction marks it and takes it off a batch of tasks (or deletes it); more tasks are more calls, each answering 202',
  },
  'bin-list': {
    ...read,
    ddbCalls: 4,
    ddbCallsWhy:
      "the bin is read beside the caller's list names; a task deleted from another owner's list reads that list's name (one BatchGet)",
  },
  'bin-restore': {
    ...write,
    ddbCalls: 6,
    ddbCallsWhy:
      "the bin's item is read, then a task goes back in one transaction (a second when its list is gone); a list comes back in one transaction with its members, then its parts are read and put back one transaction each (about 90 tasks a part), then its bin item goes",
  },
  'bin-purge': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      "a list's parts are read after its bin item's delete, then deleted in one transaction per 100; each task's comments and history are read (two Queries) and deleted in batches (functions/data/tasks/bin-extras.ts)",
  },
} as const satisfies AreaSettings;
