/**
 * A toast with an Undo button (a deleted task, a completion, a discarded edit): the text and Undo for
 * `durationMs`; Undo dismisses it and calls `onUndo`. Returns the toast's id (to dismiss it early).
 */
import { everydayTexts } from '@shared/messages/screens';
import { toast } from '../lib/toast';

/** The Undo of the toast shown last, while it is shown: the 'z' shortcut presses it. */
let lastUndo: { id: string; undo: () => void } | null = null;

/** Presses the Undo of the latest undo toast still shown; false when there is none. */
export function undoLast(): boolean {
  const last = lastUndo;
  if (!last) return false;
  lastUndo = null;
  toast.dismiss(last.id);
  last.undo();
  return true;
}

/** `replacing`: the id of a toast this one takes the place of (a change's loading toast). */
export function showUndoToast(
  message: string,
  onUndo: () => void,
  durationMs: number,
  replacing?: string,
): string {
  let done = false;
  // Undone once at most, from the button or the shortcut.
  const undo = () => {
    if (done) return;
    done = true;
    if (lastUndo?.undo === undo) lastUndo = null;
    onUndo();
  };
  const id = toast(
    (shown) => (
      <span className="undo-toast">
        <span>{message}</span>
        <button
          type="button"
          className="button ghost small"
          onClick={() => {
            toast.dismiss(shown.id);
            undo();
          }}
        >
          {everydayTexts.undo}
        </button>
      </span>
    ),
    { duration: durationMs, ...(replacing ? { id: replacing } : {}) },
  );
  lastUndo = { id, undo };
  window.setTimeout(() => {
    if (lastUndo?.id === id) lastUndo = null;
  }, durationMs);
  return id;
}
