/**
 * The parts of the board's pages that other features draw, given by the app
 * (app/board-parts.tsx): the dashboard and the calendar name them by these types, never by
 * importing the feature that draws them (docs/architecture.md: features never import each other).
 */
import type { Group, Task, TaskChanges } from '@shared/types';
import type { EntryList } from '@shared/views';
import type { ComponentType, ReactNode } from 'react';

/** The board's sidebar (features/dashboard/Sidebar.tsx, with the sections the app gives it). */
export interface BoardSidebarProps {
  id: string;
  open: boolean;
  groups: Group[] | undefined;
  /** The visible error of a failed group load (SPEC.md section 8: the server's message, else the fallback). */
  loadError: string | null;
  selectedId: string;
  pulseId: string | null;
  onSelect: (groupId: string) => void;
}

/** The sidebar's sections of other features (the saved filters, the labels). */
export interface SidebarSectionsProps {
  selectedId: string;
  onSelect: (entryId: string) => void;
}

/** A list's members dialog (features/sharing). */
export interface ShareDialogProps {
  group: Group;
  onClose: () => void;
  /** The user left the list: it is no longer theirs to show. */
  onLeft: () => void;
}

/** The task details panel (features/task-details), by the task's id in the URL. */
export interface DetailsPanelProps {
  taskId: string;
  onClose: () => void;
}

/** A section of the details panel that another feature draws (the labels'). */
export interface TaskSectionProps {
  task: Task;
  readOnly: boolean;
  save: (changes: TaskChanges) => Promise<boolean>;
}

/** What a view of another feature (a saved filter, a label) gives the dashboard's task pane to draw. */
export interface FilteredList {
  list: EntryList | undefined;
  groupName: string;
}

/** A saved filter's or a label's view (features/filters), drawn by the dashboard's pane. */
export interface FilterPaneProps {
  groupId: string;
  groups: Group[] | undefined;
  onGone: () => void;
  children: (view: FilteredList) => ReactNode;
}

/** What the dashboard is given by the app. */
export interface BoardParts {
  Sidebar: ComponentType<BoardSidebarProps>;
  DetailsPanel: ComponentType<DetailsPanelProps>;
  FilterPane: ComponentType<FilterPaneProps>;
}
