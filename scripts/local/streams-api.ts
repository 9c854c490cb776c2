/**
 * The DynamoDB Streams API of DynamoDB Local, called by the local stream poller (./stream-poller.ts)
 * over its JSON protocol rather than through the SDK's client, and the shapes it answers with.
 */
import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '../../functions/lib/sha256';

export type ShardIteratorType = 'LATEST' | 'TRIM_HORIZON' | 'AFTER_SEQUENCE_NUMBER' | 'AT_SEQUENCE_NUMBER';

export interface WireShard {
  ShardId: string;
  SequenceNumberRange?: { EndingSequenceNumber?: string };
}

export class StreamsApiError extends Error {
  override readonly name = 'StreamsApiError';
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(`${type}: ${message}`);
  }
}

/**
 * One call of the DynamoDB Streams API (JSON protocol, SigV4 with the local credentials) to DynamoDB
 * Local. Not the SDK client: its deserializer turns an empty map `{"M":{}}` into `{}`, while Lambda
 * hands the handler the wire JSON itself, which this returns unchanged.
 */
export function streamsApi(endpoint: string) {
  const url = new URL(endpoint);
  const signer = new SignatureV4({
    service: 'dynamodb',
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    sha256: Sha256,
  });
  return async <T>(operation: string, input: Record<string, unknown>): Promise<T> => {
    const body = JSON.stringify(input);
    const signed = await signer.sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      path: '/',
      query: {},
      headers: {
        host: url.host,
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': `DynamoDBStreams_20120810.${operation}`,
      },
      body,
    });
    const { host: _host, ...headers } = signed.headers;
    const response = await fetch(new URL('/', url), { method: 'POST', headers, body });
    const answer = (await response.json()) as T & { __type?: string; message?: string; Message?: string };
    if (!response.ok) {
      const type = String(answer.__type ?? response.status)
        .split('#')
        .pop() as string;
      throw new StreamsApiError(type, answer.message ?? answer.Message ?? '');
    }
    return answer;
  };
}
