/**
 * Group changes (the sidebar): each applied to the groups' cache first by its route's change
 * (changes.ts), then sent through the outbox, undone on failure (outbox-change.ts).
 */
import { everydayTexts, failures, toasts } from '@shared/messages/screens';
import type { Group } from '@shared/types';
import { useCallback } from 'react';
import { byId, useGroupsCache } from '../../../tasks/api/groups-cache';
import { loadChanges, patchOf, useQueuedChange } from '../../../tasks/api/outbox-change';
import { groupRequests } from '../../../tasks/api/requests';
import { useRemoval } from '../../../tasks/api/task-changes';
import { tempId } from '../../../tasks/format';

/** Actions on the user's groups (the sidebar). */
export function useGroupActions() {
  const { patchGroups } = useGroupsCache();
  const queuedChange = useQueuedChange();
  const removal = useRemoval();

  /** Answers the saved group, or the one shown while the change waits in the outbox; null when refused. */
  const createGroup = useCallback(
    async (name: string): Promise<Group | null> => {
      const id = tempId();
      const outcome = await queuedChange(groupRequests.create(name, id), {
        toasts: {
          loading: toasts.creatingGroup,
          success: toasts.groupCreated,
          error: toasts.createGroupFailed,
        },
        // The tasks added to it before this answer stay (changes.ts `groupSaved`).
        update: async (group) => patchGroups((await loadChanges()).groupSaved(id, group)),
      });
      if (!outcome.ok) return null;
      return outcome.queued ? { _id: id, name, todo: [] } : outcome.result;
    },
    [queuedChange, patchGroups],
  );

  const renameGroup = useCallback(
    async (group: Group, name: string) => {
      await queuedChange(groupRequests.rename(group, name), {
        toasts: {
          loading: toasts.updatingGroup,
          success: toasts.groupUpdated,
          error: toasts.updateGroupFailed,
        },
        update: (saved) => patchGroups(byId(group._id, (g) => ({ ...g, name: saved.name }))),
      });
    },
    [queuedChange, patchGroups],
  );

  /**
   * The group and its tasks go together (the server deletes them in one route), after the undo
   * window: the list leaves the sidebar at once, and Undo on its toast brings it back with nothing
   * sent, as a task's delete does (tasks/api/held-deletes.ts). Sent, it is in the bin.
   */
  const deleteGroup = useCallback(
    (group: Group) =>
      removal(
        patchOf(groupRequests.delete(group)),
        (keepalive) => ({ request: groupRequests.delete(group), keepalive }),
        failures.deleteGroup,
        group._id,
        everydayTexts.listDeleted(group.name),
      ),
    [removal],
  );

  return { createGroup, renameGroup, deleteGroup };
}
