/** The unit of work (unit-of-work.ts): a claim pending until a transaction carries it or it is declared answer-only. */
import { describe, expect, it } from 'vitest';
import type { KeyClaim } from './idempotency';
import { KeyedUnit, noKey } from './unit-of-work';

const claim: KeyClaim = { userId: 'u1', key: '0f6c1c1e-3a57-4c57-9a0e-5b8c4d9e2a10', token: 'token-1' };

describe('UnitOfWork', () => {
  it('noKey: always settled, nothing pending, never carried', () => {
    for (const unit of [noKey]) {
      unit.markCarried();
      unit.keepsAnswerOnly();
      expect(unit).toMatchObject({ pendingClaim: null, carried: false, settled: true });
    }
  });

  it('with a claim: pending until carried or declared answer-only', () => {
    const unit = new KeyedUnit(claim);
    expect(unit).toMatchObject({ pendingClaim: claim, carried: false, settled: false });
    unit.keepsAnswerOnly();
    expect(unit).toMatchObject({ pendingClaim: null, carried: false, settled: true });
  });

  it('a carried claim stays carried (so an error after the change keeps the key)', () => {
    const unit = new KeyedUnit(claim);
    unit.markCarried();
    unit.keepsAnswerOnly();
    expect(unit).toMatchObject({ pendingClaim: null, carried: true, settled: true });
  });
});
