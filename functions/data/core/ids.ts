/**
 * Time-ordered ids (ULID form: 10 characters of milliseconds, 16 random, Crockford base32), so that
 * sort keys built from them sort by creation time. Ids made in the same millisecond by one process
 * still sort in order of making (the random part is incremented).
 */
import { randomBytes } from 'node:crypto';
import { alphabet, encodeTime } from '@shared/ids';

export { idFrom } from '@shared/ids';

let lastTime = -1;
let lastRandom: number[] = [];

function freshRandom(): number[] {
  return Array.from(randomBytes(16), (byte) => byte % 32);
}

function increment(digits: number[]): number[] {
  const next = [...digits];
  for (let i = next.length - 1; i >= 0; i--) {
    const digit = next[i] ?? 0;
    if (digit < 31) {
      next[i] = digit + 1;
      return next;
    }
    next[i] = 0;
  }
  return freshRandom();
}

export function newId(now: number = Date.now()): string {
  if (now <= lastTime) {
    lastRandom = increment(lastRandom);
  } else {
    lastTime = now;
    lastRandom = freshRandom();
  }
  return encodeTime(lastTime) + lastRandom.map((digit) => alphabet[digit]).join('');
}

/** Whether a path parameter looks like one of our ids (refused early: no read for garbage). */
export const isId = (value: string | undefined): value is string =>
  value !== undefined && /^[0-9A-HJKMNP-TV-Z]{26}$/.test(value);
