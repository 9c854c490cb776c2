/**
 * What the user has seen of their notifications (docs/api.md#notifications-seen): the newest
 * notification id a page of theirs showed, kept on the profile (`notesSeenUpTo`) so that every
 * device agrees on what is new. Ids are time-ordered, so a later id is newer, and the mark only
 * moves forward: a device that showed less than another cannot make old notices new again.
 */
import { limits } from '@shared/limits';
import { tableName } from '../core/client';
import { keys, skPrefix, userPartition } from '../core/keys';
import { queryAll } from '../core/query';
import { TransactionCancelled, tags, transact } from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';

/**
 * Marks the user's notifications seen up to `upTo`, unless a newer mark is there already (then
 * nothing changes). Answers the mark as it stands.
 */
export async function markNotesSeen(
  user: { id: string; notesSeenUpTo?: string },
  upTo: string,
  unit: UnitOfWork,
): Promise<string> {
  if (user.notesSeenUpTo !== undefined && user.notesSeenUpTo >= upTo) {
    unit.keepsAnswerOnly();
    return user.notesSeenUpTo;
  }
  try {
    await transact(
      [
        {
          tag: tags.profile(user.id),
          write: {
            Update: {
              TableName: tableName,
              Key: keys.user(user.id),
              UpdateExpression: 'SET notesSeenUpTo = :upTo',
              ConditionExpression:
                'attribute_exists(pk) AND (attribute_not_exists(notesSeenUpTo) OR notesSeenUpTo < :upTo)',
              ExpressionAttributeValues: { ':upTo': upTo },
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            },
          },
        },
      ],
      unit,
    );
    return upTo;
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    // Another device marked a newer one meanwhile: that mark stands, and this request changed nothing.
    unit.keepsAnswerOnly();
    const old = error.reason(tags.profile(user.id))?.old as { notesSeenUpTo?: string } | undefined;
    if (old?.notesSeenUpTo === undefined) throw error;
    return old.notesSeenUpTo;
  }
}

/**
 * How many of the user's notifications are newer than `seenUpTo` (all of them without a mark),
 * counted up to what the notifications page lists (`limits.notesListMax`): one Query of the
 * NOTE# range after the mark, ids only.
 */
export async function countUnseen(userId: string, seenUpTo: string | undefined): Promise<number> {
  // '~' sorts after every character of an id: `<mark>~` is past the mark and before any later id.
  const after = `${skPrefix.note}${seenUpTo === undefined ? '' : `${seenUpTo}~`}`;
  const unseen = await queryAll<{ id: string }>(
    {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :after AND :last',
      FilterExpression: 'kind = :notification',
      ProjectionExpression: 'id',
      ExpressionAttributeValues: {
        ':pk': userPartition(userId),
        ':after': after,
        ':last': `${skPrefix.note}~`,
        ':notification': 'notification',
      },
    },
    (items) => items.length >= limits.notesListMax,
  );
  return Math.min(unseen.length, limits.notesListMax);
}
