/**
 * Shared lists' memberships (docs/api.md#shared-lists, docs/data-model.md#shared-lists). A list
 * stays in its owner's partition when shared; a membership is written twice, always in one
 * transaction: on the list's group item (`members`: role by user id) and on the member's profile
 * (`sharedLists`: owner and role by list id; the owner's profile names the list too, as `owner`).
 * The profile side lets every route know from the session read where the user may go; the group
 * side is what task writes are conditioned on (./list-access.ts).
 */
import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { listLimits } from '@shared/limits';
import { ui } from '@shared/messages/screens';
import { listTexts, serverErrors } from '@shared/messages/server';
import type { ListMembers } from '@shared/types';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors';
import {
  getUserSummaries,
  isJoined,
  type SharedListEntry,
  sharedListCount,
  toSummary,
  type UserItem,
} from '../accounts/users';
import { getItems, keyString } from '../core/batch';
import { db, tableName } from '../core/client';
import type { GroupItem, ListMemberRole } from '../core/items';
import { keys } from '../core/keys';
import {
  retryOnConflict,
  type TransactItem,
  TransactionCancelled,
  tags,
  transact,
  transactionItemsMax,
} from '../core/transactions';
import { noKey, type UnitOfWork } from '../core/unit-of-work';
import { joinParts } from '../core/update-parts';
import { listGroupTodos } from '../tasks/todos';
import { indexListTasks } from './list-index';

/** A group as stored, with the mark a deletion in progress leaves. */
type ListItem = GroupItem & { deleting?: string };
type SdkUpdate = NonNullable<NonNullable<TransactWriteCommandInput['TransactItems']>[number]['Update']>;

const onFailureOldItem = { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } as const;

const update = (tag: string, key: { pk: string; sk: string }, fields: Omit<SdkUpdate, 'TableName' | 'Key'>) =>
  ({
    tag,
    write: { Update: { TableName: tableName, Key: key, ...fields, ...onFailureOldItem } },
  }) satisfies TransactItem;

/**
 * Sets one entry of a map attribute that may not exist yet (DynamoDB cannot set `map.key` on a
 * missing map): the entry when the map exists (new, or `replacingEnded` an ended membership's), else
 * the whole map, each conditioned on what was read.
 */
function setEntry(
  attribute: string,
  entryKey: string,
  value: unknown,
  mapExists: boolean,
  replacingEnded = false,
) {
  const map = `#${attribute}`;
  const entry = `${map}.#${attribute}Key`;
  return mapExists
    ? {
        set: `${entry} = :${attribute}Entry`,
        condition: replacingEnded
          ? `${entry}.#role = :removed`
          : `attribute_exists(${map}) AND attribute_not_exists(${entry})`,
        names: {
          [map]: attribute,
          [`#${attribute}Key`]: entryKey,
          ...(replacingEnded ? { '#role': 'role' } : {}),
        },
        values: { [`:${attribute}Entry`]: value, ...(replacingEnded ? { ':removed': 'removed' } : {}) },
      }
    : {
        set: `${map} = :${attribute}Whole`,
        condition: `attribute_not_exists(${map})`,
        names: { [map]: attribute },
        values: { [`:${attribute}Whole`]: { [entryKey]: value } },
      };
}

/** The caller must own the list to manage its members: a member of it is refused with 403. */
function checkManager(user: Pick<UserItem, 'sharedLists'>, groupId: string): void {
  if (isJoined(user.sharedLists?.[groupId])) throw new Forbidden(listTexts.ownerManages);
}

/**
 * Adds a teammate to one of the owner's lists. Read first, in one consistent BatchGet: the list,
 * the teammate's profile and the owner's (whose `sharedLists` map may be missing). The first share
 * also counts the list's tasks (its `taskCount` from then on). Then one transaction: the list's
 * member entry (only while absent, under the member limit, the list not being deleted), the
 * teammate's entry (only while they still have the owner in their team) and, on the first share,
 * the owner's. A race reads again.
 */
