/**
 * The app's links to a task, which the web's notices and the notification emails both write: the
 * dashboard's `highlight` (`todo-<id>`: its list selected, the row pulsed), and for a comment's
 * notice the details panel open (`task`) at the comment (`comment`).
 */

/** The dashboard's parameter naming a comment to open the details panel at (with `task`). */
export const commentParam = 'comment';

export const taskLink = (todoId: string): string =>
  `/dashboard?highlight=${encodeURIComponent(`todo-${todoId}`)}`;

/** A task's link, or with `commentId` its details at that comment. */
export const noticeLink = (todoId: string, commentId?: string): string =>
  commentId
    ? `${taskLink(todoId)}&task=${encodeURIComponent(todoId)}&${commentParam}=${encodeURIComponent(commentId)}`
    : taskLink(todoId);
