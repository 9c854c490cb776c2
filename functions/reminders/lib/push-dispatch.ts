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
import type { PushSubscriptionItem } from '../../data/push-subscriptions';
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
class Slots {
  private readonly waiting: (() => void)[] = [];
  constructor(private free: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

/** The host of an endpoint, for the log (the whole URL is a capability: it is not logged). */
const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
};

export class PushDispatch {
  readonly stats: DispatchStats = { pushes: 0, gone: 0, failed: 0, capped: 0 };
  private readonly slots: Slots;
  /** Each user's pushes not yet started, while that user's queue runs. */
  private readonly queues = new Map<string, PushPayload[]>();
  private readonly sendsPerUser = new Map<string, number>();
  private readonly running: Promise<void>[] = [];

  constructor(
    private readonly ports: DispatchPorts,
    private readonly limits: DispatchLimits,
    private readonly log: Logger,
  ) {
    this.slots = new Slots(limits.sendsInFlight);
  }

  /** Queues a push to every device of the user; starts the user's queue when it is not running. */
  add(userId: string, payload: PushPayload): void {
    const queue = this.queues.get(userId);
    if (queue) {
      queue.push(payload);
      return;
    }
    const pending = [payload];
    this.queues.set(userId, pending);
    this.running.push(this.runUser(userId, pending));
  }

  /** Resolves when every push added so far has been sent or given up. */
  async settled(): Promise<void> {
    while (this.running.length > 0) await Promise.all(this.running.splice(0));
  }

  private async runUser(userId: string, pending: PushPayload[]): Promise<void> {
    let devices: Device[];
    try {
      devices = (await this.ports.devices(userId)).slice(0, this.limits.devicesMax);
    } catch (error) {
      this.queues.delete(userId);
      this.stats.failed += pending.length;
      this.log.warn('push devices not read', { error, userId });
      return;
    }
    const userSlots = new Slots(this.limits.userSendsInFlight);
    const forgotten = new Set<string>();
    const sends: Promise<void>[] = [];
    // New pushes for this user may arrive while earlier ones are sent: they join this same queue.
    while (pending.length > 0) {
      for (const payload of pending.splice(0)) {
        for (const device of devices) {
          const used = this.sendsPerUser.get(userId) ?? 0;
          if (used >= this.limits.userSendsPerPoll) {
            this.stats.capped++;
            continue;
          }
          this.sendsPerUser.set(userId, used + 1);
          sends.push(
            userSlots.run(() => this.slots.run(() => this.sendOne(userId, device, payload, forgotten))),
          );
        }
      }
      await Promise.all(sends.splice(0));
    }
    this.queues.delete(userId);
  }

  private async sendOne(
    userId: string,
    device: Device,
    payload: PushPayload,
    forgotten: Set<string>,
  ): Promise<void> {
    if (forgotten.has(device.endpoint)) return;
    const host = hostOf(device.endpoint);
    let result: PushResult;
    try {
      result = await this.ports.send(device, payload);
    } catch (error) {
      // No answer: refused connection, DNS, or the 3 s timeout (a TimeoutError).
      this.stats.failed++;
      this.log.warn('push not delivered', { userId, host, status: null, error });
      return;
    }
    if (result.outcome === 'sent') {
      this.stats.pushes++;
      return;
    }
    const { outcome, status = null, reason = '' } = result;
    if (outcome === 'failed') {
      this.stats.failed++;
      this.log.warn('push not delivered', { userId, host, status, reason });
      return;
    }
    this.stats.gone++;
    this.log.info('push device removed', { userId, host, status, outcome, reason });
    forgotten.add(device.endpoint);
    try {
      await this.ports.forget(userId, device.endpoint);
    } catch (error) {
      this.log.warn('push device not removed', { userId, host, error });
    }
  }
}
