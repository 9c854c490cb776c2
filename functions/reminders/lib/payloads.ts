/**
 * What a push says (the payload agreed with the web's service worker): a reminder is
 * titled with the task and names its due date; a completion notice carries its message. Both open
 * the task highlighted on the dashboard.
 */
import { reminderTexts } from '@shared/messages/server';
import { inferredOffsetMinutes } from '@shared/time-zones';
import type { DueItem } from '../../data/reminder-poll';
import type { PushPayload } from './push-sender';

export const highlightUrl = (todoId: string) => `/dashboard?highlight=todo-${todoId}`;

/**
 * The calendar day of a due date. The server knows no zone: a due date is stored at 23:59 local
 * time (SPEC.md), so the offset that puts it at 23:59 gives the day the user picked.
 */
export function dueDay(due: string): string {
  const dueMs = Date.parse(due);
  return new Date(dueMs + inferredOffsetMinutes(dueMs) * 60_000).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export const reminderPayload = (task: Extract<DueItem, { type: 'todo' }>): PushPayload => ({
  title: task.description,
  body: task.due ? reminderTexts.pushDue(dueDay(task.due)) : reminderTexts.pushNoDue,
  url: highlightUrl(task.id),
  tag: `reminder-${task.id}`,
});

export const noticePayload = (note: Extract<DueItem, { type: 'note' }>): PushPayload => ({
  title: reminderTexts.pushCompletionTitle,
  body: note.message ?? '',
  url: note.todo ? highlightUrl(note.todo) : '/dashboard',
  tag: `notification-${note.id}`,
});
