/** Small statistics for the bench: percentiles by nearest rank, median, and number formatting. */

/** The p-th percentile (0-100) of `values` by the nearest-rank method; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

export const median = (values: readonly number[]): number => percentile(values, 50);

/** Milliseconds with a precision that suits their size. */
export const ms = (value: number): string =>
  Number.isNaN(value)
    ? 'n/a'
    : value < 10
      ? value.toFixed(2)
      : value < 100
        ? value.toFixed(1)
        : value.toFixed(0);

export const kb = (bytes: number): string => (Number.isNaN(bytes) ? 'n/a' : (bytes / 1024).toFixed(1));

/** Milliseconds since `start` (a `performance.now()` reading). */
export const since = (start: number): number => performance.now() - start;
