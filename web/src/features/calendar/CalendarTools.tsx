/** The calendar's header tools: the previous and next month or week, today, and month or week. */
import { calendarTexts as texts } from '@shared/messages/calendar';
import { type CalendarMode, stepped } from './grid';

interface CalendarToolsProps {
  mode: CalendarMode;
  anchor: string;
  today: string;
  show: (next: { view?: CalendarMode; day?: string }) => void;
}

export function CalendarTools({ mode, anchor, today, show }: CalendarToolsProps) {
  const previous = mode === 'month' ? texts.previousMonth : texts.previousWeek;
  const next = mode === 'month' ? texts.nextMonth : texts.nextWeek;
  return (
    <div className="calendar-tools">
      <button
        type="button"
        className="calendar-choice"
        aria-label={previous}
        title={previous}
        onClick={() => show({ day: stepped(mode, anchor, -1) })}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="calendar-choice" onClick={() => show({ day: today })}>
        {texts.today}
      </button>
      <button
        type="button"
        className="calendar-choice"
        aria-label={next}
        title={next}
        onClick={() => show({ day: stepped(mode, anchor, 1) })}
      >
        <span aria-hidden="true">›</span>
      </button>
      <fieldset className="calendar-modes">
        <legend className="visually-hidden">{texts.viewChoice}</legend>
        {(['month', 'week'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className="calendar-choice"
            aria-pressed={mode === choice}
            onClick={() => show({ view: choice })}
          >
            {texts[choice]}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
