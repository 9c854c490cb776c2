/** One formatter for every row: `toLocaleDateString` builds a new one per call, a cost a long list feels. */
const dueFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The date of a due instant as the user's locale writes it, for example "Mar 5, 2026". */
export function formatDue(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dueFormat.format(date);
}

/** Today's date as yyyy-mm-dd in local time. */
export function todayYmd(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

let tempCounter = 0;
/** A client-only id for an item the server has not confirmed yet. */
export const tempId = () => `temp-${Date.now()}-${++tempCounter}`;
export const isTempId = (id: string) => id.startsWith('temp-');
