/**
 * The due date picker: a popup with a calendar (date input) and a yyyy-mm-dd text field, Clear,
 * Cancel and Apply. Typed text counts only when it is a valid date. The chosen day is stored as the
 * end of that day (23:59).
 */
import { labels } from '@shared/messages';
import { isValidYmd } from '@shared/validation';
import { useState } from 'react';
import { CalendarIcon } from '../../components/icons';
import { Popup } from '../../components/Popup';

interface DuePickerProps {
  /** The chosen day as yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (ymd: string) => void;
}

export function DuePicker({ value, onChange }: DuePickerProps) {
  const [draft, setDraft] = useState(value);
  const [typed, setTyped] = useState(value);
  const setBoth = (ymd: string) => {
    setDraft(ymd);
    setTyped(ymd);
  };

  return (
    <Popup
      buttonClassName={value ? 'icon-button active' : 'icon-button'}
      buttonLabel={labels.chooseDueDate}
      button={<CalendarIcon />}
      className="due-popup"
      label={labels.dueDate}
      onOpen={() => setBoth(value)}
      onApply={() => onChange(draft)}
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
              type="date"
              value={isValidYmd(draft) ? draft : ''}
              onChange={(event) => setBoth(event.target.value)}
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
              aria-invalid={typed !== '' && !isValidYmd(typed)}
              onChange={(event) => {
                const text = event.target.value.trim();
                setTyped(text);
                if (text === '') setDraft('');
                else if (isValidYmd(text)) setDraft(text);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  apply();
                }
              }}
            />
          </label>
        </>
      )}
    </Popup>
  );
}
