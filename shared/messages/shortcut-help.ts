/**
 * The keyboard shortcuts' help dialog (web/src/app/ShortcutHelp.tsx), loaded on demand. The rule for
 * what goes where is in ./README.md.
 */

/** The shortcuts' help: apart, so that only the help, loaded on demand, carries them. */
export const shortcutHelpTexts = {
  shortcutsTitle: 'Keyboard shortcuts',
  shortcutsHint: 'Shortcuts work when focus is not in a text field.',
  close: 'Close',
  shortcuts: {
    'focus-add': 'Add a task',
    'focus-search': 'Search',
    help: 'Show this help',
    undo: 'Undo the last completion, delete or discarded edit',
    'go-today': 'Go to Today',
    'go-important': 'Go to Important',
    'go-planned': 'Go to Planned',
    'go-assigned-to-me': 'Go to Assigned to you',
    'go-assigned-by-me': 'Go to Assigned by you',
    'go-calendar': 'Open the calendar',
    next: 'Next task',
    previous: 'Previous task',
    toggle: 'Complete or reopen the task',
    edit: 'Edit the task',
    open: "Open the task's details",
    labels: "Edit the task's labels",
    time: "Set the task's time (the details, at the time field)",
    star: 'Star the task',
    priority: 'Set the priority: 1 highest to 4 none',
    delete: 'Delete the task (with undo)',
    'calendar-move':
      'In the calendar: move the task (the arrows pick the day, or the hour in the week; Enter drops it, Escape cancels)',
  },
  keyNames: { ' ': 'Space', ArrowDown: '↓', ArrowUp: '↑', Enter: 'Enter', Delete: 'Delete' } as Record<
    string,
    string
  >,
  keysInSequence: 'then',
  keysAlternative: 'or',
} as const;