export async function addMember(
  owner: UserItem,
  groupId: string,
  memberId: string,
  role: ListMemberRole,
  unit: UnitOfWork,
): Promise<ListItem> {
  checkManager(owner, groupId);
  if (memberId === owner.id || !Object.hasOwn(owner.team ?? {}, memberId))
    throw new Invalid(listTexts.notTeammate);
  const listKey = keys.group(owner.id, groupId);
  return retryOnConflict(async () => {
    const found = await getItems<ListItem | UserItem>([listKey, keys.user(memberId), keys.user(owner.id)], {
      consistent: true,
    });
    const list = found.get(keyString(listKey)) as ListItem | undefined;
    const member = found.get(keyString(keys.user(memberId))) as UserItem | undefined;
    const ownerNow = (found.get(keyString(keys.user(owner.id))) as UserItem | undefined) ?? owner;
    if (!list || list.deleting) throw new NotFound(serverErrors.groupNotFound);
    // An account being deleted joins nothing (../accounts/account-deletion.ts).
    if (!member || member.deleting || !Object.hasOwn(member.team ?? {}, owner.id))
      throw new Invalid(listTexts.notTeammate);
    if (list.members?.[memberId]) throw new Conflict(listTexts.alreadyMember);
    if (Object.keys(list.members ?? {}).length >= listLimits.membersMax)
      throw new Invalid(listTexts.membersFull);
    if (sharedListCount(member.sharedLists) >= listLimits.perUserMax)
      throw new Invalid(listTexts.tooManyShared);
    const firstShare = list.members === undefined;
    const ownerListed = Boolean(ownerNow.sharedLists?.[groupId]);
    if (!ownerListed && sharedListCount(ownerNow.sharedLists) >= listLimits.perUserMax)
      throw new Invalid(listTexts.tooManyShared);
    // Shared for the first time, or again after everyone left: its tasks go in its index (below).
    const indexing = firstShare || Object.keys(list.members ?? {}).length === 0;
    const tasks = indexing ? await listGroupTodos(owner.id, groupId) : [];
    const taskCount = tasks.length;
    if (taskCount > listLimits.tasksMax) throw new Invalid(listTexts.listFull);

    const memberEntry = setEntry(
      'sharedLists',
      groupId,
      { owner: owner.id, ownerName: owner.username, role } satisfies SharedListEntry,
      member.sharedLists !== undefined,
      // A member who left (or was removed) and comes back: their ended entry is replaced.
      member.sharedLists?.[groupId]?.role === 'removed',
    );
    const items: TransactItem[] = [
      firstShare
        ? update(tags.group(groupId), listKey, {
            UpdateExpression:
              'SET #members = :members, memberNames = :names, taskCount = :count, ownerName = :ownerName',
            ConditionExpression:
              'attribute_exists(pk) AND attribute_not_exists(deleting) AND attribute_not_exists(#members)',
            ExpressionAttributeNames: { '#members': 'members' },
            ExpressionAttributeValues: {
              ':members': { [memberId]: role },
              ':names': { [memberId]: member.username },
              ':count': taskCount,
              ':ownerName': owner.username,
            },
          })
        : update(tags.group(groupId), listKey, {
            UpdateExpression: 'SET #members.#member = :role, memberNames.#member = :name',
            ConditionExpression:
              'attribute_exists(pk) AND attribute_not_exists(deleting) AND attribute_not_exists(#members.#member) AND size(#members) < :max',
            ExpressionAttributeNames: { '#members': 'members', '#member': memberId },
            ExpressionAttributeValues: {
              ':role': role,
              ':name': member.username,
              ':max': listLimits.membersMax,
            },
          }),
      update(tags.profile(memberId), keys.user(memberId), {
        UpdateExpression: `SET ${memberEntry.set}`,
        ConditionExpression: `attribute_exists(#team.#owner) AND attribute_not_exists(deleting) AND ${memberEntry.condition}`,
        ExpressionAttributeNames: { ...memberEntry.names, '#team': 'team', '#owner': owner.id },
        ExpressionAttributeValues: memberEntry.values,
      }),
    ];
    if (!ownerListed) {
      const ownerEntry = setEntry(
        'sharedLists',
        groupId,
        { owner: owner.id, role: 'owner' } satisfies SharedListEntry,
        ownerNow.sharedLists !== undefined,
      );
      items.push(
        update(tags.profile(owner.id), keys.user(owner.id), {
          UpdateExpression: `SET ${ownerEntry.set}`,
          ConditionExpression: ownerEntry.condition,
          ExpressionAttributeNames: ownerEntry.names,
          ExpressionAttributeValues: ownerEntry.values,
        }),
      );
    }
    await transact(items, unit);
    // Shared now: its members' boards read it through the shared lists' task index (./list-index.ts).
    if (indexing) await indexListTasks(groupId, tasks);
    return {
      ...list,
      members: { ...list.members, [memberId]: role },
      memberNames: { ...list.memberNames, [memberId]: member.username },
    };
  });
}

