/**
 * A team task's own actions (docs/api.md#team-tasks): claim and give back a task up for grabs, set
 * its assignees, mode and rotation, complete it for everyone (each a change the outbox keeps, shown
 * at once by ./team-task-change.ts), and nudge its pending assignees (a notification, sent now).
 * Loaded with the details panel, not in the first download.
 */
import { teamTaskScreens as texts } from '@shared/messages/team-tasks';
import type { Task, TaskChanges } from '@shared/types';
import { useCallback, useMemo } from 'react';
import { api, errorText } from '../../../api/client';
import { toast } from '../../../lib/toast';
import { useCurrentUser } from '../../../session/AuthProvider';
import { useQueuedChange } from './outbox-change';
import { claimRequest, taskRequests } from './requests';

export function useTeamTaskActions() {
  const user = useCurrentUser();
  const queuedChange = useQueuedChange();
  const writer = useMemo(() => ({ id: user._id, username: user.username }), [user._id, user.username]);

  const claim = useCallback(
    (task: Task) =>
      queuedChange(claimRequest('todo-claim', task, writer), {
        toasts: {
          loading: texts.claim,
          success: texts.claimed,
          error: (error) => errorText(error, texts.claimFailed),
        },
      }),
    [queuedChange, writer],
  );

  const unclaim = useCallback(
    (task: Task) =>
      queuedChange(claimRequest('todo-unclaim', task, writer), {
        toasts: {
          loading: texts.unclaim,
          success: texts.unclaimed,
          error: (error) => errorText(error, texts.unclaimFailed),
        },
      }),
    [queuedChange, writer],
  );

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
