/**
 * The days shown: the month (compact at phone size, with the chosen day's tasks below it), or the
 * week by hour (a list of days at phone size).
 */
import type { CellsProps } from './Drop';
import { type CalendarMode, monthWeeks, type WeekdayNumber, weekDays } from './grid';
import { MonthGrid } from './MonthGrid';
import { DayList, WeekGrid } from './WeekGrid';

interface CalendarDaysProps extends CellsProps {
  mode: CalendarMode;
  anchor: string;
  weekStart: WeekdayNumber;
  range: { from: string; to: string };
  wide: boolean;
  /** The day whose tasks the compact month shows below it. */
  shownDay: string;
  onChoose: (day: string) => void;
  expanded: ReadonlySet<string>;
  onExpand: (day: string) => void;
}

export function CalendarDays({
  mode,
  anchor,
  weekStart,
  range,
  wide,
  shownDay,
  onChoose,
  expanded,
  onExpand,
  ...cells
}: CalendarDaysProps) {
  return (
    <div
      className="calendar-scroll"
      data-testid={`calendar-${mode}`}
      data-range={`${range.from}/${range.to}`}
    >
      {mode === 'month' ? (
        <MonthGrid
          weeks={monthWeeks(anchor, weekStart)}
          anchor={anchor}
          compact={!wide}
          chosen={shownDay}
          onChoose={onChoose}
          expanded={expanded}
          onExpand={onExpand}
          {...cells}
        />
      ) : wide ? (
        <WeekGrid days={weekDays(anchor, weekStart)} {...cells} />
      ) : (
        <DayList days={weekDays(anchor, weekStart)} {...cells} />
      )}
      {mode === 'month' && !wide ? <DayList days={[shownDay]} {...cells} agenda /> : null}
    </div>
  );
}
