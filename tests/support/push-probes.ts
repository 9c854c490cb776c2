/**
 * Misbehaving push services for the unit tests of sending pushes (functions/reminders/lib/
 * push-sender.ts and push-dispatch.ts): local HTTP servers that accept, hang or answer as told,
 * closed after each test; a device that points at them; and a logger that keeps what it is told.
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { Logger } from '../../functions/lib/log';
import type { VapidKeys } from '../../functions/lib/vapid';
import type { Device } from '../../functions/reminders/lib/push-dispatch';
import type { PushPayload } from '../../functions/reminders/lib/push-sender';
import { type ProbeServer, startProbeServer } from './probe-server';

/** The push modules as the local stack loads them, loopback push services allowed; set before the tests run. */
export const pushModules = {} as {
  sender: typeof import('../../functions/reminders/lib/push-sender');
  dispatch: typeof import('../../functions/reminders/lib/push-dispatch');
  vapid: VapidKeys;
};

/** Loads `pushModules` with PUSH_ALLOW_LOCAL_HTTP set (read at load), and closes the probes after each test. */
export function withPushProbes(): void {
  beforeAll(async () => {
    // As on the local stack: loopback push services are allowed (functions/lib/push-endpoint.ts).
    vi.stubEnv('PUSH_ALLOW_LOCAL_HTTP', 'true');
    vi.resetModules();
    pushModules.sender = await import('../../functions/reminders/lib/push-sender');
    pushModules.dispatch = await import('../../functions/reminders/lib/push-dispatch');
    pushModules.vapid = (await import('../../functions/lib/vapid')).vapidKeysFromSeed('push-sender-test');
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
}

const servers: ProbeServer[] = [];

/** A push service answering with `respond`, closed after the test. */
export async function probe(respond: Parameters<typeof startProbeServer>[0]): Promise<ProbeServer> {
  const server = await startProbeServer(respond);
  servers.push(server);
  return server;
}

/** A push service that accepts every message (201). */
export const accepting = () => probe((_, response) => void response.writeHead(201).end());
/** A push service that never answers. */
export const hanging = () => probe(() => 'hang');

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
/** A subscribed device whose push service is at `endpoint`. */
export const device = (endpoint: string): Device => ({ endpoint, ...keys });
export const payload: PushPayload = {
  title: 'Call the dentist',
  body: 'Reminder',
  url: '/dashboard',
  tag: 't',
};

/** A logger that keeps every line it is given. */
export function capturingLog() {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const logger = (): Logger => {
    const at =
      (level: string) =>
      (message: string, fields: Record<string, unknown> = {}) =>
        void lines.push({ level, message, fields });
    return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), with: logger };
  };
  return { log: logger(), lines };
}
