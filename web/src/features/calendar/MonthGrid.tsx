/** The month: a grid of weeks, each day its tasks (or, compact at phone size, a button per day). */
import { calendarTexts as texts } from '@shared/messages/calendar';
import { type CellsProps, Drop } from './Drop';
import { sameMonth } from './grid';
import { fullDate, weekdayNames } from './labels';

/** The tasks a day of the month shows before '+N more' (which shows the rest there). */
const dayShown = 3;

export function MonthGrid({
  weeks,
  anchor,
  compact,
  chosen,
  onChoose,
  expanded,
  onExpand,
  ...cells
}: CellsProps & {
  weeks: string[][];
  anchor: string;
  compact: boolean;
  chosen: string;
  onChoose: (day: string) => void;
  /** The days that show all their tasks (the others show `dayShown` and how many more). */
  expanded: ReadonlySet<string>;
  onExpand: (day: string) => void;
}) {
  const names = weekdayNames(weeks[0] ?? []);
  return (
    <table className={compact ? 'calendar-month compact' : 'calendar-month'}>
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name.long} scope="col" abbr={name.long}>
              {name.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const list = cells.entriesOf(day);
              const className = [
                'calendar-day',
                sameMonth(day, anchor) ? '' : 'other-month',
                day === cells.today ? 'today' : '',
                compact && day === chosen ? 'chosen' : '',
              ].join(' ');
              return (
                <Drop
                  key={day}
                  place={{ day, hour: null }}
                  as="td"
                  className={className}
                  target={cells.target({ day, hour: null })}
                >
                  {compact ? (
                    <button
                      type="button"
                      className="calendar-day-button"
                      aria-pressed={day === chosen}
                      onClick={() => onChoose(day)}
                    >
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      <span className="visually-hidden">
                        {texts.dayWithCount(fullDate(day), list.length)}
                      </span>
                      {list.length > 0 ? <span className="calendar-dot" aria-hidden="true" /> : null}
                    </button>
                  ) : (
                    <>
                      <span className="calendar-day-number">
                        <span aria-hidden="true">{Number(day.slice(8))}</span>
                        <span className="visually-hidden">{fullDate(day)}</span>
                      </span>
                      {list.length > 0 ? (
                        <ul className="calendar-entries">
                          {(expanded.has(day) ? list : list.slice(0, dayShown)).map(cells.item)}
                        </ul>
                      ) : null}
                      {list.length > dayShown && !expanded.has(day) ? (
                        <button
                          type="button"
                          className="calendar-more"
                          data-more={list.length - dayShown}
                          onClick={() => onExpand(day)}
                        >
                          {texts.more(list.length - dayShown)}
                          <span className="visually-hidden">{texts.moreOn(fullDate(day))}</span>
                        </button>
                      ) : null}
                    </>
                  )}
                </Drop>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
