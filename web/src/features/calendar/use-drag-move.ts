/**
 * A task moved by dragging (@dnd-kit): picked up after the pointer moved 6 px (a click still opens
 * it), each step said by @dnd-kit's own live region in words, dropped on a day or an hour.
 */
import {
  type Announcements,
  type DndContextProps,
  type DragEndEvent,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { calendarTexts as texts } from '@shared/messages/calendar';
import { useState } from 'react';
import type { CalendarEntry } from './entries';
import { hourText, moveTarget } from './labels';
import { type DropPlace, timeAtHour } from './moves';
import type { MoveTask } from './use-keyboard-move';

export function useDragMove(move: MoveTask, expand: (day: string) => void) {
  const [dragged, setDragged] = useState<CalendarEntry | null>(null);
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

  const context: DndContextProps = {
    sensors,
    accessibility: { announcements, screenReaderInstructions: { draggable: texts.moveInstructions } },
    onDragStart,
    onDragEnd,
    onDragCancel: () => setDragged(null),
  };
  return { dragged, context };
}
