/** Dates on the account screens: day and time in the reader's locale. */
export const shortDate = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
