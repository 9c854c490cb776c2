/** What sort.ts loads apart from the first download: the 'Sort by' control, the orders and their texts. */

export { sortTexts } from '@shared/messages/sorting';
export { SortPicker } from './SortPicker';
export { paneSections, sortedBy } from './sort-order';
