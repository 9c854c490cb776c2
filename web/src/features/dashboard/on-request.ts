/**
 * Parts of the dashboard used only at the user's request or on some rows, an inline edit, the due
 * date picker, a team task's roll call and the 'Completed (N)' section: not in the first download,
 * loaded once the board shows (`preloadOnRequestParts`) so they are there when asked for, offline
 * too (docs/decisions/0138).
 */
import { lazy } from 'react';

const loadInlineEdit = () => import('./InlineEdit');
const loadDuePicker = () => import('./DuePicker');
const loadRollCall = () => import('./RollCall');
const loadCompleted = () => import('./CompletedSection');

export const InlineEdit = lazy(() => loadInlineEdit().then((m) => ({ default: m.InlineEdit })));
export const DuePicker = lazy(() => loadDuePicker().then((m) => ({ default: m.DuePicker })));
/** A team task's roll call on its row: only team tasks draw one. */
export const RollCall = lazy(loadRollCall);
/** The completed tasks after the open ones: a list's first completion draws it. */
export const CompletedSection = lazy(loadCompleted);

/** Loads them now (the board is shown: the first download is done). */
export function preloadOnRequestParts(): void {
  void loadInlineEdit();
  void loadDuePicker();
  void loadRollCall();
  void loadCompleted();
}
