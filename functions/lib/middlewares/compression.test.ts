/** The compression middleware (compression.ts): large answers go compressed to clients that take it. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { httpEvent, middyRequest } from '../../../tests/support/events';
import { chosenEncoding } from '../compression';
import { json } from '../http';
import { compression } from './compression';

const big = { tasks: Array.from({ length: 200 }, (_, i) => ({ _id: `t${i}`, description: `Task ${i}` })) };

async function answered(body: unknown, acceptEncoding?: string) {
  const event = httpEvent();
  event.headers = { ...event.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  const request = middyRequest(event);
  request.response = json(200, body);
  // biome-ignore lint/suspicious/noExplicitAny: middy's request type is generic over the event; the tests drive plain objects.
  await compression().after?.(request as any);
  return request.response as { body: string; isBase64Encoded?: boolean; headers: Record<string, string> };
}

describe('compression', () => {
  it('sends a large answer with Brotli when taken, else gzip, the same JSON once decoded', async () => {
    const br = await answered(big, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.isBase64Encoded).toBe(true);
    const brBytes = Buffer.from(br.body, 'base64');
    expect(JSON.parse(brotliDecompressSync(brBytes).toString('utf8'))).toEqual(big);
    expect(brBytes.length).toBeLessThan(JSON.stringify(big).length / 4);

    const gzip = await answered(big, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(gzip.body, 'base64')).toString('utf8'))).toEqual(big);
    expect(gzip.headers.vary).toBe('Accept-Encoding');
  });

  it('leaves small answers, and clients that take no encoding, as they are', async () => {
    const small = await answered({ ok: true }, 'br');
    expect(small).toMatchObject({ body: '{"ok":true}', headers: { vary: 'Accept-Encoding' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await answered(big);
    expect(JSON.parse(plain.body)).toEqual(big);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(chosenEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chosenEncoding('gzip;q=0')).toBeNull();
    expect(chosenEncoding('*')).toBe('br');
    expect(chosenEncoding('identity')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
  });
});
