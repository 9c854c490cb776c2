/**
 * Parts of the dashboard used only at the user's request or on some lists, the 'Completed (N)'
 * section and the add field's highlighting (and the rows' own, ../../tasks/on-request.ts): not in
 * the first download, loaded once the board shows (`preloadOnRequestParts`) so they are there when asked for, offline
 * too (docs/decisions/0138).
 */
import { type ComponentType, lazy } from 'react';
import { preloadRowParts } from '../../tasks/on-request';
import type { QuickAddLayerProps } from './quick-add/QuickAddLayer';

const loadCompleted = () => import('./CompletedSection');
const loadQuickAdd = () => import('./quick-add/QuickAddLayer');

/** The completed tasks after the open ones: a list's first completion draws it. */
export const CompletedSection = lazy(loadCompleted);

/**
 * The add field's highlighting and its parser (docs/decisions/0137). If its chunk cannot be fetched
 * (a page gone offline before it ever loaded it), the field stays plain and its line is added as
 * typed, never a failed page.
 */
export const QuickAddLayer = lazy(
  (): Promise<{ default: ComponentType<QuickAddLayerProps> }> =>
    loadQuickAdd().catch(() => ({ default: () => null })),
);

/** Loads them now (the board is shown: the first download is done). */
export function preloadOnRequestParts(): void {
  loadQuickAdd().catch(() => undefined);
  preloadRowParts();
  void loadCompleted();
}
