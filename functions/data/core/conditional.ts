/** Single conditional writes (a transaction's failures: ./transactions.ts `TransactionCancelled`). */

/** Whether a single conditional write failed its condition. */
export const isConditionFailed = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';
