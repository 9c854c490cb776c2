/**
 * A task's comments (docs/api.md#comments): its thread, read page by page and kept in one SWR entry
 * per thread (`commentsKey`: an assignment's copies share one), written through the outbox (a
 * comment written offline waits there and is sent once, its Idempotency-Key making a replay
 * harmless), edited and deleted online, and the thread marked read when the panel shows it.
 * Loaded with the details panel, never in the first download.
 */
import { commentsPanelTexts as texts } from '@shared/messages/comments-panel';
import type { CommentPage, Group, Task, TaskComment } from '@shared/types';
import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import { api, errorText } from '../../../api/client';
import { useMutation } from '../../../api/mutation';
import { commentRequest } from '../../../tasks/api/comment-request';
import { useGroupsCache } from '../../../tasks/api/groups-cache';
import { useQueuedChange } from '../../../tasks/api/outbox-change';

/** The thread a task's comments live in: an assignment's marker (all its copies), else the task. */
export const threadOf = (task: Pick<Task, '_id' | 'uniqueMarker'>): string => task.uniqueMarker ?? task._id;

/** The SWR key of a thread's pages (api/live comments append to the last one). */
export const commentsKey = (thread: string) => `comments:${thread}`;

/** The tasks of the board that show this thread, with their unread count set to `count`. */
export const withUnread =
  (thread: string, count: (task: Task) => number) =>
  (groups: Group[]): Group[] =>
    groups.map((group) => ({
      ...group,
      todo: group.todo.map((task) =>
        threadOf(task) === thread ? { ...task, unreadComments: count(task) } : task,
      ),
    }));

/** A thread's comments, oldest first, read by the id the user knows the task by. */
export function useComments(taskId: string, thread: string) {
  const pages = useSWRInfinite<CommentPage>(
    (index, previous: CommentPage | null) =>
      index === 0 ? [commentsKey(thread), ''] : previous?.next ? [commentsKey(thread), previous.next] : null,
    ([, cursor]: [string, string]) =>
      api('comments-list', { params: { id: taskId }, ...(cursor ? { query: { cursor } } : {}) }),
    { revalidateFirstPage: false },
  );
  const comments: TaskComment[] = (pages.data ?? []).flatMap((page) => page.comments);
  const last = pages.data?.[pages.data.length - 1];
  return { ...pages, comments, hasMore: !!last?.next, more: () => pages.setSize((size) => size + 1) };
}

/** Writes, edits and deletes a task's comments; marks its thread read. */
export function useCommentActions(task: Task, thread: string, description: string) {
  const queue = useQueuedChange();
  const { run } = useMutation();
  const { patchGroups } = useGroupsCache();
  const id = task._id;

  const post = useCallback(
    (text: string) =>
      queue(commentRequest(id, description, text), {
        toasts: { error: (error) => errorText(error, texts.failed) },
      }),
    [queue, id, description],
  );

  const edit = useCallback(
    (commentId: string, text: string) =>
      run({
        send: () => api('comments-edit', { params: { id, commentId }, body: { text } }),
        toasts: { error: (error) => errorText(error, texts.failed) },
        revalidate: [],
      }),
    [run, id],
  );

  const remove = useCallback(
    (commentId: string) =>
      run({
        send: () => api('comments-delete', { params: { id, commentId } }),
        toasts: { error: (error) => errorText(error, texts.deleteFailed) },
        revalidate: [],
      }),
    [run, id],
  );

  /** The thread is read: its rows' counts go to 0 at once, and the server is told (when online). */
  const markRead = useCallback(() => {
    void patchGroups(withUnread(thread, () => 0));
    if (navigator.onLine) void api('comments-read', { params: { id } }).catch(() => undefined);
  }, [patchGroups, thread, id]);

  return { post, edit, remove, markRead };
}
