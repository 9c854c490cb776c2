/**
 * The calendar (`/calendar`), a lazy chunk with @dnd-kit: a month or a week of every task the user
 * sees with a due date (./entries.ts), read from the groups the dashboard holds. A task moves to
 * another day (or hour, in the week, for a task with a time of day) by dragging it, or by keyboard:
 * focus it, press `m`, move with the arrows, Enter drops, Escape cancels, each step said in a live
 * region. A move is the details panel's change of the due day (optimistic, queued offline). At phone
 * size the month is a compact grid with the chosen day's tasks below, and the week a list of days.
 */
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { calendarTexts as texts } from '@shared/messages/calendar';
import { failures } from '@shared/messages/screens';
import type { TaskChanges } from '@shared/types';
import type { AssignmentRow } from '@shared/views';
import {
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readFailureText } from '../../api/client';
import type { BoardFrame as Frame, SidebarToggle as Toggle } from '../../components/BoardFrame';
import { toast } from '../../lib/toast';
import { useWide } from '../../lib/useMediaQuery';
import { useGroups } from '../../tasks/api/groups';
import type { BoardSidebarProps } from '../../tasks/board-parts';
import { formatDue } from '../../tasks/format';
import { onRepeatDay } from '../../tasks/repeat-day';
import type { SendMove } from '../../tasks/use-send-move';
import { type CalendarEntry, calendarEntries, movable, moveChanges } from './entries';
import {
  addDays,
  type CalendarMode,
  localeWeekStart,
  monthWeeks,
  sameMonth,
  stepped,
  visibleRange,
  weekDays,
} from './grid';
import { dayName, fullDate, hourText, moveTarget, rangeHeading, weekdayNames } from './labels';
import '../../styles/calendar.css';

const sidebarId = 'calendar-sidebar';
/** The sidebar's selection on this page: its Calendar entry (../ViewEntries.tsx). */
const calendarView = 'calendar';
const hours = Array.from({ length: 24 }, (_, hour) => hour);
/** The tasks a day of the month shows before '+N more' (which shows the rest there). */
const dayShown = 3;

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const localDay = (date = new Date()) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A task being moved by keyboard: where it would drop. */
interface Moving {
  entry: CalendarEntry;
  day: string;
  time: string | null;
}

/** A drop place: a day, and in the week an hour (null: the all-day row or a whole day). */
interface DropPlace {
  day: string;
  hour: number | null;
}

const dropId = ({ day, hour }: DropPlace) =>
  hour === null ? day : `${day}T${String(hour).padStart(2, '0')}`;

/** The time a task dropped at `hour` gets: the hour, its own minutes; none for a task without a time. */
const timeAtHour = (entry: CalendarEntry, hour: number | null) =>
  hour === null || entry.time === null
    ? entry.time
    : `${String(hour).padStart(2, '0')}${entry.time.slice(2)}`;

