/**
 * The calendar feed's size (docs/api.md#limits-of-lists-and-files): a huge account's feed stays
 * under Lambda's 6 MB answer limit, keeping the soonest due events; a small one is whole, in id order.
 */
import { describe, expect, it } from 'vitest';
import type { TodoItem } from '../../data/core/items';
import type { Board } from '../../data/tasks/todos';
import { calendarOf } from './ics';

/** Open tasks with 4000 characters of notes each, due one day apart, the latest created first. */
function board(count: number): Board {
  const todos = Array.from({ length: count }, (_, i) => {
    const due = new Date(Date.UTC(2031, 0, 1) + i * 86_400_000 + 23 * 3600_000 + 59 * 60_000).toISOString();
    return {
      id: `01J${String(count - i).padStart(23, '0')}`,
      groupId: 'today',
      assigned: false,
      description: `Task ${i}`,
      completed: false,
      due,
      notes: 'n'.repeat(4000),
    } as TodoItem;
  });
  return { groups: [], todos, assignments: [] };
}

const uids = (feed: string) => [...feed.matchAll(/^UID:(\w+)@teamtodo/gm)].map((match) => match[1]);

describe('calendar feed size', () => {
  it('keeps a huge feed under the limit, the soonest due events first', () => {
    const huge = board(2000);
    const feed = calendarOf(huge, 'https://todo.example');
    // Under Lambda's and API Gateway's 6 MB answer limit, with room to spare.
    expect(Buffer.byteLength(feed)).toBeLessThanOrEqual(5 * 1024 * 1024);
    const kept = uids(feed);
    expect(kept.length).toBeGreaterThan(1000);
    expect(kept.length).toBeLessThan(2000);
    // The soonest due (Task 0 onwards), in due order; the latest left out.
    expect(kept.slice(0, 2)).toEqual([huge.todos[0]?.id, huge.todos[1]?.id]);
    expect(kept).not.toContain(huge.todos[1999]?.id);
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('answers a small feed whole, in id order', () => {
    const small = board(3);
    expect(uids(calendarOf(small, 'https://todo.example'))).toEqual(small.todos.map((t) => t.id).reverse());
  });
});

describe('calendar feed priority', () => {
  it("writes RFC 5545's three levels: 1, 2, 3 as PRIORITY 1, 5, 9; none (4 or absent) writes no line", () => {
    const tasks = board(5).todos.map((todo, i) => ({
      ...todo,
      notes: '',
      priority: [1, 2, 3, 4, undefined][i],
    }));
    const feed = calendarOf(
      { groups: [], todos: tasks as TodoItem[], assignments: [] },
      'https://todo.example',
    );
    const priorityOf = (title: string) => {
      const event = feed.split('BEGIN:VEVENT').find((part) => part.includes(`SUMMARY:${title}\r\n`));
      return /\r\nPRIORITY:(\d)\r\n/.exec(event ?? '')?.[1] ?? null;
    };
    expect(['Task 0', 'Task 1', 'Task 2', 'Task 3', 'Task 4'].map(priorityOf)).toEqual([
      '1',
      '5',
      '9',
      null,
      null,
    ]);
  });
});
