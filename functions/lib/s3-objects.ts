/**
 * Put and delete one S3 object with a SigV4-signed `fetch`: all the avatar routes need from S3.
 * The full `@aws-sdk/client-s3` adds about 160 KB to a Lambda bundle (checksums, XML, multi-region
 * signing) for these two calls; this uses the signer the DynamoDB client already brings.
 * Works against AWS (virtual-hosted bucket URLs) and, with AWS_ENDPOINT_URL_S3 set, path-style
 * against the local S3-compatible server.
 */
import { createHash } from 'node:crypto';
import { signedFetcher } from './signed-fetch';

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
  // S3 signs the path as sent, without the second URI encoding other services use.
  const signedFetch = signedFetcher({ name: 's3', region: location.region, uriEscapePath: false });

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
    const payloadHash = createHash('sha256')
      .update(body ?? '')
      .digest('hex');
    const response = await signedFetch({
      method,
      url: urlOf(key),
      headers: { ...headers, 'x-amz-content-sha256': payloadHash },
      ...(body ? { body } : {}),
    });
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
