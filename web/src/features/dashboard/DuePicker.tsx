/**
 * The due date picker: a popup with a calendar (date input) and a yyyy-mm-dd text field, Clear,
 * Cancel and Apply. Typed text counts only when it is a valid date. The chosen day is stored as the
 * end of that day (23:59).
 */
import { labels } from '@shared/messages';
import { isValidYmd } from '@shared/validation';
import { useCallback, useId, useRef, useState } from 'react';
import { CalendarIcon } from '../../components/icons';
import { PopupActions } from '../../components/PopupActions';
import { useOutsideClick } from '../../components/useOutsideClick';

interface DuePickerProps {
  /** The chosen day as yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (ymd: string) => void;
}

export function DuePicker({ value, onChange }: DuePickerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const [typed, setTyped] = useState(value);
  const rootRef = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(rootRef, open, close);

  const show = () => {
    setDraft(value);
    setTyped(value);
    setOpen(true);
  };

  return (
    <div className="popup-anchor" ref={rootRef}>
      <button
        type="button"
        className={value ? 'icon-button active' : 'icon-button'}
        aria-label={labels.chooseDueDate}
        title={labels.chooseDueDate}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => (open ? close() : show())}
      >
        <CalendarIcon />
      </button>
      {open ? (
        <div
          id={popupId}
          className="popup due-popup"
          role="dialog"
          aria-label={labels.dueDate}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <label className="field">
            <span>{labels.dueDate}</span>
            <input
              type="date"
              value={isValidYmd(draft) ? draft : ''}
              onChange={(event) => {
                setDraft(event.target.value);
                setTyped(event.target.value);
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
                  onChange(draft);
                  close();
                }
              }}
            />
          </label>
          <PopupActions
            onCancel={close}
            onApply={() => {
              onChange(draft);
              close();
            }}
          >
            <button
              type="button"
              className="button ghost"
              onClick={() => {
                setDraft('');
                setTyped('');
              }}
            >
              {labels.clear}
            </button>
          </PopupActions>
        </div>
      ) : null}
    </div>
  );
}
