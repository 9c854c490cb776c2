/**
 * `$disconnect` of the WebSocket API: the connection's items are deleted. API Gateway sends it on a
 * best-effort basis; a lost one is covered by the items' TTL and by the fan-out deleting
 * connections that answer 410 Gone.
 */
import { deleteConnectionById } from '../data/notifications/connections';
import { createConnectionHandler } from '../lib/ws-handler';

export const handler = createConnectionHandler('live-disconnect', async ({ connectionId, log }) => {
  await deleteConnectionById(connectionId);
  log.debug('connection closed', { connectionId });
  return { statusCode: 200 };
});
