/**
 * One entry of the sidebar's lists (a saved filter, a label): the button that selects its view,
 * with its icon and name, and its own buttons beside it (not in it: the name stays the button's
 * whole name).
 */
import type { ReactNode } from 'react';

interface SidebarEntryProps {
  selected: boolean;
  icon: ReactNode;
  name: string;
  onSelect: () => void;
  /** The entry's own buttons (edit, move, delete). */
  children?: ReactNode;
}

export function SidebarEntry({ selected, icon, name, onSelect, children }: SidebarEntryProps) {
  return (
    <li className={selected ? 'group-entry selected' : 'group-entry'}>
      <button
        type="button"
        className="group-button"
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
      >
        <span className="group-icon">{icon}</span>
        <span className="group-name">{name}</span>
      </button>
      <span className="group-actions">{children}</span>
    </li>
  );
}
