/**
 * What a request's write commits with: the claim on its `Idempotency-Key` (./idempotency.ts), or
 * none. The handler factory makes one per request and hands it to the route as `unit`; the route
 * passes it to the one repository operation it calls, and that operation either
 *   - runs its change as a transaction with `transact(items, unit)` (./transactions.ts): the first
 *     such transaction also writes the claim, so the change and the key commit together; or
 *   - says that its change is not one transaction (`unit.keepsAnswerOnly()`): a single conditional
 *     write, an object in S3, or nothing at all. The key then only keeps the answer.
 * A keyed request whose route answers without either is a programming error (the handler factory
 * throws), and so is a transaction with no room left for the claim: the key is never dropped
 * silently. The mechanism: docs/data-model.md#idempotency-keys.
 */
import type { KeyClaim } from './idempotency';

/** How the request's change met its claim so far. */
type ClaimState = 'pending' | 'carried' | 'answerOnly';

export class UnitOfWork {
  #state: ClaimState = 'pending';

  /** `claim`: this request's claim on its Idempotency-Key, null when it sent none. */
  constructor(readonly claim: KeyClaim | null) {}

  /** The claim that the next transaction must write (null: no key, or already met). */
  get pendingClaim(): KeyClaim | null {
    return this.#state === 'pending' ? this.claim : null;
  }

  /** Whether a committed transaction carried the claim (the change is made: the key is not given back). */
  get carried(): boolean {
    return this.#state === 'carried';
  }

  /** Whether the claim was met, or there is none (what the handler factory checks after the route). */
  get settled(): boolean {
    return this.claim === null || this.#state !== 'pending';
  }

  /** Called by `transact` once a transaction that wrote the claim committed. */
  markCarried(): void {
    if (this.claim) this.#state = 'carried';
  }

  /**
   * The operation's change is not one transaction (a single conditional write, an object in S3, or
   * nothing): the key keeps the answer only, and a request that dies between its change and its
   * answer may apply again after the claim's lease (docs/decisions.md, "Idempotent writes").
   */
  keepsAnswerOnly(): void {
    if (this.claim && this.#state === 'pending') this.#state = 'answerOnly';
  }
}

/** For writes outside a keyed request (sign-up, the reminder poller, WebSocket connections): no key. */
export const noKey = new UnitOfWork(null);
