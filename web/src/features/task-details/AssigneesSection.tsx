/**
 * The details panel's 'Assignees' section, on a task of a shared list (docs/api.md#team-tasks): who
 * is assigned, each with their part done or pending; when the task is done (Everyone, Anyone, Up
 * for grabs); who it waits on, with Nudge; for a repeating task, the members its occurrences rotate
 * between, in order; Claim and Unclaim; and completing or reopening it for everyone. Each change is saved at once through the
 * outbox. A viewer sees it all and may claim.
 */
import { teamTaskScreens as texts } from '@shared/messages/team-tasks';
import { type CompletionMode, completionModes } from '@shared/team-task-fields';
import type { Group, Task } from '@shared/types';
import { listMembers } from '../../tasks/api/team-task-change';
import { useTeamTaskActions } from './api/team-task-actions';

export function AssigneesSection({ task, group }: { task: Task; group: Group }) {
  const { setTeam, claim, unclaim, nudge, me } = useTeamTaskActions();
  const canEdit = group.shared?.role !== 'viewer';
  const members = [...listMembers(group)];
  const parts = task.assignees ?? [];
  const mode: CompletionMode = task.completion ?? 'all';
  const assigned = new Set(parts.map((part) => part._id));
  const rotation = task.rotation ?? [];
  const claimer = mode === 'claim' ? parts[0] : undefined;
  const pending = task.completed ? [] : parts.filter((part) => !part.completed);

  const toggleAssignee = (id: string) =>
    void setTeam(task, {
      assignees: assigned.has(id)
        ? parts.map((p) => p._id).filter((p) => p !== id)
        : [...parts.map((p) => p._id), id],
    });
  const toggleRotation = (id: string) =>
    void setTeam(task, {
      rotation: rotation.includes(id) ? rotation.filter((r) => r !== id) : [...rotation, id],
    });
  const moveUp = (index: number) => {
    const next = [...rotation];
    [next[index - 1], next[index]] = [next[index] as string, next[index - 1] as string];
    void setTeam(task, { rotation: next });
  };
  const partOf = (id: string) => parts.find((part) => part._id === id);

  return (
    <section className="details-section assignees-section" aria-labelledby={`assignees-${task._id}`}>
      <h3 id={`assignees-${task._id}`} className="details-label">
        {texts.assignees}
      </h3>
      <fieldset className="assignee-modes" disabled={!canEdit}>
        <legend>{texts.doneWhen}</legend>
        {completionModes.map((each) => (
          <label key={each} title={texts.modeHelp[each]}>
            <input
              type="radio"
              name={`mode-${task._id}`}
              checked={mode === each}
              onChange={() => void setTeam(task, { completion: each })}
            />
            {texts.modes[each]}
          </label>
        ))}
      </fieldset>
      {mode !== 'claim' ? (
        <ul className="assignee-picks">
          {members.map(([id, username]) => {
            const part = partOf(id);
            return (
              <li key={id}>
                <label>
                  <input
                    type="checkbox"
                    checked={assigned.has(id)}
                    disabled={!canEdit}
                    aria-label={texts.assigneeOf(username)}
                    onChange={() => toggleAssignee(id)}
                  />
                  {username}
                </label>
                {part ? (
                  <span
                    className={part.completed ? 'part done' : 'part'}
                    title={part.completed ? texts.partDone(username) : texts.partPending(username)}
                  >
                    {part.completed ? texts.done : texts.pending}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="assignee-claim">
          <p className="muted small" data-testid="claim-state">
            {claimer ? texts.claimedBy(claimer.username) : texts.upForGrabs}
          </p>
          {!claimer && !task.completed ? (
            <button type="button" className="button primary" onClick={() => void claim(task)}>
              {texts.claim}
            </button>
          ) : null}
          {claimer?._id === me && !task.completed ? (
            <button type="button" className="button ghost" onClick={() => void unclaim(task)}>
              {texts.unclaim}
            </button>
          ) : null}
        </div>
      )}
      {pending.length > 0 ? (
        <div className="assignee-pending">
          <p className="muted small" data-testid="waiting-on">
            {(task.completion === 'any' ? texts.waitingForAny : texts.waitingOn)(
              pending.map((part) => part.username).join(', '),
            )}
          </p>
          {canEdit ? (
            <button type="button" className="button ghost" onClick={() => void nudge(task)}>
              {texts.nudge}
            </button>
          ) : null}
        </div>
      ) : null}
      {canEdit && parts.length > 0 ? (
        <button
          type="button"
          className="button ghost assignee-all"
          onClick={() =>
            void setTeam(
              task,
              { completed: !task.completed, forEveryone: true },
              task.completed ? texts.reopenForEveryone : texts.completeForEveryone,
            )
          }
        >
          {task.completed ? texts.reopenForEveryone : texts.completeForEveryone}
        </button>
      ) : null}
      {task.repeat && canEdit ? (
        <fieldset className="assignee-rotation">
          <legend>{texts.rotateBetween}</legend>
          <p className="muted small">{texts.rotationHelp}</p>
          <ol>
            {rotation.map((id, index) => (
              <li key={id}>
                {members.find(([memberId]) => memberId === id)?.[1] ?? id}
                {index > 0 ? (
                  <button
                    type="button"
                    className="button ghost"
                    aria-label={texts.moveUp(members.find(([memberId]) => memberId === id)?.[1] ?? id)}
                    onClick={() => moveUp(index)}
                  >
                    ↑
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
          {members.map(([id, username]) => (
            <label key={id}>
              <input type="checkbox" checked={rotation.includes(id)} onChange={() => toggleRotation(id)} />
              {username}
            </label>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}
