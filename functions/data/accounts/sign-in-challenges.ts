/**
 * A sign-in waiting for its second factor (docs/data-model.md#two-factor-sign-in): the password step
 * makes a challenge, a random token the client holds and the table keeps only as its SHA-256
 * (`CHALLENGE#<hash>`), naming the account and the device that typed the password (the session's
 * device, named once by the password step, functions/lib/device-name.ts). It lives 5 minutes (`expiresAt`, also the TTL, and
 * checked: DynamoDB deletes late) and takes 5 wrong codes (`tries`); the right code spends it in the
 * transaction that starts the session, so it works once.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accountTexts } from '@shared/messages/server';
import { twoFactorLimits } from '@shared/two-factor';
import { NotSignedIn } from '../../lib/errors';
import { db, tableName } from '../core/client';
import { isConditionFailed } from '../core/conditional';
import { keys } from '../core/keys';
import { TransactionCancelled, tags, transact } from '../core/transactions';
import { noKey } from '../core/unit-of-work';
import { joinParts } from '../core/update-parts';
import type { SessionEntry } from './session-entries';
import { sessionAdded } from './sessions';
import { type SecondFactorProof, spent } from './two-factor';

interface ChallengeItem {
  pk: string;
  sk: string;
  type: 'signInChallenge';
  userId: string;
  /** The device the password step came from, for the session the code step starts. */
  device: string;
  /** Epoch seconds: also the TTL. */
  expiresAt: number;
  /** Wrong codes so far. */
  tries: number;
}

/** A challenge takes codes while it has not expired and has tries left. */
const liveCondition = 'expiresAt > :now AND tries < :tries';
const liveValues = (nowSeconds: number) => ({ ':now': nowSeconds, ':tries': twoFactorLimits.challengeTries });

/** Makes the challenge of a sign-in whose password was right. */
export async function createChallenge(
  hash: string,
  userId: string,
  device: string,
  nowSeconds: number,
): Promise<void> {
  const item: ChallengeItem = {
    ...keys.signInChallenge(hash),
    type: 'signInChallenge',
    userId,
    device,
    expiresAt: nowSeconds + twoFactorLimits.challengeMinutes * 60,
    tries: 0,
  };
  await db.send(
    new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

/** The account and device a live challenge names; NotSignedIn for one unknown, expired, spent or out of tries. */
export async function challengedSignIn(
  hash: string,
  nowSeconds: number,
): Promise<Pick<ChallengeItem, 'userId' | 'device'>> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.signInChallenge(hash), ConsistentRead: true }),
  );
  const challenge = Item as ChallengeItem | undefined;
  if (!challenge || challenge.expiresAt <= nowSeconds || challenge.tries >= twoFactorLimits.challengeTries)
    throw new NotSignedIn(accountTexts.challengeInvalid);
  return { userId: challenge.userId, device: challenge.device };
}

/**
 * Counts a wrong code against the challenge, then refuses the request: NotSignedIn, saying so when
 * this was its last try (the challenge is dead then: every later code is refused unread).
 */
export async function refuseWrongCode(
  hash: string,
  nowSeconds: number,
  why: string = accountTexts.codeInvalid,
): Promise<never> {
  let tries: number = twoFactorLimits.challengeTries;
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.signInChallenge(hash),
        UpdateExpression: 'ADD tries :one',
        ConditionExpression: liveCondition,
        ExpressionAttributeValues: { ':one': 1, ...liveValues(nowSeconds) },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    tries = Number((Attributes as Partial<ChallengeItem> | undefined)?.tries ?? tries);
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    throw new NotSignedIn(accountTexts.challengeInvalid);
  }
  throw new NotSignedIn(tries < twoFactorLimits.challengeTries ? why : accountTexts.challengeSpent);
}

/**
 * Signs in with a challenge and the second factor that answers it, in one transaction: the
 * challenge is spent (while live), the session added and the factor spent on the profile (while the
 * proof holds). NotSignedIn when the challenge died meanwhile, or the code was spent meanwhile.
 */
export async function completeChallenge(
  hash: string,
  userId: string,
  session: { id: string; entry: SessionEntry; drop: string[] },
  proof: SecondFactorProof,
  nowSeconds: number,
): Promise<void> {
  const challengeTag = tags.signInChallenge(hash);
  try {
    await transact(
      [
        {
          tag: challengeTag,
          write: {
            Delete: {
              TableName: tableName,
              Key: keys.signInChallenge(hash),
              ConditionExpression: liveCondition,
              ExpressionAttributeValues: liveValues(nowSeconds),
            },
          },
        },
        {
          tag: tags.profile(userId),
          write: {
            Update: {
              TableName: tableName,
              Key: keys.user(userId),
              ...joinParts(sessionAdded(session.id, session.entry, session.drop), spent(proof)),
            },
          },
        },
      ],
      // A public route: it takes no Idempotency-Key (shared/idempotency.ts).
      noKey,
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    if (error.conditionFailed(challengeTag)) throw new NotSignedIn(accountTexts.challengeInvalid);
    throw new NotSignedIn(accountTexts.codeInvalid);
  }
}
