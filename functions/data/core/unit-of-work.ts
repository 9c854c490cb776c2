/**
 * What a request's write commits with: the claim on its `Idempotency-Key` (./idempotency.ts), or
 * none. The idempotency middleware makes a `KeyedUnit` for a keyed request (`noKey` otherwise), the
 * handler factory hands it to the route as `unit`, the route passes it to the one repository
 * operation it calls, and that operation either
 *   - runs its change as a transaction with `transact(items, unit)` (./transactions.ts): the first
 *     such transaction also writes the claim, so the change and the key commit together; or
 *   - says that its change is not one transaction (`unit.keepsAnswerOnly()`): a single conditional
 *     write, an object in S3, or nothing at all. The key then only keeps the answer.
 * A keyed request whose route answers without either is a programming error (the handler factory
 * throws), and so is a transaction with no room left for the claim: the key is never dropped
 * silently. The mechanism: docs/data-model.md#idempotency-keys.
 */
import type { KeyClaim } from './idempotency';

/** What a repository's write operation receives (the handler factory's context `unit`). */
export interface UnitOfWork {
  /** This request's claim on its Idempotency-Key, null when it sent none. */
  readonly claim: KeyClaim | null;
  /**
   * The request's Idempotency-Key (null without one), which its writes store on the items they
   * change so that the live echo names the page that made them (./write-key.ts).
   */
  readonly writeKey: string | null;
  /** The claim that the next transaction must write (null: no key, or already met). */
  readonly pendingClaim: KeyClaim | null;
  /** Whether a committed transaction carried the claim (the change is made: the key is not given back). */
  readonly carried: boolean;
  /** Whether the claim was met, or there is none (what the handler factory checks after the route). */
  readonly settled: boolean;
  /** Called by `transact` once a transaction that wrote the claim committed. */
  markCarried(): void;
  /**
   * The operation's change is not one transaction (a single conditional write, an object in S3, or
   * nothing): the key keeps the answer only, and a request that dies between its change and its
   * answer may apply again after the claim's lease (docs/decisions/0077-idempotency-by-our-own-middleware.md).
   */
  keepsAnswerOnly(): void;
}

/** The unit of a keyed request: its claim is pending until carried or declared answer-only. */
export class KeyedUnit implements UnitOfWork {
  #state: 'pending' | 'carried' | 'answerOnly' = 'pending';

  constructor(readonly claim: KeyClaim) {}

  get writeKey(): string {
    return this.claim.key;
  }

  get pendingClaim(): KeyClaim | null {
    return this.#state === 'pending' ? this.claim : null;
  }

  get carried(): boolean {
    return this.#state === 'carried';
  }

  get settled(): boolean {
    return this.#state !== 'pending';
  }

  markCarried(): void {
    this.#state = 'carried';
  }

  keepsAnswerOnly(): void {
    if (this.#state === 'pending') this.#state = 'answerOnly';
  }
}

/**
 * The unit of a request without a key, and of writes outside a request (sign-up, the reminder
 * poller, WebSocket connections): nothing to carry, always settled.
 */
export const noKey: UnitOfWork = {
  claim: null,
  writeKey: null,
  pendingClaim: null,
  carried: false,
  settled: true,
  markCarried: () => {},
  keepsAnswerOnly: () => {},
};
