/** The week: its days by hour (the all-day row first), or at phone size a list of days. */
import { calendarTexts as texts } from '@shared/messages/calendar';
import { useCallback } from 'react';
import { type CellsProps, Drop } from './Drop';
import { dayName, fullDate, hourText } from './labels';

const hours = Array.from({ length: 24 }, (_, hour) => hour);

export function WeekGrid({ days, ...cells }: CellsProps & { days: string[] }) {
  const byHour = (day: string, hour: number) =>
    cells.entriesOf(day).filter((entry) => entry.time !== null && Number(entry.time.slice(0, 2)) === hour);
  const scroll = useCallback((element: HTMLElement | null) => {
    // The working day in view: 07:00 at the top.
    if (element && element.scrollTop === 0) element.scrollTop = (element.scrollHeight / 25) * 7;
  }, []);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it.
    <section className="calendar-week-scroll" ref={scroll} aria-label={texts.hours} tabIndex={0}>
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
            <tr key={hour}>
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
