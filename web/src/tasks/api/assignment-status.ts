import type { AssignmentStatus } from '@shared/types';
import type { AssignmentRow } from '@shared/views';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../api/client';
import { isTempId } from '../format';
import { dashboardKeys } from './keys';

/**
 * Completion of each copy of the "Assigned by you" rows, by copy id (one request for every row),
 * and each copy's ticked steps under `stepStatusKey(copyId, stepId)` (`steps: true`).
 * Read once per set of copies, then kept fresh by live updates and focus (a pane that mounts again
 * does not re-read it); a failure stays an error for the rows to show.
 */
export function useAssignmentStatus(rows: AssignmentRow[] | undefined): SWRResponse<AssignmentStatus> {
  // Copies not saved yet have no status to ask for.
  const ids = (rows ?? []).flatMap((row) => row.originalIds).filter((id) => !isTempId(id));
  return useSWR<AssignmentStatus>(
    rows && ids.length > 0 ? [dashboardKeys.assignmentsStatus, ...ids] : null,
    () => api('notification-get-assignments-status', { body: { todos: rows ?? [], steps: true } }),
    { revalidateIfStale: false },
  );
}
