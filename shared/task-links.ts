/**
 * The app's links to a task, which the web's notices and the notification emails both write: the
 * dashboard's `highlight` (`todo-<id>`: its list selected, the row pulsed), and for a comment's
 * notice the details panel open (`task`) at the comment (`comment`).
 */

import { commentParam, taskParam } from './dashboard-params';

export const taskLink = (todoId: string): string =>
  `/dashboard?highlight=${encodeURIComponent(`todo-${todoId}`)}`;

/** A task's link, or with `commentId` its details at that comment. */
export const noticeLink = (todoId: string, commentId?: string): string =>
  commentId
    ? `${taskLink(todoId)}&${taskParam}=${encodeURIComponent(todoId)}&${commentParam}=${encodeURIComponent(commentId)}`
    : taskLink(todoId);
