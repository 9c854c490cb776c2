/** The week: its days by hour (the all-day row first), or at phone size a list of days. */
import { calendarTexts as texts } from '@shared/messages/calendar';
import { useLayoutEffect, useRef } from 'react';
import { type CellsProps, Drop } from './Drop';
import { openingHour } from './grid';
import { dayName, fullDate, hourText } from './labels';

const hours = Array.from({ length: 24 }, (_, hour) => hour);

export function WeekGrid({ days, ...cells }: CellsProps & { days: string[] }) {
  const byHour = (day: string, hour: number) =>
    cells.entriesOf(day).filter((entry) => entry.time !== null && Number(entry.time.slice(0, 2)) === hour);
  const region = useRef<HTMLElement>(null);
  // Where the week was last placed (its first day and opening hour), and whether the user has
  // scrolled it since (wheel, touch, keys or the scroll bar).
  const placed = useRef<{ week: string | undefined; hour: number } | null>(null);
  const userScrolled = useRef(false);
  const byUser = () => {
    userScrolled.current = true;
  };
  const times = days.flatMap((day) =>
    cells.entriesOf(day).flatMap((entry) => (entry.time ? [entry.time] : [])),
  );
  const openAt = openingHour(days, cells.today, new Date(), times);
  // Each week opens with its opening hour at the top, under the day names and the all-day row,
  // which stay pinned as the hours scroll (their height is measured: names may wrap). Tasks read
  // after the first draw may move the opening hour: the week is placed again, unless the user has
  // scrolled it since.
  useLayoutEffect(() => {
    const element = region.current;
    const last = placed.current;
    if (!element) return;
    if (last && last.week === days[0] && (last.hour === openAt || userScrolled.current)) return;
    if (last?.week !== days[0]) userScrolled.current = false;
    const head = element.querySelector('thead')?.getBoundingClientRect().height ?? 0;
    const allDay = element.querySelector('.calendar-all-day')?.getBoundingClientRect().height ?? 0;
    element.style.setProperty('--week-head-height', `${head}px`);
    const row = element.querySelector(`[data-hour-row="${openAt}"]`);
    if (row) {
      const offset = row.getBoundingClientRect().top - element.getBoundingClientRect().top;
      element.scrollTop += offset - head - allDay;
    }
    placed.current = { week: days[0], hour: openAt };
  }, [days, openAt]);
  return (
    <section
      className="calendar-week-scroll"
      ref={region}
      aria-label={texts.hours}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it.
      tabIndex={0}
      onWheel={byUser}
      onTouchMove={byUser}
      onKeyDown={byUser}
      onPointerDown={byUser}
    >
      <table className="calendar-week">
        <thead>
          <tr>
            <td />
            {days.map((day) => (
              <th key={day} scope="col" className={day === cells.today ? 'today' : ''}>
                {dayName(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="calendar-all-day">
            <th scope="row">{texts.allDay}</th>
            {days.map((day) => {
              const list = cells.entriesOf(day).filter((entry) => entry.time === null);
              return (
                <Drop
                  key={day}
                  place={{ day, hour: null }}
                  as="td"
                  className="calendar-slot"
                  target={cells.target({ day, hour: null })}
                >
                  {list.length > 0 ? <ul className="calendar-entries">{list.map(cells.item)}</ul> : null}
                </Drop>
              );
            })}
          </tr>
          {hours.map((hour) => (
            <tr key={hour} data-hour-row={hour}>
              <th scope="row" className="calendar-hour">
                {hourText(hour)}
              </th>
              {days.map((day) => {
                const list = byHour(day, hour);
                return (
                  <Drop
                    key={day}
                    place={{ day, hour }}
                    as="td"
                    className="calendar-slot"
                    target={cells.target({ day, hour })}
                  >
                    {list.length > 0 ? <ul className="calendar-entries">{list.map(cells.item)}</ul> : null}
                  </Drop>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Days as a list (the week at phone size, the chosen day's agenda under the compact month). */
export function DayList({
  days,
  agenda = false,
  ...cells
}: CellsProps & { days: string[]; agenda?: boolean }) {
  return (
    <ul
      className={agenda ? 'calendar-days agenda' : 'calendar-days'}
      data-testid={agenda ? 'calendar-agenda' : undefined}
    >
      {days.map((day) => {
        const list = cells.entriesOf(day);
        return (
          <Drop
            key={day}
            place={{ day, hour: null }}
            as="li"
            className={day === cells.today ? 'calendar-list-day today' : 'calendar-list-day'}
            target={cells.target({ day, hour: null })}
          >
            <h2 className="calendar-list-title">{fullDate(day)}</h2>
            {list.length > 0 ? (
              <ul className="calendar-entries">{list.map(cells.item)}</ul>
            ) : (
              <p className="muted small">{texts.noTasks}</p>
            )}
          </Drop>
        );
      })}
    </ul>
  );
}
