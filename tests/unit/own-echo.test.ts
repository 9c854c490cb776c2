/**
 * A page's own echo (docs/realtime.md#own-echo), unit by unit: the keyed transaction stores its key
 * on the caller's changed items (functions/data/write-key.ts); the audience names a change by that
 * key to its owner only when this very change set it, and carries the counters when they alone
 * changed (functions/realtime/audience.ts); the message parts are read defensively (shared/live.ts);
 * and a page re-reads all but what its own answered writes hold (web/src/api/own-writes.ts).
 */
import { describe, expect, it } from 'vitest';
import type { TransactItem } from '../../functions/data/transactions';
import {
  removedNamedMax,
  withSetAssignments,
  withWriteKeys,
  writeKeyAttribute,
  writeRemovedAttribute,
} from '../../functions/data/write-key';
import { addRemovals, audienceOf, mergeAudience, type Removals } from '../../functions/realtime/audience';
import { type LiveChange, parseLiveMessage } from '../../shared/live';
import { noteOwnWrite, rereadOf } from '../../web/src/api/own-writes';

const key = '8d6b3d1e-2f4a-4c1b-9a55-0b7c4d2e9f10';

describe('the write key on the keyed transaction', () => {
  const set = (expression: string) => withSetAssignments(expression, [writeKeyAttribute]);

  it('joins an existing SET clause, or adds one, wherever the clauses stand', () => {
    expect(set('SET a = :a')).toBe('SET #writeKey = :writeKey, a = :a');
    expect(set('REMOVE x ADD totalTasks :one')).toBe(
      'REMOVE x ADD totalTasks :one SET #writeKey = :writeKey',
    );
    expect(set('REMOVE #pending.#other SET #team.#other = :since')).toBe(
      'REMOVE #pending.#other SET #writeKey = :writeKey, #team.#other = :since',
    );
    // A placeholder that spells "set" is not a clause.
    expect(set('ADD #set :one')).toBe('ADD #set :one SET #writeKey = :writeKey');
  });

  const put: TransactItem = {
    tag: 'todo',
    write: { Put: { TableName: 't', Item: { pk: 'USER#me', sk: 'TODO#1', description: 'x' } } },
  };
  const counters: TransactItem = {
    tag: 'profile',
    write: {
      Update: {
        TableName: 't',
        Key: { pk: 'USER#me', sk: 'PROFILE' },
        UpdateExpression: 'ADD totalTasks :d0',
        ExpressionAttributeValues: { ':d0': 1 },
      },
    },
  };
  const elsewhere: TransactItem = {
    tag: 'copy',
    write: { Put: { TableName: 't', Item: { pk: 'USER#other', sk: 'TODO#2' } } },
  };
  const check: TransactItem = {
    tag: 'group',
    write: {
      ConditionCheck: { TableName: 't', Key: { pk: 'USER#me', sk: 'GROUP#g' }, ConditionExpression: 'x' },
    },
  };
  const deletion = (sk: string, pk = 'USER#me'): TransactItem => ({
    tag: sk,
    write: { Delete: { TableName: 't', Key: { pk, sk } } },
  });

  it("tags puts and updates of the caller's partition only; deletes and checks stay as they are", () => {
    const [keyedPut, keyedCounters, ...rest] = withWriteKeys([put, counters, elsewhere, check], 'me', key);
    expect(keyedPut?.write.Put?.Item).toEqual({ ...put.write.Put?.Item, [writeKeyAttribute]: key });
    expect(keyedCounters?.write.Update).toEqual({
      ...counters.write.Update,
      UpdateExpression: 'ADD totalTasks :d0 SET #writeKey = :writeKey',
      ExpressionAttributeNames: { '#writeKey': writeKeyAttribute },
      ExpressionAttributeValues: { ':d0': 1, ':writeKey': key },
    });
    expect(rest).toEqual([elsewhere, check]);
    expect(rest[0]?.write).toBe(elsewhere.write);
  });

  it("names the transaction's deletes in the caller's partition on its other items, up to a limit", () => {
    const [marked] = withWriteKeys(
      [counters, deletion('TODO#3'), deletion('TODO#4', 'USER#other')],
      'me',
      key,
    );
    expect(marked?.write.Update?.UpdateExpression).toBe(
      'ADD totalTasks :d0 SET #writeKey = :writeKey, #writeRemoved = :writeRemoved',
    );
    expect(marked?.write.Update?.ExpressionAttributeValues?.[':writeRemoved']).toEqual(['TODO#3']);
    const many = Array.from({ length: removedNamedMax + 1 }, (_, i) => deletion(`TODO#${i}`));
    const [unnamed] = withWriteKeys([put, ...many], 'me', key);
    expect(unnamed?.write.Put?.Item).not.toHaveProperty(writeRemovedAttribute);
  });
});