/** A step of a keyboard move: days, or minutes for a task with a time (an hour move). */
function steppedMove(moving: Moving, days: number, minutes: number): Moving {
  if (minutes === 0 || moving.time === null) return { ...moving, day: addDays(moving.day, days) };
  const [h, m] = moving.time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  const carry = Math.floor(total / 1440);
  const within = ((total % 1440) + 1440) % 1440;
  const time = `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
  return { ...moving, day: addDays(moving.day, carry), time };
}

interface CalendarPageProps {
  send: SendMove;
  /**
   * The dashboard's sidebar, given by the app: this chunk importing it makes the bundler split the
   * first download's outbox modules into chunks of their own (0.8 KB gzipped more, measured).
   */
  Sidebar: ComponentType<BoardSidebarProps>;
  /** The board's frame and its sidebar button, given by the app for the same reason. */
  BoardFrame: typeof Frame;
  SidebarToggle: typeof Toggle;
}

export default function CalendarPage({ send, Sidebar, BoardFrame, SidebarToggle }: CalendarPageProps) {
  // The groups the dashboard holds, as they are: no request when it holds them.
  const { data: groups, error } = useGroups(true);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const wide = useWide();
  const [sidebarOpen, setSidebarOpen] = useState(wide);
  const zone = useMemo(viewerZone, []);
  const weekStart = useMemo(() => localeWeekStart(navigator.language), []);
  const today = localDay();
  const mode: CalendarMode = params.get('view') === 'week' ? 'week' : 'month';
  const anchor = params.get('day') ?? today;
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [moving, setMoving] = useState<Moving | null>(null);
  const [said, setSaid] = useState('');
  const [focusKey, setFocusKey] = useState<{ key: string; day: string } | null>(null);
  const [dragged, setDragged] = useState<CalendarEntry | null>(null);
  // The month's days opened to show all their tasks; a task moved there opens its day.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const expand = useCallback((day: string) => setExpanded((days) => new Set(days).add(day)), []);

  const show = useCallback(
    (next: { view?: CalendarMode; day?: string }) =>
      setParams(
        (current) => {
          const after = new URLSearchParams(current);
          if (next.view) after.set('view', next.view);
          if (next.day) after.set('day', next.day);
          return after;
        },
        { replace: true },
      ),
    [setParams],
  );

  const range = useMemo(() => visibleRange(mode, anchor, weekStart), [mode, anchor, weekStart]);
  const entries = useMemo(
    () =>
      groups ? calendarEntries(groups, range, { zone, now: Date.now() }) : new Map<string, CalendarEntry[]>(),
    [groups, range, zone],
  );

  // After a drop the moved task is drawn in its new place: focus follows it there.
  useEffect(() => {
    if (!focusKey) return;
    const element = document.querySelector<HTMLElement>(
      `[data-day="${focusKey.day}"] [data-entry="${CSS.escape(focusKey.key)}"]`,
    );
    if (element) {
      element.focus();
      setFocusKey(null);
    }
  });

  const move = useCallback(
    (entry: CalendarEntry, day: string, time: string | null) => {
      if (day === entry.day && time === entry.time) return false;
      const { changes, movedTo } = onRepeatDay(
        entry.task,
        moveChanges(entry, day, time, zone) as TaskChanges,
      );
      if (movedTo) toast(texts.movedTo(entry.task.description, formatDue(movedTo)));
      send(entry.task, changes, entry.kind === 'assignment' ? (entry.task as AssignmentRow) : undefined);
      return true;
    },
    [send, zone],
  );

  const onEntryKey = (entry: CalendarEntry, event: KeyboardEvent<HTMLElement>) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    if (!moving || moving.entry.key !== entry.key) {
      if (event.key === 'm' && movable(entry)) {
        event.preventDefault();
        setMoving({ entry, day: entry.day, time: entry.time });
        setSaid(texts.movingTo(entry.task.description, moveTarget(entry.day, entry.time)));
      }
      return;
    }
    const hourMoves = mode === 'week' && moving.time !== null;
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: hourMoves ? [0, -60] : [-7, 0],
      ArrowDown: hourMoves ? [0, 60] : [7, 0],
    };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      event.stopPropagation();
      const next = steppedMove(moving, step[0], step[1]);
      setMoving(next);
      setSaid(texts.movingTo(entry.task.description, moveTarget(next.day, next.time)));
      return;
    }
    if (event.key === 'Enter' || event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setMoving(null);
      if (event.key === 'Escape') return setSaid(texts.moveCancelled(entry.task.description));
      if (move(entry, moving.day, moving.time)) {
        expand(moving.day);
        setFocusKey({ key: entry.key, day: moving.day });
      }
      setSaid(texts.movedTo(entry.task.description, moveTarget(moving.day, moving.time)));
    }
  };

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const nameOf = (id: string | number) => (dragged?.key === id ? dragged.task.description : '');
  const placeOf = (data: unknown) => {
    const place = data as DropPlace | undefined;
    return place ? moveTarget(place.day, place.hour === null ? null : hourText(place.hour)) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => texts.pickedUp(nameOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? texts.over(nameOf(active.id), placeOf(over.data.current)) : texts.notOver(nameOf(active.id)),
    onDragEnd: ({ active, over }) =>
      over
        ? texts.movedTo(nameOf(active.id), placeOf(over.data.current))
        : texts.droppedOutside(nameOf(active.id)),
    onDragCancel: ({ active }) => texts.moveCancelled(nameOf(active.id)),
  };
  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged((active.data.current as { entry: CalendarEntry } | undefined)?.entry ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const entry = (active.data.current as { entry: CalendarEntry } | undefined)?.entry;
    const place = over?.data.current as DropPlace | undefined;
    if (entry && place && move(entry, place.day, timeAtHour(entry, place.hour))) expand(place.day);
  };

  // A task's details open on the dashboard, in its list (the details panel is the dashboard's chunk).
  const open = (entry: CalendarEntry) =>
    navigate(
      `/?highlight=${encodeURIComponent(`todo-${entry.task._id}`)}&task=${encodeURIComponent(entry.task._id)}`,
    );

  const item = (entry: CalendarEntry) => (
    <Entry
      key={entry.key}
      entry={entry}
      moving={moving?.entry.key === entry.key}
      onKey={onEntryKey}
      onOpen={open}
      onBlur={() => {
        if (moving?.entry.key === entry.key) {
          setMoving(null);
          setSaid(texts.moveCancelled(entry.task.description));
        }
      }}
    />
  );
  const entriesOf = (day: string) => entries.get(day) ?? [];
  const target = (place: DropPlace) =>
    moving !== null &&
    moving.day === place.day &&
    (place.hour === null
      ? mode === 'month' || moving.time === null
      : moving.time?.slice(0, 2) === hourText(place.hour).slice(0, 2));

  const shownDay =
    chosenDay && chosenDay >= range.from && chosenDay <= range.to
      ? chosenDay
      : sameMonth(today, anchor) || mode === 'week'
        ? today >= range.from && today <= range.to
          ? today
          : range.from
        : anchor;
  const previous = mode === 'month' ? texts.previousMonth : texts.previousWeek;
  const next = mode === 'month' ? texts.nextMonth : texts.nextWeek;

  return (
    <BoardFrame
      sidebarOpen={sidebarOpen}
      sidebar={
        <Sidebar
          id={sidebarId}
          open={sidebarOpen}
          groups={groups}
          loadError={readFailureText(error, groups, failures.getGroups)}
          selectedId={calendarView}
          pulseId={null}
          onSelect={(id) => navigate(id === 'today' ? '/' : `/?list=${encodeURIComponent(id)}`)}
        />
      }
    >
      <main className="task-pane calendar" aria-labelledby="calendar-title" data-testid="calendar">
        <div className="pane-header calendar-header">
          <SidebarToggle
            open={sidebarOpen}
            sidebarId={sidebarId}
            onToggle={() => setSidebarOpen((o) => !o)}
          />
          <h1 id="calendar-title" className="pane-title">
            {rangeHeading(mode, anchor, range)}
          </h1>
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
        </div>
        <p id={moveHelpId} hidden>
          {texts.moveInstructions}
        </p>
        <p className="visually-hidden" role="status" aria-live="polite" data-testid="calendar-status">
          {said}
        </p>
        {!groups ? (
          <p className="muted calendar-loading">{texts.loading}</p>
        ) : (
          <DndContext
            sensors={sensors}
            accessibility={{ announcements, screenReaderInstructions: { draggable: texts.moveInstructions } }}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            onDragCancel={() => setDragged(null)}
          >
            <div
              className="calendar-scroll"
              data-testid={`calendar-${mode}`}
              data-range={`${range.from}/${range.to}`}
            >
              {mode === 'month' ? (
                <MonthGrid
                  weeks={monthWeeks(anchor, weekStart)}
                  anchor={anchor}
                  today={today}
                  compact={!wide}
                  chosen={shownDay}
                  onChoose={setChosenDay}
                  expanded={expanded}
                  onExpand={expand}
                  entriesOf={entriesOf}
                  item={item}
                  target={target}
                />
              ) : wide ? (
                <WeekGrid
                  days={weekDays(anchor, weekStart)}
                  today={today}
                  entriesOf={entriesOf}
                  item={item}
                  target={target}
                />
              ) : (
                <DayList
                  days={weekDays(anchor, weekStart)}
                  today={today}
                  entriesOf={entriesOf}
                  item={item}
                  target={target}
                />
              )}
              {mode === 'month' && !wide ? (
                <DayList
                  days={[shownDay]}
                  today={today}
                  entriesOf={entriesOf}
                  item={item}
                  target={target}
                  agenda
                />
              ) : null}
            </div>
            <DragOverlay>{dragged ? <EntryBody entry={dragged} /> : null}</DragOverlay>
          </DndContext>
        )}
      </main>
    </BoardFrame>
  );
}

interface CellsProps {
  today: string;
  entriesOf: (day: string) => CalendarEntry[];
  item: (entry: CalendarEntry) => ReactNode;
  target: (place: DropPlace) => boolean;
}

/** A place a task can be dropped on (a table cell or a list item). */
function Drop({
  place,
  as: Element,
  className,
  children,
  target,
}: {
  place: DropPlace;
  as: 'td' | 'li';
  className: string;
  children: ReactNode;
  target: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: dropId(place), data: place });
  return (
    <Element
      ref={setNodeRef}
      className={[className, isOver || target ? 'drop-over' : ''].join(' ')}
      data-day={place.day}
      data-hour={place.hour ?? undefined}
    >
      {children}
    </Element>
  );
}

function MonthGrid({
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

function WeekGrid({ days, ...cells }: CellsProps & { days: string[] }) {
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
function DayList({ days, agenda = false, ...cells }: CellsProps & { days: string[]; agenda?: boolean }) {
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

/** What an entry shows: its time, its text and its marks (in words, not colour alone). */
function EntryBody({ entry }: { entry: CalendarEntry }) {
  return (
    <>
      {entry.time !== null ? <span className="calendar-time">{entry.time}</span> : null}
      <span className="calendar-text">{entry.task.description}</span>
      {entry.overdue ? <span className="calendar-mark overdue">{texts.overdue}</span> : null}
      {entry.completed ? <span className="visually-hidden">{`, ${texts.completed}`}</span> : null}
      {entry.occurrence ? <span className="visually-hidden">{`, ${texts.repeats}`}</span> : null}
    </>
  );
}

interface EntryProps {
  entry: CalendarEntry;
  moving: boolean;
  onKey: (entry: CalendarEntry, event: KeyboardEvent<HTMLElement>) => void;
  onOpen: (entry: CalendarEntry) => void;
  onBlur: () => void;
}

const entryClass = (entry: CalendarEntry, moving: boolean) =>
  [
    'calendar-entry',
    entry.occurrence ? 'occurrence' : '',
    entry.completed ? 'completed' : '',
    entry.overdue ? 'overdue' : '',
    moving ? 'moving' : '',
  ].join(' ');

/** The words every movable task points to (aria-describedby): how to move it by keyboard. */
const moveHelpId = 'calendar-move-help';

/**
 * A task. A movable one becomes draggable when the pointer first comes over it (a press follows
 * later): a month of 500 tasks draws plain buttons, not 500 draggables. A press on a plain one (a
 * touch, which has no hover) makes it draggable for the next.
 */
function Entry(props: EntryProps) {
  const [armed, setArmed] = useState<{ focused: boolean } | null>(null);
  if (!movable(props.entry)) return <PlainEntry {...props} />;
  if (armed) return <MovableEntry {...props} focused={armed.focused} />;
  return (
    <PlainEntry {...props} onArm={(button) => setArmed({ focused: document.activeElement === button })} />
  );
}

function PlainEntry({
  entry,
  moving,
  onKey,
  onOpen,
  onBlur,
  onArm,
}: EntryProps & { onArm?: (button: HTMLElement) => void }) {
  const canMove = movable(entry);
  return (
    <li>
      <button
        type="button"
        className={entryClass(entry, moving)}
        data-entry={entry.key}
        data-testid="calendar-entry"
        title={entry.groupName}
        aria-describedby={canMove ? moveHelpId : undefined}
        onKeyDown={(event) => onKey(entry, event)}
        onClick={() => onOpen(entry)}
        onBlur={canMove ? onBlur : undefined}
        onPointerEnter={onArm ? (event) => onArm(event.currentTarget) : undefined}
        onPointerDown={onArm ? (event) => onArm(event.currentTarget) : undefined}
      >
        <EntryBody entry={entry} />
      </button>
    </li>
  );
}

function MovableEntry({ entry, moving, onKey, onOpen, onBlur, focused }: EntryProps & { focused: boolean }) {
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id: entry.key, data: { entry } });
  const button = useRef<HTMLButtonElement | null>(null);
  // It replaced the plain button: focus stays on the task.
  useLayoutEffect(() => {
    if (focused) button.current?.focus();
  }, [focused]);
  const ref = useCallback(
    (node: HTMLButtonElement | null) => {
      button.current = node;
      setNodeRef(node);
    },
    [setNodeRef],
  );
  return (
    <li>
      <button
        type="button"
        ref={ref}
        {...attributes}
        {...listeners}
        className={`${entryClass(entry, moving)}${isDragging ? ' dragging' : ''}`}
        data-entry={entry.key}
        data-testid="calendar-entry"
        title={entry.groupName}
        onKeyDown={(event) => onKey(entry, event)}
        onClick={() => onOpen(entry)}
        onBlur={onBlur}
      >
        <EntryBody entry={entry} />
      </button>
    </li>
  );
}
