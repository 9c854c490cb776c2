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
import { type CallCount, countCalls } from '../../functions/data/core/call-counter';
import { liveFanOutFunction } from '../../shared/routes';
import { type StreamHandler, startStreamPoller } from './stream-poller';
import { startManagementApi } from './websocket';

export interface LocalLive {
  managementEndpoint: string;
  stop(): Promise<void>;
}

const functionsDir = resolve(import.meta.dirname, '../../functions');

/** What one invocation of the fan-out cost: its DynamoDB calls and units, and its time. */
export interface FanOutInvocation {
  calls: CallCount;
  ms: number;
  records: number;
}

export async function startLocalLive(config: {
  dynamoEndpoint: string;
  tableName: string;
  /** Told of every invocation of the fan-out (the bench prices them). */
  onInvocation?: (invocation: FanOutInvocation) => void;
}): Promise<LocalLive> {
  const management = await startManagementApi();
  process.env.LIVE_MANAGEMENT_ENDPOINT = management.endpoint;
  const file = join(functionsDir, `${liveFanOutFunction.handler}.ts`);
  const imported = (await import(pathToFileURL(file).href)) as { handler: StreamHandler };
  const { onInvocation } = config;
  const handler: StreamHandler = onInvocation
    ? async (event) => {
        const start = performance.now();
        const { result, count } = countCalls(() => imported.handler(event));
        const answer = await result;
        onInvocation({ calls: count, ms: performance.now() - start, records: event.Records.length });
        return answer;
      }
    : imported.handler;
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
