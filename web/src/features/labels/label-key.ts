/**
 * The `l` key on a focused task row (web/src/lib/later-shortcuts.ts): opens the task's details as
 * Enter does, and asks the panel's label picker to take focus (details/LabelSection.tsx takes the
 * intent once). Listened for by the sidebar's Labels section, a chunk loaded after the first render,
 * so the row's code in the first download does not grow.
 */
/** The task whose `l` was pressed, until its panel's picker takes the focus. */
export const labelIntent = { taskId: '' };

/** Whether a key press should act: no modifier, not typed into a field. */
const plainKey = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey && !event.repeat;

export function onLabelKey(event: KeyboardEvent): void {
  if (event.key !== 'l' || !plainKey(event) || !(event.target instanceof HTMLElement)) return;
  const row = event.target;
  // A task row's id is `todo-<task id>` (lib/highlight.ts `todoHighlight`; not imported: the first
  // download's chunk would export it for this chunk).
  if (!row.classList.contains('task-row') || !row.id.startsWith('todo-')) return;
  event.preventDefault();
  labelIntent.taskId = row.id.slice('todo-'.length);
  // The row opens its details on Enter (RowParts.tsx `RowFrame`).
  row.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
}
