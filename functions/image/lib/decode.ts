/**
 * The upload body of POST /api/image/upload: `{ image }`, base64 JPEG data without its data-URL
 * header (the web client crops to a canvas and sends `toDataURL('image/jpeg')` minus the prefix).
 * Refused with 400 unless it is strict base64 of a structurally valid JPEG (isJpeg), and with 413
 * when it decodes to more than limits.avatarMaxBytes.
 */
import { limits } from '@shared/limits';
import { validation as text } from '@shared/messages/validation';
import { Invalid, TooLarge } from '../../lib/errors';

/** The largest accepted image, as base64 characters (plus slack for the JSON around it): the body limit. */
export const maxUploadBodyBytes = Math.ceil(limits.avatarMaxBytes / 3) * 4 + 4096;

/** Markers that stand alone, without a length: RST0-7, SOI, EOI and TEM. */
const standalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd9) || marker === 0x01;

/** Start-of-frame markers (SOF0-15 without DHT C4, JPG C8 and DAC CC): the frame header with the size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

const startOfScan = 0xda;

/** A frame header a decoder can use: 8 or 12 bits, a size, 1 to 4 components, fully inside its segment. */
function isFrameHeader(segment: Buffer): boolean {
  if (segment.length < 6) return false;
  const [precision, components] = [segment[0], segment[5] ?? 0];
  // The height may be 0 (a DNL segment sets it later); the width may not.
  const width = segment.readUInt16BE(3);
  return (
    (precision === 8 || precision === 12) &&
    width > 0 &&
    components >= 1 &&
    components <= 4 &&
    segment.length >= 6 + 3 * components
  );
}

/**
 * Whether `bytes` is structurally a JPEG: start of image (FF D8), then well-formed marker segments
 * (each FF, a marker, a big-endian length that stays inside the file), among them a usable frame
 * header, up to the start of scan, whose header must fit too; and the file ends with FF D9. The
 * compressed scan data itself is not decoded. Checking only the first and last bytes let any content
 * (HTML, say) through between them.
 */
export function isJpeg(bytes: Buffer): boolean {
  const n = bytes.length;
  if (n < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[n - 2] !== 0xff || bytes[n - 1] !== 0xd9)
    return false;
  let offset = 2;
  let frameSeen = false;
  while (offset < n - 2) {
    if (bytes[offset] !== 0xff) return false;
    // Any number of FF fill bytes may precede a marker.
    while (offset < n - 2 && bytes[offset + 1] === 0xff) offset++;
    const marker = bytes[offset + 1] ?? 0;
    if (marker < 0xc0 || standalone(marker)) return false;
    if (offset + 4 > n - 2) return false;
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > n - 2) return false;
    const segment = bytes.subarray(offset + 4, end);
    if (isStartOfFrame(marker)) {
      if (!isFrameHeader(segment)) return false;
      frameSeen = true;
    }
    // The scan header names 1 to 4 components: 1 + 2 per component + 3 bytes.
    if (marker === startOfScan) {
      const components = segment[0] ?? 0;
      return frameSeen && components >= 1 && components <= 4 && segment.length === 4 + 2 * components;
    }
    offset = end;
  }
  return false;
}

/**
 * The avatar's bytes from the upload's base64 text (its form is checked by the contract,
 * shared/contract/requests/image.ts): at most 1 MB (413), strictly base64, and a JPEG by structure.
 */
export function decodeAvatar(image: string): Buffer {
  // Size from the length before decoding anything: 3 bytes per 4 characters, less the padding.
  const padding = image.endsWith('==') ? 2 : image.endsWith('=') ? 1 : 0;
  if ((image.length / 4) * 3 - padding > limits.avatarMaxBytes) throw new TooLarge(text.imageTooLarge);
  const bytes = Buffer.from(image, 'base64');
  // Node's decoder is lenient (it ignores stray bits); the round trip makes the check strict.
  if (bytes.toString('base64') !== image) throw new Invalid(text.imageNotBase64);
  if (!isJpeg(bytes)) throw new Invalid(text.imageNotJpeg);
  return bytes;
}
