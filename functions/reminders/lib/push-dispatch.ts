/**
 * One poll's pushes (docs/reminders.md#sending). The poller claims what is due and hands each push
 * here without waiting for it, so claiming never waits on a push service. Each user's pushes run in
 * a queue of their own: that user's devices are read once per poll, and their sends run a few at a
 * time, within a slot count shared by all users that is larger than one user's share. So a user
 * whose push services are slow (each send is abandoned after 3 s, ./push-sender.ts) holds at most
 * their own share of the slots, and everyone else's reminders go out meanwhile. A user gets at most
 * `userSendsPerPoll` sends per poll; the pushes beyond are left out (their notifications are still
 * written, and pushes are at most once anyway). Every failure is logged with the push service's
 * status and answer.
 */
import type { PushSubscriptionItem } from '../../data/notifications/push-subscriptions';
import type { Logger } from '../../lib/log';
import type { PushPayload, PushResult } from './push-sender';

export type Device = Pick<PushSubscriptionItem, 'endpoint' | 'p256dh' | 'auth'>;

export interface DispatchStats {
  pushes: number;
  gone: number;
  failed: number;
  /** Pushes left out by the per-user cap. */
  capped: number;
}

export interface DispatchPorts {
  devices(userId: string): Promise<Device[]>;
  send(device: Device, payload: PushPayload): Promise<PushResult>;
  /** Deletes a device (gone at its push service, or no push service at all). */
  forget(userId: string, endpoint: string): Promise<void>;
}

export interface DispatchLimits {
  /** Sends in flight at once, all users together. */
  sendsInFlight: number;
  /** Sends in flight at once for one user: below `sendsInFlight`, so no user holds every slot. */
  userSendsInFlight: number;
  /** Sends per user in one poll. */
  userSendsPerPoll: number;
  /** Devices a user's pushes go to (limits.pushDevicesMax: a race of subscribes may leave more). */
  devicesMax: number;
}

/** A counting semaphore: `run` waits for a free slot. */
function slots(count: number) {
  let free = count;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

/** The host of an endpoint, for the log (the whole URL is a capability: it is not logged). */
const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
};

export interface PushDispatch {
  readonly stats: DispatchStats;
  /** Queues a push to every device of the user; starts the user's queue when it is not running. */
  add(userId: string, payload: PushPayload): void;
  /** Resolves when every push added so far has been sent or given up. */
  settled(): Promise<void>;
}

export function pushDispatch(ports: DispatchPorts, limits: DispatchLimits, log: Logger): PushDispatch {
  const stats: DispatchStats = { pushes: 0, gone: 0, failed: 0, capped: 0 };
  const shared = slots(limits.sendsInFlight);
  /** Each user's pushes not yet started, while that user's queue runs. */
  const queues = new Map<string, PushPayload[]>();
  const sendsPerUser = new Map<string, number>();
  const running: Promise<void>[] = [];

  async function sendOne(userId: string, device: Device, payload: PushPayload, forgotten: Set<string>) {
    if (forgotten.has(device.endpoint)) return;
    const host = hostOf(device.endpoint);
    let result: PushResult;
    try {
      result = await ports.send(device, payload);
    } catch (error) {
      // No answer: refused connection, DNS, or the 3 s timeout (a TimeoutError).
      stats.failed++;
      log.warn('push not delivered', { userId, host, status: null, error });
      return;
    }
    const { outcome, status = null, reason = '' } = result;
    if (outcome === 'sent') {
      stats.pushes++;
    } else if (outcome === 'failed') {
      stats.failed++;
      log.warn('push not delivered', { userId, host, status, reason });
    } else {
      stats.gone++;
      log.info('push device removed', { userId, host, status, outcome, reason });
      forgotten.add(device.endpoint);
      await ports.forget(userId, device.endpoint).catch((error: unknown) => {
        log.warn('push device not removed', { userId, host, error });
      });
    }
  }

  async function runUser(userId: string, pending: PushPayload[]): Promise<void> {
    let devices: Device[];
    try {
      devices = (await ports.devices(userId)).slice(0, limits.devicesMax);
    } catch (error) {
      queues.delete(userId);
      stats.failed += pending.length;
      log.warn('push devices not read', { error, userId });
      return;
    }
    const own = slots(limits.userSendsInFlight);
    const forgotten = new Set<string>();
    const sends: Promise<void>[] = [];
    // New pushes for this user may arrive while earlier ones are sent: they join this same queue.
    while (pending.length > 0) {
      for (const payload of pending.splice(0)) {
        for (const device of devices) {
          const used = sendsPerUser.get(userId) ?? 0;
          if (used >= limits.userSendsPerPoll) {
            stats.capped++;
            continue;
          }
          sendsPerUser.set(userId, used + 1);
          sends.push(own(() => shared(() => sendOne(userId, device, payload, forgotten))));
        }
      }
      await Promise.all(sends.splice(0));
    }
    queues.delete(userId);
  }

  return {
    stats,
    add(userId, payload) {
      const queue = queues.get(userId);
      if (queue) queue.push(payload);
      else {
        const pending = [payload];
        queues.set(userId, pending);
        running.push(runUser(userId, pending));
      }
    },
    async settled() {
      while (running.length > 0) await Promise.all(running.splice(0));
    },
  };
}
