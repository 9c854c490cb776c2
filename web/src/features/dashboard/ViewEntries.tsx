/**
 * The sidebar's entries of the web's own: Upcoming after Planned, with how many open tasks are due
 * today or overdue as its badge (docs/api.md#upcoming); and after the five built-in views "Up for
 * grabs" (when lists are shared with the user) and the calendar page. A lazy chunk drawn just after
 * the first render, as the sidebar's other parts are (docs/decisions/0129): the first download
 * stays in its budget.
 */
import '../../styles/upcoming.css';
import { calendarEntryText } from '@shared/messages/calendar';
import { ui } from '@shared/messages/screens';
import { sortTexts } from '@shared/messages/sorting';
import type { Group } from '@shared/types';
import { entryList, upcomingView, upForGrabsView } from '@shared/views';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { CalendarIcon, ClockIcon, UsersIcon } from '../../components/icons';
import { ymdOf } from '../../lib/dates';
import { dueTodayCount } from './sort-order';

/** The id the calendar page gives the sidebar as its selection. */
export const calendarView = 'calendar';

interface ViewEntriesProps {
  /** Which of them: Upcoming (after Planned), or those after the built-in views. */
  part: 'upcoming' | 'after';
  groups: readonly Group[] | undefined;
  upForGrabs: boolean;
  selectedId: string;
  onSelect: (id: string) => void;
}

export default function ViewEntries({ part, groups, upForGrabs, selectedId, onSelect }: ViewEntriesProps) {
  if (part === 'upcoming')
    return <UpcomingEntry groups={groups} selectedId={selectedId} onSelect={onSelect} />;
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

interface UpcomingEntryProps {
  groups: readonly Group[] | undefined;
  selectedId: string;
  onSelect: (id: string) => void;
}

function UpcomingEntry({ groups, selectedId, onSelect }: UpcomingEntryProps) {
  const selected = selectedId === upcomingView;
  const count = useMemo(() => {
    const list = groups ? entryList(upcomingView, groups) : null;
    return list?.kind === 'tasks' ? dueTodayCount(list.tasks, ymdOf()) : 0;
  }, [groups]);
  return (
    <li className={selected ? 'group-entry selected' : 'group-entry'} data-testid="upcoming-entry">
      <button
        type="button"
        className="group-button"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(upcomingView)}
      >
        <span className="group-icon">
          <ClockIcon />
        </span>
        <span className="group-name">{ui.upcomingView}</span>
        {count > 0 ? (
          <span className="upcoming-count" data-testid="upcoming-count">
            <span aria-hidden="true">{count}</span>
            <span className="visually-hidden">{sortTexts.upcomingBadge(count)}</span>
          </span>
        ) : null}
      </button>
    </li>
  );
}
