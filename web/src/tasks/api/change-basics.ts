/**
 * What every optimistic change (./changes.ts) is made of: the request as the outbox stores it, the
 * groups' tasks mapped and found, the task a create shows until its answer, and whether a create
 * was answered already (the page's answered ids, given when the table loads).
 */
import { requestedDueDay } from '@shared/due-day';
import type { Group, Task } from '@shared/types';
import type { OutboxRequest } from '../../api/outbox/state';
import { unsavedTask } from './new-task';

/** What a change is applied from: the request as the outbox stores it. */
export type StoredRequest = Pick<
  OutboxRequest,
  'route' | 'params' | 'body' | 'tempId' | 'tempIds' | 'writer' | 'preview'
>;
export type GroupsChange = (groups: Group[], request: StoredRequest) => Group[];

export type Body = Record<string, unknown>;
export const bodyOf = (request: StoredRequest) => (request.body ?? {}) as Body;

export const mapTasks = (groups: Group[], patch: (todos: Task[], group: Group) => Task[]): Group[] =>
  groups.map((group) => ({ ...group, todo: patch(group.todo, group) }));

export const findTask = (groups: readonly Group[], id: string) => {
  for (const group of groups) {
    const index = group.todo.findIndex((t) => t._id === id);
    if (index >= 0) return { group, index, task: group.todo[index] as Task };
  }
  return undefined;
};

/** The task a create shows until its answer, under its temporary id. */
export const createdTask = (request: StoredRequest): Task => {
  const body = bodyOf(request);
  return {
    ...unsavedTask({
      description: String(body.description ?? ''),
      important: body.important === true,
      dueDay: requestedDueDay(body) ?? null,
    }),
    // A priority sent with the create (1-3) shows at once; none is 4, as the server answers.
    priority: (body.priority as Task['priority']) ?? 4,
    // A quick add's line read in the browser may repeat, and name a time of day (floating).
    ...(body.repeat ? { repeat: body.repeat as Task['repeat'] } : {}),
    ...(typeof body.dueTime === 'string' ? { dueTime: body.dueTime, dueZone: null } : {}),
    _id: request.tempId ?? '',
    assigned: false,
    user: String(body.user ?? ''),
    groupId: String(body.groupId ?? ''),
  };
};

/**
 * The page's temporary ids already answered (api/outbox/state.ts `settledIds`): given to the table
 * when it loads (outbox-change.ts `loadChanges`), so that the table imports nothing of the page.
 */
let settled: ReadonlyMap<string, string> = new Map();
export const knowSettledIds = (ids: ReadonlyMap<string, string>) => {
  settled = ids;
};

/**
 * Whether a create's item is drawn already, or no longer needs drawing: its create was answered
 * (`settled`, the page's one map), so the saved item is shown under its own id or is about to be
 * (the create's `update`). A list of waiting changes read before that answer may still hold the
 * create; laid over the groups after it, it must not draw a second copy under the temporary id.
 */
export const createdAlready = (tempId: string, shown: boolean) => shown || settled.has(tempId);
