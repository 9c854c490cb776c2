/**
 * 'Remind me' in the panel: the reminder set, the quick choices (Later today, Tomorrow
 * 9:00, At due date 9:00: each offered only while it is in the future), a custom local date and
 * time, and Remove. Times are the user's local time, sent as ISO UTC. Editable on every kind of
 * task: an assignee may set their own reminder on their copy (todo/update), and on an "Assigned by
 * you" row the panel's `save` sets it on every copy (edit-assignment).
 */
import { dueDayOf } from '@shared/due-day';
import { detailsPanelTexts as detailsTexts } from '@shared/messages/details-panel';
import type { Task, TaskChanges } from '@shared/types';
import { useEffect, useId, useRef, useState } from 'react';
import { formatReminder } from '../../tasks/format';
import { choiceTime, customReminder, inputValueOf, remindChoices } from './remind-choices';

interface ReminderSectionProps {
  task: Task;
  save: (changes: TaskChanges) => Promise<boolean>;
}

export function ReminderSection({ task, save }: ReminderSectionProps) {
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const current = task.remindAt ?? null;
  const setReminder = (remindAt: string | null) => {
    setError(null);
    if (remindAt !== current) void save({ remindAt });
  };
  const latest = useRef({ setReminder, current });
  latest.current = { setReminder, current };

  // The custom time is taken on the input's own change event (a complete value picked or typed) and
  // on Enter; a time in the past is refused here with the server's text and changes nothing.
  const commitCustom = () => {
    const value = input.current?.value ?? '';
    const custom = customReminder(value, new Date());
    if (!custom) return;
    if (custom.ok) latest.current.setReminder(custom.iso);
    else setError(custom.message);
  };
  const commitRef = useRef(commitCustom);
  commitRef.current = commitCustom;
  useEffect(() => {
    const element = input.current;
    const onChange = () => commitRef.current();
    element?.addEventListener('change', onChange);
    return () => element?.removeEventListener('change', onChange);
  }, []);
  // The input shows the stored reminder whenever it changes (here, on another copy, or live).
  useEffect(() => {
    if (input.current) input.current.value = inputValueOf(current);
  }, [current]);

  const now = new Date();
  return (
    <section className="details-section" aria-label={detailsTexts.remind}>
      <h3 className="details-label">{detailsTexts.remind}</h3>
      <p className="details-value" data-testid="details-reminder">
        {current ? detailsTexts.remindAt(formatReminder(current)) : detailsTexts.noReminder}
      </p>
      <div className="choice-row">
        {remindChoices.map((choice) => {
          const at = choiceTime(choice, dueDayOf(task), now)?.toISOString();
          return at ? (
            <button
              key={choice}
              type="button"
              className="choice"
              aria-pressed={current !== null && Date.parse(current) === Date.parse(at)}
              onClick={() => setReminder(at)}
            >
              {detailsTexts.remindQuick[choice]}
            </button>
          ) : null;
        })}
        <label className="choice-field">
          <span>{detailsTexts.custom}</span>
          <input
            ref={input}
            type="datetime-local"
            aria-label={detailsTexts.remindCustom}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            defaultValue={inputValueOf(current)}
            onInput={() => setError(null)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commitCustom();
              }
            }}
          />
        </label>
        {current ? (
          <button type="button" className="choice" onClick={() => setReminder(null)}>
            {detailsTexts.removeReminder}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
