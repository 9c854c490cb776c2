import { describe, expect, it } from 'vitest';
import { vtimezone } from './vtimezone';

describe('vtimezone', () => {
  it("writes a zone's daylight-saving changes as observances around the times named", () => {
    const lines = vtimezone('America/New_York', [Date.parse('2031-03-20T14:00:00Z')], new Date('2031-03-01'));
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VTIMEZONE', 'TZID:America/New_York']);
    const text = lines.join('\n');
    // Spring 2031: 02:00 EST becomes 03:00 EDT on 9 March.
    expect(text).toContain('BEGIN:DAYLIGHT\nDTSTART:20310309T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400');
    expect(text).toContain('BEGIN:STANDARD\nDTSTART:20311102T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500');
    expect(lines.at(-1)).toBe('END:VTIMEZONE');
  });

  it('writes one standard observance for a zone without changes', () => {
    expect(vtimezone('Asia/Kolkata', [Date.parse('2031-03-20T14:00:00Z')], new Date('2031-03-01'))).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });
});