/** Changes a member's role, on the list and on their profile together; 404 for a non-member. */
export async function setMemberRole(
  owner: UserItem,
  groupId: string,
  memberId: string,
  role: ListMemberRole,
  unit: UnitOfWork,
): Promise<void> {
  checkManager(owner, groupId);
  try {
    await transact(
      [
        update(tags.group(groupId), keys.group(owner.id, groupId), {
          UpdateExpression: 'SET #members.#member = :role',
          ConditionExpression: 'attribute_exists(#members.#member) AND attribute_not_exists(deleting)',
          ExpressionAttributeNames: { '#members': 'members', '#member': memberId },
          ExpressionAttributeValues: { ':role': role },
        }),
        update(tags.profile(memberId), keys.user(memberId), {
          UpdateExpression: 'SET #lists.#list.#role = :role',
          ConditionExpression: 'attribute_exists(#lists.#list)',
          ExpressionAttributeNames: { '#lists': 'sharedLists', '#list': groupId, '#role': 'role' },
          ExpressionAttributeValues: { ':role': role },
        }),
      ],
      unit,
    );
  } catch (error) {
    throw membershipRefusal(error, groupId);
  }
}

/** What a cancelled change of one membership tells: the list is not there, or the user is not in it. */
function membershipRefusal(error: unknown, groupId: string): unknown {
  if (!(error instanceof TransactionCancelled)) return error;
  const list = error.reason(tags.group(groupId));
  if (list?.conditionFailed && (!list.old || list.old.deleting))
    return new NotFound(serverErrors.groupNotFound);
  return new NotFound(listTexts.notMember);
}

/**
 * Removes a member from a list: the owner removes anyone, a member removes only themselves (leaving);
 * the owner cannot leave their own list. Both entries go in one transaction.
 */
export async function removeMember(
  caller: UserItem,
  groupId: string,
  memberId: string,
  unit: UnitOfWork,
): Promise<void> {
  const entry = caller.sharedLists?.[groupId];
  const joined = isJoined(entry);
  if (joined && memberId !== caller.id) throw new Forbidden(listTexts.ownerManages);
  if (entry?.role === 'owner' && memberId === caller.id) throw new Invalid(listTexts.ownerStays);
  const ownerId = joined ? entry.owner : caller.id;
  try {
    await transact(
      [
        update(tags.group(groupId), keys.group(ownerId, groupId), {
          UpdateExpression: 'REMOVE #members.#member, memberNames.#member',
          ConditionExpression: 'attribute_exists(#members.#member)',
          ExpressionAttributeNames: { '#members': 'members', '#member': memberId },
        }),
        update(tags.profile(memberId), keys.user(memberId), endedEntry([groupId])),
      ],
      unit,
    );
  } catch (error) {
    throw membershipRefusal(error, groupId);
  }
}

/**
 * A profile's Update ending memberships: a member's entries become `removed` (a write sent before
 * they knew is refused with the reason: ./list-access.ts `checkCanEdit`), the owner's own go.
 */
function endedEntry(joined: string[], owned: string[] = []): Omit<SdkUpdate, 'TableName' | 'Key'> {
  const names: Record<string, string> = { '#lists': 'sharedLists' };
  joined.forEach((id, i) => {
    names[`#j${i}`] = id;
  });
  owned.forEach((id, i) => {
    names[`#o${i}`] = id;
  });
  if (joined.length) names['#role'] = 'role';
  return joinParts({
    set: joined.map((_, i) => `#lists.#j${i}.#role = :removed`),
    remove: owned.map((_, i) => `#lists.#o${i}`),
    // Setting inside an entry needs the entry; an account gone is left out (`endMemberships`).
    conditions: ['attribute_exists(pk)', ...joined.map((_, i) => `attribute_exists(#lists.#j${i})`)],
    names,
    ...(joined.length ? { values: { ':removed': 'removed' } } : {}),
  });
}

/** One membership to end: `memberId` out of `ownerId`'s list `groupId`. */
export interface Membership {
  ownerId: string;
  groupId: string;
  memberId: string;
}

/**
 * Ends memberships (a list being deleted, two users no longer teammates): per list one Update
 * removing its members' entries, per user one removing their profile's entries, in transactions of
 * at most 100 elements. A list or an account gone meanwhile is left out and the rest written again.
 */
