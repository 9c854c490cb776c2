import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newRecoveryCodes } from './recovery-codes';

describe('newRecoveryCodes', () => {
  it('makes distinct codes of 16 base32 characters in groups of four, and the hash of each as typed without hyphens', () => {
    const { codes, hashes } = newRecoveryCodes(10);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(hashes).toEqual(
      codes.map((code) => createHash('sha256').update(code.replaceAll('-', '')).digest('hex')),
    );
  });
});
