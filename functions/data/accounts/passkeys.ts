/**
 * Passkeys (docs/api.md#passkeys): each a credential item in its user's partition (`WEBAUTHN#<id>`,
 * outside every other read's range) with its public key and signature counter, counted on the
 * profile (`passkeyCount`, which the admin directory shows). A WebAuthn challenge is an item of its
 * own while it waits for its answer: five minutes, and used once (deleted on the condition that it
 * is the kind expected, for the user expected, and not expired).
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accountTexts } from '@shared/messages/server';
import { Invalid, NotFound } from '../../lib/errors';
import { db, tableName } from '../core/client';
import { isConditionFailed } from '../core/conditional';
import { deleteCountedItem } from '../core/counted-items';
import { keys, skPrefix, userPartition } from '../core/keys';
import { TransactionCancelled, tags, transact } from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';
import { joinParts } from '../core/update-parts';
import type { SessionEntry } from './session-entries';
import { sessionReplaced } from './sessions';

/** How long a challenge waits for its answer. */
export const challengeSeconds = 5 * 60;

/** What a challenge is for: a signed-in user's new passkey, or a sign-in (whoever answers it). */
type ChallengePurpose = { kind: 'register'; userId: string } | { kind: 'signin' };

/** A passkey as stored. */
export interface PasskeyItem {
  pk: string;
  sk: string;
  type: 'passkey';
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  /** The browser and system it was made on. */
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Keeps a new challenge for `purpose` until it is answered or five minutes pass. */
export async function saveChallenge(challenge: string, purpose: ChallengePurpose, nowSeconds: number) {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.webAuthnChallenge(challenge),
        type: 'webAuthnChallenge',
        kind: purpose.kind,
        ...(purpose.kind === 'register' ? { userId: purpose.userId } : {}),
        expiresAt: nowSeconds + challengeSeconds,
      },
    }),
  );
}

/**
 * Takes the challenge an answer names, once: Invalid when it is unknown, used, expired, or for
 * another purpose or user (a foreign answer changes nothing).
 */
export async function takeChallenge(
  challenge: string,
  purpose: ChallengePurpose,
  nowSeconds: number,
): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.webAuthnChallenge(challenge),
        ConditionExpression:
          purpose.kind === 'register'
            ? 'kind = :kind AND userId = :user AND expiresAt > :now'
            : 'kind = :kind AND expiresAt > :now',
        ExpressionAttributeValues: {
          ':kind': purpose.kind,
          ':now': nowSeconds,
          ...(purpose.kind === 'register' ? { ':user': purpose.userId } : {}),
        },
      }),
    );
  } catch (error) {
    if (isConditionFailed(error)) throw new Invalid(accountTexts.passkeyChallengeInvalid);
    throw error;
  }
}

/** The user's passkeys, oldest first. */
export async function listPasskeys(userId: string): Promise<PasskeyItem[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': skPrefix.passkey },
      ConsistentRead: true,
    }),
  );
  return ((Items ?? []) as PasskeyItem[]).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function getPasskey(userId: string, credentialId: string): Promise<PasskeyItem | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.passkey(userId, credentialId), ConsistentRead: true }),
  );
  return Item as PasskeyItem | undefined;
}

/** The profile's part of a passkey's addition: its count, and the session that proved it, if any. */
function counted(proved: { sessionId: string; entry: SessionEntry } | undefined) {
  const parts = joinParts(
    { conditions: ['attribute_exists(pk)'], values: { ':one': 1 } },
    ...(proved ? [sessionReplaced(proved.sessionId, proved.entry)] : []),
  );
  // joinParts writes SET and REMOVE only: the count's ADD goes after them.
  return { ...parts, UpdateExpression: `${parts.UpdateExpression} ADD passkeyCount :one`.trim() };
}

/**
 * Stores a verified new passkey and counts it on the profile, in one transaction. `proved`: the
 * caller's session entry as it is once this passkey counts as its second factor (the account's
 * first second factor, made in this session: functions/auth/passkeys-register-verify.ts), written
 * in the same update while that session is live.
 */
export async function addPasskey(
  userId: string,
  passkey: Omit<PasskeyItem, 'pk' | 'sk' | 'type'>,
  unit: UnitOfWork,
  proved?: { sessionId: string; entry: SessionEntry },
): Promise<PasskeyItem> {
  const item: PasskeyItem = { ...keys.passkey(userId, passkey.credentialId), type: 'passkey', ...passkey };
  const credentialTag = `passkey:${passkey.credentialId}`;
  try {
    await transact(
      [
        {
          tag: credentialTag,
          write: {
            Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
          },
        },
        {
          tag: tags.profile(userId),
          write: {
            Update: {
              TableName: tableName,
              Key: keys.user(userId),
              ...counted(proved),
            },
          },
        },
      ],
      unit,
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailed(credentialTag))
      throw new Invalid(accountTexts.passkeyKnown);
    throw error;
  }
  return item;
}

/** Removes a passkey of the user's, and its count. NotFound for one that is not theirs. */
export async function removePasskey(userId: string, credentialId: string, unit: UnitOfWork): Promise<void> {
  await deleteCountedItem(
    {
      userId,
      key: keys.passkey(userId, credentialId),
      tag: `passkey:${credentialId}`,
      counter: 'passkeyCount',
      notFound: () => new NotFound(accountTexts.passkeyNotFound),
    },
    unit,
  );
}

/**
 * Records a sign-in with a passkey: its new counter and when, on the condition that the counter is
 * still the one checked (two sign-ins racing with one answer: one wins).
 */
export async function markPasskeyUsed(passkey: PasskeyItem, newCounter: number, now: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: passkey.pk, sk: passkey.sk },
        UpdateExpression: 'SET #counter = :new, lastUsedAt = :now',
        ConditionExpression: '#counter = :old',
        ExpressionAttributeNames: { '#counter': 'counter' },
        ExpressionAttributeValues: { ':new': newCounter, ':old': passkey.counter, ':now': now },
      }),
    );
  } catch (error) {
    if (isConditionFailed(error)) throw new Invalid(accountTexts.passkeyChallengeInvalid);
    throw error;
  }
}
