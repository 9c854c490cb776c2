/**
 * SHA-256 (or HMAC-SHA-256 with a key) over node:crypto, in the shape @smithy/signature-v4 asks
 * for (`sha256` option). Lets a function sign the one or two AWS calls it makes with `fetch`
 * instead of bundling a whole SDK client (functions/realtime/management-api.ts).
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';

type SourceData = string | ArrayBuffer | ArrayBufferView;

const bytes = (data: SourceData): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

export class Sha256 {
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
