/**
 * A change the outbox keeps, made live: its optimistic change (changes.ts, the same function a replay
 * runs) is applied to the groups' cache, the request goes through the outbox (api/mutation.ts
 * `change`), and on a refusal it is undone (`undoable`).
 */
import type { Group } from '@shared/types';
import { useCallback, useEffect } from 'react';
import { type ChangeEffects, change, type QueuedRequest } from '../../api/mutation';
import { outboxNow, settledIds } from '../../api/outbox/state';
import type { Applied } from './change-undo';
import type { StoredRequest } from './changes';
import { type Patch, useGroupsCache } from './groups-cache';

/** The routes' changes (changes.ts): loaded once, when the dashboard first shows (not in the first download). */
let table: Promise<typeof import('./changes')> | null = null;
export const loadChanges = () => {
  table ??= import('./changes').then((module) => {
    module.knowSettledIds(settledIds);
    return module;
  });
  return table;
};

/** The change `request` describes, as a patch of the groups. */
export const patchOf = async (request: StoredRequest): Promise<Patch<Group>> => {
  const { applyChange } = await loadChanges();
  return (groups) => applyChange(groups, request);
};

/**
 * `apply` runs the patch on the groups' cache and keeps what it did; `undo` takes that back from the
 * items it changed (change-undo.ts) and applies the changes still waiting again, as a re-read of
 * the server shows them (so a change made after this one is not lost).
 */
export function undoable(
  patchGroups: (patch: Patch<Group>) => Promise<unknown>,
  patch: Patch<Group> | Promise<Patch<Group>>,
) {
  let applied: Applied | undefined;
  return {
    apply: async () => {
      const change = await patch;
      return patchGroups((before) => {
        const after = change(before);
        applied = { before, after };
        return after;
      });
    },
    undo: async () => {
      const { undone } = await import('./change-undo');
      const done = applied;
      if (done) await patchGroups((groups) => undone(groups, done, outboxNow().waiting));
    },
  };
}

export interface QueuedEffects<T> extends Pick<ChangeEffects<T>, 'toasts' | 'update'> {
  /** The request outlives the page (notes sent as the page goes away). */
  keepalive?: boolean;
}

/** Makes the change `request` describes: applied, sent through the outbox, undone when refused. */
export function useQueuedChange() {
  const { patchGroups } = useGroupsCache();
  useEffect(() => void loadChanges(), []);
  return useCallback(
    <T>(request: QueuedRequest<T>, { keepalive = false, ...effects }: QueuedEffects<T>) =>
      change({
        ...effects,
        ...undoable(patchGroups, patchOf(request)),
        request,
        keepalive,
      }),
    [patchGroups],
  );
}
