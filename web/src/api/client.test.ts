/**
 * client.ts `readFailureText`: a failed read beside data kept from before says nothing while the
 * browser is offline (the offline banner speaks for it), and says what failed otherwise.
 */
import { describe, expect, it } from 'vitest';
import { ApiError, readFailureText } from './client';

const unreachable = new ApiError('Failed to get groups', 0, false);
const refused = new ApiError('Not allowed', 403, true);

describe('readFailureText', () => {
  it('says nothing without a failure', () => {
    expect(readFailureText(undefined, [], 'Failed', false)).toBeNull();
  });

  it('leaves an unreachable server to the offline banner while kept data is shown', () => {
    expect(readFailureText(unreachable, [], 'Failed to get groups', false)).toBeNull();
  });

  it('says so with nothing kept, online, or when the server answered', () => {
    expect(readFailureText(unreachable, undefined, 'Failed to get groups', false)).toBe(
      'Failed to get groups',
    );
    expect(readFailureText(unreachable, [], 'Failed to get groups', true)).toBe('Failed to get groups');
    expect(readFailureText(refused, [], 'Failed to get groups', false)).toBe('Not allowed');
  });
});
