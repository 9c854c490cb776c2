/** Group changes (the sidebar): applied to the groups' cache first, then sent; undone on failure. */
import { failures, toasts } from '@shared/messages';
import type { Group } from '@shared/types';
import { useCallback } from 'react';
import { errorText } from '../../../api/client';
import { change, queued } from '../../../api/mutation';
import { tempId } from '../format';
import { byId, useGroupsCache, without } from './groups-cache';

/** Actions on the user's groups (the sidebar). */
export function useGroupActions() {
  const { patchGroups, groupsNow } = useGroupsCache();

  const createGroup = useCallback(
    async (name: string): Promise<Group | null> => {
      const optimistic: Group = { _id: tempId(), name, todo: [] };
      const outcome = await change({
        toasts: {
          loading: toasts.creatingGroup,
          success: toasts.groupCreated,
          error: toasts.createGroupFailed,
        },
        apply: () => patchGroups((groups) => [...groups, optimistic]),
        request: queued('todo-create-group', {
          body: { name },
          tempId: optimistic._id,
          what: { kind: 'createGroup', name },
          touches: [optimistic._id],
        }),
        update: (group) => patchGroups(byId(optimistic._id, () => group)),
        undo: () => patchGroups(without((g) => g._id === optimistic._id)),
      });
      if (!outcome.ok) return null;
      return outcome.queued ? optimistic : outcome.result;
    },
    [patchGroups],
  );

  const renameGroup = useCallback(
    async (group: Group, name: string) => {
      const setName = (value: string) => patchGroups(byId(group._id, (g) => ({ ...g, name: value })));
      await change({
        toasts: {
          loading: toasts.updatingGroup,
          success: toasts.groupUpdated,
          error: toasts.updateGroupFailed,
        },
        apply: () => setName(name),
        request: queued('todo-update-group', {
          params: { id: group._id },
          body: { name },
          what: { kind: 'renameGroup', name },
          touches: [group._id],
        }),
        update: (saved) => setName(saved.name),
        undo: () => setName(group.name),
      });
    },
    [patchGroups],
  );

  /** The group and its tasks go together (the server deletes them in one route). */
  const deleteGroup = useCallback(
    async (group: Group) => {
      const index = groupsNow().findIndex((g) => g._id === group._id);
      const outcome = await change({
        toasts: { error: (error) => errorText(error, failures.deleteGroup) },
        apply: () => patchGroups(without((g) => g._id === group._id)),
        request: queued('todo-delete-group', {
          params: { id: group._id },
          what: { kind: 'deleteGroup', name: group.name },
          touches: [group._id],
        }),
        undo: () =>
          patchGroups((groups) => {
            if (groups.some((g) => g._id === group._id)) return groups;
            const copy = [...groups];
            copy.splice(Math.max(0, Math.min(index, copy.length)), 0, group);
            return copy;
          }),
      });
      return outcome.ok;
    },
    [patchGroups, groupsNow],
  );

  return { createGroup, renameGroup, deleteGroup };
}
