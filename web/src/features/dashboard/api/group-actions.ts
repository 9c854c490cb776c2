/**
 * Group changes (the sidebar): each applied to the groups' cache first by its route's change
 * (changes.ts), then sent through the outbox, undone on failure (outbox-change.ts).
 */
import { failures, toasts } from '@shared/messages/screens';
import type { Group } from '@shared/types';
import { useCallback } from 'react';
import { errorText } from '../../../api/client';
import { byId, useGroupsCache } from '../../../tasks/api/groups-cache';
import { loadChanges, useQueuedChange } from '../../../tasks/api/outbox-change';
import { groupRequests } from '../../../tasks/api/requests';
import { tempId } from '../../../tasks/format';

/** Actions on the user's groups (the sidebar). */
export function useGroupActions() {
  const { patchGroups } = useGroupsCache();
  const queuedChange = useQueuedChange();

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

  /** The group and its tasks go together (the server deletes them in one route). */
  const deleteGroup = useCallback(
    async (group: Group) =>
      (
        await queuedChange(groupRequests.delete(group), {
          toasts: { error: (error) => errorText(error, failures.deleteGroup) },
        })
      ).ok,
    [queuedChange],
  );

  return { createGroup, renameGroup, deleteGroup };
}
