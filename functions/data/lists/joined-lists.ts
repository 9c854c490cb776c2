/**
 * Reading the lists others shared with a user (docs/data-model.md#shared-lists), all in parallel:
 * their group items in one consistent BatchGet, and each list's tasks from the shared lists' task
 * index (GSI4, ../core/keys.ts `listIndexKeys`), so a member's board reads those lists' tasks and none of
 * their owners' other tasks. The index is eventually consistent and a task may lack its key (one
 * written before the index existed), so a list's index answer is used only when it holds exactly
 * the list's `taskCount` tasks and the list's last change is older than `indexLagMs`; any other list
 * is read as before, from one consistent Query of its owner's tasks filtered to it, one round trip
 * later. An owner with more than `indexedListsPerOwnerMax` lists shared with the user has their
 * partition read that way at once. A list counts only while its group still names the user as a
 * member (the audience rule's `listRoleOf`, ../conversation/task-audience.ts: the group is the truth; the
 * profile's entry only says where to look).
 *
 * A list the function kept from an earlier read (./list-cache.ts) is not asked for: its group's
 * version says whether the kept tasks are current, and only a list whose version moved is read,
 * one round trip later. Every list read whole is offered to the cache, which keeps it once settled.
 */

import { listRoleOf } from '../conversation/task-audience';
import { getItems, type ItemKey, keyString } from '../core/batch';
import type { GroupItem, ListMemberRole, TodoItem } from '../core/items';
import { keys, listIndexPartition, skPrefix, userPartition } from '../core/keys';
import { queryAll } from '../core/query';
import { joinedListsByOwner, type Writer } from './list-access';
import { isKept, keepTasks, keptTasksOf } from './list-cache';

/** A list shared with the user: the group, their role in it and its tasks. */
export interface JoinedList {
  group: GroupItem;
  role: ListMemberRole;
  todos: readonly TodoItem[];
}

/** A joined list to read: where its group is, and whether its tasks come from the index. */
interface JoinedListKey {
  ownerId: string;
  groupId: string;
  key: ItemKey;
  fromIndex: boolean;
}

/** Which joined lists to read, and which of their tasks. */
export interface JoinedListsFilter {
  /** Only this list (todo/get of one list). */
  groupId?: string;
  /** Only tasks whose lowercase description contains this (search). */
  matching?: string;
}

/**
 * How long after a list's last change its index answer is not trusted: DynamoDB propagates a write
 * to a global secondary index asynchronously, typically within a second.
 */
export const indexLagMs = 2_000;

/** The owner's tasks in the given lists (one consistent Query of their TODO# items, filtered on groupId). */
function tasksIn(ownerId: string, groupIds: string[]): Promise<TodoItem[]> {
  const values = Object.fromEntries(groupIds.map((id, i) => [`:g${i}`, id]));
  return queryAll<TodoItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: `groupId IN (${groupIds.map((_, i) => `:g${i}`).join(', ')})`,
    ExpressionAttributeValues: { ':pk': userPartition(ownerId), ':prefix': skPrefix.todo, ...values },
    ConsistentRead: true,
  });
}

/** A list's tasks from its index: those still in the list (a key left behind by a move is not). */
async function indexedTasksOf(ownerId: string, groupId: string): Promise<TodoItem[]> {
  const items = await queryAll<TodoItem>({
    IndexName: 'GSI4',
    KeyConditionExpression: 'gsi4pk = :pk',
    ExpressionAttributeValues: { ':pk': listIndexPartition(groupId) },
  });
  return items.filter((item) => item.type === 'todo' && item.groupId === groupId && item.userId === ownerId);
}

/**
 * How many of one owner's lists a board reads from the index, a Query each; an owner with more
 * shared with the user has their partition read once instead (the bench's 50 lists of 10 owners).
 */
export const indexedListsPerOwnerMax = 4;

/** Lists by owner, for one Query of each owner's partition. */
const ownersOf = (lists: readonly { ownerId: string; groupId: string }[]) => {
  const owners = new Map<string, string[]>();
  for (const { ownerId, groupId } of lists) owners.set(ownerId, [...(owners.get(ownerId) ?? []), groupId]);
  return owners;
};

/** Whether a list's index answer is its whole, current content. */
const indexAnswers = (group: GroupItem | undefined, tasks: TodoItem[], now: number) =>
  group !== undefined &&
  group.taskCount === tasks.length &&
  (group.changedAt === undefined || now - group.changedAt >= indexLagMs);

