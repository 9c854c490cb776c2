/**
 * POST /api/image/upload: stores the caller's new avatar and answers `{ image }`, its URL.
 * The body is validated first (nothing stored on bad input), then functions/data/accounts/avatars.ts
 * `replaceAvatar` stores the object, points the profile at it and deletes the one it replaced.
 * One UpdateItem (DynamoDB calls: infra/route-settings.ts). S3: PutObject + DeleteObject (when
 * there was an avatar).
 */

import { imageUploadBody } from '@shared/contract/requests/image';
import { replaceAvatar } from '../data/accounts/avatars';
import { createHandler } from '../lib/handler';
import { decodeAvatar, maxUploadBodyBytes } from './lib/decode';

export const handler = createHandler('image-upload', {
  body: imageUploadBody,
  maxBodyBytes: maxUploadBodyBytes,
  handle: async ({ input, user, log, unit }) => ({
    image: await replaceAvatar(user.id, decodeAvatar(input.image), log, unit),
  }),
});
