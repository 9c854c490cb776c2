/**
 * A local RFC 8030 push service for the tests: `web-push-testing` run in this process,
 * bound to 127.0.0.1 on a free port. It checks the VAPID signature and decrypts each message
 * (RFC 8291), so a test reads exactly what a browser would have received.
 */
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

const require = createRequire(import.meta.url);

interface PushServerInternals {
  _app: { listen(port: number, host: string, done: () => void): Server };
  setRequestHandlers(): void;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface PushService {
  url: string;
  /** A new subscription for `applicationServerKey` (as a browser's pushManager.subscribe gives). */
  subscribe(applicationServerKey: string): Promise<TestSubscription>;
  /** The decrypted messages a subscription received, oldest first. */
  messages(subscription: TestSubscription): Promise<string[]>;
  /** From now on the service answers 410 Gone for this subscription. */
  expire(subscription: TestSubscription): Promise<void>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const Server = require('web-push-testing/src/server.js') as new (
    model: unknown,
    port: number,
  ) => PushServerInternals;
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => { notifyUrl: string };
  };
  const model = new PushApiModel();
  const server = new Server(model, 0);
  server.setRequestHandlers();
  const http = await new Promise<Server>((resolve) => {
    const listening: Server = server._app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  model.notifyUrl = `${url}/notify/`;
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`push service ${path}: ${response.status} ${text}`);
    return text.startsWith('{') ? (JSON.parse(text) as { data: unknown }) : { data: undefined };
  };
  return {
    url,
    subscribe: async (applicationServerKey) => {
      const { data } = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      return data as TestSubscription;
    },
    messages: async (subscription) => {
      const { data } = await post('/get-notifications', { clientHash: subscription.clientHash }).catch(
        () => ({
          data: { messages: [] },
        }),
      );
      return (data as { messages: string[] }).messages ?? [];
    },
    expire: async (subscription) => void (await post(`/expire-subscription/${subscription.clientHash}`)),
    close: async () => {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
