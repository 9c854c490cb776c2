/**
 * The team repository: the transaction elements that move two users between the states of
 * SPEC.md section 4 (none, pending, member) and the transaction that runs them.
 *
 * Both profiles always change together, in one TransactWriteItems, and every element is conditioned
 * on the state it moves from, keyed by the other user's id in the `pending` or `team` map: a second
 * request, a double accept or a concurrent remove cancels the transaction instead of counting twice.
 * Elements on the OTHER user's profile ask for the old item on a failed condition
 * (`ReturnValuesOnConditionCheckFailure`), so the route can tell "their account is gone" from
 * "the state changed" without another read.
 */
import { tableName } from './client';
import { keys } from './keys';
import type { Cancellation, TransactItem } from './transactions';
import type { PendingEntry } from './users';

const names = (otherId: string) => ({ '#team': 'team', '#pending': 'pending', '#other': otherId });
const onFailureOldItem = { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } as const;

/** A pending entry on `ownerId`'s profile, only if the two are neither pending nor teammates yet. */
export const addPending = (ownerId: string, otherId: string, entry: PendingEntry): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: keys.user(ownerId),
    UpdateExpression: 'SET #pending.#other = :entry',
    ConditionExpression:
      'attribute_exists(pk) AND attribute_not_exists(#pending.#other) AND attribute_not_exists(#team.#other)',
    ExpressionAttributeNames: names(otherId),
    ExpressionAttributeValues: { ':entry': entry },
    ...onFailureOldItem,
  },
});

/** Accepting: the pending entry of this request becomes a team entry, and totalTeams +1. */
export const joinTeam = (
  ownerId: string,
  otherId: string,
  requestId: string,
  since: string,
): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: keys.user(ownerId),
    UpdateExpression: 'SET #team.#other = :since REMOVE #pending.#other ADD totalTeams :one',
    ConditionExpression: '#pending.#other.requestId = :requestId AND attribute_not_exists(#team.#other)',
    ExpressionAttributeNames: names(otherId),
    ExpressionAttributeValues: { ':since': since, ':one': 1, ':requestId': requestId },
    ...onFailureOldItem,
  },
});

/** Rejecting or deleting an open request: its pending entry goes. */
export const dropPending = (ownerId: string, otherId: string, requestId: string): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: keys.user(ownerId),
    UpdateExpression: 'REMOVE #pending.#other',
    ConditionExpression: '#pending.#other.requestId = :requestId',
    ExpressionAttributeNames: { '#pending': 'pending', '#other': otherId },
    ExpressionAttributeValues: { ':requestId': requestId },
    ...onFailureOldItem,
  },
});

/** Removing a teammate: the team entry goes and totalTeams -1 (never below 0). */
export const leaveTeam = (ownerId: string, otherId: string): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: keys.user(ownerId),
    UpdateExpression: 'REMOVE #team.#other ADD totalTeams :minus',
    ConditionExpression: 'attribute_exists(#team.#other) AND totalTeams >= :one',
    ExpressionAttributeNames: { '#team': 'team', '#other': otherId },
    ExpressionAttributeValues: { ':minus': -1, ':one': 1 },
    ...onFailureOldItem,
  },
});

/** Whether a failed element's profile is gone (the condition failed and there was no old item). */
export const accountGone = (reason: Cancellation | undefined): boolean =>
  reason?.conditionFailed === true && reason.item === undefined;

/** Whether a raw profile item, as a cancellation returns it, has `otherId` in its `team` map. */
export const rawHasTeammate = (item: Cancellation['item'], otherId: string): boolean =>
  item?.team?.M?.[otherId] !== undefined;
