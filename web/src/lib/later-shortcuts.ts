/**
 * Row shortcuts handled by chunks loaded after the first render, not by the row (the first download
 * has no room for them): the help dialog lists them after lib/shortcuts.ts's own. `l` opens the
 * task's details at its label picker (features/labels/label-key.ts).
 */
import type { Shortcut } from './shortcuts';

export const laterRowShortcuts: readonly Shortcut<'labels'>[] = [{ keys: ['l'], action: 'labels' }];

/**
 * The calendar's own keys, on a focused task of its month or week (features/calendar/
 * use-keyboard-move.ts, which reads `m` from here): listed by the help after the row's.
 */
export const calendarShortcuts: readonly Shortcut<'calendar-move'>[] = [
  { keys: ['m'], action: 'calendar-move' },
];
