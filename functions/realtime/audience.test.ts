/**
 * The audience of a keyed change (docs/realtime.md#own-echo): named by its key to its owner only when
 * this very change set it, with the counters when they alone changed.
 */
import { describe, expect, it } from 'vitest';
import { writeKeyAttribute, writeRemovedAttribute } from '../data/core/write-key';
import { type Audience, addRemovals, audienceOf, mergeAudience, type Removals } from './audience';
import { listMembersNow, listPatchesOf } from './list-patches';

const key = '8d6b3d1e-2f4a-4c1b-9a55-0b7c4d2e9f10';

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

  it("the reported zone and the notification settings are nobody's news: no page's read holds them", () => {
    expect(audienceOf(profile(), profile({ timeZone: 'Europe/Berlin', notifyDigest: 'email' })).size).toBe(0);
    expect(
      [...audienceOf(profile(), profile({ timeZone: 'Europe/Berlin', bio: 'Hi' })).keys()].sort(),
    ).toEqual(['mate', 'me']);
  });

  it('a profile change of the counters alone carries them; any other field is a read for every page', () => {
    const counted = audienceOf(profile(), profile({ totalTasks: 2, [writeKeyAttribute]: key })).get('me');
    expect(counted?.counters).toEqual({ totalTasks: 2, completedTasks: 0 });
    expect([...(counted?.always ?? [])]).toEqual([]);
    expect([...(counted?.topics ?? [])]).toEqual(['profile']);
    // Teammates still hear of the public counters, and get them to patch in.
    const mate = audienceOf(profile(), profile({ totalTasks: 2 })).get('mate');
    expect([...(mate?.users ?? [])]).toEqual(['me']);
    expect(mate?.userCounters.get('me')).toEqual({ totalTasks: 2, completedTasks: 0 });
    // Private fields changing beside them are not the teammates' concern.
    const beside = audienceOf(profile(), profile({ totalTasks: 2, sharedLists: { L1: {} } })).get('mate');
    expect(beside?.userCounters.get('me')).toEqual({ totalTasks: 2, completedTasks: 0 });

    const other = audienceOf(profile(), profile({ totalTasks: 2, bio: 'new' })).get('me');
    expect(other?.counters).toBeUndefined();
    expect([...(other?.always ?? [])]).toEqual(['profile']);
    // A teammate reads a public change beyond the counters.
    expect(
      audienceOf(profile(), profile({ totalTasks: 2, bio: 'new' }))
        .get('mate')
        ?.userCounters.get('me'),
    ).toBe(null);
  });

  it("a teammate's counters in one batch: the later ones win, and any other public change makes it a read", () => {
    const batch = audienceOf(profile(), profile({ totalTasks: 2 }));
    mergeAudience(
      batch,
      audienceOf(profile({ totalTasks: 2 }), profile({ totalTasks: 3, completedTasks: 1 })),
    );
    expect(batch.get('mate')?.userCounters.get('me')).toEqual({ totalTasks: 3, completedTasks: 1 });
    mergeAudience(batch, audienceOf(profile({ totalTasks: 3 }), profile({ totalTasks: 3, bio: 'new' })));
    mergeAudience(batch, audienceOf(profile({ totalTasks: 3 }), profile({ totalTasks: 4 })));
    expect(batch.get('mate')?.userCounters.get('me')).toBe(null);
    expect([...(batch.get('mate')?.users ?? [])]).toEqual(['me']);
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

describe("a shared list's audience", () => {
  const list = (members: Record<string, string> | undefined) => ({
    pk: 'USER#me',
    sk: 'GROUP#L1',
    type: 'group',
    ...(members ? { members } : {}),
  });

  it('every member before and after the change hears its tasks; the owner under its key', () => {
    const audience = audienceOf(list({ ann: 'editor', bob: 'viewer' }), {
      ...list({ ann: 'editor', cat: 'editor' }),
      [writeKeyAttribute]: key,
      version: 2,
    });
    expect([...audience.keys()].sort()).toEqual(['ann', 'bob', 'cat', 'me']);
    for (const member of ['ann', 'bob', 'cat'])
      expect([...(audience.get(member)?.always ?? [])]).toEqual(['tasks']);
    expect([...(audience.get('me')?.writes.get(key) ?? [])]).toEqual(['tasks']);
  });

  it("a task given its list's index keys alone is nobody's news; with any other change it is its owner's", () => {
    const before = task({ groupId: 'L1', completed: false });
    const indexed = { ...before, gsi4pk: 'LIST#L1', gsi4sk: 'TODO#1' };
    expect(audienceOf(before, indexed).size).toBe(0);
    expect([...audienceOf(before, { ...indexed, completed: true }).keys()]).toEqual(['me']);
  });

  it('an unshared group is its owner news only', () => {
    expect([...audienceOf(list(undefined), { ...list(undefined), name: 'x' }).keys()]).toEqual(['me']);
  });
});

describe("a new comment's audience", () => {
  const last = {
    id: 'C1',
    threadId: 'M1',
    authorId: 'b',
    authorName: 'bob',
    authorImg: null,
    text: '<b>hi</b>',
    mentions: ['c'],
    createdAt: '2026-11-27T07:00:00.000Z',
    audience: ['a', 'b', 'c'],
    taskIds: { a: 'T-b', b: 'T-b', c: 'T-c' },
  };
  const row = { pk: 'USER#a', sk: 'ASSIGN#M1', commentSeq: 1, lastComment: last };
  const copy = { pk: 'USER#c', sk: 'TODO#T-c', assigned: true, assignerId: 'a', commentSeq: 1 };

  it('reaches each member of the audience it was written for, whole, by the id they know the task by', () => {
    const audience = audienceOf({ ...row, commentSeq: 0, lastComment: undefined }, row);
    expect([...audience.keys()].sort()).toEqual(['a', 'b', 'c']);
    expect(audience.get('c')?.comments).toEqual([
      {
        todo: 'T-c',
        thread: 'M1',
        comment: {
          _id: 'C1',
          author: { _id: 'b', username: 'bob', coverImg: null },
          text: '<b>hi</b>',
          mentions: ['c'],
          createdAt: last.createdAt,
          editedAt: null,
        },
      },
    ]);
  });

  it('is not heard again from a later change that keeps it, nor from the copies that carry only the counter', () => {
    expect(audienceOf(row, { ...row, description: 'x' }).get('b')).toBeUndefined();
    expect(audienceOf({ ...copy, commentSeq: 0 }, copy).get('c')?.comments).toEqual([]);
  });

  it('is carried once per member when a batch merges two records of it', () => {
    const merged = audienceOf({ ...row, lastComment: undefined }, row);
    mergeAudience(merged, audienceOf({ ...row, lastComment: undefined }, row));
    expect(merged.get('a')?.comments).toHaveLength(1);
  });
});

describe("a shared list's audience over one batch (issue 52)", () => {
  const group = (version: number, members: Record<string, string>, changedTasks?: number) => ({
    pk: 'USER#owner',
    sk: 'GROUP#L1',
    type: 'group',
    id: 'L1',
    userId: 'owner',
    name: 'Offsite',
    ownerName: 'olga',
    members,
    version,
    ...(changedTasks === undefined ? {} : { changedTasks }),
  });
  const listTask = (description: string, extra: Record<string, unknown> = {}) => ({
    pk: 'USER#owner',
    sk: 'TODO#T1',
    type: 'todo',
    id: 'T1',
    userId: 'owner',
    groupId: 'L1',
    description,
    completed: false,
    important: false,
    due: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    assigned: false,
    ...extra,
  });

  /** The batch's audience, merged per user, as the fan-out plans it. */
  function batch(
    changes: { before: Record<string, unknown> | undefined; after: Record<string, unknown> | undefined }[],
  ) {
    const patches = listPatchesOf(changes);
    const membersNow = listMembersNow(changes);
    const merged: Audience = new Map();
    for (const { before, after } of changes)
      mergeAudience(merged, audienceOf(before, after, new Map(), patches, membersNow));
    return merged;
  }

  it("a member removed earlier in the batch gets no later change of the list's tasks", () => {
    const both = { ann: 'editor', bob: 'editor' };
    const audience = batch([
      // A member added (no version step), then Ann removed, then a task renamed (a whole change).
      { before: group(4, both), after: group(4, { ...both, zed: 'viewer' }) },
      { before: group(4, { ...both, zed: 'viewer' }), after: group(4, { bob: 'editor', zed: 'viewer' }) },
      {
        before: group(4, { bob: 'editor', zed: 'viewer' }),
        after: group(5, { bob: 'editor', zed: 'viewer' }, 1),
      },
      { before: listTask('Offsite'), after: listTask('Secret offsite') },
    ]);
    expect(JSON.stringify(audience.get('bob')?.lists)).toContain('Secret offsite');
    expect(audience.get('ann')?.lists ?? []).toEqual([]);
    expect(JSON.stringify([...(audience.get('ann')?.topics ?? [])])).toBe('["tasks"]');
  });

  it('a comment written for a member removed later in the batch does not reach them', () => {
    const lastComment = {
      id: 'C1',
      threadId: 'T1',
      authorId: 'owner',
      authorName: 'olga',
      text: 'The venue is booked',
      mentions: [],
      createdAt: '2026-11-26T10:00:00.000Z',
      audience: ['owner', 'ann', 'bob'],
      taskIds: { owner: 'T1', ann: 'T1', bob: 'T1' },
    };
    const both = { ann: 'editor', bob: 'editor' };
    const audience = batch([
      { before: listTask('Offsite'), after: listTask('Offsite', { commentSeq: 1, lastComment }) },
      { before: group(4, both), after: group(5, both, 1) },
      { before: group(5, both), after: group(5, { bob: 'editor' }) },
    ]);
    expect(audience.get('bob')?.comments.map((c) => c.comment.text)).toEqual(['The venue is booked']);
    expect(audience.get('ann')?.comments ?? []).toEqual([]);
    expect(audience.get('ann')?.lists ?? []).toEqual([]);
  });
});
