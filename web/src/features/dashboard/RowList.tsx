/**
 * The pane's windowed list of rows (tasks or assignment rows): each row keyed by its element id (the
 * form the highlight names it in), the row being edited kept drawn, and a highlighted row revealed.
 */
import { labels } from '@shared/messages';
import type { ReactNode } from 'react';
import { type ItemPlace, WindowedList } from '../../components/WindowedList';
import { todoHighlight } from '../../lib/highlight';

/** A row's height before it is measured: one line of text and one of details (due, '(from ...)'). */
const estimatedRowHeight = 63;
/** Pixels between rows. */
const rowGap = 6;

const rowId = (item: { _id: string }) => todoHighlight(item._id);

interface RowListProps<T extends { _id: string }> {
  items: readonly T[];
  /** The list's accessible name; 'Tasks' by default. */
  label?: string;
  scroller: HTMLElement | null;
  editingId: string | null;
  /** The element id of the highlighted row, if any. */
  pulseId: string | null;
  renderRow: (item: T, place: ItemPlace) => ReactNode;
  /** Rows of other lists above this one in the same scroller (the open tasks above the completed ones). */
  rowsAbove?: number;
}

export function RowList<T extends { _id: string }>({
  items,
  label = labels.tasks,
  scroller,
  editingId,
  pulseId,
  renderRow,
  rowsAbove = 0,
}: RowListProps<T>) {
  return (
    <WindowedList
      className="task-list windowed"
      aria-label={label}
      items={items}
      itemKey={rowId}
      scroller={scroller}
      estimatedHeight={estimatedRowHeight}
      gap={rowGap}
      initialOffset={rowsAbove * (estimatedRowHeight + rowGap)}
      keep={editingId ? [todoHighlight(editingId)] : undefined}
      reveal={pulseId}
      renderItem={renderRow}
    />
  );
}
