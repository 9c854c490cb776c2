/**
 * The form of our ids (ULID: 10 characters of milliseconds, 16 random, Crockford base32), as pure
 * functions for the server (functions/data/core/ids.ts makes the random ones) and the web (a new step's
 * id, which the server keeps, so the step is not drawn anew when its answer arrives).
 */
export const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function encodeTime(time: number): string {
  let out = '';
  let rest = time;
  for (let i = 0; i < 10; i++) {
    out = alphabet[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

/**
 * An id made from a time and 16 bytes: random ones for a new id, or a seed, so that the same inputs
 * give the same id (an import run again derives the very ids of its first run, functions/data/portability/imports.ts).
 */
export function idFrom(time: number, seed: Uint8Array): string {
  return encodeTime(time) + Array.from(seed.slice(0, 16), (byte) => alphabet[byte % 32]).join('');
}
