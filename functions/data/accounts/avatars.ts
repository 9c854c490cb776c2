/**
 * The avatars repository: the image objects in the avatar bucket and the profile's `coverImg`.
 *
 * Every upload gets a new key, so an object never changes once written and can be served with a
 * year-long immutable cache life; `coverImg` is the site-relative path `/avatars/<id>.jpg`, which
 * CloudFront (in AWS) and the local gateway both serve from the bucket.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { avatarPathPrefix } from '@shared/object-keys';
import { env } from '../../lib/env';
import type { Logger } from '../../lib/log';
import { s3Objects } from '../../lib/s3-objects';
import { db, tableName } from '../core/client';
import { newId } from '../core/ids';
import { keys } from '../core/keys';
import type { UnitOfWork } from '../core/unit-of-work';

/** Credentials come from the environment (the Lambda role in AWS, s3rver's in the local stack). */
const bucket = s3Objects({
  region: env.region,
  bucket: env.avatarBucket,
  ...(env.s3Endpoint ? { endpoint: env.s3Endpoint } : {}),
});

const avatarCacheControl = 'public, max-age=31536000, immutable';

/** A new object key for an upload: `avatars/<ulid>.jpg`. */
const newAvatarKey = (): string => `${avatarPathPrefix}${newId()}.jpg`;

/** The site-relative URL an avatar is served from, and back (null for anything that is not ours). */
const avatarUrl = (key: string): string => `/${key}`;
function keyFromAvatarUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(`/${avatarPathPrefix}`)) return null;
  return url.slice(1);
}

async function putAvatar(key: string, jpeg: Buffer): Promise<void> {
  await bucket.put(key, jpeg, { contentType: 'image/jpeg', cacheControl: avatarCacheControl });
}

async function deleteAvatar(key: string): Promise<void> {
  await bucket.delete(key);
}

/**
 * Points the profile at a new avatar and answers the URL it replaced (null when there was none).
 * UPDATED_OLD tells which object this very write replaced, so two concurrent uploads each retire
 * exactly the one they displaced and no object is left orphaned by a read-then-write race.
 */
async function setCoverImg(userId: string, coverImg: string): Promise<string | null> {
  const result = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET coverImg = :url',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':url': coverImg },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return (result.Attributes?.coverImg as string | null | undefined) ?? null;
}

/**
 * Stores a new avatar for the user and answers its URL. Order: PutObject under a new key, then the
 * profile's coverImg pointed at it (one UpdateItem), then the avatar it replaced deleted: nothing
 * references that one any more. If the profile update fails, the new object is deleted again; a
 * failed delete is only logged (an orphaned object costs bytes, not correctness). Not one
 * transaction: an Idempotency-Key keeps the answer only.
 */
export async function replaceAvatar(
  userId: string,
  jpeg: Buffer,
  log: Logger,
  unit: UnitOfWork,
): Promise<string> {
  unit.keepsAnswerOnly();
  const key = newAvatarKey();
  await putAvatar(key, jpeg);
  const image = avatarUrl(key);
  let previous: string | null;
  try {
    previous = await setCoverImg(userId, image);
  } catch (error) {
    await deleteAvatar(key).catch((cleanup) =>
      log.warn('could not delete unused avatar', { key, error: cleanup }),
    );
    throw error;
  }
  const oldKey = keyFromAvatarUrl(previous);
  if (oldKey && oldKey !== key) {
    await deleteAvatar(oldKey).catch((error) =>
      log.warn('could not delete replaced avatar', { key: oldKey, error }),
    );
  }
  return image;
}

/**
 * Deletes the object of an avatar URL (an account being deleted: ./account-deletion.ts); nothing
 * for a URL that is not ours. Deleting an object already gone is no error, so a retry is harmless.
 */
export async function deleteAvatarOf(coverImg: string | null | undefined): Promise<void> {
  const key = keyFromAvatarUrl(coverImg);
  if (key) await deleteAvatar(key);
}
