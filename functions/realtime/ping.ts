/**
 * `$default` of the WebSocket API: a client's keep-alive ping (and anything else a client sends)
 * is answered with a pong on the same connection (the route returns its response). Nothing is read
 * or written: clients only listen, and this exists so an idle connection is not closed after API
 * Gateway's 10-minute idle timeout.
 */
import type { LivePong } from '@shared/live';
import { createConnectionHandler } from '../lib/ws-handler';

const pong: LivePong = { type: 'pong' };

export const handler = createConnectionHandler('live-default', async () => ({
  statusCode: 200,
  body: JSON.stringify(pong),
}));
