/**
 * The `size` query parameter of /burn/memory, in MB: clamped to 1-400 as the original system does
 * (COMPAT.md section 8 item 16); 200 when absent or not a number.
 */
import { limits } from '../../../shared/limits';

export function parseBurnSize(size: string | undefined): number {
  const mb = size === undefined ? Number.NaN : Number.parseInt(size, 10);
  if (!Number.isFinite(mb)) return limits.burnMemoryDefaultMb;
  return Math.min(limits.burnMemoryMaxMb, Math.max(1, mb));
}
