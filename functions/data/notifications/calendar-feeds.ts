/**
 * The calendar feed's secret token. Only its SHA-256 is stored: a lookup item
 * `CALFEED#<hash>` names the user (the feed route knows nothing but the token), and the profile's
 * `calendarFeed` names the live hash. Turning the feed on, rotating and turning it off each run in
 * one transaction that writes the new lookup, deletes the old one and sets the profile, conditioned
 * on the hash read with the session: so the old URL is dead the moment the new one exists, and two
 * rotations racing cannot leave two live tokens.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { serverErrors } from '@shared/messages/server';
import { Conflict } from '../../lib/errors';
import type { UserItem } from '../accounts/users';
import { db, tableName } from '../core/client';
import { keys } from '../core/keys';
import { type TransactItem, TransactionCancelled, tags, transact } from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';
import { readJoinedLists } from '../lists/joined-lists';
import { type Board, readBoard } from '../tasks/todos';

const lookupTag = (hash: string) => `calendarFeed:${hash}`;

/** The profile's `calendarFeed` moved from what the session read to `next` (absent: removed). */
function profileFeed(user: UserItem, next: string | null): TransactItem {
  const old = user.calendarFeed;
  return {
    tag: tags.profile(user.id),
    write: {
      Update: {
        TableName: tableName,
        Key: keys.user(user.id),
        UpdateExpression: next ? 'SET calendarFeed = :next' : 'REMOVE calendarFeed',
        ConditionExpression: old
          ? 'calendarFeed = :old'
          : 'attribute_exists(pk) AND attribute_not_exists(calendarFeed)',
        ExpressionAttributeValues: { ...(next ? { ':next': next } : {}), ...(old ? { ':old': old } : {}) },
      },
    },
  };
}

/** The Delete of a token's lookup (also an account's deletion: ../accounts/account-deletion.ts). */
export const deleteLookup = (hash: string): TransactItem => ({
  tag: lookupTag(hash),
  write: { Delete: { TableName: tableName, Key: keys.calendarFeed(hash) } },
});

async function run(items: TransactItem[], unit: UnitOfWork): Promise<void> {
  try {
    await transact(items, unit);
  } catch (error) {
    // Another tab turned the feed on, off or rotated it since this session's read.
    if (error instanceof TransactionCancelled) throw new Conflict(serverErrors.assignmentChanged);
    throw error;
  }
}

/** Makes `hash` the live token's, replacing any other at once. */
export async function setCalendarFeed(user: UserItem, hash: string, unit: UnitOfWork): Promise<void> {
  await run(
    [
      {
        tag: lookupTag(hash),
        write: {
          Put: {
            TableName: tableName,
            Item: {
              ...keys.calendarFeed(hash),
              type: 'calendarFeed',
              userId: user.id,
              createdAt: new Date().toISOString(),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      },
      ...(user.calendarFeed ? [deleteLookup(user.calendarFeed)] : []),
      profileFeed(user, hash),
    ],
    unit,
  );
}

/** Turns the feed off (nothing to do when it is off). */
export async function removeCalendarFeed(user: UserItem, unit: UnitOfWork): Promise<void> {
  if (!user.calendarFeed) {
    unit.keepsAnswerOnly();
    return;
  }
  await run([deleteLookup(user.calendarFeed), profileFeed(user, null)], unit);
}

/** The user whose live token has this hash; undefined for any other (never said apart). */
export async function calendarFeedOwner(hash: string): Promise<string | undefined> {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.calendarFeed(hash), ConsistentRead: true }),
  );
  return (result.Item as { userId?: string } | undefined)?.userId;
}

/**
 * What the feed shows, read only when the token is live: the owner's tasks and groups, and the lists
 * teammates shared with them (named in their profile, read beside the board; ../lists/joined-lists.ts).
 */
export async function readCalendarFeed(hash: string): Promise<(Board & { userId: string }) | undefined> {
  const userId = await calendarFeedOwner(hash);
  if (!userId) return undefined;
  const [board, profile] = await Promise.all([
    readBoard(userId, ['group', 'todo']),
    db.send(
      new GetCommand({
        TableName: tableName,
        Key: keys.user(userId),
        ProjectionExpression: 'sharedLists',
        ConsistentRead: true,
      }),
    ),
  ]);
  const joined = await readJoinedLists(userId, (profile.Item ?? {}) as Pick<UserItem, 'sharedLists'>);
  return {
    userId,
    ...board,
    groups: [...board.groups, ...joined.map((list) => list.group)],
    todos: [...board.todos, ...joined.flatMap((list) => list.todos)],
  };
}
