/**
 * The RPS burn (SPEC.md sections 7 and 9): GET /burn/rps fired `count` times, one every 5 ms
 * (200 requests a second), without waiting for answers, so the server sees the rate and not the
 * client's round trip. Start times follow a fixed schedule (t0 + i x 5 ms), so a late timer does not
 * push every later request back. Plain fetch rather than the typed client: the run measures each
 * request's latency, and a 404 (routes off on this deployment) stops it at once.
 */
import { limits } from '@shared/limits';
import { apiPath } from '../../../api/client';
import { type LatencySummary, summarize } from '../percentiles';

export interface RpsResult {
  answered: number;
  failed: number;
  latency: LatencySummary | null;
  /** The deployment answered 404: its load-test routes are off. */
  routesOff: boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runRpsBurn(
  count: number,
  onProgress: (settled: number) => void,
  signal?: AbortSignal,
): Promise<RpsResult> {
  const url = apiPath('burn-rps');
  const latencies: number[] = [];
  let failed = 0;
  let settled = 0;
  let routesOff = false;

  const fire = async () => {
    const started = performance.now();
    try {
      const response = await fetch(url, {
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        signal,
      });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else {
        failed += 1;
        if (response.status === 404) routesOff = true;
      }
    } catch {
      failed += 1;
    }
    settled += 1;
    onProgress(settled);
  };

  const inFlight: Promise<void>[] = [];
  const t0 = performance.now();
  for (let i = 0; i < count && !routesOff && !signal?.aborted; i++) {
    const due = t0 + i * limits.burnRpsIntervalMs;
    const early = due - performance.now();
    if (early > 0) await wait(early);
    inFlight.push(fire());
  }
  await Promise.all(inFlight);
  return {
    answered: latencies.length,
    failed,
    latency: latencies.length > 0 ? summarize(latencies) : null,
    routesOff,
  };
}
