/**
 * GET /api/search/user/{id}: a user's public profile, exactly as get-user-info/{id} answers it
 * (the web calls this one when opening /user/{id} and once per teammate).
 * Reads: a projected GetItem, and a BatchGet of team members other than the caller (only when
 * there are any). DynamoDB calls: infra/route-settings.ts.
 */
import { createHandler } from '../lib/handler';
import { answerPublicProfile } from '../lib/public-profile';

export const handler = createHandler('search-user', { handle: answerPublicProfile });
