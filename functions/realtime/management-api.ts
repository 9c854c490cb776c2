/**
 * The two calls the fan-out makes to API Gateway's management API, signed with SigV4 and sent with
 * `fetch` (the @aws-sdk/client-apigatewaymanagementapi client would add its whole stack to the
 * bundle for two requests): post a message to a connection, and close a connection.
 * Locally the endpoint is the local gateway's management server, which answers the same way.
 */
import { signedFetcher } from '../lib/signed-fetch';
import { liveConfig } from './config';

/** What became of a post: delivered, or the connection no longer exists (410: delete its items). */
type PostOutcome = 'sent' | 'gone';

export class ManagementApiError extends Error {
  override readonly name = 'ManagementApiError';
  constructor(
    readonly status: number,
    operation: string,
  ) {
    super(`API Gateway ${operation} answered ${status}`);
  }
}

const signedFetch = signedFetcher({ name: 'execute-api', region: liveConfig.region });

function send(method: 'POST' | 'DELETE', connectionId: string, body?: string): Promise<Response> {
  return signedFetch({
    method,
    url: new URL(`${liveConfig.managementEndpoint}/@connections/${encodeURIComponent(connectionId)}`),
    ...(body !== undefined ? { headers: { 'content-type': 'application/json' }, body } : {}),
    timeoutMs: liveConfig.postTimeoutMs,
  });
}

/** PostToConnection. */
export async function postToConnection(connectionId: string, message: string): Promise<PostOutcome> {
  const response = await send('POST', connectionId, message);
  if (response.status === 410) return 'gone';
  if (!response.ok) throw new ManagementApiError(response.status, 'PostToConnection');
  return 'sent';
}

/** DeleteConnection: closes a connection (its session ended). A connection already gone is fine. */
export async function closeConnection(connectionId: string): Promise<void> {
  const response = await send('DELETE', connectionId);
  if (!response.ok && response.status !== 410) {
    throw new ManagementApiError(response.status, 'DeleteConnection');
  }
}
