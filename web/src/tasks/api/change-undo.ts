/**
 * Taking back a change the outbox refused (or a held delete the user undid), whatever its route: from
 * the groups before and after its change (changes.ts), on the items it touched only, so changes made
 * since stay. Loaded when a change is undone (not in the first download).
 */
import type { Group } from '@shared/types';
import { type Body, findTask, mapTasks, type StoredRequest, withPending } from './changes';

/** A change as it was applied: the groups before and after it. */
export interface Applied {
  before: Group[];
  after: Group[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Takes back what a change did to one group: made it, removed it, or renamed it. */
function undoGroup(groups: Group[], id: string, { before, after }: Applied): Group[] {
  const was = before.find((g) => g._id === id);
  const now = after.find((g) => g._id === id);
  if (!was && now) return groups.filter((g) => g._id !== id);
  if (was && !now) {
    if (groups.some((g) => g._id === id)) return groups;
    const copy = [...groups];
    copy.splice(Math.min(before.indexOf(was), copy.length), 0, was);
    return copy;
  }
  if (!was || !now || was.name === now.name) return groups;
  return groups.map((g) => (g._id === id && g.name === now.name ? { ...g, name: was.name } : g));
}

/**
 * Takes back what a change did to one task: made it, removed it (back in its place), or set fields
 * (each only where it still holds what the change set: a later change to it is not undone).
 */
function undoTask(groups: Group[], id: string, { before, after }: Applied): Group[] {
  const was = findTask(before, id);
  const now = findTask(after, id);
  if (!was && now) return mapTasks(groups, (todos) => todos.filter((t) => t._id !== id));
  const current = findTask(groups, id);
  if (was && !now) {
    if (current) return groups;
    return mapTasks(groups, (todos, group) => {
      if (group._id !== was.group._id) return todos;
      const copy = [...todos];
      copy.splice(Math.min(was.index, copy.length), 0, was.task);
      return copy;
    });
  }
  if (!was || !now || !current) return groups;
  const fields = current.task as unknown as Body;
  let task = current.task;
  for (const name of new Set([...Object.keys(was.task), ...Object.keys(now.task)])) {
    const [old, set] = [(was.task as unknown as Body)[name], (now.task as unknown as Body)[name]];
    if (!same(old, set) && same(fields[name], set)) task = { ...task, [name]: old };
  }
  if (task === current.task) return groups;
  return mapTasks(groups, (todos, group) => {
    const rest = todos.filter((t) => t._id !== id);
    if (group._id !== task.groupId) return rest;
    return group === current.group ? todos.map((t) => (t._id === id ? task : t)) : [task, ...rest];
  });
}

/**
 * The groups with `applied` taken back from the items it changed, then the changes still `waiting`
 * applied again (as a re-read of the server would show them).
 */
export const undone = (groups: Group[], applied: Applied, waiting: readonly StoredRequest[]): Group[] =>
  withPending(
    changedIds(applied).reduce((next, id) => undoTask(undoGroup(next, id, applied), id, applied), groups),
    waiting,
  );

/** The ids of the groups and tasks that are not the same objects before and after. */
function changedIds({ before, after }: Applied): string[] {
  const items = (groups: Group[]) => [...groups, ...groups.flatMap((g) => g.todo)];
  const was = new Map(items(before).map((item) => [item._id, item]));
  const now = new Map(items(after).map((item) => [item._id, item]));
  const ids = new Set([...was.keys(), ...now.keys()]);
  // A group whose only change is its task list is not a change of the group.
  const changed = (id: string) => {
    const [a, b] = [was.get(id), now.get(id)];
    return a !== b && !(a && b && 'todo' in a && 'todo' in b && a.name === b.name);
  };
  return [...ids].filter(changed);
}
