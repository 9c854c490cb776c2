/**
 * New comments heard live (shared/live.ts `LiveComment`, docs/realtime.md): each is kept for its
 * thread, so an open Comments tab shows it at once (no re-read), and the rows that show the task get
 * their unread count one up, unless the user wrote it or has the thread open (then it is read).
 * Loaded by app/live-sync.ts with the first comment heard.
 */
import type { LiveComment } from '@shared/live';
import type { Group, TaskComment } from '@shared/types';
import type { ScopedMutator } from 'swr';
import { dashboardKeys } from '../../../tasks/api/keys';

const heard = new Map<string, TaskComment[]>();
const listeners = new Set<() => void>();
/** Threads shown in an open Comments tab now, with how to mark each read. */
const open = new Map<string, () => void>();

const none: readonly TaskComment[] = [];
/** The comments heard on a thread (the same array until one more comes: a store's snapshot). */
export const liveCommentsOf = (thread: string): readonly TaskComment[] => heard.get(thread) ?? none;

export function subscribeLiveComments(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An open Comments tab: comments heard on its thread are read at once (`markRead`). */
export function showingThread(thread: string, markRead: () => void): () => void {
  open.set(thread, markRead);
  return () => {
    if (open.get(thread) === markRead) open.delete(thread);
  };
}

export function applyLiveComments(mutate: ScopedMutator, comments: readonly LiveComment[], meId: string) {
  const bumps = new Map<string, number>();
  for (const { thread, comment } of comments) {
    const known = heard.get(thread) ?? [];
    if (known.some((c) => c._id === comment._id)) continue;
    heard.set(thread, [...known, comment]);
    if (comment.author._id !== meId && !open.has(thread)) bumps.set(thread, (bumps.get(thread) ?? 0) + 1);
  }
  for (const listener of listeners) listener();
  for (const thread of open.keys()) if (comments.some((c) => c.thread === thread)) open.get(thread)?.();
  if (bumps.size === 0) return;
  void mutate<Group[]>(
    dashboardKeys.groups,
    (groups) =>
      groups?.map((group) => ({
        ...group,
        todo: group.todo.map((task) => {
          const more = bumps.get(task.uniqueMarker ?? task._id);
          return more ? { ...task, unreadComments: Math.min(99, (task.unreadComments ?? 0) + more) } : task;
        }),
      })),
    { revalidate: false },
  );
}
