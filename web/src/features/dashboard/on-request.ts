/**
 * Parts of the dashboard used only at the user's request or on some rows, an inline edit, the due
 * date picker and a team task's roll call: not in the first download, loaded once the board shows
 * (`preloadOnRequestParts`) so they are there when asked for.
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
export function preloadOnRequestParts(): void {
  void loadInlineEdit();
  void loadDuePicker();
  void loadRollCall();
}
