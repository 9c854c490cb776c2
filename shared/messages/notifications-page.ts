/**
 * The notifications page's own texts beyond SPEC.md's (web/src/features/notifications/, a lazy
 * chunk). The rule for what goes where is in ./README.md.
 */
export const notificationsPageTexts = {
  /** Deletes the notifications read (those the page shows), never a team request. */
  clearAll: 'Clear all',
  clearAllHint: 'Delete the notifications shown here; team requests stay',
  cleared: 'Notifications cleared',
  clearFailed: 'Failed to clear notifications.',
  /** A notification that came since the user's last visit to the page (on this device). */
  newNotification: 'New',
} as const;
