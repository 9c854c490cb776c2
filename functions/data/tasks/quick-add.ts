/**
 * Quick add (docs/quick-add.md#the-route): one line parsed (shared/quick-add) into a new task,
 * created by todo/create's operation (./todos.ts `createTodo`: one transaction with the counters,
 * the list's element and the history entry).
 *
 * What "#List name" may name: the caller's own groups and the lists shared with them where they
 * are an editor (one Query of their groups and, in parallel, one BatchGet of the joined lists' group
 * items, none without joined lists). When the task's list (the "#List" named, else `groupId`) is a
 * shared list, its members (read from that group item) are what "+username" may name: the task is
 * created as a team task assigned to them, each assignee told as todo/update's assignment does.
 * "@name" labels are the caller's, the new ones created first (../lists/labels.ts `ensureLabels`: one Query,
 * and one transaction when some are new).
 */
import { isBuiltInViewId, limits } from '@shared/limits';
import { teamTaskTexts } from '@shared/messages/server';
import { validation } from '@shared/messages/validation';
import { noPriority } from '@shared/priority';
import {
  parseQuickAdd,
  type QuickAddList,
  type QuickAddMember,
  type QuickAddResult,
} from '@shared/quick-add/parse';
import { Invalid } from '../../lib/errors';
import { getItems } from '../core/batch';
import type { GroupItem, StoredPart, TodoItem } from '../core/items';
import { keys } from '../core/keys';
import type { UnitOfWork } from '../core/unit-of-work';
import { ensureLabels } from '../lists/labels';
import { joinedListsByOwner, type Writer } from '../lists/list-access';
import { noticeWrites } from '../notifications/notification-emails';
import { createTodo, type NewTaskExtra, readBoard } from './todos';

export interface QuickAddInput {
  text: string;
  groupId?: string | null | undefined;
  timeZone: string;
  plain?: { start: number; end: number }[] | undefined;
  /** When the line was read (ISO); the server's now when absent. */
  at?: string | undefined;
  /** The form's own star and due day: the line's star and date win. */
  important?: boolean | undefined;
  dueDay?: string | null | undefined;
}

type StoredGroup = GroupItem & { deleting?: string };

/** The groups a line may name: the caller's own, and the joined lists they may add to. */
async function listsOf(userId: string, writer: Writer): Promise<StoredGroup[]> {
  const joinedKeys = [...joinedListsByOwner(writer)].flatMap(([ownerId, groupIds]) =>
    groupIds.map((id) => keys.group(ownerId, id)),
  );
  const [board, joined] = await Promise.all([
    readBoard(userId, ['group']),
    joinedKeys.length > 0
      ? getItems<StoredGroup>(joinedKeys, { consistent: true })
      : new Map<string, StoredGroup>(),
  ]);
  const own = (board.groups as StoredGroup[]).filter((group) => !group.deleting);
  const others = [...joined.values()].filter(
    (group) => !group.deleting && group.members?.[userId] === 'editor',
  );
  return [...own, ...others];
}

/** A shared list's members, owner included, by username (members without one are left out). */
function membersOf(group: StoredGroup): QuickAddMember[] {
  const members: QuickAddMember[] = [];
  if (group.ownerName) members.push({ _id: group.userId, username: group.ownerName });
  for (const id of Object.keys(group.members ?? {})) {
    const username = group.memberNames?.[id];
    if (username) members.push({ _id: id, username });
  }
  return members;
}

const isShared = (group: StoredGroup | undefined): group is StoredGroup =>
  !!group && group.members !== undefined;

/**
 * Parses `input.text` at `input.at` (else now) in `input.timeZone`, its `plain` stretches as text,
 * and creates the task. The title is the line
 * without what was understood; when nothing is left, the whole line (trimmed) is the title and the
 * fields understood still apply. A title over the description's limit is 400, nothing written.
 */
export async function quickAddTodo(
  user: Writer & { id: string },
  input: QuickAddInput,
  unit: UnitOfWork,
): Promise<{ todo: TodoItem; result: QuickAddResult }> {
  const groups = await listsOf(user.id, user);
  const lists: QuickAddList[] = groups.map((group) => ({ _id: group.id, name: group.name }));
  const now = input.at ? new Date(input.at) : new Date();
  const options = { now, timeZone: input.timeZone, lists, plain: input.plain ?? [] };
  let result = parseQuickAdd(input.text, options);
  const home = result.list?._id ?? input.groupId ?? 'today';
  const target = isBuiltInViewId(home) ? undefined : groups.find((group) => group.id === home);
  // In a shared list, "+username" names its members: parse again knowing them.
  if (isShared(target)) result = parseQuickAdd(input.text, { ...options, members: membersOf(target) });

  const title = result.title === '' ? input.text.trim() : result.title;
  if (title.length > limits.descriptionMax) throw new Invalid(validation.descriptionTooLong);
  const extra: NewTaskExtra = {};
  if (isShared(target) && result.assignees.length > 0) {
    const names = new Map(membersOf(target).map((member) => [member._id, member.username]));
    const parts: StoredPart[] = result.assignees.map((id) => ({
      id,
      username: names.get(id) ?? '',
      completed: false,
      completedAt: null,
    }));
    extra.set = { assignees: parts, assignedBy: user.id, teamRev: 1 };
    // New assignees hear who assigned them, as a todo/update assignment tells them.
    extra.writes = (item) =>
      parts
        .filter((part) => part.id !== user.id)
        .flatMap((part) =>
          noticeWrites(
            'assigned',
            part.id,
            user.id,
            teamTaskTexts.assigned(user.username, item.description),
            {
              todo: item.id,
            },
          ),
        );
  }
  // "@name" labels: the caller's, created when new (../lists/labels.ts; their own transaction, before the task's).
  const labels = result.labels.length > 0 ? await ensureLabels(user.id, result.labels) : [];
  const todo = await createTodo(
    user.id,
    {
      description: title,
      completed: false,
      important: result.star || input.important === true,
      priority: result.priority ?? noPriority,
      dueDay: result.due?.day ?? input.dueDay ?? null,
      // A time of day read from the line is floating (the wall clock wherever the user is), its
      // instant counted in the caller's zone (docs/decisions/0133).
      dueTime: result.due?.time ?? null,
      dueZone: null,
      timeZone: input.timeZone,
      ...(labels.length > 0 ? { labels: labels.map((label) => label._id), labelInfo: labels } : {}),
      details: { notes: '', steps: [], repeat: result.repeat },
    },
    home,
    unit,
    user,
    extra,
  );
  return { todo, result };
}
