/**
 * `$connect` of the WebSocket API: a signed-in user from the site's own origin opens a connection,
 * stored as the connection items of functions/data/notifications/connections.ts. A refused connect (no session,
 * a foreign Origin) answers 401 or 403 from the factory before anything is written.
 */
import { putConnection } from '../data/notifications/connections';
import { createConnectHandler } from '../lib/ws-connect';

export const handler = createConnectHandler('live-connect', async ({ connectionId, user, session, log }) => {
  await putConnection({ connectionId, userId: user.id, sessionId: session.sessionId });
  log.debug('connection opened', { connectionId });
  return { statusCode: 200 };
});
