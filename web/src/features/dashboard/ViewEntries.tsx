/**
 * The sidebar's entries after the five built-in views: "Up for grabs" (when lists are shared with
 * the user) and the calendar page. A lazy chunk drawn just after the first render, as the sidebar's
 * other parts are (docs/decisions/0129): the first download stays in its budget.
 */
import { calendarEntryText } from '@shared/messages/calendar';
import { ui } from '@shared/messages/screens';
import { upForGrabsView } from '@shared/views';
import { Link } from 'react-router-dom';
import { CalendarIcon, UsersIcon } from '../../components/icons';

/** The id the calendar page gives the sidebar as its selection. */
export const calendarView = 'calendar';

interface ViewEntriesProps {
  upForGrabs: boolean;
  selectedId: string;
  onSelect: (id: string) => void;
}

export default function ViewEntries({ upForGrabs, selectedId, onSelect }: ViewEntriesProps) {
  const onCalendar = selectedId === calendarView;
  return (
    <>
      {upForGrabs ? (
        <li className={selectedId === upForGrabsView ? 'group-entry selected' : 'group-entry'}>
          <button
            type="button"
            className="group-button"
            aria-current={selectedId === upForGrabsView ? 'true' : undefined}
            onClick={() => onSelect(upForGrabsView)}
          >
            <span className="group-icon">
              <UsersIcon />
            </span>
            <span className="group-name">{ui.upForGrabsView}</span>
          </button>
        </li>
      ) : null}
      <li className={onCalendar ? 'group-entry selected' : 'group-entry'}>
        <Link className="group-button" to="/calendar" aria-current={onCalendar ? 'page' : undefined}>
          <span className="group-icon">
            <CalendarIcon />
          </span>
          <span className="group-name">{calendarEntryText}</span>
        </Link>
      </li>
    </>
  );
}
