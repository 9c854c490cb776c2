/**
 * Each assignee's progress on an assignment, for its assigner: their status (Completed or
 * Pending) and how many of the steps they ticked. The ticks live in each assignee's copy and come
 * from get-assignments-status with `steps: true` (kept fresh by live updates, as the badges are).
 */
import { detailsPanelTexts as detailsTexts } from '@shared/messages/details-panel';
import { ui } from '@shared/messages/screens';
import { type AssignmentRow, stepStatusKey } from '@shared/views';
import { useTeammates } from '../../session/team';
import { useAssignmentStatus } from '../../tasks/api/assignment-status';

export function AssigneeProgress({ row }: { row: AssignmentRow }) {
  const { data: status } = useAssignmentStatus([row]);
  const { data: teammates } = useTeammates();
  const steps = row.steps ?? [];
  return (
    <section className="details-section" aria-label={detailsTexts.assignees}>
      <h3 className="details-label">{detailsTexts.assignees}</h3>
      <ul className="assignee-progress">
        {row.assignedTo.map((userId, index) => {
          const copyId = row.originalIds[index] ?? '';
          const name = teammates?.find((t) => t._id === userId)?.username ?? ui.unknownUser;
          const completed = status?.[copyId] === true;
          const done = steps.filter((step) => status?.[stepStatusKey(copyId, step._id)] === true).length;
          return (
            <li key={copyId} data-testid="assignee-progress">
              <span className="assignee-name">{name}</span>
              <span className={completed ? 'badge badge-success' : 'badge badge-pending'}>
                {completed ? ui.completedBadge : ui.pendingBadge}
              </span>
              {steps.length > 0 ? (
                <span className="muted small">{detailsTexts.stepProgress(done, steps.length)}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
