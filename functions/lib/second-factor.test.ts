import { normalizeCode } from '@shared/two-factor';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newRecoveryCodes } from './recovery-codes';
import { proofOf } from './second-factor';
import { stepAt } from './totp';

const secret = new Secret({ size: 20 }).base32;
const now = 1_700_000_000_000;
const codeAt = (ms: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });
const { codes, hashes } = newRecoveryCodes(3);
const account = {
  twoFactor: true,
  totpSecret: secret,
  totpLastStep: stepAt(now) - 1,
  recoveryCodes: Object.fromEntries(hashes.map((hash) => [hash, true as const])),
};

describe('proofOf', () => {
  it('proves with a code of a step after the last one accepted: that step, of that secret', () => {
    expect(proofOf(account, codeAt(now), now)).toEqual({ kind: 'code', secret, step: stepAt(now) });
    expect(proofOf(account, codeAt(now - 30_000), now)).toBeNull();
  });

  it('proves with an unspent recovery code, typed in any form', () => {
    const typed = normalizeCode((codes[1] as string).toUpperCase());
    expect(proofOf(account, typed, now)).toEqual({ kind: 'recovery', hash: hashes[1] });
    const spent = { ...account, recoveryCodes: { [hashes[0] as string]: true as const } };
    expect(proofOf(spent, typed, now)).toBeNull();
  });

  it('proves nothing for an account with two-factor off, or a code of neither form', () => {
    expect(proofOf({ ...account, twoFactor: false }, codeAt(now), now)).toBeNull();
    expect(proofOf({ twoFactor: true }, codeAt(now), now)).toBeNull();
    expect(proofOf(account, 'not-a-code', now)).toBeNull();
  });
});
