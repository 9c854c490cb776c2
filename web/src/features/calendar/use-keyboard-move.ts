/**
 * A task moved by keyboard: focus it, press `m`, move with the arrows (a day, a week, or in the
 * week an hour for a task with a time of day), Enter drops, Escape or leaving it cancels, each step
 * said in the page's live region (`said`). After a drop, focus follows the task to its new place.
 */
import { calendarTexts as texts } from '@shared/messages/calendar';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { calendarShortcuts } from '../../lib/later-shortcuts';
import { type CalendarEntry, movable } from './entries';
import type { CalendarMode } from './grid';
import { moveTarget } from './labels';
import { type Moving, steppedMove } from './moves';

/** Moves a task to a day (and time); false when that is where it already is. */
export type MoveTask = (entry: CalendarEntry, day: string, time: string | null) => boolean;

export function useKeyboardMove(mode: CalendarMode, move: MoveTask, expand: (day: string) => void) {
  const [moving, setMoving] = useState<Moving | null>(null);
  const [said, setSaid] = useState('');
  const [focusKey, setFocusKey] = useState<{ key: string; day: string } | null>(null);

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

  const onEntryKey = (entry: CalendarEntry, event: KeyboardEvent<HTMLElement>) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    if (!moving || moving.entry.key !== entry.key) {
      if (calendarShortcuts.some((shortcut) => shortcut.keys.includes(event.key)) && movable(entry)) {
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

  /** The task being moved lost the focus: the move is cancelled. */
  const onEntryBlur = (entry: CalendarEntry) => {
    if (moving?.entry.key === entry.key) {
      setMoving(null);
      setSaid(texts.moveCancelled(entry.task.description));
    }
  };

  return { moving, said, onEntryKey, onEntryBlur };
}
