/** Where a popup goes beside its button (popup-placement.ts): above, else below, always in view. */
import { describe, expect, it } from 'vitest';
import { placePopup } from './popup-placement';

const viewport = { width: 1280, height: 600 };
const popup = { width: 280, height: 220 };
const buttonAt = (top: number, right: number) => ({ top, bottom: top + 32, left: right - 32, right });

describe('placePopup', () => {
  it('opens above a button low on the page, its right edge on the button', () => {
    expect(placePopup(buttonAt(550, 880), popup, viewport)).toEqual({ top: 550 - 8 - 220, left: 880 - 280 });
  });

  it('opens below a button near the top (the details panel), where above it would be cut off', () => {
    expect(placePopup(buttonAt(230, 1200), popup, viewport)).toEqual({ top: 230 + 32 + 8, left: 1200 - 280 });
  });

  it('stays in the viewport when it fits neither side, and when the button is near the left edge', () => {
    const small = { width: 1280, height: 300 };
    expect(placePopup(buttonAt(120, 100), popup, small)).toEqual({ top: 300 - 8 - 220, left: 8 });
  });
});
