/**
 * Rounds of a repeating assignment: once the last assignee completes their copy, the
 * assignment is sent again, in the same transaction as that completion, to every assignee still on
 * the assigner's team: a new "Assigned by you" row (every status Pending), new copies and their
 * notifications, as send-assignment writes them, the due date advanced by the rule.
 *
 * Who is last is decided by conditions, not by the read: the transaction of a completion that is
 * not the last checks that one other copy is still open (`completed = false`); the last one checks
 * that every other copy is completed and sets `repeatedAs` on the row only if it is not set. Two
 * last completions racing: one commits first and the other's check fails; it reads again, is now
 * the last, and the row's `repeatedAs` keeps a second round from ever being sent.
 *
 * Only completing a copy of a repeating assignment reads more (the row and the assigner's team, then
 * the other copies); a plain toggle reads nothing here.
 */

import { dueDayOf } from '@shared/due-day';
import { reminderTexts } from '@shared/messages/server';
import type { NotificationChoice } from '@shared/notification-settings';
import type { UserItem } from '../accounts/users';
import { getItems, keyString } from '../core/batch';
import { tableName } from '../core/client';
import type { AssignmentItem, TodoItem } from '../core/items';
import { keys } from '../core/keys';
import { type TransactItem, tags } from '../core/transactions';
import { noticeWrites, settingsOf } from '../notifications/notification-emails';
import { type AssigneeCopy, copiesOf, newAssignment } from './assignments';
import { nextDue, shiftedReminder } from './recurrence';

/** What a completion of a copy adds to its transaction. */
export interface CompletionRound {
  /**
   * The elements to add, given the completer's counter move (merged into their profile Update
   * when the round gives them a new copy: a transaction writes an item once).
   */
  items(counters: TransactItem | null): TransactItem[];
  /** The completer's copy in the next round, when this completion sends one. */
  next?: TodoItem;
}

/** A copy's completion state as a condition of the transaction (it may be another user's item). */
const copyStateCheck = (copy: AssigneeCopy, completed: boolean): TransactItem => ({
  tag: tags.todo(copy.copyId),
  write: {
    ConditionCheck: {
      TableName: tableName,
      Key: keys.todo(copy.assigneeId, copy.copyId),
      ConditionExpression: 'completed = :state',
      ExpressionAttributeValues: { ':state': completed },
    },
  },
});

/** The row marked as repeated, once, and only while its assignees are those read. */
const markRepeated = (row: AssignmentItem, nextMarker: string): TransactItem => ({
  tag: tags.assignment(row.id),
  write: {
    Update: {
      TableName: tableName,
      Key: keys.assignment(row.assignerId, row.id),
      UpdateExpression: 'SET repeatedAs = :next',
      ConditionExpression: 'attribute_not_exists(repeatedAs) AND originalIds = :read',
      ExpressionAttributeValues: { ':next': nextMarker, ':read': row.originalIds },
    },
  },
});

const plain = (counters: TransactItem | null): TransactItem[] => (counters ? [counters] : []);

/**
 * The assigner's completion notice, pushed to their devices through the poller's index.
 * The task it names is the completer's copy (the assigner's "Assigned by you" element of it).
 */
const completionNotice = (
  copy: TodoItem,
  assignerId: string,
  message: string,
  choice: NotificationChoice | undefined,
): TransactItem[] =>
  noticeWrites('completions', assignerId, copy.userId, message, { todo: copy.id, push: true, choice });

/**
 * What completing `copy` (as it will be stored: completed) at `now` by `completer` (their username)
 * adds to its transaction; null when nothing is added (not a copy, an un-completion, a row withdrawn).
 *
 * Every completion of a copy tells the assigner: `{username} completed "…"` while another
 * copy is still open (checked in the transaction), `Everyone completed "…"` when it is the last of
 * several (every other copy checked completed). A repeating assignment's last completion also sends
 * the next round, unless the row was already repeated.
 */
