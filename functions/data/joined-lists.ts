/**
 * Reading the lists others shared with a user (docs/data-model.md#shared-lists): their group items
 * in one consistent BatchGet, and per owner one consistent Query of the owner's tasks filtered to
 * those lists, all in parallel, so a board with joined lists costs one round trip more, whatever
 * their number. A list counts only while its group still names the user as a member (the group is
 * the truth; the profile's entry only says where to look).
 */
import { getItems, keyString } from './batch';
import type { GroupItem, ListMemberRole, TodoItem } from './items';
import { keys, skPrefix, userPartition } from './keys';
import { joinedListsByOwner, type Writer } from './list-access';
import { queryAll } from './query';

/** A list shared with the user: the group, their role in it and its tasks. */
export interface JoinedList {
  group: GroupItem;
  role: ListMemberRole;
  todos: TodoItem[];
}

/** Which joined lists to read, and which of their tasks. */
export interface JoinedListsFilter {
  /** Only this list (todo/get of one list). */
  groupId?: string;
  /** Only tasks whose lowercase description contains this (search). */
  matching?: string;
}

/** The owner's tasks in the given lists (one Query of their TODO# items, filtered on groupId). */
function tasksIn(ownerId: string, groupIds: string[], matching?: string): Promise<TodoItem[]> {
  const values = Object.fromEntries(groupIds.map((id, i) => [`:g${i}`, id]));
  const inLists = `groupId IN (${groupIds.map((_, i) => `:g${i}`).join(', ')})`;
  return queryAll<TodoItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: matching === undefined ? inLists : `${inLists} AND contains(descriptionLower, :q)`,
    ExpressionAttributeValues: {
      ':pk': userPartition(ownerId),
      ':prefix': skPrefix.todo,
      ...values,
      ...(matching === undefined ? {} : { ':q': matching }),
    },
    ConsistentRead: true,
  });
}

/**
 * The lists shared with the user, in the order they were created, each with its tasks (as the
 * filter says). None without joined lists, and then no call at all.
 */
export async function readJoinedLists(
  userId: string,
  writer: Partial<Writer>,
  filter: JoinedListsFilter = {},
): Promise<JoinedList[]> {
  const byOwner = [...joinedListsByOwner(writer)]
    .map(([ownerId, groupIds]): [string, string[]] => [
      ownerId,
      filter.groupId ? groupIds.filter((id) => id === filter.groupId) : groupIds,
    ])
    .filter(([, groupIds]) => groupIds.length > 0);
  if (byOwner.length === 0) return [];
  const groupKeys = byOwner.flatMap(([ownerId, groupIds]) => groupIds.map((id) => keys.group(ownerId, id)));
  const [groups, ...tasks] = await Promise.all([
    getItems<GroupItem & { deleting?: string }>(groupKeys, { consistent: true }),
    ...byOwner.map(([ownerId, groupIds]) => tasksIn(ownerId, groupIds, filter.matching)),
  ]);
  const todosByGroup = new Map<string, TodoItem[]>();
  for (const todo of tasks.flat()) {
    const groupId = todo.groupId as string;
    const inGroup = todosByGroup.get(groupId);
    if (inGroup) inGroup.push(todo);
    else todosByGroup.set(groupId, [todo]);
  }
  return groupKeys
    .flatMap((key) => {
      const group = groups.get(keyString(key));
      const role = group?.members?.[userId];
      return group && role && !group.deleting
        ? [{ group, role, todos: todosByGroup.get(group.id) ?? [] }]
        : [];
    })
    .sort((a, b) => a.group.id.localeCompare(b.group.id));
}
