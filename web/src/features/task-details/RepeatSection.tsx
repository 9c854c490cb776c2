/**
 * The repeat picker: the one-line summary, the quick choices (Daily, Weekdays, Weekly,
 * Monthly, Yearly), Custom (every N days/weeks/months/years, weekdays, from the due date or from
 * completion) and Don't repeat. A repeat needs a due date: setting one on a task without a date
 * makes it due today (said below the choices). The user's time zone goes with the rule so the
 * server counts calendar days where the user lives.
 */
import { dueDayOf } from '@shared/due-day';
import { detailsPanelTexts as detailsTexts } from '@shared/messages/details-panel';
import {
  frequencies,
  parseRule,
  type RepeatFrom,
  summariseRepeat,
  summariseRule,
  weekdays,
} from '@shared/repeat';
import type { Task, TaskChanges } from '@shared/types';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { formatDue, todayYmd } from '../../tasks/format';
import { onRepeatDay } from '../../tasks/repeat-day';
import {
  formOf,
  quickOf,
  quickRepeats,
  quickRules,
  type RepeatForm,
  ruleOf,
  toggleWeekday,
} from './repeat-form';

interface RepeatSectionProps {
  task: Task;
  readOnly: boolean;
  save: (changes: TaskChanges) => Promise<boolean>;
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function RepeatSection({ task, readOnly, save }: RepeatSectionProps) {
  const [custom, setCustom] = useState(false);
  const repeat = task.repeat ?? null;
  const summary = repeat ? summariseRepeat(repeat) : null;
  const pressed = repeat?.from === 'due' ? quickOf(repeat.rule) : null;
  const setRepeat = (rule: string, from: RepeatFrom) => {
    const { changes, movedTo } = onRepeatDay(task, {
      repeat: { rule, from, timeZone: timeZone() },
      ...(dueDayOf(task) ? {} : { dueDay: todayYmd() }),
    });
    if (movedTo) toast(detailsTexts.dueMovedForRepeat(formatDue(movedTo)));
    return save(changes);
  };

  return (
    <section className="details-section" aria-label={detailsTexts.repeat}>
      <h3 className="details-label">{detailsTexts.repeat}</h3>
      <p className="details-value" data-testid="repeat-summary">
        {summary ?? detailsTexts.noRepeat}
      </p>
      {readOnly ? null : (
        <>
          <div className="choice-row">
            {quickRepeats.map((quick) => (
              <button
                key={quick}
                type="button"
                className="choice"
                aria-pressed={pressed === quick}
                onClick={() => void setRepeat(quickRules[quick], 'due')}
              >
                {detailsTexts.quick[quick]}
              </button>
            ))}
            <button
              type="button"
              className="choice"
              aria-expanded={custom}
              onClick={() => setCustom((open) => !open)}
            >
              {detailsTexts.custom}
            </button>
            {repeat ? (
              <button type="button" className="choice" onClick={() => void save({ repeat: null })}>
                {detailsTexts.stopRepeat}
              </button>
            ) : null}
          </div>
          {dueDayOf(task) ? null : <p className="muted small">{detailsTexts.repeatSetsDue}</p>}
          {custom ? (
            <CustomRepeat
              initial={formOf(repeat, dueDayOf(task))}
              onCancel={() => setCustom(false)}
              onApply={(rule, from) => {
                setCustom(false);
                void setRepeat(rule, from);
              }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

interface CustomRepeatProps {
  initial: RepeatForm;
  onApply: (rule: string, from: RepeatFrom) => void;
  onCancel: () => void;
}

/** Every N units, the weekdays of a weekly rule, and where the next date counts from. */
function CustomRepeat({ initial, onApply, onCancel }: CustomRepeatProps) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const built = ruleOf(form);
  const parsed = built.ok ? parseRule(built.rule) : null;
  const preview = parsed?.ok ? summariseRule(parsed.rule, form.from) : null;
  const set = (change: Partial<RepeatForm>) => {
    setError(null);
    setForm((f) => ({ ...f, ...change }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!built.ok) return setError(built.message);
    onApply(built.rule, form.from);
  };

  return (
    <form className="custom-repeat" onSubmit={submit} aria-label={detailsTexts.custom}>
      <div className="custom-every">
        <span>{detailsTexts.every}</span>
        <input
          type="number"
          min={1}
          max={365}
          inputMode="numeric"
          aria-label={detailsTexts.interval}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          value={form.interval}
          onChange={(event) => set({ interval: event.target.value })}
        />
        <select
          aria-label={detailsTexts.unit}
          value={form.freq}
          onChange={(event) => set({ freq: event.target.value as RepeatForm['freq'] })}
        >
          {frequencies.map((freq) => (
            <option key={freq} value={freq}>
              {detailsTexts.units[freq]}
            </option>
          ))}
        </select>
      </div>
      {form.freq === 'WEEKLY' ? (
        <fieldset className="weekday-toggles">
          <legend>{detailsTexts.onDays}</legend>
          {weekdays.map((day) => (
            <button
              key={day}
              type="button"
              className="choice"
              aria-pressed={form.byDay.includes(day)}
              aria-label={detailsTexts.weekdayNames[day]}
              onClick={() => set({ byDay: toggleWeekday(form.byDay, day) })}
            >
              {detailsTexts.weekdayNames[day].slice(0, 2)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <fieldset className="repeat-from">
        <legend>{detailsTexts.from}</legend>
        {(['due', 'completion'] as const).map((from) => (
          <label key={from}>
            <input
              type="radio"
              name="repeat-from"
              checked={form.from === from}
              onChange={() => set({ from })}
            />
            {from === 'due' ? detailsTexts.fromDue : detailsTexts.fromCompletion}
          </label>
        ))}
      </fieldset>
      <p className="details-value" data-testid="custom-repeat-preview" aria-live="polite">
        {preview}
      </p>
      {error ? (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="custom-actions">
        <button type="button" className="button ghost" onClick={onCancel}>
          {detailsTexts.cancel}
        </button>
        <button type="submit" className="button primary">
          {detailsTexts.applyRepeat}
        </button>
      </div>
    </form>
  );
}
