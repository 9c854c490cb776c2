/**
 * Put and delete one S3 object with a SigV4-signed `fetch`: all the avatar routes need from S3.
 * The full `@aws-sdk/client-s3` adds about 160 KB to a Lambda bundle (checksums, XML, multi-region
 * signing) for these two calls; this uses the signer the DynamoDB client already brings.
 * Works against AWS (virtual-hosted bucket URLs) and, with AWS_ENDPOINT_URL_S3 set, path-style
 * against the local S3-compatible server.
 */
import { createHash } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { defaultProvider } from './lambda-credentials';
import { Sha256 } from './sha256';
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

const payloadHeader = 'x-amz-content-sha256';

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
    /**
     * A presigned GET URL of the object, valid `expiresSeconds` (SigV4 query signing: anyone holding
     * the URL may read this one object until then, nothing else). `downloadName` asks S3 to answer
     * it as an attachment of that name.
     */
    presignGet: async (key: string, expiresSeconds: number, downloadName?: string): Promise<string> => {
      const url = urlOf(key);
      const signer = new SignatureV4({
        service: 's3',
        region: location.region,
        credentials: defaultProvider(),
        sha256: Sha256,
        uriEscapePath: false,
      });
      const query: Record<string, string> = downloadName
        ? { 'response-content-disposition': `attachment; filename="${downloadName}"` }
        : {};
      const signed = await signer.presign(
        {
          method: 'GET',
          protocol: url.protocol,
          hostname: url.hostname,
          ...(url.port ? { port: Number(url.port) } : {}),
          path: url.pathname,
          query,
          // S3's presigned URLs sign UNSIGNED-PAYLOAD, not the hash of an empty body; the header only
          // tells the signer so and is neither signed nor sent.
          headers: { host: url.host, [payloadHeader]: 'UNSIGNED-PAYLOAD' },
        },
        {
          expiresIn: expiresSeconds,
          unsignableHeaders: new Set([payloadHeader]),
          unhoistableHeaders: new Set([payloadHeader]),
        },
      );
      const presigned = new URL(url);
      for (const [name, value] of Object.entries(signed.query ?? {}))
        presigned.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value));
      return presigned.toString();
    },
  };
}
