/**
 * The views the web adds to get-groups' five built-ins, which keep their indexes for the original
 * client (docs/api.md): their ids, and which of them the app may open on. Apart from ./views.ts, which
 * computes what they list, so that the contract can name them without the views' code.
 */

/**
 * The view after "Assigned by you" (docs/api.md#team-tasks): tasks up for grabs in the
 * lists shared with the user. Not one of get-groups' five built-ins, which keep their indexes for
 * the original client.
 */
export const upForGrabsView = 'up-for-grabs';

/**
 * The view after Planned (docs/api.md#upcoming): every open task with a due date the user
 * sees (their lists, the copies assigned to them, the lists shared with them), which the web shows
 * under Overdue, Today, Tomorrow, each of the next days and Later, by the viewer's own day. Not one of
 * get-groups' five built-ins either.
 */
export const upcomingView = 'upcoming';

/** The views the app may open on (the profile's `startView`): Today, or Upcoming (new accounts). */
export const startViews = ['today', upcomingView] as const;
export type StartView = (typeof startViews)[number];
