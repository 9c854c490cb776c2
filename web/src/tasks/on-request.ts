/**
 * Parts of the rows used only at the user's request or on some rows, an inline edit, the due date
 * picker and a team task's roll call: not in the first download, loaded once the board shows
 * (`preloadRowParts`, from the dashboard's own on-request parts) so they are there when asked for,
 * offline too (docs/decisions/0138).
 */
import { lazy } from 'react';

const loadInlineEdit = () => import('./InlineEdit');
const loadDuePicker = () => import('./DuePicker');
const loadRollCall = () => import('./RollCall');

export const InlineEdit = lazy(() => loadInlineEdit().then((m) => ({ default: m.InlineEdit })));
export const DuePicker = lazy(() => loadDuePicker().then((m) => ({ default: m.DuePicker })));
/** A team task's roll call on its row: only team tasks draw one. */
export const RollCall = lazy(loadRollCall);

/** Loads them now (the board is shown: the first download is done). */
export function preloadRowParts(): void {
  void loadInlineEdit();
  void loadDuePicker();
  void loadRollCall();
}
