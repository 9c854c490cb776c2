/**
 * The due time in the panel (docs/api.md#times-of-day): a text field for the time, 24 h ("09:30",
 * "930" and "9:30" are read alike; a text field, as a browser's time input takes no typing once
 * focused from a shortcut in some browsers), floating ("the same time wherever you are") or fixed in a zone, and on an own
 * task the relative reminders: at due time, or N minutes, hours or days before. The browser's zone
 * goes with every change: a floating time's instant, and a date-only task's 09:00, are read there.
 * The `t` shortcut on a row opens the panel with the time field focused (tasks/details-focus.ts).
 */
import { detailsPanelTexts as texts } from '@shared/messages/details-panel';
import type { Task, TaskChanges } from '@shared/types';
import { useEffect, useId, useRef, useState } from 'react';

interface TimeSectionProps {
  task: Task;
  readOnly: boolean;
  /** Relative reminders are an own task's (not a copy's or an assignment's). */
  relativeReminders: boolean;
  save: (changes: TaskChanges) => Promise<boolean>;
}

const units = { minutes: 1, hours: 60, days: 1440 } as const;

/** A typed time as "HH:MM" (24 h): "9:30", "0930", "930" and "09:30" alike; null when it is not one. */
export function readTime(text: string): string | null {
  const match = /^(\d{1,2}):?(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
type Unit = keyof typeof units;

/** The browser's IANA zone. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function TimeSection({ task, readOnly, relativeReminders, save }: TimeSectionProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [amount, setAmount] = useState('15');
  const [unit, setUnit] = useState<Unit>('minutes');
  const [error, setError] = useState(false);
  const time = task.dueTime ?? '';
  const zone = task.dueZone ?? null;
  const timeZone = browserZone();
  // The field shows the stored time whenever it changes (here or live).
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = time;
  }, [time]);
  if (!task.dueDay) {
    return (
      <section className="details-section" aria-label={texts.time}>
        <label className="details-label" htmlFor={`${id}-time`}>
          {texts.time}
        </label>
        <p className="muted small">{texts.timeNeedsDue}</p>
        <input id={`${id}-time`} className="time-input" disabled data-time-field />
      </section>
    );
  }
  const commit = () => {
    const typed = input.current?.value.trim() ?? '';
    const value = typed === '' ? '' : readTime(typed);
    setError(value === null);
    if (value === null || value === time) return;
    if (input.current) input.current.value = value;
    void save(value === '' ? { dueTime: null } : { dueTime: value, timeZone });
  };
  const before = task.remindBefore ?? null;
  return (
    <section className="details-section" aria-label={texts.time}>
      <label className="details-label" htmlFor={`${id}-time`}>
        {texts.time}
      </label>
      <div className="choice-row">
        <input
          ref={input}
          id={`${id}-time`}
          className="time-input"
          inputMode="numeric"
          placeholder={texts.timePlaceholder}
          autoComplete="off"
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          defaultValue={time}
          disabled={readOnly}
          data-time-field
          data-testid="details-time"
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        {time && !readOnly ? (
          <button type="button" className="choice" onClick={() => void save({ dueTime: null })}>
            {texts.clearTime}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-error small" role="alert">
          {texts.timeInvalid}
        </p>
      ) : null}
      {time ? (
        <fieldset className="time-zone-choices" disabled={readOnly}>
          <legend className="visually-hidden">{texts.time}</legend>
          <label>
            <input
              type="radio"
              name={`${id}-zone`}
              checked={zone === null}
              onChange={() => void save({ dueZone: null, timeZone })}
            />
            {texts.floating}
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-zone`}
              checked={zone !== null}
              onChange={() => void save({ dueZone: timeZone })}
            />
            {texts.fixedIn(zone ?? timeZone)}
          </label>
        </fieldset>
      ) : null}
      {relativeReminders && !readOnly ? (
        <div className="remind-before" data-testid="remind-before">
          <p className="details-value">
            {before === null ? texts.remindBefore : texts.remindBeforeSet(before)}
          </p>
          {time ? null : <p className="muted small">{texts.dateOnlyReminderNote}</p>}
          <div className="choice-row">
            <button
              type="button"
              className="choice"
              aria-pressed={before === 0}
              onClick={() => void save({ remindBefore: 0, timeZone })}
            >
              {texts.atDueTime}
            </button>
            <input
              type="number"
              min={1}
              max={999}
              className="before-amount"
              aria-label={texts.beforeAmount}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <select
              aria-label={texts.beforeUnit}
              value={unit}
              onChange={(event) => setUnit(event.target.value as Unit)}
            >
              {(Object.keys(units) as Unit[]).map((name) => (
                <option key={name} value={name}>
                  {texts.beforeUnits[name]}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="choice"
              onClick={() => {
                const minutes = Math.round(Number(amount)) * units[unit];
                if (minutes > 0) void save({ remindBefore: minutes, timeZone });
              }}
            >
              {texts.setBefore}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