export async function completionRound(
  copy: TodoItem,
  now: Date,
  completer = '',
): Promise<CompletionRound | null> {
  if (!copy.completed || !copy.uniqueMarker || !copy.assignerId) return null;
  const assignerId = copy.assignerId;
  const rowKey = keys.assignment(assignerId, copy.uniqueMarker);
  const assignerKey = keys.user(assignerId);
  const found = await getItems<AssignmentItem | UserItem>([rowKey, assignerKey], { consistent: true });
  const rowItem = found.get(keyString(rowKey));
  const assignerItem = found.get(keyString(assignerKey));
  const row = rowItem?.type === 'assignment' ? rowItem : undefined;
  const assigner = assignerItem?.type === 'user' ? assignerItem : undefined;
  if (!row?.originalIds.includes(copy.id)) return null;

  const others = copiesOf(row).filter((other) => other.copyId !== copy.id);
  const states =
    others.length === 0
      ? new Map<string, TodoItem>()
      : await getItems<TodoItem>(
          others.map((other) => keys.todo(other.assigneeId, other.copyId)),
          { projection: ['id', 'completed'], consistent: true },
        );
  const open = others.find(
    (other) => states.get(keyString(keys.todo(other.assigneeId, other.copyId)))?.completed !== true,
  );
  // The assigner's setting, from the profile read above: `off` writes no notice, `app` no email.
  const choice = assigner
    ? settingsOf(assigner as unknown as Record<string, unknown>).completions
    : undefined;
  const oneDone = completionNotice(
    copy,
    assignerId,
    reminderTexts.completed(completer, row.description),
    choice,
  );
  // Not the last: the transaction holds only while that other copy is still open.
  if (open) return { items: (counters) => [...plain(counters), copyStateCheck(open, false), ...oneDone] };

  const notice =
    others.length > 0
      ? completionNotice(copy, assignerId, reminderTexts.everyoneCompleted(row.description), choice)
      : oneDone;
  const othersDone = others.map((other) => copyStateCheck(other, true));
  if (!assigner || row.repeatedAs || !row.repeat)
    return { items: (counters) => [...plain(counters), ...othersDone, ...notice] };

  const team = assigner.team ?? {};
  const partners = [...new Set(row.assignedTo)].filter((assigneeId) => Object.hasOwn(team, assigneeId));
  const dueDay = dueDayOf(row);
  const nextRound = dueDay ? nextDue(row.repeat, dueDay, now, row.monthDay) : null;
  const nextDay = nextRound?.dueDay ?? null;
  const completerMoves = new Map([[copy.userId, 1]]);
  const round = newAssignment(
    assigner,
    {
      description: row.description,
      important: row.important,
      ...(row.priority !== undefined ? { priority: row.priority } : {}),
      dueDay: nextDay,
      // The same wall-clock time on the next round's day (09:00 stays 09:00 across DST).
      ...(row.dueTime
        ? {
            dueTime: row.dueTime,
            dueZone: row.dueZone ?? null,
            ...(row.dueBase ? { timeZone: row.dueBase } : {}),
          }
        : {}),
      ...(nextRound?.monthDay ? { monthDay: nextRound.monthDay } : {}),
      partners,
      // The reminder moves with the due day, by as many days.
      remindAt: shiftedReminder(row.remindAt, dueDay, nextDay, row.repeat.timeZone),
    },
    { notes: row.notes ?? '', steps: row.steps ?? [], repeat: row.repeat },
    completerMoves,
    // A next round's notices stay in the app: its transaction has no room for 20 queued emails.
    'app',
  );
  const completerNext = round.copies.find((next) => next.userId === copy.userId);
  const writes = [
    ...othersDone,
    markRepeated(row, round.row.id),
    ...(partners.length > 0 ? round.items : []),
    ...notice,
  ];
  return {
    // The completer's counter move rides in their new copy's profile Update when they get one.
    items: (counters) => [...(completerNext ? [] : plain(counters)), ...writes],
    ...(completerNext ? { next: completerNext } : {}),
  };
}
