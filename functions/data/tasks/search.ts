/**
 * Search reads. Users: case-insensitive username prefix through GSI1 (partition = first character of
 * the lowercase name, `begins_with` on the lowercase name): one Query, no Scan. Groups and tasks:
 * only the caller's own partition is ever queried, so another user's items cannot appear; the
 * case-insensitive substring match runs on the stored lowercase copies (`nameLower`,
 * `descriptionLower`) as a FilterExpression.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { builtInViews } from '@shared/limits';
import type { SearchResult, TeamMemberSummary } from '@shared/types';
import { toSummary, type UserItem } from '../accounts/users';
import { db, tableName } from '../core/client';
import { type GroupItem, homeOf, type TodoItem } from '../core/items';
import { skPrefix, userPartition, userSearchKeys } from '../core/keys';
import { queryAll } from '../core/query';
import type { JoinedList } from '../lists/joined-lists';

/**
 * Users whose lowercase username starts with `lowerQuery`, in name order, at most `max`, leaving out
 * `exceptId` (the caller). GSI1 projects only id, username and coverImg.
 */
export async function searchUsers(
  lowerQuery: string,
  max: number,
  exceptId: string,
): Promise<TeamMemberSummary[]> {
  const { gsi1pk } = userSearchKeys(lowerQuery);
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': gsi1pk, ':prefix': lowerQuery },
      // One more than needed, in case the caller is among them.
      Limit: max + 1,
    }),
  );
  return ((result.Items ?? []) as UserItem[])
    .filter((item) => item.id !== exceptId)
    .slice(0, max)
    .map(toSummary);
}

/**
 * The user's own groups and tasks (their own and the copies assigned to them) whose name or
 * description contains `lowerQuery`, newest first, at most `max` of each. One Query over the
 * GROUP#..TODO# range of the user's partition, read backwards; further pages (1 MB each) only
 * while a section is not full.
 */
export async function searchOwnItems(
  userId: string,
  lowerQuery: string,
  max: number,
  /** Tasks carrying all these labels only (search's `#label`); no groups then but those the text names. */
  labelIds?: string[],
): Promise<Pick<SearchResult, 'groups' | 'todos'>> {
  const groups: SearchResult['groups'] = [];
  const todos: SearchResult['todos'] = [];
  // Every group the read meets, matching or not, names the tasks' lists.
  const listNames = new Map<string, string>(builtInViews.map((view) => [view.id, view.name]));
  const take = (item: GroupItem | TodoItem) => {
    if (item.type === 'group') {
      listNames.set(item.id, item.name);
      if (groups.length < max && (lowerQuery !== '' || !labelIds) && item.nameLower.includes(lowerQuery))
        groups.push({ _id: item.id, name: item.name });
    }
    if (item.type === 'todo' && todos.length < max)
      todos.push({
        _id: item.id,
        description: item.description,
        groupId: homeOf(item),
        completed: item.completed === true,
      });
  };
  // Each page's matches are taken as they come; the read stops once both lists are full.
  let taken = 0;
  const takeNew = (items: (GroupItem | TodoItem)[]) => {
    for (; taken < items.length; taken += 1) take(items[taken] as GroupItem | TodoItem);
    return groups.length >= max && todos.length >= max;
  };
  const matches = await queryAll<GroupItem | TodoItem>(
    {
      // The range also holds NOTE# and PROFILE; the filter keeps the matching tasks and every group
      // (the range is read whole anyway: a filter saves transfer, not reads), whose names name the
      // tasks' lists.
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      // A filter may not name key attributes, so the item kind comes from `type`.
      FilterExpression: `#type = :group OR (#type = :todo${lowerQuery === '' ? '' : ' AND contains(descriptionLower, :q)'}${(labelIds ?? []).map((_, i) => ` AND contains(labels, :l${i})`).join('')})`,
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':pk': userPartition(userId),
        ':from': skPrefix.group,
        ':to': `${skPrefix.todo}\uffff`,
        ':group': 'group',
        ':todo': 'todo',
        ...(lowerQuery === '' ? {} : { ':q': lowerQuery }),
        ...Object.fromEntries((labelIds ?? []).map((id, i) => [`:l${i}`, id])),
      },
      ScanIndexForward: false,
    },
    takeNew,
  );
  takeNew(matches);
  // Tasks sort after groups and are read first (backwards): their lists are named once all is read.
  for (const todo of todos) {
    const name = listNames.get(todo.groupId);
    if (name) todo.groupName = name;
  }
  return { groups, todos };
}

/**
 * The own results with the lists shared with the user added after them (their matching tasks,
 * named by their list, and the lists whose name matches), at most `max` of each section.
 */
export function withJoinedLists(
  own: Pick<SearchResult, 'groups' | 'todos'>,
  joined: JoinedList[],
  lowerQuery: string,
  max: number,
): Pick<SearchResult, 'groups' | 'todos'> {
  const groups = [
    ...own.groups,
    ...joined
      .filter(({ group }) => group.nameLower.includes(lowerQuery))
      .map(({ group }) => ({ _id: group.id, name: group.name })),
  ];
  const todos = [
    ...own.todos,
    ...joined.flatMap(({ group, todos: tasks }) =>
      [...tasks]
        .sort((a, b) => (a.id < b.id ? 1 : -1))
        .map((item) => ({
          _id: item.id,
          description: item.description,
          groupId: group.id,
          completed: item.completed === true,
          groupName: group.name,
        })),
    ),
  ];
  return { groups: groups.slice(0, max), todos: todos.slice(0, max) };
}

/**
 * A search query split into its `#label` words (lower case, each a run of non-space characters) and
 * the rest of its text (trimmed, spaces kept single).
 */
export function labelWords(lowerQuery: string): { tags: string[]; text: string } {
  const words = lowerQuery.split(/\s+/).filter((word) => word !== '');
  const tags = words.filter((word) => word.length > 1 && word.startsWith('#')).map((word) => word.slice(1));
  const text = words.filter((word) => !(word.length > 1 && word.startsWith('#'))).join(' ');
  return { tags, text };
}

/**
 * Whether a task of a list shared with the user carries every label named in `tags`: one of the
 * user's own (`ownIds`, by name) or, set by another member, one its snapshot names (../lists/labels.ts).
 */
export function carriesLabels(item: TodoItem, tags: string[], ownIds: Map<string, string>): boolean {
  return tags.every((tag) => {
    const own = ownIds.get(tag);
    if (own && item.labels?.includes(own)) return true;
    return (item.labelInfo ?? []).some((info) => info.name.toLocaleLowerCase('en') === tag);
  });
}
