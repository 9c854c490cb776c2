/**
 * What the page shows of the outbox, kept small because the first download holds it:
 * the changes still waiting (rows mark theirs, the indicator counts them), the ones the server refused
 * on replay, and the temporary ids the server's answers replaced. The outbox itself (outbox.ts: the
 * queue, the store, the replay) loads on demand and publishes here; `loadOutbox` (./load.ts) is its one door.
 */
import type { RouteName } from '@shared/routes';
import { useSyncExternalStore } from 'react';

/** The kinds of change the outbox keeps, as the refused panel names them. */
export type ChangeKind =
  | 'createTask'
  | 'changeTask'
  | 'claimTask'
  | 'unclaimTask'
  | 'deleteTask'
  | 'createGroup'
  | 'renameGroup'
  | 'deleteGroup'
  | 'assign'
  | 'changeAssignment'
  | 'removeAssignee'
  | 'deleteAssignment'
  | 'comment';

/** A change as its caller describes it (api/mutation.ts `queued`): the request as data, so it can be stored and sent again. */
export interface OutboxRequest {
  route: RouteName;
  params?: Record<string, string>;
  body?: unknown;
  /**
   * A create's temporary id, which the answer's `_id` replaces everywhere (an assignment's: its
   * marker, which its copies' `uniqueMarker` replaces).
   */
  tempId?: string;
  /** An assignment's copies' temporary ids, index for index with its answer's `todos`. */
  tempIds?: string[];
  /** What the change is, for the user (shared/messages/outbox-panel.ts `outboxTexts.kinds`: 'Add "Milk"'). */
  what: { kind: ChangeKind; name: string };
  /** The ids of the tasks and groups it changes: each shows a pending mark meanwhile. */
  touches: string[];
  /**
   * Who makes the change, when what it does depends on who (a team task's part is the writer's own,
   * shared/team-tasks.ts): its optimistic change reads it, as the server reads the session.
   */
  writer?: { id: string; username: string };
  /**
   * What a create shows until its answer when its body cannot say it: a quick-add line's task as the
   * browser read it (tasks/api/changes.ts), so a reload or a replay shows the same.
   */
  preview?: Record<string, unknown>;
}

/** One change as the outbox keeps it. */
export interface OutboxEntry extends OutboxRequest {
  /** Sorts in the order the changes were made (IndexedDB key suffix). */
  id: string;
  /** The Idempotency-Key of every attempt: a replay of a change that did reach the server applies nothing. */
  key: string;
}

/** A change the server refused on replay, kept until the user dismisses it. */
export interface RefusedEntry extends OutboxEntry {
  /** The server's message; null when it needed a change the server refused (a task never created). */
  reason: string | null;
  /** The server did not find what it changes (404): it was deleted elsewhere meanwhile. */
  gone?: boolean;
}

export interface OutboxSnapshot {
  waiting: readonly OutboxEntry[];
  refused: readonly RefusedEntry[];
  /** The ids of everything `waiting` touches. */
  pendingIds: ReadonlySet<string>;
}

let snapshot: OutboxSnapshot = { waiting: [], refused: [], pendingIds: new Set() };
const listeners = new Set<() => void>();

/**
 * Temporary id -> the id the server gave (for this page's life): the page's one map, which the outbox
 * fills (app/OutboxSync.tsx passes it), and back for the ids the page swapped.
 */
export const settledIds = new Map<string, string>();

/** The id the page first showed an item with, by the id the server gave it (the swaps it made). */
const temporary = new Map<string, string>();
const settleListeners = new Set<(tempId: string, id: string) => void>();
const replayListeners = new Set<() => void>();
const adoptListeners = new Set<(entries: readonly OutboxEntry[]) => void>();

/** Called by the outbox whenever its entries change. */
export function publish(waiting: readonly OutboxEntry[], refused: readonly RefusedEntry[]): void {
  if (waiting === snapshot.waiting && refused === snapshot.refused) return;
  snapshot = { waiting, refused, pendingIds: new Set(waiting.flatMap((entry) => entry.touches)) };
  for (const listener of listeners) listener();
}

/** Called by the outbox when a create's answer gives its temporary id a real one. */
export function publishSettled(tempId: string, id: string): void {
  settledIds.set(tempId, id);
  temporary.set(id, tempId);
  for (const listener of settleListeners) listener(tempId, id);
}

/** The change this page's outbox is sending, until its answer is applied; and who waits for that. */
let sending: OutboxEntry | null = null;
let afterSending: (() => void)[] = [];

/** Called by the outbox as it sends a change (the entry) and once its answer is applied (null). */
export function publishSending(entry: OutboxEntry | null): void {
  sending = entry;
  if (entry !== null) return;
  const waiting = afterSending;
  afterSending = [];
  for (const resume of waiting) resume();
}

/**
 * Settles once the create this page is sending (a task, a group or an assignment) has its answer
 * applied: null when none is on its way. A read of the server that lands meanwhile may hold what the
 * create made already (the server saved it before the read), while the create still waits in the
 * outbox under its temporary id: laid over that read it would show twice, under both ids, and an edit
 * open on it would lose its focus to the second copy. The groups' read waits for it (api/groups.ts).
 */
export function createAnswered(): Promise<void> | null {
  if (!sending?.tempId) return null;
  return new Promise((resume) => afterSending.push(resume));
}

/** Called by the outbox after it replayed changes whose callers were gone: the page reads the server again. */
export function publishReplayed(): void {
  for (const listener of replayListeners) listener();
}

/** Called by the outbox when it took in changes another tab of the user stored. */
export function publishAdopted(entries: readonly OutboxEntry[]): void {
  for (const listener of adoptListeners) listener(entries);
}

/** Runs `listener` with the changes taken in from another tab (the dashboard lays them over its groups). */
export function onAdopted(listener: (entries: readonly OutboxEntry[]) => void): () => void {
  adoptListeners.add(listener);
  return () => adoptListeners.delete(listener);
}

/** Runs `listener` after each replay (app/OutboxSync.tsx re-reads what is shown); answers the unsubscribe. */
export function onReplayed(listener: () => void): () => void {
  replayListeners.add(listener);
  return () => replayListeners.delete(listener);
}

export const outboxNow = (): OutboxSnapshot => snapshot;

/**
 * The id an item was first shown with on this page (its temporary id, once replaced): a key that
 * stays the same when the server's id arrives, so nothing keyed by it is mounted again (and nothing
 * typed in it lost).
 */
export const firstId = (id: string): string => temporary.get(id) ?? id;

/** Runs `listener` for every temporary id replaced from now on; answers the unsubscribe. */
export function onSettled(listener: (tempId: string, id: string) => void): () => void {
  settleListeners.add(listener);
  return () => settleListeners.delete(listener);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The changes waiting, re-rendering only when their number changes (the indicator's count). */
export const useWaitingCount = (): number =>
  useSyncExternalStore(
    subscribe,
    () => snapshot.waiting.length,
    () => 0,
  );

/** The refused changes, re-rendering only when they change. */
export const useRefused = (): readonly RefusedEntry[] =>
  useSyncExternalStore(
    subscribe,
    () => snapshot.refused,
    () => snapshot.refused,
  );

/** Whether a change to this task or group is waiting in the outbox. */
export const useWaiting = (id: string): boolean =>
  useSyncExternalStore(
    subscribe,
    () => snapshot.pendingIds.has(id),
    () => false,
  );

/** The outbox as it is now, re-rendering on every change of it (a thread's comments waiting to be sent). */
export const useOutboxSnapshot = (): OutboxSnapshot =>
  useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
