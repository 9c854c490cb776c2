/**
 * The board's parts that other features draw, composed here for the dashboard and the calendar
 * (features never import each other, docs/architecture.md): the sidebar with the saved filters'
 * and labels' sections and a list's members dialog, the task details panel with the labels'
 * section, and a saved filter's or a label's view. Each is a lazy chunk, drawn after the first
 * render or when asked for (docs/decisions/0129), as when the dashboard loaded them itself.
 */
import { lazy } from 'react';
import { Sidebar } from '../features/dashboard/Sidebar';
import type { BoardParts, BoardSidebarProps } from '../tasks/board-parts';

/** The saved filters' section, and the labels' after it: with their own reads. */
const SidebarSections = lazy(() => import('./SidebarSections'));
const ShareDialog = lazy(() =>
  import('../features/sharing/ShareDialog').then((m) => ({ default: m.ShareDialog })),
);
/** The details panel loads when a task is first opened: not in the first download. */
const DetailsPanel = lazy(() => import('./TaskDetails'));
/** A saved filter's view, with its query's evaluator: loaded when one is opened. */
const FilterPane = lazy(() => import('../features/filters/FilterPane'));

/** The dashboard's sidebar with the sections and the dialog of the other features. */
export function BoardSidebar(props: BoardSidebarProps) {
  return <Sidebar {...props} Sections={SidebarSections} ShareDialog={ShareDialog} />;
}

export const boardParts: BoardParts = { Sidebar: BoardSidebar, DetailsPanel, FilterPane };
