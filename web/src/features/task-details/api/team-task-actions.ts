/**
 * A team task's own actions (docs/api.md#team-tasks): claim and give back a task up for grabs, set
 * its assignees, mode and rotation, complete it for everyone (each a change the outbox keeps, shown
 * at once by ./team-task-change.ts), and nudge its pending assignees (a notification, sent now).
 * Loaded with the details panel, not in the first download.
 */
import { teamTaskScreens as texts } from '@shared/messages/team-tasks';
import type { Task, TaskChanges } from '@shared/types';
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { api, errorText } from '../../../api/client';
import { toast } from '../../../lib/toast';
import { useCurrentUser } from '../../../session/AuthProvider';
import { dashboardKeys } from '../../../tasks/api/keys';
import { useQueuedChange } from '../../../tasks/api/outbox-change';
import { claimRequest, taskRequests } from '../../../tasks/api/requests';

export function useTeamTaskActions() {
  const user = useCurrentUser();
  const queuedChange = useQueuedChange();
  const { mutate } = useSWRConfig();
  const writer = useMemo(() => ({ id: user._id, username: user.username }), [user._id, user.username]);

  /**
   * A claim, or its giving back. Refused (someone claimed it first), its undo puts back the task as
   * it was before: the groups are read again, for what the server holds now.
   */
  const claimChange = useCallback(
    async (route: 'todo-claim' | 'todo-unclaim', task: Task) => {
      const taking = route === 'todo-claim';
      const outcome = await queuedChange(claimRequest(route, task, writer), {
        toasts: {
          loading: taking ? texts.claim : texts.unclaim,
          success: taking ? texts.claimed : texts.unclaimed,
          error: (error) => errorText(error, taking ? texts.claimFailed : texts.unclaimFailed),
        },
      });
      if (!outcome.ok) await mutate(dashboardKeys.groups);
      return outcome;
    },
    [queuedChange, writer, mutate],
  );
  const claim = useCallback((task: Task) => claimChange('todo-claim', task), [claimChange]);
  const unclaim = useCallback((task: Task) => claimChange('todo-unclaim', task), [claimChange]);

  /** Assignees, mode, rotation, or completion for everyone. */
  const setTeam = useCallback(
    (task: Task, changes: TaskChanges, success: string = texts.saved) =>
      queuedChange(taskRequests.update(task, changes, task.description, writer), {
        toasts: { loading: texts.assignees, success, error: (error) => errorText(error, texts.saveFailed) },
      }),
    [queuedChange, writer],
  );

  /** Nudges the pending assignees now (not kept for later: a nudge is for the moment). */
  const nudge = useCallback(async (task: Task) => {
    try {
      const { message } = await api('todo-nudge', { params: { id: task._id } });
      toast.success(message);
    } catch (error) {
      toast.error(errorText(error, texts.nudgeFailed));
    }
  }, []);

  return { claim, unclaim, setTeam, nudge, me: user._id };
}
