/**
 * TransactWriteItems, declared once: the tagged element every repository builds, the call that runs
 * a transaction (with the request's Idempotency-Key claim, from the unit of work the route passed
 * down: ./unit-of-work.ts), the one reading of why a transaction was cancelled (by tag, the old
 * items already unmarshalled), and the retry of a read-then-write whose transaction lost a race.
 * Only the repositories of functions/data/ run transactions; a route calls one of their operations.
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { serverErrors } from '@shared/messages/server';
import { Conflict } from '../../lib/errors';
import { db } from './client';
import { appliedWrite } from './idempotency';
import type { UnitOfWork } from './unit-of-work';
import { withWriteKeys } from './write-key';

type SdkItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * One element of a transaction, with the tag its cancellation reason is found by (unique within
 * the transaction: `group`, `profile:<userId>`, `copy:<copyId>`...).
 */
export interface TransactItem {
  tag: string;
  write: SdkItem;
}

/** The tags of the elements, by the item they write (an item appears once per transaction). */
export const tags = {
  profile: (userId: string) => `profile:${userId}`,
  usernameClaim: (usernameLower: string) => `usernameClaim:${usernameLower}`,
  todo: (todoId: string) => `todo:${todoId}`,
  group: (groupId: string) => `group:${groupId}`,
  assignment: (marker: string) => `assignment:${marker}`,
  note: (noteId: string) => `note:${noteId}`,
  comment: (commentId: string) => `comment:${commentId}`,
  readMark: (userId: string, threadId: string) => `readMark:${userId}:${threadId}`,
  bin: (id: string) => `bin:${id}`,
  binPart: (partId: string) => `binPart:${partId}`,
  importRun: (fileHash: string) => `importRun:${fileHash}`,
  rate: (key: string) => `rate:${key}`,
  invite: (inviteId: string) => `invite:${inviteId}`,
  savedFilter: (filterId: string) => `savedFilter:${filterId}`,
  label: (labelId: string) => `label:${labelId}`,
  labelName: (nameKey: string) => `labelName:${nameKey}`,
  passwordReset: (tokenHash: string) => `passwordReset:${tokenHash}`,
  emailVerification: (tokenHash: string) => `emailVerification:${tokenHash}`,
  emailClaim: (emailLower: string) => `emailClaim:${emailLower}`,
  signInChallenge: (challengeHash: string) => `signInChallenge:${challengeHash}`,
} as const;

/** The largest transaction DynamoDB accepts. */
export const transactionItemsMax = 100;

/** The tag of the element that writes the request's Idempotency-Key claim. */
const claimTag = 'idempotency';

/**
 * How many elements of the route's own a transaction of `unit` may hold: one fewer while its
 * Idempotency-Key claim still waits for a transaction to carry it.
 */
export const transactionRoom = (unit: UnitOfWork): number =>
  transactionItemsMax - (unit.pendingClaim ? 1 : 0);

/** Why one element of a cancelled transaction failed. */
export interface Cancellation {
  /** Its condition was false (as opposed to a conflict with another transaction, or no failure). */
  conditionFailed: boolean;
  /** The item as it was, when a failed condition asked for it (ReturnValuesOnConditionCheckFailure). */
  old: Record<string, unknown> | undefined;
}

/** A cancelled transaction, its reasons keyed by the tags of its elements. */
export class TransactionCancelled extends Error {
  override readonly name = 'TransactionCancelled';
  constructor(private readonly reasons: ReadonlyMap<string, Cancellation>) {
    super('Transaction cancelled');
  }

  /** The reason of the element tagged `tag` (undefined: no such element). */
  reason(tag: string): Cancellation | undefined {
    return this.reasons.get(tag);
  }

  /** Whether the condition of the element tagged `tag` was false. */
  conditionFailed(tag: string): boolean {
    return this.reasons.get(tag)?.conditionFailed === true;
  }

  /** Tags of the elements whose condition was false. */
  failedTags(): string[] {
    return [...this.reasons].filter(([, reason]) => reason.conditionFailed).map(([tag]) => tag);
  }
}

/** The SDK's cancellation as reasons by tag; null for any other error. */
function cancelledOf(error: unknown, items: TransactItem[]): TransactionCancelled | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  const reasons =
    (error as { CancellationReasons?: { Code?: string; Item?: Parameters<typeof unmarshall>[0] }[] })
      .CancellationReasons ?? [];
  return new TransactionCancelled(
    new Map(
      items.map(({ tag }, i) => {
        const reason = reasons[i];
        return [
          tag,
          {
            conditionFailed: reason?.Code === 'ConditionalCheckFailed',
            old: reason?.Item ? unmarshall(reason.Item) : undefined,
          },
        ];
      }),
    ),
  );
}

/**
 * Runs the items as one transaction. A cancellation is thrown as TransactionCancelled; more items
 * than DynamoDB accepts, or two with one tag, are programming errors, thrown before anything is sent.
 *
 * While `unit` holds an Idempotency-Key claim that no transaction has carried yet, this transaction
 * writes it too (one more element: leave room with `transactionRoom`), so that the change and the
 * key commit together. If that element's condition fails, a repeat of the request took the claim
 * over: 409, and no retry.
 */
export async function transact(routeItems: TransactItem[], unit: UnitOfWork): Promise<void> {
  const claim = unit.pendingClaim;
  // The claim's transaction also stores its key on the caller's changed items (./write-key.ts).
  const items = claim
    ? [...withWriteKeys(routeItems, claim.userId, claim.key), { tag: claimTag, write: appliedWrite(claim) }]
    : routeItems;
  if (items.length > transactionItemsMax)
    throw new Error(
      claim
        ? `Transaction of ${routeItems.length} items has no room for the Idempotency-Key claim (size it with transactionRoom)`
        : `Transaction of ${items.length} items is over the limit`,
    );
  if (new Set(items.map((item) => item.tag)).size !== items.length)
    throw new Error('Transaction elements need distinct tags');
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items.map((item) => item.write) }));
  } catch (error) {
    const cancelled = cancelledOf(error, items);
    if (cancelled?.conditionFailed(claimTag)) throw new Conflict(serverErrors.idempotencyInProgress);
    throw cancelled ?? error;
  }
  if (claim) unit.markCarried();
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
      if (!(error instanceof TransactionCancelled)) throw error;
      if (n >= attemptsMax) throw new Conflict(serverErrors.assignmentChanged);
      await new Promise((resolve) => setTimeout(resolve, 20 * n));
    }
  }
}
