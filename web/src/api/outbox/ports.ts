/**
 * What the outbox (outbox.ts) is made of from outside, passed to `createOutbox` rather than reached
 * as globals: the browser's (outbox-page.ts) in the app, fakes in the unit tests
 * (web/src/api/outbox/outbox.test.ts). See docs/architecture.md#the-outbox.
 */
import type { Stored } from './records';
import type { OutboxEntry, RefusedEntry } from './state';

/** The stored records of each user (records.ts: IndexedDB in the browser). */
export interface OutboxStore {
  /** `userId`'s records, each kind in the order it was made, read at once; null when unreadable. */
  read(userId: string): Promise<Stored | null>;
  put(key: string, value: unknown): Promise<unknown>;
  remove(key: string): Promise<unknown>;
}

/** Web Locks, as much as the outbox uses: held by a page until `work` settles, let go when it closes. */
export interface Locks {
  request<T>(
    name: string,
    options: { ifAvailable?: boolean },
    work: (lock: unknown) => Promise<T> | T,
  ): Promise<T>;
  query(): Promise<{ held?: { name?: string }[]; pending?: { name?: string }[] }>;
}

/** What a tab tells the others: the user whose stored outbox changed, and an id a create's answer gave. */
export interface TabMessage {
  user: string;
  settled?: [tempId: string, id: string];
}

/** The user's other tabs (a BroadcastChannel in the browser). */
export interface TabChannel {
  post(message: TabMessage): void;
  listen(listener: (message: TabMessage) => void): void;
}

export interface Clock {
  now(): number;
  after(ms: number, run: () => void): () => void;
}

/** Whether the network is there, and a signal when it may be back (online, the page shown again). */
export interface Online {
  now(): boolean;
  listen(listener: () => void): void;
}

export interface OutboxParts {
  store: OutboxStore;
  /** Absent where the browser has no Web Locks: each page sends on its own (keys keep that harmless). */
  locks: Locks | undefined;
  tabs: TabChannel | undefined;
  clock: Clock;
  online: Online;
  /** New entry ids, sorting in the order they are made (records.ts `newEntryId`). */
  newId: () => string;
  /** New Idempotency-Keys. */
  newKey: () => string;
  /** This page, as its page lock names it (page-lock.ts). */
  pageId: string;
}

/**
 * What the outbox needs from the page, passed to `start` (app/OutboxSync.tsx) rather than imported:
 * this chunk then imports nothing of the first download.
 */
export interface OutboxIo {
  /**
   * Sends one stored request with its key, as `owner`'s (the user whose outbox it is: never under
   * another account's session, shared/page-user.ts), and answers the answer's body; a failure
   * carries the HTTP status (0: no answer), as the api client's ApiError does.
   */
  send: (entry: OutboxEntry, keepalive: boolean, owner: string) => Promise<unknown>;
  /** The entries changed (state.ts `publish`). */
  show: (waiting: readonly OutboxEntry[], refused: readonly RefusedEntry[]) => void;
  /** A create's temporary id was replaced by the server's (state.ts `publishSettled`). */
  settled: (tempId: string, id: string) => void;
  /** Changes whose callers were gone were replayed: the page reads the server again. */
  replayed: () => void;
  /**
   * The change on its way to the server, until what its answer does is applied (null: none now):
   * state.ts `publishSending`, which holds a read of the groups behind a create on its way.
   */
  sending: (entry: OutboxEntry | null) => void;
  /** Changes another tab stored were taken in: the page lays them over what it shows. */
  adopted: (entries: readonly OutboxEntry[]) => void;
  /** Temporary id -> the server's: the page's one map (state.ts `settledIds`), which the outbox fills. */
  settledIds: Map<string, string>;
}
