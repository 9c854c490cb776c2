/**
 * A QR code as an SVG document, drawn on the server (uqr, which only the two-factor setup loads), so
 * that the web shows the server's image and bundles no QR library: the page puts it in an <img>,
 * where an SVG runs no script.
 */
import { renderSVG } from 'uqr';

/** Medium error correction, as authenticator apps' own setup screens use; a quiet zone of 4 modules (ISO/IEC 18004). */
export const qrCodeSvg = (text: string): string => renderSVG(text, { ecc: 'M', border: 4, pixelSize: 6 });
