/** "Assigned by you"'s teammate multi-select: a checkbox per teammate, Cancel and Apply. */
import { labels, ui } from '@shared/messages/screens';
import type { PublicUser } from '@shared/types';
import { useState } from 'react';
import { Avatar } from '../../components/Avatar';
import { UsersIcon } from '../../components/icons';
import { Popup } from '../../components/Popup';

interface TeammatePickerProps {
  teammates: PublicUser[] | undefined;
  /** The failure text of the teammates' read, while none could be read. */
  loadError: string | null;
  selected: string[];
  onChange: (ids: string[]) => void;
}

export function TeammatePicker({ teammates, loadError, selected, onChange }: TeammatePickerProps) {
  const [draft, setDraft] = useState<string[]>(selected);
  const toggle = (id: string) => setDraft((d) => (d.includes(id) ? d.filter((x) => x !== id) : [...d, id]));

  return (
    <Popup
      buttonClassName={selected.length > 0 ? 'button ghost active' : 'button ghost'}
      button={
        <>
          <UsersIcon size={18} />
          <span className="picker-label">
            {selected.length > 0 ? labels.teammatesSelected(selected.length) : labels.chooseTeammates}
          </span>
        </>
      }
      className="teammate-popup"
      label={labels.chooseTeammates}
      onOpen={() => setDraft(selected)}
      onApply={() => onChange(draft)}
    >
      {() => (
        <fieldset>
          <legend>{labels.teammates}</legend>
          {teammates && teammates.length > 0 ? (
            teammates.map((mate) => (
              <label key={mate._id} className="teammate-option">
                <input type="checkbox" checked={draft.includes(mate._id)} onChange={() => toggle(mate._id)} />
                <Avatar username={mate.username} coverImg={mate.coverImg} size={22} />
                <span>{mate.username}</span>
              </label>
            ))
          ) : !teammates && loadError ? (
            <p className="form-error small" role="alert">
              {loadError}
            </p>
          ) : (
            <p className="muted small">{ui.noTeamMembers}</p>
          )}
        </fieldset>
      )}
    </Popup>
  );
}
