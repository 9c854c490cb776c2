/**
 * Naming a create's temporary id by the id its answer gave, in anything stored as data: the outbox's
 * waiting requests and the groups the page shows (tasks/api/changes.ts `settleIn`).
 */

/** Swaps `from` for `to` in every string of `value`; what holds neither is kept as it was (same object). */
export function replaced<T>(value: T, from: string, to: string): T {
  if (value === from) return to as T;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => replaced(item, from, to));
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const next = entries.map(([name, item]) => [name, replaced(item, from, to)] as const);
    return (
      next.some(([, item], index) => item !== entries[index]?.[1]) ? Object.fromEntries(next) : value
    ) as T;
  }
  return value;
}
