/**
 * GET /api/search/user/{id}: a user's public profile, exactly as get-user-info/{id} answers it
 * (the web calls this one when opening /user/{id} and once per teammate).
 * DynamoDB: session read + GetItem (projected) + BatchGet of team members other than the caller
 * (only when there are any) = 2 or 3.
 */
import { createHandler } from '../lib/handler';
import { answerPublicProfile } from '../lib/public-profile';

export const handler = createHandler('search-user', { handle: answerPublicProfile });
