/** A saved filter's entry in the sidebar and the URL (`?list=filter:<id>`): apart from every group id. */
export const filterViewPrefix = 'filter:';
export const isFilterView = (entryId: string): boolean => entryId.startsWith(filterViewPrefix);
