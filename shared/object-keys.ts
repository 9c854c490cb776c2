/**
 * Where objects live in the buckets, apart from the route manifest (./routes.ts) so that a function
 * that stores objects does not bundle the manifest.
 */

/**
 * Avatars live under this key prefix in the avatar bucket and are served from `/avatars/...` on the
 * site itself (CloudFront in AWS, the local gateway locally), so a user's coverImg is site-relative.
 */
export const avatarPathPrefix = 'avatars/';

/**
 * Exports too large for one answer are written under this prefix of their own bucket (EXPORT_BUCKET,
 * not the avatar bucket) and read through presigned links; a lifecycle rule deletes them after a
 * day. CloudFront has no origin there and the bucket policy denies it (docs/infra.md).
 */
export const exportPathPrefix = 'exports/';
