/**
 * The pane's windowed list of rows (tasks or assignment rows): each row keyed by its element id (the
 * form the highlight names it in), the row being edited kept drawn, and a highlighted row revealed.
 * A task made offline keeps the key of its first id when the server's id replaces it (api/outbox/
 * `firstId`): the row is not mounted again, so its focus and an open edit stay.
 */
import { labels } from '@shared/messages/screens';
import type { ReactNode } from 'react';
import { firstId } from '../api/outbox/state';
import { type ItemPlace, WindowedList } from '../components/WindowedList';
import { parseHighlight, todoHighlight } from '../lib/highlight';

/** A row's height before it is measured: one line of text and one of details (due, '(from ...)'). */
const estimatedRowHeight = 63;
/** Pixels between rows. */
const rowGap = 6;

/** A row's key in its list: the element id of the id it was first shown with. */
export const rowKey = (item: { _id: string }) => todoHighlight(firstId(item._id));
/** The list key of a row named by its element id (`todo-{id}`). */
const keyOf = (elementId: string) => {
  const highlight = parseHighlight(elementId);
  return highlight?.kind === 'todo' ? todoHighlight(firstId(highlight.id)) : elementId;
};

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
  /** A row whose keyboard focus follows it into this list (a task completed by `x`). */
  follow?: { key: string } | null;
}

export function RowList<T extends { _id: string }>({
  items,
  label = labels.tasks,
  scroller,
  editingId,
  pulseId,
  renderRow,
  rowsAbove = 0,
  follow = null,
}: RowListProps<T>) {
  return (
    <WindowedList
      className="task-list windowed"
      aria-label={label}
      items={items}
      itemKey={rowKey}
      scroller={scroller}
      estimatedHeight={estimatedRowHeight}
      gap={rowGap}
      initialOffset={rowsAbove * (estimatedRowHeight + rowGap)}
      keep={editingId ? [todoHighlight(firstId(editingId))] : undefined}
      reveal={pulseId ? keyOf(pulseId) : null}
      follow={follow}
      renderItem={renderRow}
    />
  );
}
