import { describe, expect, it } from 'vitest';
import { nextInRotation, type PartState, partsDone, type TeamState, teamStateAfter } from './team-tasks';

const at = '2026-11-27T10:00:00.000Z';
const nameOf = (id: string) => `name-${id}`;
const part = (id: string, completed = false): PartState => ({
  id,
  username: nameOf(id),
  completed,
  completedAt: completed ? '2026-11-26T10:00:00.000Z' : null,
});
const state = (parts: PartState[], mode: TeamState['mode'] = 'all', completed = false): TeamState => ({
  parts,
  mode,
  completed,
});
const done = (s: TeamState) => s.parts.map((p) => [p.id, p.completed]);

describe('a team task after a change', () => {
  it('under everyone, done with the last part; a part reopened reopens it', () => {
    const first = teamStateAfter(state([part('a'), part('b')]), { completed: true }, 'a', at, nameOf);
    expect(done(first)).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(first.completed).toBe(false);
    const last = teamStateAfter(first, { completed: true }, 'b', at, nameOf);
    expect(last.completed).toBe(true);
    expect(last.parts[1]?.completedAt).toBe(at);
    expect(teamStateAfter(last, { completed: false }, 'a', at, nameOf).completed).toBe(false);
  });

  it('under anyone, done with the first part', () => {
    const first = teamStateAfter(state([part('a'), part('b')], 'any'), { completed: true }, 'b', at, nameOf);
    expect(first.completed).toBe(true);
    expect(done(first)).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });

  it('for everyone, or from someone who is not an assignee, every part moves', () => {
    const before = state([part('a'), part('b')]);
    expect(done(teamStateAfter(before, { completed: true, forEveryone: true }, 'a', at, nameOf))).toEqual([
      ['a', true],
      ['b', true],
    ]);
    expect(teamStateAfter(before, { completed: true }, 'editor', at, nameOf).completed).toBe(true);
  });

  it('assignees keep their parts, newcomers are pending, and the task follows', () => {
    const before = state([part('a', true)], 'all', true);
    const after = teamStateAfter(before, { assignees: ['a', 'c'] }, 'a', at, nameOf);
    expect(after.parts).toEqual([part('a', true), part('c')]);
    expect(after.completed).toBe(false);
  });

  it('put up for grabs, nobody has it; a rotation gives a task nobody has to its first member', () => {
    const grabs = teamStateAfter(state([part('a')]), { completion: 'claim' }, 'a', at, nameOf);
    expect(grabs.parts).toEqual([]);
    expect(grabs.mode).toBe('claim');
    const rotated = teamStateAfter(state([]), { rotation: ['b', 'c'] }, 'a', at, nameOf, 'b');
    expect(rotated.parts).toEqual([part('b')]);
  });

  it('without assignees, its own completion stands', () => {
    expect(partsDone('all', [])).toBeUndefined();
    expect(teamStateAfter(state([], 'claim'), { completed: true }, 'a', at, nameOf).completed).toBe(true);
  });

  it('a rotation goes to the next member, skipping who left, and wraps', () => {
    const members = new Set(['a', 'c']);
    expect(nextInRotation(['a', 'b', 'c'], 'a', (id) => members.has(id))).toBe('c');
    expect(nextInRotation(['a', 'b', 'c'], 'c', (id) => members.has(id))).toBe('a');
    expect(nextInRotation(['b'], 'b', () => false)).toBeUndefined();
  });
});
