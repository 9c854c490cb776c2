import type { ReactNode } from 'react';

/** A page of the profile and notifications features: it scrolls under the top bar, scrollbar at the window's edge. */
export function PageFrame({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className="page-scroll">
      <main className={`page ${className}`}>{children}</main>
    </div>
  );
}
