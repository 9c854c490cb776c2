import { describe, expect, it } from 'vitest';
import { assembleKept, headKey, type KeptEntry, partsPrefix, planSave, type SavePlan } from './kept-layout';

const groupsPath = '/api/todo/get-groups';
const userPath = '/api/auth/user';

/** A store as a Map, written with a plan as IndexedDB would (deletes, then puts). */
function write(store: Map<string, unknown>, userId: string, plan: SavePlan): void {
  for (const key of plan.deletes) store.delete(key);
  for (const [key, value] of plan.puts) store.set(key, value);
  store.set(headKey(userId), plan.head);
}

const storedState = (store: Map<string, unknown>, userId: string) => ({
  writer: (store.get(headKey(userId)) as { writer?: string } | undefined)?.writer,
  partKeys: [...store.keys()].filter((key) => key.startsWith(partsPrefix(userId))).sort(),
});

/** What a reader puts back together from the store. */
function read(store: Map<string, unknown>, userId: string): KeptEntry[] | undefined {
  const { partKeys } = storedState(store, userId);
  return assembleKept(
    userId,
    store.get(headKey(userId)),
    partKeys,
    partKeys.map((key) => store.get(key)),
  );
}

const list = (id: string, tasks: number) => ({
  _id: id,
  todo: Array.from({ length: tasks }, (_, i) => ({ _id: `${id}-t${i}` })),
});

describe('the kept cache layout', () => {
  it('keeps an array entry one element per part, and reads it back whole and in order', () => {
    const store = new Map<string, unknown>();
    const entries: KeptEntry[] = [
      [userPath, { _id: 'u1' }],
      [groupsPath, Array.from({ length: 12 }, (_, i) => list(`g${i}`, 2))],
    ];
    const plan = planSave('u1', 'page-a', entries, storedState(store, 'u1'), new Map());
    expect(plan.puts).toHaveLength(12);
    write(store, 'u1', plan);
    expect(read(store, 'u1')).toEqual(entries);
  });

  it('writes only the elements whose object changed since this page wrote them', () => {
    const store = new Map<string, unknown>();
    const [a, b, c] = [list('a', 3), list('b', 3), list('c', 3)];
    const first = planSave('u1', 'page-a', [[groupsPath, [a, b, c]]], storedState(store, 'u1'), new Map());
    write(store, 'u1', first);
    // A live patch replaces list b's object; a and c stay the same objects.
    const patchedB = { ...b, todo: [...b.todo, { _id: 'b-new' }] };
    const second = planSave(
      'u1',
      'page-a',
      [[groupsPath, [a, patchedB, c]]],
      storedState(store, 'u1'),
      first.saved,
    );
    expect(second.puts).toEqual([[expect.stringContaining('#000001'), patchedB]]);
    expect(second.deletes).toEqual([]);
    write(store, 'u1', second);
    expect(read(store, 'u1')).toEqual([[groupsPath, [a, patchedB, c]]]);
  });

  it('deletes the parts of elements and entries that are gone', () => {
    const store = new Map<string, unknown>();
    const first = planSave(
      'u1',
      'page-a',
      [
        [groupsPath, [list('a', 1), list('b', 1), list('c', 1)]],
        ['/api/notification/get-teammates', [{ _id: 't1' }]],
      ],
      storedState(store, 'u1'),
      new Map(),
    );
    write(store, 'u1', first);
    const shorter: KeptEntry[] = [[groupsPath, [list('a', 1)]]];
    const second = planSave('u1', 'page-a', shorter, storedState(store, 'u1'), first.saved);
    expect(second.deletes).toHaveLength(3);
    write(store, 'u1', second);
    expect(storedState(store, 'u1').partKeys).toHaveLength(1);
    expect(read(store, 'u1')).toEqual(shorter);
  });

  it('writes every part when another page wrote last, so two pages never leave a mix', () => {
    const store = new Map<string, unknown>();
    const [a, b] = [list('a', 1), list('b', 1)];
    const pageA = planSave('u1', 'page-a', [[groupsPath, [a, b]]], storedState(store, 'u1'), new Map());
    write(store, 'u1', pageA);
    // Page B holds a list more, in front: every index moves.
    const inserted = list('new', 1);
    const pageB = planSave(
      'u1',
      'page-b',
      [[groupsPath, [inserted, a, b]]],
      storedState(store, 'u1'),
      new Map(),
    );
    write(store, 'u1', pageB);
    // Page A saves again with what it wrote last as its guide: unchanged objects, but B wrote since.
    const again = planSave('u1', 'page-a', [[groupsPath, [a, b]]], storedState(store, 'u1'), pageA.saved);
    expect(again.puts).toHaveLength(2);
    write(store, 'u1', again);
    expect(read(store, 'u1')).toEqual([[groupsPath, [a, b]]]);
  });

  it('reads a head of the first layout (the entries as one array) as it is', () => {
    const entries: KeptEntry[] = [
      [userPath, { _id: 'u1' }],
      [groupsPath, [list('a', 1)]],
    ];
    expect(assembleKept('u1', entries, [], [])).toEqual(entries);
    expect(assembleKept('u1', undefined, [], [])).toBeUndefined();
  });

  it('leaves out an array a part of which is missing (the page reads it from the server)', () => {
    const store = new Map<string, unknown>();
    const plan = planSave(
      'u1',
      'page-a',
      [
        [userPath, { _id: 'u1' }],
        [groupsPath, [list('a', 1), list('b', 1)]],
      ],
      storedState(store, 'u1'),
      new Map(),
    );
    write(store, 'u1', plan);
    store.delete(storedState(store, 'u1').partKeys[1] as string);
    expect(read(store, 'u1')).toEqual([[userPath, { _id: 'u1' }]]);
  });
});
