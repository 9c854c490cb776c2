import { detailsPanelTexts as detailsTexts } from '@shared/messages/details-panel';
import type { Group, Task, TaskChanges } from '@shared/types';
import { checkDescription } from '@shared/validation';
import { viewsOnly } from '@shared/views';
import { useCallback, useEffect, useRef, useState } from 'react';
import { momentText } from '../../lib/moment-text';

/** A shared list's task: who added it, and who changed it last when that was another change. */
export function WhoChanged({ task }: { task: Task }) {
  const { createdBy, updatedBy, updatedAt } = task;
  if (!createdBy) return null;
  const changed =
    updatedBy && updatedAt && updatedAt !== task.createdAt
      ? `, ${detailsTexts.changedBy(updatedBy.username, momentText(updatedAt))}`
      : '';
  return (
    <p className="muted small" data-testid="who-changed">
      {detailsTexts.addedBy(createdBy.username)}
      {changed}
    </p>
  );
}

/** The description: saved on Enter, on leaving the field, and when the panel closes. */
export function DescriptionField(props: {
  value: string;
  readOnly: boolean;
  onSave: (text: string) => void;
}) {
  const { value, readOnly } = props;
  const [draft, setDraft] = useState(value);
  const editingRef = useRef(false);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const latest = useRef(props);
  latest.current = props;
  // Follows the stored text while the user is not editing it.
  useEffect(() => {
    if (!editingRef.current) setDraft(value);
  }, [value]);
  const commit = useCallback(() => {
    const text = draftRef.current.trim();
    if (text === latest.current.value || checkDescription(text) !== null) return;
    latest.current.onSave(text);
  }, []);
  // What is typed is saved when the panel closes too.
  useEffect(() => () => commit(), [commit]);
  if (readOnly) return <p className="details-description">{value}</p>;
  return (
    <input
      type="text"
      className="details-description"
      aria-label={detailsTexts.description}
      value={draft}
      maxLength={180}
      onFocus={() => {
        editingRef.current = true;
      }}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        editingRef.current = false;
        commit();
        if (checkDescription(draftRef.current.trim()) !== null) setDraft(latest.current.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

/** The list the task is stored in: its user groups and the built-in homes (a move). */
export function ListField({
  task,
  groups,
  save,
}: {
  task: Task;
  groups: readonly Group[];
  save: (changes: TaskChanges) => Promise<boolean>;
}) {
  // Any list the user can edit: their own groups and homes, and lists shared with them as an editor.
  const homes = groups.filter(
    (g) => g._id !== 'assigned-to-me' && g._id !== 'assigned-by-me' && !viewsOnly(g),
  );
  return (
    <label className="field details-section">
      <span className="details-label">{detailsTexts.list}</span>
      <select
        value={task.groupId}
        onChange={(event) => {
          if (event.target.value !== task.groupId) void save({ groupId: event.target.value });
        }}
      >
        {homes.map((group) => (
          <option key={group._id} value={group._id}>
            {group.name}
          </option>
        ))}
      </select>
    </label>
  );
}
