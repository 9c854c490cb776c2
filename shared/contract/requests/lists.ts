/** Bodies of the shared lists' member routes (docs/api.md#shared-lists). */
import * as v from 'valibot';
import { listTexts } from '../../messages/server';
import { body, requiredText } from './fields';

/** The roles a member of a shared list may have; the owner's is implied by owning the list. */
export const listRoles = ['editor', 'viewer'] as const;

const role = v.picklist(listRoles, listTexts.roleInvalid);

/** POST /api/lists/{groupId}/members: the teammate to add, and their role. */
export const addMemberBody = body(
  { userId: v.pipe(requiredText('userId', listTexts.userIdRequired), v.trim()), role },
  { userId: listTexts.userIdRequired, role: listTexts.roleInvalid },
);

/** POST /api/lists/{groupId}/members/{userId}: the member's new role. */
export const memberRoleBody = body({ role }, { role: listTexts.roleInvalid });
