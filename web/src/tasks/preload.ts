/** Where the dashboard opens (SPEC.md section 2) and what it reads before it renders. */
import { preloadGroups } from './api/groups';

/** The paths that show the dashboard: the app's routes and the preload below both read this list. */
export const dashboardPaths = ['/', '/dashboard', '/index.html'] as const;

/** Signed in on a dashboard path: the board's one read starts before anything renders. */
export function preloadDashboard(): void {
  if ((dashboardPaths as readonly string[]).includes(window.location.pathname)) preloadGroups();
}
