/**
 * The task's priority in the panel (docs/api.md#priority): four radio buttons, 1 (highest) to 4
 * (none), moved between with the arrow keys as any radio group. Read only on a copy and in a list
 * the user views; on an "Assigned by you" row the panel's `save` sets it on every copy.
 */
import { detailsPanelTexts as detailsTexts } from '@shared/messages/details-panel';
import { type Priority, priorities } from '@shared/priority';
import type { Task, TaskChanges } from '@shared/types';
import { useId } from 'react';

interface PrioritySectionProps {
  task: Task;
  readOnly: boolean;
  save: (changes: TaskChanges) => Promise<boolean>;
}

export function PrioritySection({ task, readOnly, save }: PrioritySectionProps) {
  const name = useId();
  const current = task.priority ?? 4;
  const choose = (priority: Priority) => {
    if (priority !== current) void save({ priority });
  };
  return (
    <section className="details-section" aria-label={detailsTexts.priority}>
      <fieldset className="priority-choices" disabled={readOnly}>
        <legend className="details-label">{detailsTexts.priority}</legend>
        {priorities.map((priority) => (
          <label key={priority} className={`priority-choice p${priority}`}>
            <input
              type="radio"
              name={name}
              value={priority}
              checked={current === priority}
              onChange={() => choose(priority)}
            />
            {detailsTexts.priorityChoice(priority)}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
