/**
 * GET /api/notification/get-user-info/{id}: a user's public profile (no password hash, no
 * sessions), with their team as `{ _id, username, coverImg }`. Missing user: 404 'User not found'.
 * Reads: a projected GetItem, and a BatchGet of team members other than the caller (only when
 * there are any). DynamoDB calls: infra/route-settings.ts.
 */
import { createHandler } from '../lib/handler';
import { answerPublicProfile } from '../lib/public-profile';

export const handler = createHandler('notification-get-user-info', { handle: answerPublicProfile });
