/**
 * Turning the crop selection into the upload: the selected square of the image's natural pixels,
 * drawn on a canvas and exported as JPEG, sent as base64 without its data-URL header (the format
 * POST /api/image/upload accepts). JPEG has no transparency, so the square is sent and the circle is
 * the avatar's CSS, as everywhere else.
 */
import { validation } from '@shared/messages/validation';
import type { PixelCrop } from 'react-image-crop';

/** Longest side sent: an avatar is shown at most ~100 px wide; this keeps uploads well under 1 MB. */
const maxOutputPx = 512;
const jpegQuality = 0.9;
const jpegHeader = 'data:image/jpeg;base64,';

export class CropError extends Error {
  constructor() {
    super(validation.cropFailed);
  }
}

/** The crop in the image's natural pixels (the selection is in displayed pixels). */
function naturalCrop(image: HTMLImageElement, crop: PixelCrop) {
  const scaleX = image.naturalWidth / image.width;
  const scaleY = image.naturalHeight / image.height;
  return {
    x: crop.x * scaleX,
    y: crop.y * scaleY,
    width: crop.width * scaleX,
    height: crop.height * scaleY,
  };
}

/** Draws the cropped square onto `canvas` at `size` x `size` pixels; false when nothing can be drawn. */
export function drawCrop(
  image: HTMLImageElement,
  crop: PixelCrop | undefined,
  canvas: HTMLCanvasElement,
  size: number,
): boolean {
  if (!crop || crop.width < 1 || crop.height < 1 || !image.width || !image.naturalWidth) return false;
  const context = canvas.getContext('2d');
  if (!context) return false;
  const source = naturalCrop(image, crop);
  canvas.width = size;
  canvas.height = size;
  context.imageSmoothingQuality = 'high';
  // JPEG cannot be transparent: a white ground under images that are.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, size, size);
  return true;
}

/** The cropped image as headerless base64 JPEG; throws CropError when no crop can be produced. */
export function exportCroppedJpeg(image: HTMLImageElement, crop: PixelCrop | undefined): string {
  const canvas = document.createElement('canvas');
  const side = crop ? Math.round(crop.width * (image.naturalWidth / (image.width || 1))) : 0;
  const size = Math.max(1, Math.min(maxOutputPx, side));
  if (!drawCrop(image, crop, canvas, size)) throw new CropError();
  const url = canvas.toDataURL('image/jpeg', jpegQuality);
  if (!url.startsWith(jpegHeader)) throw new CropError();
  return url.slice(jpegHeader.length);
}
