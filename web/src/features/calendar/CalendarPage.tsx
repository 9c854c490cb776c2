/**
 * The calendar (`/calendar`), a lazy chunk with @dnd-kit: a month or a week of every task the user
 * sees with a due date (./entries.ts), read from the groups the dashboard holds. A task moves to
 * another day (or hour, in the week, for a task with a time of day) by dragging it, or by keyboard:
 * focus it, press `m`, move with the arrows, Enter drops, Escape cancels, each step said in a live
 * region. A move is the details panel's change of the due day (optimistic, queued offline). At phone
 * size the month is a compact grid with the chosen day's tasks below, and the week a list of days.
 */
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { calendarTexts as texts } from '@shared/messages/calendar';
import { failures } from '@shared/messages/screens';
import type { TaskChanges } from '@shared/types';
import type { AssignmentRow } from '@shared/views';
import { type ComponentType, useCallback, useMemo, useState } from 'react';
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
import { CalendarDays } from './CalendarDays';
import { CalendarTools } from './CalendarTools';
import { Entry, EntryBody, moveHelpId } from './EntryButton';
import { type CalendarEntry, calendarEntries, moveChanges } from './entries';
import { type CalendarMode, localeWeekStart, sameMonth, visibleRange } from './grid';
import { hourText, rangeHeading } from './labels';
import type { DropPlace } from './moves';
import { useDragMove } from './use-drag-move';
import { type MoveTask, useKeyboardMove } from './use-keyboard-move';
import '../../styles/calendar.css';

const sidebarId = 'calendar-sidebar';
/** The sidebar's selection on this page: its Calendar entry (features/dashboard/ViewEntries.tsx). */
const calendarView = 'calendar';

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const localDay = (date = new Date()) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

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

  const move = useCallback<MoveTask>(
    (entry, day, time) => {
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
  const { moving, said, onEntryKey, onEntryBlur } = useKeyboardMove(mode, move, expand);
  const drag = useDragMove(move, expand);

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
      onBlur={() => onEntryBlur(entry)}
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
          <CalendarTools mode={mode} anchor={anchor} today={today} show={show} />
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
          <DndContext {...drag.context}>
            <CalendarDays
              mode={mode}
              anchor={anchor}
              weekStart={weekStart}
              range={range}
              wide={wide}
              shownDay={shownDay}
              onChoose={setChosenDay}
              expanded={expanded}
              onExpand={expand}
              today={today}
              entriesOf={entriesOf}
              item={item}
              target={target}
            />
            <DragOverlay>{drag.dragged ? <EntryBody entry={drag.dragged} /> : null}</DragOverlay>
          </DndContext>
        )}
      </main>
    </BoardFrame>
  );
}
