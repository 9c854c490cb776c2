/** The server's task lists (present.ts): the order, what each group stores, the groups' list. */
import { describe, expect, it } from 'vitest';
import { builtInViews } from '../../shared/limits';
import { sampleBoard } from '../../tests/support/todo-board';
import { allTodos, groupList, storedTodos } from './present';

const names = (todos: { description: string }[]) => todos.map((t) => t.description);

describe('task lists', () => {
  const board = sampleBoard();

  it('sorts not completed first, then newest first', () => {
    expect(names(allTodos(board))).toEqual([
      'copy',
      'fresh',
      'dated',
      'old',
      'legacy',
      'kept in planned',
      'done',
    ]);
  });

  it('answers what each group stores: homes, copies in view 3, one element per assignee copy in view 4', () => {
    expect(names(storedTodos('G1', board, 'me'))).toEqual(['old']);
    expect(names(storedTodos('today', board, 'me'))).toEqual(['dated', 'legacy', 'done']);
    expect(names(storedTodos('planned', board, 'me'))).toEqual(['kept in planned']);
    expect(storedTodos('important', board, 'me')).toEqual([]);
    expect(storedTodos('assigned-to-me', board, 'me')).toEqual([
      expect.objectContaining({ description: 'copy', username: 'boss', uniqueMarker: 'M', assigned: true }),
    ]);
    expect(storedTodos('assigned-by-me', board, 'me')).toEqual([
      expect.objectContaining({
        _id: 'C',
        user: 'v',
        uniqueMarker: 'M2',
        username: 'me',
        completed: false,
        groupId: 'assigned-by-me',
      }),
    ]);
  });

  it('lists the built-ins first, then groups oldest first, each with what it stores', () => {
    const list = groupList(board, { id: 'u', username: 'me' });
    expect(list.map((g) => g._id)).toEqual([...builtInViews.map((v) => v.id), 'G1', 'G2']);
    expect(list.slice(0, 5).every((g) => g.builtIn)).toBe(true);
    expect(names(list[3]?.todo ?? [])).toEqual(['copy']);
    expect(names(list[6]?.todo ?? [])).toEqual(['fresh']);
  });
});