export async function endMemberships(memberships: Membership[]): Promise<void> {
  const byList = new Map<string, { ownerId: string; groupId: string; members: Set<string> }>();
  const byUser = new Map<string, Set<string>>();
  for (const { ownerId, groupId, memberId } of memberships) {
    const list = byList.get(groupId) ?? { ownerId, groupId, members: new Set<string>() };
    if (memberId !== ownerId) list.members.add(memberId);
    byList.set(groupId, list);
    byUser.set(memberId, (byUser.get(memberId) ?? new Set()).add(groupId));
  }
  let items: TransactItem[] = [
    ...[...byList.values()]
      .filter((list) => list.members.size > 0)
      .map((list) => {
        const members = [...list.members];
        return update(tags.group(list.groupId), keys.group(list.ownerId, list.groupId), {
          UpdateExpression: `REMOVE ${members.flatMap((_, i) => [`#members.#m${i}`, `memberNames.#m${i}`]).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: {
            '#members': 'members',
            ...Object.fromEntries(members.map((id, i) => [`#m${i}`, id])),
          },
        });
      }),
    ...[...byUser].map(([userId, groupIds]) => {
      const owned = [...groupIds].filter((groupId) => byList.get(groupId)?.ownerId === userId);
      const joined = [...groupIds].filter((groupId) => byList.get(groupId)?.ownerId !== userId);
      return update(tags.profile(userId), keys.user(userId), endedEntry(joined, owned));
    }),
  ];
  for (let attempt = 0; items.length > 0 && attempt < 3; attempt++) {
    const left: TransactItem[] = [];
    for (let start = 0; start < items.length; start += transactionItemsMax) {
      const chunk = items.slice(start, start + transactionItemsMax);
      try {
        await transact(chunk, noKey);
      } catch (error) {
        if (!(error instanceof TransactionCancelled)) throw error;
        // Written again without what is gone (a failed condition); a conflict alone, as it was.
        const failed = new Set(error.failedTags());
        left.push(...chunk.filter((item) => !failed.has(item.tag)));
      }
    }
    items = left;
  }
}

/**
 * Ends the memberships between two users who stop being teammates: the user's in the other's lists,
 * and (read from the other's profile, only when the user owns shared lists) the other's in the user's.
 */
export async function endMembershipsBetween(user: UserItem, otherId: string): Promise<void> {
  const entries = Object.entries(user.sharedLists ?? {});
  const joined = entries.filter(([, entry]) => isJoined(entry) && entry.owner === otherId);
  let theirs: [string, SharedListEntry][] = [];
  if (entries.some(([, entry]) => entry.role === 'owner')) {
    const result = await db.send(
      new GetCommand({
        TableName: tableName,
        Key: keys.user(otherId),
        ProjectionExpression: 'sharedLists',
        ConsistentRead: true,
      }),
    );
    const other = result.Item as Pick<UserItem, 'sharedLists'> | undefined;
    theirs = Object.entries(other?.sharedLists ?? {}).filter(
      ([, entry]) => isJoined(entry) && entry.owner === user.id,
    );
  }
  await endMemberships([
    ...joined.map(([groupId]) => ({ ownerId: otherId, groupId, memberId: user.id })),
    ...theirs.map(([groupId]) => ({ ownerId: user.id, groupId, memberId: otherId })),
  ]);
}

/**
 * A list's owner and members as its page shows them (names and avatars read fresh, in one BatchGet):
 * for its owner or a member; anyone else gets 404, not learning it exists. `known`: the list as a
 * change just wrote it, so it is not read again.
 */
export async function listMembers(user: UserItem, groupId: string, known?: ListItem): Promise<ListMembers> {
  const entry = user.sharedLists?.[groupId];
  const ownerId = isJoined(entry) ? entry.owner : user.id;
  const list =
    known ??
    ((
      await db.send(
        new GetCommand({ TableName: tableName, Key: keys.group(ownerId, groupId), ConsistentRead: true }),
      )
    ).Item as ListItem | undefined);
  const members = Object.entries(list?.members ?? {});
  if (!list || list.deleting || (ownerId !== user.id && !list.members?.[user.id]))
    throw new NotFound(serverErrors.groupNotFound);
  const summaries = await getUserSummaries(
    [ownerId, ...members.map(([id]) => id)].filter((id) => id !== user.id),
  );
  summaries.set(user.id, toSummary(user));
  const summary = (id: string) => summaries.get(id) ?? { _id: id, username: ui.unknownUser, coverImg: null };
  return {
    owner: summary(ownerId),
    members: members
      .map(([id, role]) => ({ ...summary(id), role }))
      .sort((a, b) => a.username.localeCompare(b.username)),
  };
}
