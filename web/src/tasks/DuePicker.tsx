/**
 * The due date picker: a popup with a calendar (date input) and a yyyy-mm-dd text field, Clear,
 * Cancel and Apply. Typed text counts only when it is a valid date: Apply with a text that is none
 * (2026-02-30) says so and keeps the picker open. The chosen day is stored as the end of that day
 * (23:59).
 *
 * The date input is left to the browser while the user types in it (uncontrolled): setting its
 * value at each keystroke would reset the part being typed ('12052026' would end as 0026). Its value
 * counts once it is a complete date (lib/dates.ts), and the text field follows it; a valid typed
 * text is written into it the other way.
 */
import { labels } from '@shared/messages/screens';
import { taskInputTexts } from '@shared/messages/task-input';
import { useId, useRef, useState } from 'react';
import { FormError } from '../components/FormError';
import { CalendarIcon } from '../components/icons';
import { Popup } from '../components/Popup';
import { readDateInput, readDateText } from '../lib/dates';

interface DuePickerProps {
  /** The chosen day as yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (ymd: string) => void;
}

export function DuePicker({ value, onChange }: DuePickerProps) {
  const [draft, setDraft] = useState(value);
  const [typed, setTyped] = useState(value);
  // Said when Apply meets a typed text that is no date: the picker stays open with it.
  const [refused, setRefused] = useState<string | null>(null);
  const errorId = useId();
  const calendar = useRef<HTMLInputElement>(null);
  const setBoth = (ymd: string) => {
    setDraft(ymd);
    setTyped(ymd);
    if (calendar.current) calendar.current.value = ymd;
  };

  return (
    <Popup
      buttonClassName={value ? 'icon-button active' : 'icon-button'}
      buttonLabel={labels.chooseDueDate}
      button={<CalendarIcon />}
      className="due-popup"
      label={labels.dueDate}
      onOpen={() => {
        setDraft(value);
        setTyped(value);
        setRefused(null);
      }}
      onApply={() => {
        if (readDateText(typed).kind === 'partial') {
          setRefused(taskInputTexts.dueTextInvalid(typed.trim()));
          return false;
        }
        onChange(draft);
        return true;
      }}
      actions={
        <button type="button" className="button ghost" onClick={() => setBoth('')}>
          {labels.clear}
        </button>
      }
    >
      {(apply) => (
        <>
          <label className="field">
            <span>{labels.dueDate}</span>
            <input
              ref={calendar}
              type="date"
              data-autofocus
              defaultValue={draft}
              onChange={(event) => {
                const entry = readDateInput(event.target.value, event.target.validity.badInput);
                if (entry.kind === 'partial') return;
                const ymd = entry.kind === 'date' ? entry.ymd : '';
                setDraft(ymd);
                setTyped(ymd);
                setRefused(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  apply();
                }
              }}
            />
          </label>
          <label className="field">
            <span>{labels.dueDateText}</span>
            <input
              type="text"
              inputMode="numeric"
              placeholder={labels.ymdPlaceholder}
              value={typed}
              maxLength={10}
              aria-invalid={readDateText(typed).kind === 'partial'}
              aria-describedby={refused ? errorId : undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                setRefused(null);
                const entry = readDateText(event.target.value);
                if (entry.kind === 'partial') return;
                const ymd = entry.kind === 'date' ? entry.ymd : '';
                setDraft(ymd);
                if (calendar.current) calendar.current.value = ymd;
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  apply();
                }
              }}
            />
          </label>
          <FormError id={errorId} text={refused} />
        </>
      )}
    </Popup>
  );
}
