/** The `size` query parameter of /burn/memory: a whole number of MB from 1 to 400, 200 when absent. */
import { limits } from '../../shared/limits';
import { validation as text } from '../../shared/messages';
import { ValidationError } from '../../shared/validation';

export function parseBurnSize(size: string | undefined): number {
  if (size === undefined) return limits.burnMemoryDefaultMb;
  const mb = /^[1-9]\d{0,2}$/.test(size) ? Number(size) : Number.NaN;
  if (!(mb >= 1 && mb <= limits.burnMemoryMaxMb)) throw new ValidationError(text.burnSizeInvalid);
  return mb;
}
