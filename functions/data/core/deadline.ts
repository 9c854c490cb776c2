/**
 * The time one call of a long operation may work (an account's deletion: ../accounts/account-deletion.ts).
 * The first step always runs, so every call moves the work on however late it starts; later steps
 * start only while the deadline is ahead. A step itself is bounded (a page, a transaction, one
 * list), so a call ends soon after its deadline, well inside its function's timeout.
 */
export class Deadline {
  #steps = 0;

  /** `at`: epoch milliseconds. */
  constructor(readonly at: number) {}

  /** Counts a step done. */
  step(): void {
    this.#steps += 1;
  }

  /** Whether another step may start: the first always, later ones before the deadline. */
  get open(): boolean {
    return this.#steps === 0 || Date.now() < this.at;
  }
}
