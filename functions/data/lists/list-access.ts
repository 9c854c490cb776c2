/**
 * Where a task write lands and whether the writer may make it (docs/data-model.md#shared-lists).
 * A shared list and its tasks stay in the owner's partition; the writer's profile (`sharedLists`,
 * read with the session) names the lists shared with them and their role in each, and every write to
 * a shared list carries one element on the list's group item: an Update that moves its `taskCount`
 * (a create, a delete, a move in or out) or a ConditionCheck, conditioned on the list being open and,
 * for a member, on their role there still being `editor`. So a role taken away meanwhile cancels
 * the write, whatever the session read said.
 */
import { isBuiltInViewId, listLimits } from '@shared/limits';
import { listTexts, serverErrors } from '@shared/messages/server';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import { isJoined, type SharedListEntry, type UserItem } from '../accounts/users';
import { tableName } from '../core/client';
import type { GroupItem, ListMemberRole } from '../core/items';
import { keys } from '../core/keys';
import { type TransactItem, type TransactionCancelled, tags } from '../core/transactions';

/** Who writes: the username their stamps carry, and the shared lists their profile names. */
export type Writer = Pick<UserItem, 'username'> & Partial<Pick<UserItem, 'sharedLists'>>;

/** A user group as a place to write in: whose partition holds it, and the writer's role there. */
export interface ListPlace {
  groupId: string;
  ownerId: string;
  role: SharedListEntry['role'];
  /** Whether the list is shared (it keeps a `taskCount` and its members' roles). */
  shared: boolean;
}

/** The user group `groupId` as `writerId` sees it: a list shared with them, or their own group. */
export function placeOf(writerId: string, writer: Partial<Writer>, groupId: string): ListPlace {
  const entry = writer.sharedLists?.[groupId];
  if (entry && entry.role !== 'owner')
    return { groupId, ownerId: entry.owner, role: entry.role, shared: true };
  return { groupId, ownerId: writerId, role: 'owner', shared: entry?.role === 'owner' };
}

/**
 * The lists shared with the user by others, by owner; with `ended`, also those whose membership
 * ended: only a write looks for its task there (../tasks/todos.ts `findTask`), to be refused with the
 * reason. A read never passes `ended` (../conversation/task-audience.ts, the audience rule).
 */
export function joinedListsByOwner(writer: Partial<Writer>, ended = false): Map<string, string[]> {
  const byOwner = new Map<string, string[]>();
  for (const [groupId, entry] of Object.entries(writer.sharedLists ?? {})) {
    if (!isJoined(entry) && !(ended && entry.role === 'removed')) continue;
    byOwner.set(entry.owner, [...(byOwner.get(entry.owner) ?? []), groupId]);
  }
  return byOwner;
}

/**
 * What a write needs of the writer's role: `edit` (an editor's, or the owner's), or `member` (any
 * member's: a viewer completing their own part of a team task, claiming one, ../tasks/team-tasks.ts).
 */
export type ListAccess = 'edit' | 'member';

/** Refuses a viewer's write, or one to a list the user is no longer in, before anything is written. */
export function checkCanEdit(place: ListPlace): void {
  if (place.role === 'removed') throw new Forbidden(listTexts.noLongerMember);
  if (place.role === 'viewer') throw new Forbidden(listTexts.viewerOnly);
}

/**
 * The element a write to a user group carries on the group item (tag `group:<id>`). An own unshared
 * group only has to exist and not be being deleted: a ConditionCheck. A shared list's is an Update
 * that moves its `taskCount` by `delta` (a positive one only below the limit), adds one to its
 * `version` and records how many task items the same transaction writes in the list (`written`,
 * in `changedTasks`): every change in the list is a change of its group item too, whose stream
 * record lets the fan-out carry the change whole to every member's page once it has seen that many
 * task records beside it (functions/realtime/list-patches.ts). A member's write also needs their
 * role to be `editor` (or, for `member` access, only to be a member).
 */
