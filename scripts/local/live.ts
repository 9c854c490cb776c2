/**
 * Live updates on the local stack: the management API server (scripts/local/websocket.ts) and the
 * stream poller (scripts/local/stream-poller.ts) feeding the same fan-out handler Lambda runs.
 * The WebSocket upgrades themselves are served by the gateway (scripts/local/gateway.ts).
 *
 * LIVE_MANAGEMENT_ENDPOINT is set here, before the fan-out module is imported (it reads its
 * configuration once at load, like every handler).
 */

import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { liveFanOutFunction } from '../../shared/routes';
import { type StreamHandler, startStreamPoller } from './stream-poller';
import { startManagementApi } from './websocket';

export interface LocalLive {
  managementEndpoint: string;
  stop(): Promise<void>;
}

const functionsDir = resolve(import.meta.dirname, '../../functions');

export async function startLocalLive(config: {
  dynamoEndpoint: string;
  tableName: string;
}): Promise<LocalLive> {
  const management = await startManagementApi();
  process.env.LIVE_MANAGEMENT_ENDPOINT = management.endpoint;
  const file = join(functionsDir, `${liveFanOutFunction.handler}.ts`);
  const { handler } = (await import(pathToFileURL(file).href)) as { handler: StreamHandler };
  const poller = await startStreamPoller({ ...config, handler }).catch(async (error: unknown) => {
    await management.close();
    throw error;
  });
  return {
    managementEndpoint: management.endpoint,
    stop: async () => {
      await poller.stop();
      await management.close();
    },
  };
}
