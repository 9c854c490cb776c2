import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, otpauthUrl, stepAt, stepOfCode } from './totp';

// RFC 6238's SHA-1 test key ("12345678901234567890"), whose 8-digit codes the RFC lists.
const rfcSecret = Secret.fromLatin1('12345678901234567890').base32;
const codeAt = (ms: number) => new TOTP({ secret: Secret.fromBase32(rfcSecret) }).generate({ timestamp: ms });

describe('stepOfCode', () => {
  it("computes RFC 6238's codes (their last 6 digits)", () => {
    // RFC 6238 appendix B: T = 59 s gives 94287082; T = 1111111109 s gives 07081804.
    expect(stepOfCode(rfcSecret, '287082', 59_000, -1)).toBe(1);
    expect(stepOfCode(rfcSecret, '081804', 1_111_111_109_000, -1)).toBe(37_037_036);
  });

  it('takes now and one step either side, and no further', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    for (const offset of [-1, 0, 1])
      expect(stepOfCode(rfcSecret, codeAt(now + offset * 30_000), now, -1)).toBe(step + offset);
    for (const offset of [-2, 2])
      expect(stepOfCode(rfcSecret, codeAt(now + offset * 30_000), now, -1)).toBeNull();
  });

  it('refuses a step not later than the last one accepted', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    expect(stepOfCode(rfcSecret, codeAt(now), now, step)).toBeNull();
    expect(stepOfCode(rfcSecret, codeAt(now), now, step + 1)).toBeNull();
    expect(stepOfCode(rfcSecret, codeAt(now + 30_000), now, step)).toBe(step + 1);
  });

  it('refuses another code of the same form', () => {
    const now = 1_700_000_000_000;
    const code = codeAt(now);
    const other = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(stepOfCode(rfcSecret, other, now, -1)).toBeNull();
  });
});

describe('secrets and links', () => {
  it('makes 160-bit secrets, each new', () => {
    const [a, b] = [newTotpSecret(), newTotpSecret()];
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(a).not.toBe(b);
  });

  it('links as authenticator apps read them: issuer, account, SHA-1, 6 digits, 30 s', () => {
    const link = new URL(otpauthUrl(rfcSecret, 'todo.example.com', 'ada'));
    expect(`${link.protocol}//${link.host}${decodeURIComponent(link.pathname)}`).toBe(
      'otpauth://totp/todo.example.com:ada',
    );
    expect(Object.fromEntries(link.searchParams)).toEqual({
      issuer: 'todo.example.com',
      secret: rfcSecret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
