/**
 * Fakes of the outbox's parts (web/src/api/outbox/ports.ts) for its unit tests: one in-memory store,
 * lock manager and tab channel shared by the tabs of a test, a clock whose timers run when told, an
 * online signal, and a server answering each request as the test says.
 */
import type { Clock, Locks, OutboxIo, OutboxParts, TabMessage } from '../../web/src/api/outbox/ports';
import { prefixesOf, type Stored } from '../../web/src/api/outbox/records';
import type { OutboxEntry, RefusedEntry } from '../../web/src/api/outbox/state';

/** Lets every pending promise callback run (the fakes answer in microtasks and macrotasks). */
export const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => setImmediate(resolve));
};

/** The browser's storage and locks, shared by the tabs (pages) of one test. */
export function browser() {
  const records = new Map<string, unknown>();
  const held = new Map<string, string>(); // lock name -> page holding it
  const queued: { name: string; page: string; grant: () => void }[] = [];
  const tokens = new Map<string, object>(); // lock name -> the grant holding it
  const listeners = new Set<{ page: string; listener: (message: TabMessage) => void }>();
  let sequence = 0;

  const grantNext = (name: string) => {
    const next = queued.findIndex((q) => q.name === name);
    if (next < 0) return;
    const [waiting] = queued.splice(next, 1);
    waiting?.grant();
  };
  const release = (name: string) => {
    held.delete(name);
    tokens.delete(name);
    grantNext(name);
  };

  const locksOf = (page: string): Locks => ({
    request<T>(name: string, options: { ifAvailable?: boolean }, work: (lock: unknown) => Promise<T> | T) {
      if (held.has(name) && options.ifAvailable) return Promise.resolve(work(null));
      return new Promise<T>((resolve, reject) => {
        const run = () => {
          const grant = {};
          held.set(name, page);
          tokens.set(name, grant);
          Promise.resolve(work({ name }))
            .then(resolve, reject)
            .finally(() => {
              if (tokens.get(name) === grant) release(name);
            });
        };
        if (held.has(name)) queued.push({ name, page, grant: run });
        else run();
      });
    },
    query: async () => ({
      held: [...held.keys()].map((name) => ({ name })),
      pending: queued.map(({ name }) => ({ name })),
    }),
  });

  return {
    records,
    /** A page of the browser, with its own clock, online signal and server. */
    page(pageId = `page-${++sequence}`) {
      return page(this, pageId, locksOf(pageId));
    },
    /** The page is gone at once (closed or crashed): its locks go, its messages stop. */
    crash(pageId: string) {
      for (const [name, holder] of [...held]) if (holder === pageId) release(name);
      for (const entry of [...listeners]) if (entry.page === pageId) listeners.delete(entry);
    },
    store: {
      read: async (userId: string): Promise<Stored | null> => {
        const keys = [...records.keys()].sort();
        const [waiting, refused, settled, held] = prefixesOf(userId).map((prefix) =>
          keys.filter((key) => key.startsWith(prefix)).map((key) => structuredClone(records.get(key))),
        );
        return { waiting, refused, settled, held } as Stored;
      },
      put: async (key: string, value: unknown) => void records.set(key, structuredClone(value)),
      remove: async (key: string) => void records.delete(key),
    },
    tabs: (pageId: string) => ({
      post: (message: TabMessage) => {
        for (const { page, listener } of [...listeners])
          if (page !== pageId) setImmediate(() => listener(structuredClone(message)));
      },
      listen: (listener: (message: TabMessage) => void) => void listeners.add({ page: pageId, listener }),
    }),
    lockNames: () => [...held.keys()],
    nextId: () => `e${String(++sequence).padStart(6, '0')}`,
  };
}

type Browser = ReturnType<typeof browser>;

/** A clock whose timers run when `tick` passes their time. */
export function fakeClock() {
  let now = 1_000_000;
  const timers = new Set<{ at: number; run: () => void }>();
  const clock: Clock = {
    now: () => now,
    after: (ms, run) => {
      const timer = { at: now + ms, run };
      timers.add(timer);
      return () => timers.delete(timer);
    },
  };
  return {
    clock,
    /** The delays of the timers set now, from now. */
    pending: () => [...timers].map((t) => t.at - now),
    tick(ms: number) {
      now += ms;
      for (const timer of [...timers].filter((t) => t.at <= now)) {
        timers.delete(timer);
        timer.run();
      }
    },
  };
}

/** What the server answers to one request: a body, or a failure with an HTTP status (0: no answer). */
export type Reply = { body: unknown } | { status: number; message?: string };

function page(b: Browser, pageId: string, locks: Locks) {
  const time = fakeClock();
  let online = true;
  const onlineListeners = new Set<() => void>();
  const sent: OutboxEntry[] = [];
  /** Whose each send was (the user it was sent as), in order. */
  const sentAs: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const replies: Reply[] = [];
  let answer: (entry: OutboxEntry) => Reply | Promise<Reply> = (entry) =>
    replies.shift() ?? { body: entry.tempId ? { _id: `saved-${entry.tempId}` } : { ok: true } };
  const seen = {
    waiting: [] as readonly OutboxEntry[],
    refused: [] as readonly RefusedEntry[],
    settled: [] as [string, string][],
    replayed: 0,
    adopted: [] as OutboxEntry[],
    /** What `sending` named, in order (null: the answer applied). */
    sending: [] as (string | null)[],
  };
  const settledIds = new Map<string, string>();
  const io: OutboxIo = {
    send: async (entry, _keepalive, owner) => {
      sentAs.push(owner);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      sent.push(structuredClone(entry));
      try {
        await new Promise<void>((resolve) => setImmediate(resolve));
        const reply = await answer(entry);
        if ('body' in reply) return reply.body;
        throw Object.assign(new Error(reply.message ?? `HTTP ${reply.status}`), { status: reply.status });
      } finally {
        inFlight -= 1;
      }
    },
    show: (waiting, refused) => {
      seen.waiting = waiting;
      seen.refused = refused;
    },
    settled: (tempId, id) => void seen.settled.push([tempId, id]),
    replayed: () => {
      seen.replayed += 1;
    },
    adopted: (entries) => void seen.adopted.push(...entries),
    sending: (entry) => void seen.sending.push(entry?.id ?? null),
    settledIds,
  };
  const parts: OutboxParts = {
    store: b.store,
    locks,
    tabs: b.tabs(pageId),
    clock: time.clock,
    online: { now: () => online, listen: (listener) => void onlineListeners.add(listener) },
    newId: b.nextId,
    newKey: () => `key-${b.nextId()}`,
    pageId,
  };
  return {
    pageId,
    parts,
    io,
    seen,
    sent,
    sentAs,
    replies,
    time,
    maxInFlight: () => maxInFlight,
    answerWith: (next: typeof answer) => {
      answer = next;
    },
    setOnline(value: boolean) {
      online = value;
      if (value) for (const listener of onlineListeners) listener();
    },
  };
}
