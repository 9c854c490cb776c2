/** What a page re-reads of its own writes' changes (docs/realtime.md#own-echo). */

import type { LiveChange } from '@shared/live';
import { describe, expect, it } from 'vitest';
import { noteOwnWrite, rereadOf } from './own-writes';

const _key = '8d6b3d1e-2f4a-4c1b-9a55-0b7c4d2e9f10';

describe("what a page re-reads of its own writes' changes", () => {
  const change = (writes: LiveChange['writes']): LiveChange => ({
    type: 'changed',
    topics: ['notifications', 'tasks'],
    always: ['notifications'],
    writes,
  });

  it('a message without `always` is read whole', () => {
    expect(rereadOf({ type: 'changed', topics: ['tasks'] })).toEqual({ now: ['tasks'], later: [] });
  });

  it("reads another page's write now, and its own write only if that write got no answer", async () => {
    let answer = (_value: unknown) => {};
    noteOwnWrite('answered', Promise.resolve({}));
    noteOwnWrite('failed', Promise.reject(new Error('no answer')));
    noteOwnWrite('on its way', new Promise((resolve) => (answer = resolve)));
    const reread = rereadOf(
      change([
        { key: 'another page', topics: ['assignments'] },
        { key: 'answered', topics: ['tasks'] },
        { key: 'failed', topics: ['requests'] },
        { key: 'on its way', topics: ['profile'] },
      ]),
    );
    expect(reread.now).toEqual(['notifications', 'assignments']);
    answer({});
    const held = await Promise.all(reread.later.map(async (w) => [w.topics, await w.answered]));
    expect(held).toEqual([
      [['tasks'], true],
      [['requests'], false],
      [['profile'], true],
    ]);
  });
});
