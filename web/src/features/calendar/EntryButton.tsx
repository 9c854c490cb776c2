/**
 * A task on the calendar: its button, plain or draggable, and what it shows. The words every
 * movable task points to (`moveHelpId`) say how to move it by keyboard.
 */
import { useDraggable } from '@dnd-kit/core';
import { calendarTexts as texts } from '@shared/messages/calendar';
import { type KeyboardEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { type CalendarEntry, movable } from './entries';

/** What an entry shows: its time, its text and its marks (in words, not colour alone). */
export function EntryBody({ entry }: { entry: CalendarEntry }) {
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

export interface EntryProps {
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
export const moveHelpId = 'calendar-move-help';

/**
 * A task. A movable one becomes draggable when the pointer first comes over it (a press follows
 * later): a month of 500 tasks draws plain buttons, not 500 draggables. A press on a plain one (a
 * touch, which has no hover) makes it draggable for the next.
 */
export function Entry(props: EntryProps) {
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
