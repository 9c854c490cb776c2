/** A place a task can be dropped on (a table cell or a list item), and what every grid of days is given. */
import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import type { CalendarEntry } from './entries';
import { type DropPlace, dropId } from './moves';

export interface CellsProps {
  today: string;
  entriesOf: (day: string) => CalendarEntry[];
  item: (entry: CalendarEntry) => ReactNode;
  target: (place: DropPlace) => boolean;
}

export function Drop({
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
