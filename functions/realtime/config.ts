/**
 * The fan-out's own configuration, read once at module load like functions/lib/env.ts.
 * LIVE_MANAGEMENT_ENDPOINT is the WebSocket API's management endpoint with its stage:
 * `https://<api-id>.execute-api.<region>.amazonaws.com/ws` in AWS (set by infra/constructs/realtime.ts),
 * the local gateway's management server locally (scripts/local/websocket.ts).
 */
const read = (name: string): string | undefined => {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
};

export const liveConfig = {
  managementEndpoint: (read('LIVE_MANAGEMENT_ENDPOINT') ?? 'http://127.0.0.1:3002').replace(/\/$/, ''),
  region: read('AWS_REGION') ?? 'us-east-1',
  /**
   * Users whose connections are looked up and posted to at the same time: a shared list's whole
   * membership (50 at most, @shared/limits `listLimits`), so no member's message waits for another
   * wave of lookups (16 left the last of 20 members a wave behind: docs/performance.md).
   */
  concurrency: Number(read('LIVE_FAN_OUT_CONCURRENCY') ?? 50),
  /** A post that takes longer is abandoned (the message is a hint; the client revalidates later). */
  postTimeoutMs: Number(read('LIVE_POST_TIMEOUT_MS') ?? 3000),
} as const;
