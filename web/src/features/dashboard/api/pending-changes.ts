/**
 * The changes still waiting in the outbox (issue 25 part 3), laid over the groups the server sent:
 * a re-read while they wait (a reload, a reconnect, a teammate's live change) must not take back what
 * the user did and still sees pending. The same fields the optimistic changes apply (task-actions.ts,
 * group-actions.ts, details/detail-actions.ts), from the stored request alone, so it also holds after
 * a reload. Loaded with the outbox, only when something waits (groups.ts).
 */

import type { Group, Task } from '@shared/types';
import type { OutboxEntry } from '../../../api/outbox/state';
import { unsavedTask } from './task-changes';

type Body = Record<string, unknown>;

const mapTasks = (groups: Group[], patch: (todos: Task[], group: Group) => Task[]): Group[] =>
  groups.map((group) => ({ ...group, todo: patch(group.todo, group) }));

const hasTask = (groups: Group[], id: string) => groups.some((g) => g.todo.some((t) => t._id === id));

function applyEntry(groups: Group[], entry: OutboxEntry): Group[] {
  const body = (entry.body ?? {}) as Body;
  const id = entry.params?.id;
  switch (entry.route) {
    case 'todo-create': {
      const tempId = entry.tempId;
      if (!tempId || hasTask(groups, tempId)) return groups;
      const task: Task = {
        ...unsavedTask({
          description: String(body.description ?? ''),
          important: body.important === true,
          due: (body.due as string | null | undefined) ?? null,
        }),
        _id: tempId,
        assigned: false,
        user: String(body.user ?? ''),
        groupId: String(body.groupId ?? ''),
      };
      return mapTasks(groups, (todos, group) => (group._id === task.groupId ? [task, ...todos] : todos));
    }
    case 'todo-update': {
      if (!id) return groups;
      const { groupId, ...fields } = body;
      const current = groups.flatMap((g) => g.todo).find((t) => t._id === id);
      if (!current) return groups;
      const next = { ...current, ...fields, ...(typeof groupId === 'string' ? { groupId } : {}) } as Task;
      return mapTasks(groups, (todos, group) => {
        const rest = todos.filter((t) => t._id !== id);
        if (group._id === next.groupId)
          return todos.some((t) => t._id === id)
            ? todos.map((t) => (t._id === id ? next : t))
            : [next, ...rest];
        return rest;
      });
    }
    case 'todo-delete':
      return id ? mapTasks(groups, (todos) => todos.filter((t) => t._id !== id)) : groups;
    case 'todo-create-group': {
      const tempId = entry.tempId;
      if (!tempId || groups.some((g) => g._id === tempId)) return groups;
      return [...groups, { _id: tempId, name: String(body.name ?? ''), todo: [] }];
    }
    case 'todo-update-group':
      return groups.map((g) => (g._id === id ? { ...g, name: String(body.name ?? g.name) } : g));
    case 'todo-delete-group':
    case 'todo-delete-group-post':
      return groups.filter((g) => g._id !== id);
    default:
      return groups;
  }
}

/** The groups as they will be once every waiting change is applied, in order. */
export const withPending = (groups: Group[], waiting: readonly OutboxEntry[]): Group[] =>
  waiting.reduce(applyEntry, groups);
