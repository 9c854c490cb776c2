/** Which refusals ask this session for a step-up (./step-up.ts), and which are other failures. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { stepUpAsked } from './step-up';

describe('stepUpAsked', () => {
  it("reads the methods of a 403 that asks for this session's second factor", () => {
    const refusal = new ApiError('Confirm', 403, true, {
      message: 'Confirm',
      twoFactorRequired: true,
      stepUp: { code: false, passkey: true },
    });
    expect(stepUpAsked(refusal)).toEqual({ code: false, passkey: true });
  });

  it('is null for an admin who must set a factor up, another status, or another error', () => {
    expect(stepUpAsked(new ApiError('Set it up', 403, true, { twoFactorRequired: true }))).toBeNull();
    expect(
      stepUpAsked(
        new ApiError('x', 401, true, { twoFactorRequired: true, stepUp: { code: true, passkey: true } }),
      ),
    ).toBeNull();
    expect(stepUpAsked(new ApiError('Only admins can do this', 403, true, { message: 'x' }))).toBeNull();
    expect(stepUpAsked(new Error('offline'))).toBeNull();
  });
});
