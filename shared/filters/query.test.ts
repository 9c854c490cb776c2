import { describe, expect, it } from 'vitest';
import { formatFilterQuery } from './format';
import { FilterQueryError, parseFilterQuery } from './query';

describe('parseFilterQuery', () => {
  it("reads the issue's example into the tree it means", () => {
    expect(
      parseFilterQuery(
        'due before: +7d & !completed & (label:work | priority <= 2) & list:"Sprint" & assigned:me',
      ),
    ).toEqual({
      kind: 'and',
      items: [
        { kind: 'due', op: 'before', date: { days: 7 } },
        { kind: 'not', item: { kind: 'flag', name: 'completed' } },
        {
          kind: 'or',
          items: [
            { kind: 'label', name: 'work' },
            { kind: 'priority', op: '<=', value: 2 },
          ],
        },
        { kind: 'list', name: 'Sprint' },
        { kind: 'assigned', who: 'me' },
      ],
    });
  });

  it.each([
    ['completed', { kind: 'flag', name: 'completed' }],
    ['IMPORTANT', { kind: 'flag', name: 'important' }],
    ['shared', { kind: 'flag', name: 'shared' }],
    ['repeat', { kind: 'flag', name: 'repeat' }],
    ['overdue', { kind: 'flag', name: 'overdue' }],
    ['due:overdue', { kind: 'flag', name: 'overdue' }],
    ['due:none', { kind: 'not', item: { kind: 'has', what: 'due' } }],
    ['due: any', { kind: 'has', what: 'due' }],
    ['due on: today', { kind: 'due', op: 'on', date: { days: 0 } }],
    ['due after:tomorrow', { kind: 'due', op: 'after', date: { days: 1 } }],
    ['due before: yesterday', { kind: 'due', op: 'before', date: { days: -1 } }],
    ['due before: -2w', { kind: 'due', op: 'before', date: { days: -14 } }],
    ['due on: 2026-12-31', { kind: 'due', op: 'on', date: { day: '2026-12-31' } }],
    ['priority:1', { kind: 'priority', op: '=', value: 1 }],
    ['priority = 3', { kind: 'priority', op: '=', value: 3 }],
    ['priority>2', { kind: 'priority', op: '>', value: 2 }],
    ['priority >= 4', { kind: 'priority', op: '>=', value: 4 }],
    ['priority < 2', { kind: 'priority', op: '<', value: 2 }],
    ['label:"deep work"', { kind: 'label', name: 'deep work' }],
    ['list:Groceries', { kind: 'list', name: 'Groceries' }],
    ['assigned:by me', { kind: 'assigned', who: 'by me' }],
    ['assigned:"by me"', { kind: 'assigned', who: 'by me' }],
    ['assigned:alice', { kind: 'assigned', who: { username: 'alice' } }],
    ['has:notes', { kind: 'has', what: 'notes' }],
    ['has:Reminder', { kind: 'has', what: 'reminder' }],
    ['!!completed', { kind: 'not', item: { kind: 'not', item: { kind: 'flag', name: 'completed' } } }],
    ['((important))', { kind: 'flag', name: 'important' }],
  ])('%s', (text, tree) => {
    expect(parseFilterQuery(text)).toEqual(tree);
  });

  it('binds & tighter than |', () => {
    expect(parseFilterQuery('important | completed & shared')).toEqual({
      kind: 'or',
      items: [
        { kind: 'flag', name: 'important' },
        {
          kind: 'and',
          items: [
            { kind: 'flag', name: 'completed' },
            { kind: 'flag', name: 'shared' },
          ],
        },
      ],
    });
  });

  it.each([
    ['', 0, 'it is empty'],
    ['   ', 0, 'it is empty'],
    ['completed important', 10, 'expected & or | between conditions'],
    ['(important', 10, 'expected )'],
    ['important &', 11, 'expected a condition such as completed, due before: +7d or label:work'],
    ['colour:red', 0, "'colour' is not a condition"],
    ['label work', 6, 'expected :'],
    ['label:', 6, 'expected a name'],
    ['label:""', 6, 'expected a name'],
    ['list:"Sprint', 5, 'a quote is not closed'],
    ['priority 2', 9, 'expected <, <=, =, >= or > after priority'],
    ['priority <= 5', 12, 'expected a priority from 1 to 4'],
    ['priority <= high', 12, 'expected a priority from 1 to 4'],
    ['due soon', 4, 'expected before:, after:, on: or : after due'],
    ['due before +7d', 11, 'expected :'],
    ['due before: next week', 12, 'expected a day: today, tomorrow, +7d, -2w or 2026-12-31'],
    ['due on: 2026-02-30', 8, 'expected a day: today, tomorrow, +7d, -2w or 2026-12-31'],
    ['due:later', 4, 'expected none, any or overdue after due:'],
    ['has:files', 4, 'expected notes, steps, due or reminder after has:'],
    ['assigned:by you', 12, 'expected "by me"'],
    ['!', 1, 'expected a condition such as completed, due before: +7d or label:work'],
  ])('%j is refused at %i: %s', (text, position, problem) => {
    let error: unknown;
    try {
      parseFilterQuery(text);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(FilterQueryError);
    expect(error).toMatchObject({ position, problem });
    expect((error as Error).message).toBe(`The query has an error at position ${position + 1}: ${problem}`);
  });

  it('refuses a query over 500 characters before reading it', () => {
    expect(() => parseFilterQuery(`${'('.repeat(501)}`)).toThrow(/longer than 500 characters/);
  });
});

describe('formatFilterQuery', () => {
  it.each([
    'due before: +7d & !completed & (label:work | priority <= 2) & list:"Sprint" & assigned:me',
    '!(important & shared) | repeat',
    'label:"deep work" & list:"by" & assigned:"me"',
    'assigned:by me | assigned:"Bob Smith"',
    'due on: 2026-12-31 | due after: -3w | due:none | due:any | overdue',
    '(important | completed) & (shared | repeat)',
    'has:notes & has:steps & has:due & has:reminder & priority > 1',
    'list:"My \\"best\\" list" & label:"back\\\\slash"',
  ])('writes back %j as text that parses to the same tree', (text) => {
    const tree = parseFilterQuery(text);
    expect(parseFilterQuery(formatFilterQuery(tree))).toEqual(tree);
  });

  it('reads a quote and a backslash in a quoted name', () => {
    expect(parseFilterQuery('list:"My \\"best\\" list" | label:"a\\\\b"')).toEqual({
      kind: 'or',
      items: [
        { kind: 'list', name: 'My "best" list' },
        { kind: 'label', name: 'a\\b' },
      ],
    });
  });

  it('writes the example as a person would', () => {
    expect(formatFilterQuery(parseFilterQuery('due before:+7d&!completed&(label:work|priority<=2)'))).toBe(
      'due before: +7d & !completed & (label:work | priority <= 2)',
    );
  });
});
