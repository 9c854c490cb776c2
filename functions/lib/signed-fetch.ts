/**
 * One AWS call signed with SigV4 and sent with `fetch`: what the functions use for the few calls
 * they make outside DynamoDB (S3 PutObject and DeleteObject, the WebSocket management API), so
 * that no whole SDK client is bundled for them. The signer and its SHA-256 are the ones the
 * DynamoDB client already brings.
 */
import { SignatureV4 } from '@smithy/signature-v4';
import { defaultProvider } from './lambda-credentials';
import { Sha256 } from './sha256';

export interface SignedRequest {
  method: 'PUT' | 'POST' | 'DELETE';
  url: URL;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Give up after this long (the signal aborts the fetch). */
  timeoutMs?: number;
}

export function signedFetcher(service: { name: string; region: string; uriEscapePath?: boolean }) {
  const signer = new SignatureV4({
    service: service.name,
    region: service.region,
    credentials: defaultProvider(),
    sha256: Sha256,
    ...(service.uriEscapePath === false ? { uriEscapePath: false } : {}),
  });
  /** Sends the signed request and answers the response, its body drained so the connection is reused. */
  return async function signedFetch(request: SignedRequest): Promise<Response> {
    const { url, method, body } = request;
    const signed = await signer.sign({
      method,
      protocol: url.protocol,
      hostname: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      path: url.pathname,
      query: {},
      headers: { ...request.headers, host: url.host },
      ...(body !== undefined ? { body } : {}),
    });
    const { host: _host, ...headers } = signed.headers;
    const response = await fetch(url, {
      method,
      headers,
      ...(body !== undefined ? { body: typeof body === 'string' ? body : Buffer.from(body) } : {}),
      ...(request.timeoutMs ? { signal: AbortSignal.timeout(request.timeoutMs) } : {}),
    });
    await response.arrayBuffer();
    return response;
  };
}
