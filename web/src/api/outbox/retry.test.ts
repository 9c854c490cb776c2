import { serverErrors, teamTaskTexts } from '@shared/messages/server';
import { describe, expect, it } from 'vitest';
import { failureOutcome } from './retry';

const answered = (status: number, message = 'refused') => ({ status, message });

describe('what a failed send means', () => {
  it('waits on no answer, a lost session, and the conflicts that pass', () => {
    expect(failureOutcome(answered(0), true, 0)).toBe('wait');
    expect(failureOutcome(answered(401), true, 0)).toBe('wait');
    expect(failureOutcome(answered(409, serverErrors.idempotencyInProgress), true, 0)).toBe('wait');
    expect(failureOutcome(answered(409, serverErrors.assignmentChanged), true, 0)).toBe('wait');
  });

  it('takes any other conflict as a refusal that stands: a task claimed first is not claimed by trying again', () => {
    expect(failureOutcome(answered(409, teamTaskTexts.claimedFirst('ann')), false, 0)).toBe('refused');
    expect(failureOutcome(answered(400), false, 0)).toBe('refused');
  });

  it('tries a server error again on replay, a few times', () => {
    expect(failureOutcome(answered(500), false, 0)).toBe('wait');
    expect(failureOutcome(answered(500), false, 2)).toBe('refused');
    expect(failureOutcome(answered(500), true, 0)).toBe('refused');
  });
});
