/**
 * The upload body of POST /api/image/upload: `{ image }`, base64 JPEG data without its data-URL
 * header (the web client crops to a canvas and sends `toDataURL('image/jpeg')` minus the prefix).
 * Refused with 400 unless it is strict base64 of bytes that start and end like a JPEG, and with 413
 * when it decodes to more than limits.avatarMaxBytes.
 */
import { limits } from '../../shared/limits';
import { validation as text } from '../../shared/messages';
import { asObject, ValidationError } from '../../shared/validation';
import { tooLarge } from '../lib/errors';

/** Canonical base64: the standard alphabet, padded, no whitespace, no data-URL header. */
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The largest accepted image, as base64 characters (plus slack for the JSON around it): the body limit. */
export const maxUploadBodyBytes = Math.ceil(limits.avatarMaxBytes / 3) * 4 + 4096;

/** Start of image (FF D8) followed by a marker (FF), and end of image (FF D9). */
export function isJpeg(bytes: Buffer): boolean {
  const n = bytes.length;
  return (
    n >= 4 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    bytes[n - 2] === 0xff &&
    bytes[n - 1] === 0xd9
  );
}

export function parseImageUpload(body: unknown): Buffer {
  const image = asObject(body).image;
  if (image === undefined || image === null || image === '') throw new ValidationError(text.imageRequired);
  if (typeof image !== 'string' || !base64Pattern.test(image)) throw new ValidationError(text.imageNotBase64);
  // Size from the length before decoding anything: 3 bytes per 4 characters, less the padding.
  const padding = image.endsWith('==') ? 2 : image.endsWith('=') ? 1 : 0;
  if ((image.length / 4) * 3 - padding > limits.avatarMaxBytes) throw tooLarge(text.imageTooLarge);
  const bytes = Buffer.from(image, 'base64');
  // Node's decoder is lenient (it ignores stray bits); the round trip makes the check strict.
  if (bytes.toString('base64') !== image) throw new ValidationError(text.imageNotBase64);
  if (!isJpeg(bytes)) throw new ValidationError(text.imageNotJpeg);
  return bytes;
}
