/**
 * TransactWriteItems, declared once: the element type every repository builds, the call that runs
 * a transaction, the one reading of why a transaction was cancelled, and the retry of a
 * read-then-write whose transaction lost a race.
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { serverErrors } from '../../shared/messages';
import { Conflict } from '../lib/errors';
import { db } from './client';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The largest transaction DynamoDB accepts. */
export const transactionItemsMax = 100;

/** Runs the items as one transaction; more than DynamoDB accepts is a programming error. */
export async function transact(items: TransactItem[]): Promise<void> {
  if (items.length > transactionItemsMax)
    throw new Error(`Transaction of ${items.length} items is over the limit`);
  await db.send(new TransactWriteCommand({ TransactItems: items }));
}

/** Why one element of a cancelled transaction failed. */
export interface Cancellation {
  /** Its condition was false (as opposed to a conflict with another transaction, or no failure). */
  conditionFailed: boolean;
  /** The item as it was, when a failed condition asked for it (raw attribute values). */
  item: Record<string, { M?: Record<string, unknown> }> | undefined;
}

/** The reasons of a cancelled transaction, index for index with its elements; null for other errors. */
export function cancellations(error: unknown): Cancellation[] | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  const reasons = (error as { CancellationReasons?: { Code?: string; Item?: Cancellation['item'] }[] })
    .CancellationReasons;
  return (reasons ?? []).map((reason) => ({
    conditionFailed: reason.Code === 'ConditionalCheckFailed',
    item: reason.Item,
  }));
}

const attemptsMax = 3;

/**
 * Runs read-then-write `attempt` again when its transaction was cancelled because the items changed
 * since they were read (a condition failed or another transaction held them): the next attempt reads
 * the new state. After the last attempt the caller gets Conflict.
 */
export async function retryOnConflict<T>(attempt: (attemptNumber: number) => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (cancellations(error) === null) throw error;
      if (n >= attemptsMax) throw new Conflict(serverErrors.assignmentChanged);
      await new Promise((resolve) => setTimeout(resolve, 20 * n));
    }
  }
}
