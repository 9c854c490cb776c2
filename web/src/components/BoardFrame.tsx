/**
 * The frame the task board's pages share (the dashboard, the calendar): the sidebar beside the
 * page's pane, and the pane's button that shows or hides the sidebar.
 */
import { labels } from '@shared/messages/screens';
import type { ReactNode } from 'react';
import { IconButton } from './IconButton';
import { MenuIcon } from './icons';

export function BoardFrame({
  sidebarOpen,
  sidebar,
  children,
}: {
  sidebarOpen: boolean;
  sidebar: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={sidebarOpen ? 'dashboard sidebar-open' : 'dashboard'}>
      {sidebar}
      {children}
    </div>
  );
}

/** The pane header's button that shows or hides the sidebar (`sidebarId`). */
export function SidebarToggle({
  open,
  sidebarId,
  onToggle,
}: {
  open: boolean;
  sidebarId: string;
  onToggle: () => void;
}) {
  return (
    <IconButton
      label={open ? labels.hideSidebar : labels.showSidebar}
      aria-expanded={open}
      aria-controls={sidebarId}
      onClick={onToggle}
    >
      <MenuIcon />
    </IconButton>
  );
}
