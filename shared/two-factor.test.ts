import { describe, expect, it } from 'vitest';
import { isAuthenticatorCode, isRecoveryCode, normalizeCode } from './two-factor';

describe('the forms of codes', () => {
  it('reads a code as typed: spaces and hyphens out, lower case', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('ABCD-efgh ijkl')).toBe('abcdefghijkl');
  });

  it("tells an authenticator's code from a recovery code", () => {
    expect(isAuthenticatorCode('123456')).toBe(true);
    expect(isAuthenticatorCode('12345')).toBe(false);
    expect(isAuthenticatorCode('12345a')).toBe(false);
    // Sixteen characters today; the 28 of codes made before still read (docs/decisions/0149).
    expect(isRecoveryCode('abcdefghijklmnop')).toBe(true);
    expect(isRecoveryCode('abcdefghijklmno')).toBe(false);
    expect(isRecoveryCode('abcdefghijklmnopq')).toBe(false);
    expect(isRecoveryCode('abcdefghijklmnopqrstuvwxyz23')).toBe(true);
    expect(isRecoveryCode('abcdefghijklmnopqrstuvwxyz21')).toBe(false);
    expect(isRecoveryCode('abcdefghijklmnopqrstuvwxyz2')).toBe(false);
    expect(isRecoveryCode('123456')).toBe(false);
  });
});
