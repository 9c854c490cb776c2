/**
 * The keyboard shortcuts, all in one table: the help dialog lists it, `useShortcut`
 * (global keys) and the task rows (row keys) act on it. Keys act only when focus is not in a text
 * field, and never with Ctrl, Alt or Meta (those belong to the browser).
 */

/** What a shortcut does. Global ones act anywhere on a signed-in page; row ones on the focused row. */
export type GlobalAction =
  | 'focus-add'
  | 'focus-search'
  | 'help'
  | 'undo'
  | 'go-today'
  | 'go-important'
  | 'go-planned'
  | 'go-assigned-to-me'
  | 'go-assigned-by-me'
  | 'go-calendar';
export type RowAction =
  | 'next'
  | 'previous'
  | 'toggle'
  | 'edit'
  | 'open'
  | 'time'
  | 'star'
  | 'priority'
  | 'delete';

export interface Shortcut<A extends string> {
  /** `KeyboardEvent.key` values; a sequence's keys are pressed one after the other ('g', 't'). */
  keys: readonly string[];
  sequence?: boolean;
  action: A;
}

export const globalShortcuts: readonly Shortcut<GlobalAction>[] = [
  { keys: ['n', 'q'], action: 'focus-add' },
  { keys: ['/'], action: 'focus-search' },
  { keys: ['?'], action: 'help' },
  { keys: ['z'], action: 'undo' },
  { keys: ['g', 't'], sequence: true, action: 'go-today' },
  { keys: ['g', 'i'], sequence: true, action: 'go-important' },
  { keys: ['g', 'p'], sequence: true, action: 'go-planned' },
  { keys: ['g', 'a'], sequence: true, action: 'go-assigned-to-me' },
  { keys: ['g', 'b'], sequence: true, action: 'go-assigned-by-me' },
  { keys: ['c'], action: 'go-calendar' },
];

export const rowShortcuts: readonly Shortcut<RowAction>[] = [
  { keys: ['j', 'ArrowDown'], action: 'next' },
  { keys: ['k', 'ArrowUp'], action: 'previous' },
  { keys: ['x', ' '], action: 'toggle' },
  { keys: ['e'], action: 'edit' },
  { keys: ['Enter'], action: 'open' },
  /** The details with the time field focused (docs/api.md#times-of-day). */
  { keys: ['t'], action: 'time' },
  { keys: ['s'], action: 'star' },
  /** The key pressed is the priority (docs/api.md#priority). */
  { keys: ['1', '2', '3', '4'], action: 'priority' },
  { keys: ['Delete'], action: 'delete' },
];

/** The prefix key of the sequences ('g' then a letter). */
export const sequencePrefix = 'g';
/** How long the prefix waits for its second key. */
export const sequenceTimeoutMs = 1500;

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

const modified = (press: KeyPress) => Boolean(press.ctrlKey || press.altKey || press.metaKey);

/** The global action of a key, given the prefix pressed just before (or null); 'prefix' starts a sequence. */
export function globalActionOf(press: KeyPress, prefix: string | null): GlobalAction | 'prefix' | null {
  if (modified(press)) return null;
  if (prefix !== null) {
    return (
      globalShortcuts.find((s) => s.sequence && s.keys[0] === prefix && s.keys[1] === press.key)?.action ??
      null
    );
  }
  if (press.key === sequencePrefix) return 'prefix';
  return globalShortcuts.find((s) => !s.sequence && s.keys.includes(press.key))?.action ?? null;
}

/** The row action of a key pressed on a focused row. */
export function rowActionOf(press: KeyPress): RowAction | null {
  if (modified(press)) return null;
  return rowShortcuts.find((s) => s.keys.includes(press.key))?.action ?? null;
}

/** Whether typing in this element is text entry, where letters must stay letters. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}
