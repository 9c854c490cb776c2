/** View 4's teammate multi-select: a checkbox per teammate, Cancel and Apply. */
import { labels, ui } from '@shared/messages';
import type { PublicUser } from '@shared/types';
import { useCallback, useId, useRef, useState } from 'react';
import { Avatar } from '../../components/Avatar';
import { UsersIcon } from '../../components/icons';
import { PopupActions } from '../../components/PopupActions';
import { useOutsideClick } from '../../components/useOutsideClick';

interface TeammatePickerProps {
  teammates: PublicUser[] | undefined;
  selected: string[];
  onChange: (ids: string[]) => void;
}

export function TeammatePicker({ teammates, selected, onChange }: TeammatePickerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>(selected);
  const rootRef = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(rootRef, open, close);

  const toggle = (id: string) => setDraft((d) => (d.includes(id) ? d.filter((x) => x !== id) : [...d, id]));

  return (
    <div className="popup-anchor" ref={rootRef}>
      <button
        type="button"
        className={selected.length > 0 ? 'button ghost active' : 'button ghost'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => {
          if (open) return close();
          setDraft(selected);
          setOpen(true);
        }}
      >
        <UsersIcon size={18} />
        <span className="picker-label">
          {selected.length > 0 ? labels.teammatesSelected(selected.length) : labels.chooseTeammates}
        </span>
      </button>
      {open ? (
        <div
          id={popupId}
          className="popup teammate-popup"
          role="dialog"
          aria-label={labels.chooseTeammates}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <fieldset>
            <legend>{labels.teammates}</legend>
            {teammates && teammates.length > 0 ? (
              teammates.map((mate) => (
                <label key={mate._id} className="teammate-option">
                  <input
                    type="checkbox"
                    checked={draft.includes(mate._id)}
                    onChange={() => toggle(mate._id)}
                  />
                  <Avatar username={mate.username} coverImg={mate.coverImg} size={22} />
                  <span>{mate.username}</span>
                </label>
              ))
            ) : (
              <p className="muted small">{ui.noTeamMembers}</p>
            )}
          </fieldset>
          <PopupActions
            onCancel={close}
            onApply={() => {
              onChange(draft);
              close();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
