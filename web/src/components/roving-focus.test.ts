/** The windowed list's roving focus, apart from the DOM (web/src/components/roving-focus.ts). */
import { describe, expect, it } from 'vitest';
import { indexAfterRemoval, sideStop, steppedIndex, tabStopKey } from './roving-focus';

describe('steppedIndex', () => {
  it('moves one item down or up', () => {
    expect(steppedIndex(5, 2, 'next')).toBe(3);
    expect(steppedIndex(5, 2, 'previous')).toBe(1);
  });

  it('stays on the first and the last item rather than leaving the list', () => {
    expect(steppedIndex(5, 0, 'previous')).toBe(0);
    expect(steppedIndex(5, 4, 'next')).toBe(4);
    expect(steppedIndex(1, 0, 'next')).toBe(0);
  });
});

describe('indexAfterRemoval', () => {
  it('gives focus to the item now in the removed one’s place', () => {
    expect(indexAfterRemoval(2, 4)).toBe(2);
  });

  it('gives it to the new last item when the last one went', () => {
    expect(indexAfterRemoval(4, 4)).toBe(3);
  });

  it('gives it to no item when the list emptied', () => {
    expect(indexAfterRemoval(0, 0)).toBeNull();
  });
});

describe('sideStop', () => {
  const stops = ['row', 'check', 'star', 'delete'];

  it('moves right to the next control and left to the previous one', () => {
    expect(sideStop(stops, 'row', 'right')).toBe('check');
    expect(sideStop(stops, 'star', 'left')).toBe('check');
    expect(sideStop(stops, 'check', 'left')).toBe('row');
  });

  it('goes nowhere past either end or from outside the item', () => {
    expect(sideStop(stops, 'row', 'left')).toBeUndefined();
    expect(sideStop(stops, 'delete', 'right')).toBeUndefined();
    expect(sideStop(stops, 'elsewhere', 'right')).toBeUndefined();
  });
});

describe('tabStopKey', () => {
  it('keeps the item last focused while it is drawn', () => {
    expect(tabStopKey('k7', 7, [5, 6, 7, 8], 'k5')).toBe('k7');
  });

  it('falls back to the first item in view when the last focused one is scrolled away', () => {
    expect(tabStopKey('k7', 7, [20, 21, 22], 'k20')).toBe('k20');
  });

  it('falls back to it when the last focused one left the list, or none was focused', () => {
    expect(tabStopKey('gone', undefined, [0, 1], 'k0')).toBe('k0');
    expect(tabStopKey(null, undefined, [0, 1], 'k0')).toBe('k0');
    expect(tabStopKey(null, undefined, [], undefined)).toBeNull();
  });
});
