/**
 * A team task's roll call on its row (docs/api.md#team-tasks): "2 of 5 done" with each assignee's
 * initial, filled when their part is done; or "Up for grabs", or who claimed it. A click opens the
 * task's details, whose Assignees section lists who is pending, with Nudge, Claim and Unclaim. A lazy
 * chunk (./on-request.ts): only team tasks draw one.
 */
import { teamTaskScreens as texts } from '@shared/messages/team-tasks';
import type { ListedTask } from '@shared/views';

/** Initials drawn beside the count; the details list every assignee. */
const initialsShown = 5;

export default function RollCall({ task, onOpen }: { task: ListedTask; onOpen?: () => void }) {
  const parts = task.assignees ?? [];
  const upForGrabs = task.completion === 'claim' && parts.length === 0;
  if (!upForGrabs && parts.length === 0) return null;
  const done = parts.filter((part) => part.completed).length;
  const text = upForGrabs
    ? texts.upForGrabs
    : task.completion === 'claim'
      ? texts.claimedBy(parts[0]?.username ?? '')
      : texts.rollCall(done, parts.length);
  return (
    <button
      type="button"
      className={upForGrabs ? 'roll-call grabs' : 'roll-call'}
      aria-label={upForGrabs ? texts.upForGrabs : texts.rollCallLabel(done, parts.length)}
      disabled={!onOpen}
      onClick={onOpen}
    >
      {parts.slice(0, initialsShown).map((part) => (
        <span
          key={part._id}
          className={part.completed ? 'roll-avatar done' : 'roll-avatar'}
          title={part.completed ? texts.partDone(part.username) : texts.partPending(part.username)}
          aria-hidden="true"
        >
          {part.username.slice(0, 1).toUpperCase()}
        </span>
      ))}
      <span data-testid="roll-call">{text}</span>
    </button>
  );
}
