/**
 * Whether this deployment has the load-test routes (functions/burn/lib/enabled.ts: on locally, off
 * by default in AWS, where they answer 404 before any session read). Asked once per page with the
 * cheapest of them, GET /burn/rps; a failure other than 404 (offline) shows the controls, which
 * then say what went wrong when used.
 */
import useSWR from 'swr';
import { ApiError, api } from '../../../api/client';

const probeKey = 'burn-routes-enabled';

async function routesEnabled(): Promise<boolean> {
  try {
    await api('burn-rps');
    return true;
  } catch (error) {
    return !(error instanceof ApiError && error.status === 404);
  }
}

/** Undefined until known. */
export const useBurnRoutesEnabled = (): boolean | undefined =>
  useSWR(probeKey, routesEnabled, { revalidateOnFocus: false, revalidateIfStale: false }).data;
