/** The pages outside the board (profile, notifications, bin, admin): their frame's way back to the tasks. */
export const pageTexts = {
  backToTasks: 'Back to your tasks',
} as const;
