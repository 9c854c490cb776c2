/**
 * The orders a list may be sorted in (./sort.ts): apart from the hook that loads the control and
 * the orders, so those (./sort-parts.ts) can name them without importing the module that loads them.
 */
export const sortChoices = ['default', 'due', 'importance', 'priority', 'title', 'created'] as const;
export type SortChoice = (typeof sortChoices)[number];
