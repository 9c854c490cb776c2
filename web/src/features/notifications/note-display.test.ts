/** How a notification reads (note-display.ts): the sender named once, and the time since it came. */
import { describe, expect, it } from 'vitest';
import { shownMessage, timeAgo } from './note-display';

describe('shownMessage', () => {
  it('takes off the sender the page shows beside the text', () => {
    expect(shownMessage('alice completed "Milk"', 'alice')).toBe('completed "Milk"');
  });

  it('keeps a message that does not start with the sender, or is only the name', () => {
    expect(shownMessage('Reminder: Milk', 'alice')).toBe('Reminder: Milk');
    expect(shownMessage('alicea completed "Milk"', 'alice')).toBe('alicea completed "Milk"');
    expect(shownMessage('alice ', 'alice')).toBe('alice ');
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says the largest whole unit since then', () => {
    expect(timeAgo(ago(5), now)).toBe(
      new Intl.RelativeTimeFormat(undefined, { numeric: 'auto', style: 'short' }).format(0, 'second'),
    );
    expect(timeAgo(ago(120), now)).toMatch(/2 min/);
    expect(timeAgo(ago(3 * 3600), now)).toMatch(/3 hr/);
    expect(timeAgo(ago(24 * 3600), now)).toMatch(/yesterday/i);
    expect(timeAgo(ago(9 * 24 * 3600), now)).toMatch(/last wk|1 wk/);
  });

  it('gives back what it cannot read', () => {
    expect(timeAgo('not a time', now)).toBe('not a time');
  });
});
