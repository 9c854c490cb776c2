/**
 * The tab's one live connection (docs/realtime.md): a WebSocket to `/ws` on the site's own origin
 * (the session cookie goes with it), reconnected with exponential backoff and full jitter, pinged
 * so an idle connection stays open. It only ever says WHAT changed; the caller re-reads through
 * the ordinary routes. While it is down nothing else changes: SWR still revalidates on focus.
 */
import { type LiveChange, livePath, livePing, livePingIntervalMs, parseLiveMessage } from '@shared/live';

export interface LiveHandlers {
  /** A change to re-read. */
  onChange(change: LiveChange): void;
  /** The connection (re)opened; `afterGap` is true for every open but the first (things may have been missed). */
  onOpen(afterGap: boolean): void;
  /** The server says the session this connection was opened with ended: no reconnect follows. */
  onSignedOut(): void;
  /**
   * A connection could not open (once per run of failures): offline, or refused because the
   * session ended while the socket was down, which a browser cannot tell apart. The caller asks.
   */
  onRefused(): void;
}

export interface LiveConnection {
  close(): void;
}

/** Backoff between attempts: 0.5 s doubling to at most 30 s, with full jitter (a random wait up to the cap). */
const firstDelayMs = 500;
const maxDelayMs = 30_000;
export const backoffMs = (attempt: number, random: () => number = Math.random): number =>
  Math.floor(random() * Math.min(maxDelayMs, firstDelayMs * 2 ** attempt));

const liveUrl = (): string => {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${livePath}`;
};

export function openLiveConnection(handlers: LiveHandlers): LiveConnection {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let opened = 0;
  let closed = false;
  /** Whether the connection of this attempt opened; a run of failures reports only its first. */
  let refusedSinceOpen = false;
  let retryTimer: number | undefined;
  let pingTimer: number | undefined;

  const clearTimers = () => {
    window.clearTimeout(retryTimer);
    window.clearInterval(pingTimer);
  };

  function connect(): void {
    if (closed) return;
    clearTimers();
    const ws = new WebSocket(liveUrl());
    socket = ws;
    let open = false;
    ws.onopen = () => {
      open = true;
      refusedSinceOpen = false;
      attempt = 0;
      handlers.onOpen(opened++ > 0);
      pingTimer = window.setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send(livePing);
      }, livePingIntervalMs);
    };
    ws.onmessage = (event: MessageEvent) => {
      const message = typeof event.data === 'string' ? parseLiveMessage(event.data) : null;
      if (message?.type === 'changed') handlers.onChange(message);
      else if (message?.type === 'signedOut') {
        // Ended for good: the server closes the connection next, and a reconnect would be refused.
        closed = true;
        clearTimers();
        handlers.onSignedOut();
      }
    };
    ws.onclose = () => {
      window.clearInterval(pingTimer);
      if (closed || socket !== ws) return;
      socket = null;
      // Opened before: the gap counts from now, so the next open revalidates (onOpen(true)).
      if (opened === 0) opened = 1;
      if (!open && !refusedSinceOpen && navigator.onLine) {
        refusedSinceOpen = true;
        handlers.onRefused();
      }
      retryTimer = window.setTimeout(connect, backoffMs(attempt++));
    };
  }

  /** Back online or back in view: try now rather than at the end of a long backoff. */
  const retryNow = () => {
    if (!closed && socket === null && document.visibilityState === 'visible') {
      attempt = 0;
      connect();
    }
  };
  window.addEventListener('online', retryNow);
  document.addEventListener('visibilitychange', retryNow);
  connect();

  return {
    close() {
      closed = true;
      clearTimers();
      window.removeEventListener('online', retryNow);
      document.removeEventListener('visibilitychange', retryNow);
      socket?.close();
      socket = null;
    },
  };
}
