/**
 * Recovery codes (shared/two-factor.ts): random, shown once in groups of four, stored only as the
 * SHA-256 of the code as typed and normalized (./link-tokens.ts `tokenHash`).
 */
import { randomInt } from 'node:crypto';
import {
  normalizeCode,
  recoveryCodeAlphabet,
  recoveryCodeGroup,
  recoveryCodeLength,
} from '@shared/two-factor';
import { tokenHash } from './link-tokens';

function newCode(): string {
  const characters = Array.from(
    { length: recoveryCodeLength },
    () => recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)],
  ).join('');
  return characters.match(new RegExp(`.{1,${recoveryCodeGroup}}`, 'g'))?.join('-') ?? characters;
}

/** `count` new codes to show, and the hashes to keep. */
export function newRecoveryCodes(count: number): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: count }, newCode);
  return { codes, hashes: codes.map((code) => tokenHash(normalizeCode(code))) };
}
