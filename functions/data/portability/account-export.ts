/**
 * The export of one account: everything the user owns or takes part in, read with the
 * fewest round trips. One Query of the caller's partition (paged by DynamoDB's 1 MB, so an account
 * of 20,000 tasks takes a few pages of the same Query) brings the groups, tasks, assignment rows and
 * notes; one BatchGet (chunks of 100 sent in parallel) brings the names of the teammates, assignees
 * and senders and the state of each copy the caller assigned; the lists teammates shared with the
 * caller come beside the Query (../lists/joined-lists.ts). The profile is the session's read.
 * Too large an answer goes to S3 and is answered as a presigned link (./export-files.ts).
 */

import type { UserItem } from '../accounts/users';
import { type ActivityItem, isKept } from '../conversation/activity';
import { getItems, type ItemKey, keyString } from '../core/batch';
import type { AssignmentItem, GroupItem, NoteItem, TodoItem } from '../core/items';
import { keys, userPartition } from '../core/keys';
import { queryAll } from '../core/query';
import { type JoinedList, readJoinedLists } from '../lists/joined-lists';
import type { LabelItem } from '../lists/labels';

export interface AccountData {
  user: UserItem;
  groups: GroupItem[];
  todos: TodoItem[];
  assignments: AssignmentItem[];
  notes: NoteItem[];
  /** The history entries kept in the caller's partition (../conversation/activity.ts): 365 days of them. */
  activity: ActivityItem[];
  /** The user's labels (../lists/labels.ts). */
  labels: LabelItem[];
  /** Usernames of everyone the export names (teammates, assignees, senders), by id. */
  usernames: Map<string, string>;
  /** Whether each copy the caller assigned is completed, by `<assigneeId>|<copyId>`; absent: gone. */
  copyStates: Map<string, boolean>;
  /** The lists teammates shared with the caller, with their tasks (../lists/joined-lists.ts). */
  joined: JoinedList[];
}

export const copyStateKey = (assigneeId: string, copyId: string) => `${assigneeId}|${copyId}`;

type PartitionItem = GroupItem | TodoItem | AssignmentItem | NoteItem | ActivityItem | LabelItem;

export async function readAccount(user: UserItem): Promise<AccountData> {
  const [items, joined] = await Promise.all([readPartition(user.id), readJoinedLists(user.id, user)]);
  const data: AccountData = {
    user,
    groups: [],
    todos: [],
    assignments: [],
    notes: [],
    activity: [],
    labels: [],
    usernames: new Map([[user.id, user.username]]),
    copyStates: new Map(),
    joined,
  };
  // DynamoDB Local never deletes expired entries (AWS does within days): the export leaves them out.
  const nowSeconds = Math.floor(Date.now() / 1000);
  for (const item of items) {
    if (item.type === 'group') data.groups.push(item);
    else if (item.type === 'todo') data.todos.push(item);
    else if (item.type === 'assignment') data.assignments.push(item);
    else if (item.type === 'note') data.notes.push(item);
    else if (item.type === 'activity' && isKept(item, nowSeconds)) data.activity.push(item);
    else if (item.type === 'label' && !item.deleting) data.labels.push(item);
  }

  const people = new Set<string>([
    ...Object.keys(user.team ?? {}),
    ...data.assignments.flatMap((row) => row.assignedTo),
    ...data.notes.map((note) => note.fromUserId),
    // The members of the caller's shared lists (their names are on no item).
    ...data.groups.flatMap((group) => Object.keys(group.members ?? {})),
  ]);
  people.delete(user.id);
  const copyKeys: ItemKey[] = data.assignments.flatMap((row) =>
    row.assignedTo.map((assigneeId, i) => keys.todo(assigneeId, row.originalIds[i] as string)),
  );
  const profileKeys = [...people].map((id) => keys.user(id));
  if (profileKeys.length + copyKeys.length === 0) return data;
  // One BatchGet for both: the profiles' names and the copies' states (a projection of their union).
  const found = await getItems<ItemKey & { id?: string; username?: string; completed?: boolean }>(
    [...profileKeys, ...copyKeys],
    { projection: ['id', 'username', 'completed'] },
  );
  for (const key of profileKeys) {
    const profile = found.get(keyString(key));
    if (profile?.id && profile.username) data.usernames.set(profile.id, profile.username);
  }
  for (const row of data.assignments)
    row.assignedTo.forEach((assigneeId, i) => {
      const copyId = row.originalIds[i] as string;
      const copy = found.get(keyString(keys.todo(assigneeId, copyId)));
      if (copy) data.copyStates.set(copyStateKey(assigneeId, copyId), copy.completed === true);
    });
  return data;
}

/** Every item of the caller's partition the export holds, in one Query (paged past 1 MB). */
function readPartition(userId: string): Promise<PartitionItem[]> {
  return queryAll<PartitionItem>({
    KeyConditionExpression: 'pk = :pk',
    // Connections, import records and the profile are not part of the export.
    FilterExpression: '#type IN (:group, :todo, :assignment, :note, :activity, :label)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: {
      ':pk': userPartition(userId),
      ':group': 'group',
      ':todo': 'todo',
      ':assignment': 'assignment',
      ':note': 'note',
      ':activity': 'activity',
      ':label': 'label',
    },
    ConsistentRead: true,
  });
}
