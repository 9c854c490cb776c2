/**
 * A field the details panel focuses when it opens next: the `t` shortcut on a row opens it with the
 * time field focused (features/task-details/TimeSection.tsx). Tiny, as the rows (the first download) set it.
 */
let wanted: string | null = null;

export const focusOnOpen = (selector: string): void => {
  wanted = selector;
};

/** The selector asked for, once. */
export const takeFocusRequest = (): string | null => {
  const selector = wanted;
  wanted = null;
  return selector;
};
