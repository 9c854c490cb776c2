/**
 * Put and delete one S3 object with a SigV4-signed `fetch`: all the avatar routes need from S3.
 * The full `@aws-sdk/client-s3` adds about 160 KB to a Lambda bundle (checksums, XML, multi-region
 * signing) for these two calls; this uses the signer the DynamoDB client already brings.
 * Works against AWS (virtual-hosted bucket URLs) and, with AWS_ENDPOINT_URL_S3 set, path-style
 * against the local S3-compatible server.
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { defaultProvider } from './lambda-credentials';

/** SHA-256 (or HMAC-SHA-256 with a key) in the shape the signer asks for. */
type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: SourceData): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

class Sha256 {
  private hash: Hash | Hmac;
  private readonly secret: string | Uint8Array | undefined;
  constructor(secret?: SourceData) {
    this.secret = secret === undefined ? undefined : bytes(secret);
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', this.secret);
  }
  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    this.hash = this.fresh();
  }
}

export interface S3Location {
  region: string;
  bucket: string;
  /** A local S3-compatible server (path-style URLs); absent in AWS. */
  endpoint?: string;
}

export interface PutOptions {
  contentType: string;
  cacheControl: string;
}

export class S3Error extends Error {
  override readonly name = 'S3Error';
  constructor(
    readonly status: number,
    operation: string,
  ) {
    super(`S3 ${operation} answered ${status}`);
  }
}

export function s3Objects(location: S3Location) {
  const signer = new SignatureV4({
    service: 's3',
    region: location.region,
    credentials: defaultProvider(),
    sha256: Sha256,
    // S3 signs the path as sent, without the second URI encoding other services use.
    uriEscapePath: false,
  });

  const urlOf = (key: string): URL => {
    const path = key.split('/').map(encodeURIComponent).join('/');
    return location.endpoint
      ? new URL(`${location.endpoint.replace(/\/$/, '')}/${location.bucket}/${path}`)
      : new URL(`https://${location.bucket}.s3.${location.region}.amazonaws.com/${path}`);
  };

  async function send(
    operation: string,
    method: 'PUT' | 'DELETE',
    key: string,
    headers: Record<string, string>,
    body?: Uint8Array,
  ): Promise<void> {
    const url = urlOf(key);
    const payloadHash = createHash('sha256')
      .update(body ?? '')
      .digest('hex');
    const signed = await signer.sign({
      method,
      protocol: url.protocol,
      hostname: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      path: url.pathname,
      query: {},
      headers: { ...headers, host: url.host, 'x-amz-content-sha256': payloadHash },
      ...(body ? { body } : {}),
    });
    const { host: _host, ...sent } = signed.headers;
    const response = await fetch(url, {
      method,
      headers: sent,
      ...(body ? { body: Buffer.from(body) } : {}),
    });
    await response.arrayBuffer(); // drain, so the connection is reused
    if (!response.ok) throw new S3Error(response.status, operation);
  }

  return {
    put: (key: string, body: Uint8Array, options: PutOptions) =>
      send(
        'PutObject',
        'PUT',
        key,
        {
          'content-type': options.contentType,
          'content-length': String(body.length),
          'cache-control': options.cacheControl,
        },
        body,
      ),
    /** Deleting a missing key succeeds, as in S3 itself. */
    delete: (key: string) => send('DeleteObject', 'DELETE', key, {}),
  };
}
