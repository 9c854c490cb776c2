import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/core/keys';
import { limits } from '../../shared/limits';
import { serverErrors } from '../../shared/messages/server';
import { validation } from '../../shared/messages/validation';
import { avatarPathPrefix } from '../../shared/object-keys';
import { type ApiClient, startApi, type TestApi } from '../support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** A real 16x16 JPEG, exported by Chromium's canvas.toDataURL('image/jpeg') as the web client does. */
const jpeg = readFileSync(resolve(import.meta.dirname, '../fixtures/avatar-16px.jpg'));
const base64 = jpeg.toString('base64');

async function bucketKeys(): Promise<string[]> {
  const listed = await api.s3.send(
    new ListObjectsV2Command({ Bucket: api.bucket, Prefix: avatarPathPrefix }),
  );
  return (listed.Contents ?? []).map((object) => object.Key as string).sort();
}

async function storedCoverImg(userId: string) {
  const result = await api.db.send(new GetCommand({ TableName: api.tableName, Key: keys.user(userId) }));
  return result.Item?.coverImg ?? null;
}

async function fetchAvatar(url: string) {
  const response = await fetch(new URL(url, api.baseUrl));
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('image/get', () => {
  it('answers null before any upload, with the session read only', async () => {
    const { client } = await api.user('noavatar');
    const response = await client.call('image-get');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ image: null });
    expect(response.ddbCalls).toBe(1);
  });

  it('refuses guests', async () => {
    const response = await api.client().call('image-get');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: serverErrors.notSignedIn });
  });
});

describe('image/upload', () => {
  it('stores the JPEG, sets coverImg and serves the same bytes with a long cache life', async () => {
    const { client, user } = await api.user('avatar');
    const response = await client.call('image-upload', { body: { image: base64 } });
    expect(response.status).toBe(200);
    const image = response.body.image as string;
    expect(image).toMatch(/^\/avatars\/[0-9A-HJKMNP-TV-Z]{26}\.jpg$/);
    expect(response.ddbCalls).toBe(2); // session read + UpdateItem

    const served = await fetchAvatar(image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.bytes.equals(jpeg)).toBe(true);

    const stored = await api.s3.send(new GetObjectCommand({ Bucket: api.bucket, Key: image.slice(1) }));
    expect(stored.ContentType).toBe('image/jpeg');
    expect(Buffer.from((await stored.Body?.transformToByteArray()) ?? []).equals(jpeg)).toBe(true);

    expect(await storedCoverImg(user._id)).toBe(image);
    expect((await client.call('image-get')).body).toEqual({ image });
    expect((await client.call('auth-user')).body.coverImg).toBe(image);
  });

  it('gives each upload a new key and deletes the replaced object', async () => {
    const { client } = await api.user('reupload');
    const first = (await client.call('image-upload', { body: { image: base64 } })).body.image as string;
    const second = (await client.call('image-upload', { body: { image: base64 } })).body.image as string;
    expect(second).not.toBe(first);
    expect((await fetchAvatar(first)).status).toBe(404);
    expect((await fetchAvatar(second)).bytes.equals(jpeg)).toBe(true);
    expect((await client.call('image-get')).body).toEqual({ image: second });
  });

  it('accepts an image of exactly the limit', async () => {
    const { client } = await api.user('biggest');
    const big = Buffer.alloc(limits.avatarMaxBytes, 0);
    jpeg.copy(big, 0, 0, jpeg.length - 2);
    big[big.length - 2] = 0xff;
    big[big.length - 1] = 0xd9;
    const response = await client.call('image-upload', { body: { image: big.toString('base64') } });
    expect(response.status).toBe(200);
    expect((await fetchAvatar(response.body.image as string)).bytes.length).toBe(limits.avatarMaxBytes);
  });

  describe('refuses bad uploads and changes nothing', () => {
    let client: ApiClient;
    let userId: string;
    let current: string;
    beforeAll(async () => {
      const created = await api.user('badupload');
      client = created.client;
      userId = created.user._id;
      current = (await client.call('image-upload', { body: { image: base64 } })).body.image as string;
    });

    const oversize = () => {
      const bytes = Buffer.alloc(limits.avatarMaxBytes + 1, 0);
      jpeg.copy(bytes, 0, 0, 4);
      bytes[bytes.length - 2] = 0xff;
      bytes[bytes.length - 1] = 0xd9;
      return bytes.toString('base64');
    };
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
    // JPEG markers around 3 bytes: 7 bytes, so its base64 ends with '=='.
    const tinyJpegLike = Buffer.from('ffd8ffe000ffd9', 'hex').toString('base64');
    const truncated = jpeg.subarray(0, jpeg.length - 2).toString('base64');

    it.each([
      ['no body', undefined, 400, 'Request body must be a JSON object'],
      ['no image', {}, 400, validation.imageRequired],
      ['an empty image', { image: '' }, 400, validation.imageRequired],
      ['a number', { image: 42 }, 400, validation.imageNotBase64],
      ['a data URL', { image: `data:image/jpeg;base64,${base64}` }, 400, validation.imageNotBase64],
      [
        'base64 with whitespace',
        { image: `${base64.slice(0, 8)}\n${base64.slice(8)}` },
        400,
        validation.imageNotBase64,
      ],
      [
        'base64url',
        { image: base64.replaceAll('+', '-').replaceAll('/', '_') },
        400,
        validation.imageNotBase64,
      ],
      ['unpadded base64', { image: tinyJpegLike.replace(/=+$/, '') }, 400, validation.imageNotBase64],
      ['non-canonical trailing bits', { image: 'QR==' }, 400, validation.imageNotBase64],
      ['not base64 at all', { image: 'this is not base64!' }, 400, validation.imageNotBase64],
      ['a PNG', { image: png }, 400, validation.imageNotJpeg],
      ['text', { image: Buffer.from('hello world!').toString('base64') }, 400, validation.imageNotJpeg],
      ['a JPEG without its end marker', { image: truncated }, 400, validation.imageNotJpeg],
      ['an image over the limit', { image: oversize() }, 413, validation.imageTooLarge],
    ])('%s', async (_name, body, status, message) => {
      const before = await bucketKeys();
      const response = await client.call('image-upload', { body });
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ message });
      expect(response.ddbCalls).toBe(1); // refused after the session read, before any write
      expect(await storedCoverImg(userId)).toBe(current);
      expect(await bucketKeys()).toEqual(before);
    });

    it('a body far over the limit (413 before parsing)', async () => {
      const before = await bucketKeys();
      const response = await client.call('image-upload', {
        body: { image: 'A'.repeat(2 * limits.avatarMaxBytes) },
      });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: serverErrors.tooLarge });
      expect(await storedCoverImg(userId)).toBe(current);
      expect(await bucketKeys()).toEqual(before);
    });

    it('a guest', async () => {
      const before = await bucketKeys();
      const response = await api.client().call('image-upload', { body: { image: base64 } });
      expect(response.status).toBe(401);
      expect(await bucketKeys()).toEqual(before);
    });
  });
});

describe('avatars served by the gateway', () => {
  it('answers 404 for a missing avatar and for paths outside the prefix', async () => {
    expect((await fetchAvatar('/avatars/01ARZ3NDEKTSV4RRFFQ69G5FAV.jpg')).status).toBe(404);
    expect((await fetchAvatar('/avatars/../secret')).status).toBe(404);
  });
});
