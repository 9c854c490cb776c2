/** Latency percentiles of the RPS burn summary. */

/** The nearest-rank percentile `p` (0-100) of ascending `sorted`; 0 for an empty list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
}

/** p50, p95 and p99 in whole milliseconds. */
export function summarize(latencies: readonly number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => Math.round(percentile(sorted, p));
  return { p50: at(50), p95: at(95), p99: at(99) };
}
