/**
 * POST /api/image/upload: stores the caller's new avatar and answers `{ image }`, its URL.
 *
 * Order: validate (nothing stored on bad input), PutObject under a new key, then point the profile's
 * coverImg at it (one UpdateItem), then delete the avatar it replaced. The old object is deleted
 * because nothing references it any more; a failure there is only logged (an orphaned object costs
 * bytes, not correctness). If the profile update fails, the new object is deleted again.
 * DynamoDB: session read + 1 UpdateItem. S3: PutObject + DeleteObject (when there was an avatar).
 */

import { imageUploadBody } from '../../shared/contract/requests/image';
import {
  avatarUrl,
  deleteAvatar,
  keyFromAvatarUrl,
  newAvatarKey,
  putAvatar,
  setCoverImg,
} from '../data/avatars';
import { createHandler } from '../lib/handler';
import { decodeAvatar, maxUploadBodyBytes } from './lib/decode';

export const handler = createHandler('image-upload', {
  body: imageUploadBody,
  maxBodyBytes: maxUploadBodyBytes,
  handle: async ({ input, user, log }) => {
    const bytes = decodeAvatar(input.image);
    const key = newAvatarKey();
    await putAvatar(key, bytes);
    const image = avatarUrl(key);
    let previous: string | null;
    try {
      previous = await setCoverImg(user.id, image);
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
    return { image };
  },
});
