/** The expander of an "Assigned by you" row: each assignee with avatar, username, status badge and a remove cross. */
import { labels, ui } from '@shared/messages/screens';
import type { AssignmentStatus, PublicUser } from '@shared/types';
import type { AssignmentRow } from '@shared/views';
import { Avatar } from '../../components/Avatar';
import { IconButton } from '../../components/IconButton';
import { CrossIcon } from '../../components/icons';
import { useUserInfo } from '../../session/team';

interface AssigneeProps {
  userId: string;
  known: PublicUser | undefined;
  /** Unknown (no badge) when the statuses could not be read. */
  completed: boolean | undefined;
  onRemove: () => void;
}

function Assignee({ userId, known, completed, onRemove }: AssigneeProps) {
  // Someone who left the team is not in the teammate list: read their details once.
  const { data: fetched } = useUserInfo(known ? null : userId);
  const user = known ?? fetched;
  const username = user?.username ?? ui.unknownUser;
  return (
    <li className="assignee" data-testid="assignee">
      <Avatar username={username} coverImg={user?.coverImg ?? null} size={24} />
      <span className="assignee-name">{username}</span>
      {completed === undefined ? null : (
        <span className={completed ? 'badge badge-success' : 'badge badge-pending'}>
          {completed ? ui.completedBadge : ui.pendingBadge}
        </span>
      )}
      <IconButton className="small danger" label={labels.removeAssignee(username)} onClick={onRemove}>
        <CrossIcon size={14} />
      </IconButton>
    </li>
  );
}

export function AssigneeList({
  row,
  teammates,
  status,
  statusError,
  onRemove,
}: {
  row: AssignmentRow;
  teammates: PublicUser[] | undefined;
  status: AssignmentStatus | undefined;
  /** The failure text of the status read, while no status could be read: shown instead of badges. */
  statusError: string | null;
  onRemove: (index: number) => void;
}) {
  const unknown = !status && statusError !== null;
  return (
    <>
      {unknown ? (
        <p className="form-error small" role="alert">
          {statusError}
        </p>
      ) : null}
      <ul className="assignee-list">
        {row.assignedTo.map((userId, index) => {
          const copyId = row.originalIds[index];
          return (
            <Assignee
              key={copyId ?? `${userId}-${index}`}
              userId={userId}
              known={teammates?.find((t) => t._id === userId)}
              completed={unknown ? undefined : copyId ? status?.[copyId] === true : false}
              onRemove={() => onRemove(index)}
            />
          );
        })}
      </ul>
    </>
  );
}
