/**
 * A label's view in the sidebar and the URL (`?list=filter:label:<id>`): under the saved filters'
 * prefix, so the dashboard opens it through the filters' lazy pane (no byte more in the first
 * download, docs/decisions/0129).
 */
/** `filter:` (tasks/filter-view-id.ts `filterViewPrefix`) and `label:`. */
export const labelViewPrefix = 'filter:label:';
export const labelViewId = (labelId: string) => `${labelViewPrefix}${labelId}`;
export const labelOfView = (entryId: string): string | null =>
  entryId.startsWith(labelViewPrefix) ? entryId.slice(labelViewPrefix.length) : null;
