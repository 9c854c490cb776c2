/**
 * What a push says (the payload agreed with the web's service worker): a reminder is
 * titled with the task and names its due date; a completion notice carries its message. Both open
 * the task highlighted on the dashboard.
 */

import { dayOfInstant } from '@shared/due-day';
import { reminderTexts } from '@shared/messages/server';
import type { DueItem } from '../../data/notifications/reminder-poll';
import type { PushPayload } from './push-sender';

export const highlightUrl = (todoId: string) => `/dashboard?highlight=todo-${todoId}`;

/**
 * The due day of a reminded task, named. The reminder index projects `due`, not `dueDay`: noon UTC
 * of the day, or 23:59 where it was set on a task stored before `dueDay` (shared/due-day.ts), and
 * both read back as their day.
 */
export function dueDay(due: string): string {
  return new Date(`${dayOfInstant(due)}T00:00:00.000Z`).toLocaleDateString('en-US', {
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