const task = (extra: Record<string, unknown> = {}) => ({
  pk: 'USER#me',
  sk: 'TODO#1',
  type: 'todo',
  ...extra,
});
const profile = (extra: Record<string, unknown> = {}) => ({
  pk: 'USER#me',
  sk: 'PROFILE',
  id: 'me',
  totalTasks: 1,
  completedTasks: 0,
  team: { mate: '2026-11-01' },
  ...extra,
});

describe('the audience of a keyed change', () => {
  it("names the owner's change by the key this change set, for the owner only", () => {
    const me = audienceOf(undefined, task({ [writeKeyAttribute]: key })).get('me');
    expect([...(me?.always ?? [])]).toEqual([]);
    expect([...(me?.writes.get(key) ?? [])]).toEqual(['tasks']);
    expect([...(me?.topics ?? [])]).toEqual(['tasks']);
  });

  it('a key the item kept from an earlier write names nobody', () => {
    const before = task({ [writeKeyAttribute]: key, completed: false });
    const me = audienceOf(before, { ...before, completed: true }).get('me');
    expect([...(me?.always ?? [])]).toEqual(['tasks']);
    expect(me?.writes.size).toBe(0);
  });

  it("a copy's assigner hears the change for every page, whatever key the assignee's write set", () => {
    const copy = task({ assigned: true, assignerId: 'boss', [writeKeyAttribute]: key });
    const boss = audienceOf(undefined, copy).get('boss');
    expect([...(boss?.always ?? [])]).toEqual(['assignments']);
    expect(boss?.writes.size).toBe(0);
  });

  it("a delete is the owner's own when the same write's other record in the batch names it", () => {
    const removals: Removals = new Map();
    const counted = profile({ totalTasks: 0, [writeKeyAttribute]: key, [writeRemovedAttribute]: ['TODO#1'] });
    addRemovals(removals, profile(), counted);
    const me = audienceOf(task(), undefined, removals).get('me');
    expect([...(me?.writes.get(key) ?? [])]).toEqual(['tasks']);
    expect([...(me?.always ?? [])]).toEqual([]);
    // Another delete, or one whose naming record came in another batch: every page's.
    expect([...(audienceOf(task({ sk: 'TODO#9' }), undefined, removals).get('me')?.always ?? [])]).toEqual([
      'tasks',
    ]);
    expect([...(audienceOf(task(), undefined).get('me')?.always ?? [])]).toEqual(['tasks']);
    // A list the item kept from an earlier write names nothing.
    const stale: Removals = new Map();
    addRemovals(stale, counted, { ...counted, totalTasks: 1 });
    expect(stale.size).toBe(0);
  });

  it('a profile change of the counters alone carries them; any other field is a read for every page', () => {
    const counted = audienceOf(profile(), profile({ totalTasks: 2, [writeKeyAttribute]: key })).get('me');
    expect(counted?.counters).toEqual({ totalTasks: 2, completedTasks: 0 });
    expect([...(counted?.always ?? [])]).toEqual([]);
    expect([...(counted?.topics ?? [])]).toEqual(['profile']);
    // Teammates still hear of the public counters.
    expect([...(audienceOf(profile(), profile({ totalTasks: 2 })).get('mate')?.users ?? [])]).toEqual(['me']);

    const other = audienceOf(profile(), profile({ totalTasks: 2, bio: 'new' })).get('me');
    expect(other?.counters).toBeUndefined();
    expect([...(other?.always ?? [])]).toEqual(['profile']);
  });

  it("a teammate's change in the same batch as the owner's own is read by every page; the later counters win", () => {
    const batch = audienceOf(undefined, task({ [writeKeyAttribute]: key }));
    mergeAudience(batch, audienceOf(profile(), profile({ totalTasks: 2 })));
    // An assigner's edit of a copy in the owner's partition (no key of the owner's).
    mergeAudience(batch, audienceOf(task({ sk: 'TODO#2' }), task({ sk: 'TODO#2', description: 'edited' })));
    mergeAudience(batch, audienceOf(profile({ totalTasks: 2 }), profile({ totalTasks: 3 })));
    const me = batch.get('me');
    expect([...(me?.always ?? [])]).toEqual(['tasks']);
    expect([...(me?.writes.get(key) ?? [])]).toEqual(['tasks']);
    expect(me?.counters).toEqual({ totalTasks: 3, completedTasks: 0 });
  });
});

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
