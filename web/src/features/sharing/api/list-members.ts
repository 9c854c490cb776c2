/**
 * A shared list's members: read with the list (`lists-members`), and changed by its owner (add,
 * role, remove) or a member (leave). Membership changes need a connection (api/mutation.ts): they
 * are not kept in the outbox. After each, the members and the board are read again, so the sidebar
 * follows (a list left is gone from it).
 */
import { sharingTexts } from '@shared/messages/sharing';
import type { ListMembers, ListRole, TeamMemberSummary } from '@shared/types';
import useSWR from 'swr';
import { api, apiPath, errorText } from '../../../api/client';
import { useMutation } from '../../../api/mutation';
import { dashboardKeys } from '../../../tasks/api/keys';

export type MemberRole = Exclude<ListRole, 'owner'>;

const membersKey = (groupId: string) => apiPath('lists-members', { groupId });

export function useListMembers(groupId: string) {
  return useSWR<ListMembers>(membersKey(groupId), () => api('lists-members', { params: { groupId } }));
}

export function useMemberActions(groupId: string) {
  const { run, mutate, pending } = useMutation();
  const key = membersKey(groupId);
  const keep = (members: ListMembers) => mutate(key, members, { revalidate: false });
  const revalidate = [key, dashboardKeys.groups];

  const add = async (teammate: TeamMemberSummary, role: MemberRole) =>
    (
      await run({
        send: () => api('lists-member-add', { params: { groupId }, body: { userId: teammate._id, role } }),
        update: keep,
        toasts: {
          success: sharingTexts.added(teammate.username),
          error: (error) => errorText(error, sharingTexts.addFailed),
        },
        revalidate,
      })
    ).ok;

  const setRole = (userId: string, role: MemberRole) =>
    run({
      send: () => api('lists-member-role', { params: { groupId, userId }, body: { role } }),
      update: keep,
      toasts: {
        success: sharingTexts.roleChanged,
        error: (error) => errorText(error, sharingTexts.roleFailed),
      },
      revalidate,
    });

  /** Removes a member; the caller's own id: leaves the list. */
  const remove = async (member: TeamMemberSummary, leaving: boolean) =>
    (
      await run({
        send: () => api('lists-member-remove', { params: { groupId, userId: member._id } }),
        update: () =>
          mutate<ListMembers>(
            key,
            (members) =>
              members && { ...members, members: members.members.filter((m) => m._id !== member._id) },
            { revalidate: false },
          ),
        toasts: leaving
          ? { success: sharingTexts.left, error: (error) => errorText(error, sharingTexts.leaveFailed) }
          : {
              success: sharingTexts.removed(member.username),
              error: (error) => errorText(error, sharingTexts.removeFailed),
            },
        revalidate: leaving ? [dashboardKeys.groups] : revalidate,
      })
    ).ok;

  return { add, setRole, remove, pending };
}
