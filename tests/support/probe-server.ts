/**
 * A local HTTP server that plays a misbehaving push service (tests of functions/reminders/lib):
 * it answers each request with `respond`, which may also never answer (a slow service). It counts
 * what it received and which requests the client gave up on, so a test waits for that state.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProbeServer {
  url: string;
  /** Requests received, by path. */
  paths: string[];
  /** Requests whose client closed the connection before an answer was sent. */
  abandoned: number;
  /** Requests received and not yet answered or abandoned. */
  open: number;
  close(): Promise<void>;
}

/** `respond` answers the request, or returns 'hang' to leave it unanswered. */
export async function startProbeServer(
  respond: (request: IncomingMessage, response: ServerResponse) => 'hang' | undefined,
): Promise<ProbeServer> {
  const probe: ProbeServer = { url: '', paths: [], abandoned: 0, open: 0, close: async () => undefined };
  const server = createServer((request, response) => {
    probe.paths.push(request.url ?? '');
    probe.open++;
    let settled = false;
    const settle = () => {
      if (!settled) probe.open--;
      settled = true;
    };
    response.on('finish', settle);
    response.on('close', () => {
      if (!response.writableFinished && !settled) probe.abandoned++;
      settle();
    });
    request.resume();
    request.on('end', () => respond(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  probe.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  probe.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return probe;
}

/** Waits until `ready` holds, polling every 20 ms, up to `ms`. */
export async function until(ready: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
