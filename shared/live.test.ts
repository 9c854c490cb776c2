/** The live message's parts, read defensively (docs/realtime.md#own-echo). */
import { describe, expect, it } from 'vitest';
import { parseLiveMessage } from './live';

const key = '8d6b3d1e-2f4a-4c1b-9a55-0b7c4d2e9f10';

describe('the message parts a page may skip by', () => {
  const message = (extra: Record<string, unknown>) =>
    parseLiveMessage(JSON.stringify({ type: 'changed', topics: ['profile', 'tasks'], ...extra }));

  it('reads always, writes and counters', () => {
    expect(
      message({
        always: [],
        writes: [{ key, topics: ['tasks'] }],
        counters: { totalTasks: 2, completedTasks: 1 },
      }),
    ).toEqual({
      type: 'changed',
      topics: ['profile', 'tasks'],
      always: [],
      writes: [{ key, topics: ['tasks'] }],
      counters: { totalTasks: 2, completedTasks: 1 },
    });
  });

  it('drops them all when one is malformed or `always` is missing: the page re-reads `topics`', () => {
    for (const extra of [
      { writes: [{ key, topics: ['tasks'] }] },
      { always: [], writes: [{ topics: ['tasks'] }] },
      { always: [], writes: 'tasks' },
      { always: [], counters: { totalTasks: '2', completedTasks: 1 } },
    ])
      expect(message(extra)).toEqual({ type: 'changed', topics: ['profile', 'tasks'] });
  });
});

describe('the end of a session', () => {
  it('reads the signed-out notice, whatever else it carries', () => {
    expect(parseLiveMessage(JSON.stringify({ type: 'signedOut' }))).toEqual({ type: 'signedOut' });
    expect(parseLiveMessage(JSON.stringify({ type: 'signedOut', topics: ['tasks'] }))).toEqual({
      type: 'signedOut',
    });
  });
});
