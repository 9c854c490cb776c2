/**
 * Plain stretches (QuickAddOptions.plain): a highlight turned back into text is read as text, the
 * rest of the line as before; the whole line plain is the line literally.
 */
import { describe, expect, it } from 'vitest';
import { parseQuickAdd } from './parse';

const options = {
  now: new Date('2026-03-07T15:00:00Z'),
  timeZone: 'UTC',
  lists: [{ _id: 'l1', name: 'Home' }],
};
const line = 'Pay rent tomorrow 5pm every friday !1 #Home *';
const kinds = (plain: { start: number; end: number }[]) =>
  parseQuickAdd(line, { ...options, plain }).parsed.map((part) => part.kind);

describe('plain stretches', () => {
  it('without them the line is understood', () => {
    expect(kinds([])).toEqual(['date', 'repeat', 'priority', 'list', 'star']);
  });

  it('a date made plain stays in the title; the rest is understood', () => {
    const date = parseQuickAdd(line, options).parsed[0] as { start: number; end: number };
    const result = parseQuickAdd(line, { ...options, plain: [date] });
    expect(result.parsed.map((part) => part.kind)).toEqual(['repeat', 'priority', 'list', 'star']);
    expect(result.title).toBe('Pay rent tomorrow 5pm');
    // The repeat still gives a due day: its first Friday.
    expect(result.due).toEqual({ day: '2026-03-13', time: null });
  });

  it('a token made plain is text: the priority, the list, the star', () => {
    const parts = parseQuickAdd(line, options).parsed;
    const plain = parts.filter((part) => part.kind !== 'date' && part.kind !== 'repeat');
    const result = parseQuickAdd(line, { ...options, plain });
    expect(result.title).toBe('Pay rent !1 #Home *');
    expect(result.priority).toBeNull();
    expect(result.list).toBeNull();
    expect(result.star).toBe(false);
  });

  it('the whole line plain is the line literally', () => {
    const result = parseQuickAdd(line, { ...options, plain: [{ start: 0, end: line.length }] });
    expect(result.parsed).toEqual([]);
    expect(result.unparsed).toEqual([]);
    expect(result.title).toBe(line);
    expect(result.due).toBeNull();
  });

  it('stretches out of range are clipped', () => {
    expect(parseQuickAdd('Call at noon', { ...options, plain: [{ start: -5, end: 99 }] }).title).toBe(
      'Call at noon',
    );
  });
});