/**
 * The lists shared with the user, in the order they were created, each with its tasks (as the
 * filter says). None without joined lists, and then no call at all.
 */
export async function readJoinedLists(
  userId: string,
  writer: Partial<Writer>,
  filter: JoinedListsFilter = {},
): Promise<JoinedList[]> {
  const lists = [...joinedListsByOwner(writer)].flatMap(([ownerId, groupIds]) => {
    const chosen = groupIds.filter((groupId) => !filter.groupId || groupId === filter.groupId);
    // Many lists of one owner: one Query of the owner's partition costs fewer round trips than one each.
    const fromIndex = chosen.length <= indexedListsPerOwnerMax;
    return chosen.map(
      (groupId): JoinedListKey => ({ ownerId, groupId, key: keys.group(ownerId, groupId), fromIndex }),
    );
  });
  if (lists.length === 0) return [];
  const now = Date.now();
  // A list kept from an earlier read is not asked for until its group says whether it is still current.
  const wasKept = new Set(lists.filter((list) => isKept(list.groupId)).map((list) => list.groupId));
  const asked = lists.filter((list) => !wasKept.has(list.groupId));
  const [groups, indexed, read] = await Promise.all([
    getItems<GroupItem & { deleting?: string }>(
      lists.map((list) => list.key),
      { consistent: true },
    ),
    Promise.all(asked.map((list) => (list.fromIndex ? indexedTasksOf(list.ownerId, list.groupId) : null))),
    Promise.all(
      [...ownersOf(asked.filter((list) => !list.fromIndex))].map(([ownerId, ids]) => tasksIn(ownerId, ids)),
    ),
  ]);
  const groupOf = (list: JoinedListKey) => groups.get(keyString(list.key));
  const todosByGroup = new Map<string, readonly TodoItem[]>();
  // Kept lists whose version moved since: read now, from the index when it can answer for them.
  const changed = lists.filter((list) => {
    const group = groupOf(list);
    if (!wasKept.has(list.groupId) || group === undefined) return false;
    const keptTodos = keptTasksOf(group);
    if (keptTodos) todosByGroup.set(list.groupId, keptTodos);
    return keptTodos === undefined;
  });
  const reindexed = await Promise.all(
    changed.map((list) => (list.fromIndex ? indexedTasksOf(list.ownerId, list.groupId) : null)),
  );
  const answers = [
    ...asked.map((list, i) => ({ list, tasks: indexed[i], partitionRead: !list.fromIndex })),
    ...changed.map((list, i) => ({ list, tasks: reindexed[i], partitionRead: false })),
  ];
  const unsure = ownersOf(
    answers.flatMap(({ list, tasks, partitionRead }) => {
      if (partitionRead) return [];
      if (tasks && indexAnswers(groupOf(list), tasks, now)) {
        todosByGroup.set(list.groupId, tasks);
        return [];
      }
      return [list];
    }),
  );
  // The lists the index could not answer for: their owners' partitions, read strongly.
  const reread = await Promise.all([...unsure].map(([ownerId, groupIds]) => tasksIn(ownerId, groupIds)));
  const fromPartitions = new Map<string, TodoItem[]>();
  for (const todo of [...read.flat(), ...reread.flat()]) {
    const groupId = todo.groupId as string;
    const inGroup = fromPartitions.get(groupId);
    if (inGroup) inGroup.push(todo);
    else fromPartitions.set(groupId, [todo]);
  }
  for (const { list } of answers) {
    const group = groupOf(list);
    const todos = todosByGroup.get(list.groupId) ?? fromPartitions.get(list.groupId) ?? [];
    todosByGroup.set(list.groupId, todos);
    if (group) keepTasks(group, todos, now);
  }
  const matching = filter.matching;
  return lists
    .flatMap(({ key, groupId }) => {
      const group = groups.get(keyString(key));
      // The audience rule's answer (../conversation/task-audience.ts): the group says who is in it now.
      const role = group ? listRoleOf(group, userId) : null;
      const todos = todosByGroup.get(groupId) ?? [];
      return group && role && role !== 'owner'
        ? [
            {
              group,
              role,
              todos:
                matching === undefined
                  ? todos
                  : todos.filter((todo) => todo.descriptionLower.includes(matching)),
            },
          ]
        : [];
    })
    .sort((a, b) => a.group.id.localeCompare(b.group.id));
}