export function groupWrite(
  place: ListPlace,
  writerId: string,
  delta: number,
  written = 1,
  access: ListAccess = 'edit',
): TransactItem {
  const conditions = ['attribute_exists(pk)', 'attribute_not_exists(deleting)'];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (place.role !== 'owner') {
    names['#members'] = 'members';
    names['#writer'] = writerId;
    if (access === 'member') conditions.push('attribute_exists(#members.#writer)');
    else {
      conditions.push('#members.#writer = :editor');
      values[':editor'] = 'editor' satisfies ListMemberRole;
    }
  }
  if (place.shared && delta > 0) {
    conditions.push('(attribute_not_exists(taskCount) OR taskCount <= :room)');
    values[':room'] = listLimits.tasksMax - delta;
  }
  const common = {
    TableName: tableName,
    Key: keys.group(place.ownerId, place.groupId),
    ConditionExpression: conditions.join(' AND '),
    ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  };
  if (!place.shared)
    return {
      tag: tags.group(place.groupId),
      write: {
        ConditionCheck: {
          ...common,
          ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
        },
      },
    };
  return {
    tag: tags.group(place.groupId),
    write: {
      Update: {
        ...common,
        UpdateExpression: `SET changedTasks = :written, changedAt = :now ADD version :one${delta !== 0 ? ', taskCount :delta' : ''}`,
        ExpressionAttributeValues: {
          ...values,
          ':written': written,
          ':now': Date.now(),
          ':one': 1,
          ...(delta !== 0 ? { ':delta': delta } : {}),
        },
      },
    },
  };
}

/**
 * The element of a write that touches no task of the list but must still be its member's (a nudge):
 * a ConditionCheck that the list is open and the writer still has `access` there.
 */
export const memberCheck = (place: ListPlace, writerId: string, access: ListAccess): TransactItem =>
  groupWrite({ ...place, shared: false }, writerId, 0, 0, access);

/**
 * Why a write's group element failed, from the group as it was: gone or being deleted (404), the
 * writer no longer a member (403), no longer an editor (403), or the list full (409).
 */
export function groupRefusal(
  cancelled: TransactionCancelled,
  place: ListPlace,
  writerId: string,
  access: ListAccess = 'edit',
): Error | null {
  const reason = cancelled.reason(tags.group(place.groupId));
  if (!reason?.conditionFailed) return null;
  return (
    accessRefusal(reason.old as StoredGroup | undefined, place, writerId, access) ??
    new Conflict(listTexts.listFull)
  );
}

/** A group item as read, with the mark of a deletion under way. */
export type StoredGroup = GroupItem & { deleting?: string };

/**
 * Why the group as read refuses `writerId`'s write there: gone or being deleted (404), the writer
 * no longer a member (403) or no longer an editor (403); null when they may write.
 */
export function accessRefusal(
  group: StoredGroup | undefined,
  place: ListPlace,
  writerId: string,
  access: ListAccess = 'edit',
): Error | null {
  if (!group || group.deleting) return new NotFound(serverErrors.groupNotFound);
  if (place.role === 'owner') return null;
  const role = group.members?.[writerId];
  if (!role) return new Forbidden(listTexts.noLongerMember);
  if (role !== 'editor' && access === 'edit') return new Forbidden(listTexts.viewerOnly);
  return null;
}

/**
 * The group elements of one task write, from what it does to each user group (a move out -1, a
 * move in or a next occurrence +1, a taken-back occurrence -1), one element per group. An own
 * unshared group gets one only when something arrives in it (it must exist and not be being deleted);
 * a shared list always gets one (its count, and a member's role).
 */
export function groupElements(
  moves: GroupMove[],
  writerId: string,
  access: ListAccess = 'edit',
): TransactItem[] {
  const byGroup = new Map<string, { place: ListPlace; delta: number; written: number }>();
  for (const { place, delta, written } of moves) {
    if (!place) continue;
    const entry = byGroup.get(place.groupId) ?? { place, delta: 0, written: 0 };
    entry.delta += delta;
    entry.written += written;
    byGroup.set(place.groupId, entry);
  }
  return [...byGroup.values()]
    .filter(({ place, delta }) => place.shared || place.role !== 'owner' || delta > 0)
    .map(({ place, delta, written }) => groupWrite(place, writerId, delta, written, access));
}

/** What one write does to one user group: how its task count moves, and how many task items it writes there. */
export interface GroupMove {
  place: ListPlace | null;
  delta: number;
  written: number;
}

/**
 * Where a task may move for `writerId`: one of their own groups or built-in homes, or a list shared
 * with them where they are an editor (null for a built-in home). The partition it lands in is the
 * target's owner's (`targetOwner`), which may not be the one it leaves.
 */
export function moveTarget(writerId: string, writer: Partial<Writer>, groupId: string): ListPlace | null {
  const target = isBuiltInViewId(groupId) ? null : placeOf(writerId, writer, groupId);
  if (target) checkCanEdit(target);
  return target;
}

/** The partition a task moved to `target` lands in: its list's owner's, or the writer's own homes. */
export const targetOwner = (writerId: string, target: ListPlace | null): string =>
  target?.ownerId ?? writerId;
