import { pageTexts } from '@shared/messages/pages';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A page outside the board (the profile, notifications, the bin, admin): it scrolls under the top
 * bar, scrollbar at the window's edge, and leads back to the tasks from its top, as the board's
 * sidebar would.
 */
export function PageFrame({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className="page-scroll">
      <main className={`page ${className}`}>
        <Link className="page-back" to="/">
          <span aria-hidden="true">← </span>
          {pageTexts.backToTasks}
        </Link>
        {children}
      </main>
    </div>
  );
}
