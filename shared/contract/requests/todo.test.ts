/** The task routes' request bodies (todo.ts), run through the server's validation as a route runs them. */
import { describe, expect, it } from 'vitest';
import { validate } from '../../../functions/lib/middlewares/contract';
import { detailFieldTexts as detailTexts, validation as text } from '../../messages/validation';
import { createTodoBody, updateTodoBody } from './todo';

const parseCreateTodo = (body: unknown) => validate(createTodoBody, body);
const parseUpdateTodo = (body: unknown) => validate(updateTodoBody, body);

describe('task bodies', () => {
  it('parses a new task, trimming, defaulting and refusing bad fields', () => {
    expect(parseCreateTodo({ description: ' a ', due: null, groupId: null })).toEqual({
      description: 'a',
      completed: false,
      important: false,
      priority: 4,
      dueDay: null,
      groupId: null,
      details: { notes: '', steps: [], repeat: null },
      remindAt: null,
      dueTime: null,
      dueZone: null,
      remindBefore: null,
    });
    expect(
      parseCreateTodo({ description: 'a', completed: true, groupId: 'today', assigned: false }),
    ).toMatchObject({
      completed: true,
      groupId: 'today',
    });
    expect(() => parseCreateTodo({ description: 'a', assigned: true })).toThrow(text.assignedOnCreate);
    expect(() => parseCreateTodo({ description: 'a', due: '2030-13-01T00:00:00Z' })).toThrow(text.dueInvalid);
    expect(() => parseCreateTodo(['a'])).toThrow();
  });

  it('takes a priority from 1 to 4 on create and update, and refuses anything else', () => {
    expect(parseCreateTodo({ description: 'a', priority: 2 }).priority).toBe(2);
    expect(parseUpdateTodo({ priority: 1 })).toEqual({ priority: 1 });
    expect(parseUpdateTodo({ priority: 4 })).toEqual({ priority: 4 });
    for (const priority of [0, 5, 1.5, '1', null, true, -1])
      expect(() => parseUpdateTodo({ priority })).toThrow(detailTexts.priorityInvalid);
    expect(() => parseCreateTodo({ description: 'a', priority: 9 })).toThrow(detailTexts.priorityInvalid);
  });

  it("reads the due day: `dueDay` as sent, or the day of the original client's `due` (23:59 where it was chosen)", () => {
    expect(parseCreateTodo({ description: 'a', dueDay: '2030-02-28' }).dueDay).toBe('2030-02-28');
    // Los Angeles 23:59 on Jan 31, Berlin 23:59 on Jan 31, Tokyo 23:59 on Jan 31: the same day.
    for (const due of ['2030-02-01T07:59:00.000Z', '2030-01-31T22:59:00.000Z', '2030-01-31T14:59:00.000Z'])
      expect(parseCreateTodo({ description: 'a', due }).dueDay).toBe('2030-01-31');
    // Noon UTC, what this server answers, is its own day again.
    expect(parseUpdateTodo({ due: '2030-01-31T12:00:00.000Z' })).toEqual({ dueDay: '2030-01-31' });
    // In the zone of the repeat sent with it, when there is one.
    expect(
      parseUpdateTodo({
        due: '2030-02-01T04:59:00.000Z',
        repeat: { rule: 'FREQ=DAILY', timeZone: 'America/New_York' },
      }).dueDay,
    ).toBe('2030-01-31');
    expect(parseUpdateTodo({ due: null })).toEqual({ dueDay: null });
    expect(parseUpdateTodo({ dueDay: null, due: '2030-01-31T12:00:00.000Z' })).toEqual({ dueDay: null });
    for (const dueDay of ['2030-02-30', '2030-2-3', 'tomorrow', 20300101])
      expect(() => parseUpdateTodo({ dueDay })).toThrow(text.dueDayInvalid);
  });

  it('parses an update with at least one field', () => {
    expect(parseUpdateTodo({ completed: false })).toEqual({ completed: false });
    expect(parseUpdateTodo({ description: ' b ' })).toEqual({ description: 'b' });
    expect(() => parseUpdateTodo({})).toThrow(text.updateFieldsRequired);
    expect(() => parseUpdateTodo({ completed: 0 })).toThrow(text.booleanInvalid('completed'));
  });
});

describe('task details in the bodies', () => {
  const repeat = { rule: 'freq=weekly;byday=fr,mo', from: 'completion' };
  it('parses every field of an update, normalised, exactly the fields sent', () => {
    expect(
      parseUpdateTodo({
        important: true,
        due: null,
        groupId: 'planned',
        notes: ' keep ',
        steps: [{ title: ' one ' }, { _id: 'S1', title: 'two', completed: true }],
        repeat,
        description: null,
      }),
    ).toEqual({
      important: true,
      dueDay: null,
      groupId: 'planned',
      notes: ' keep ',
      steps: [
        { title: 'one', completed: false },
        { _id: 'S1', title: 'two', completed: true },
      ],
      repeat: { rule: 'FREQ=WEEKLY;BYDAY=MO,FR', from: 'completion' },
    });
    expect(parseUpdateTodo({ repeat: null })).toEqual({ repeat: null });
    expect(parseUpdateTodo({ repeat: { rule: 'FREQ=DAILY' } })).toEqual({
      repeat: { rule: 'FREQ=DAILY', from: 'due' },
    });
  });

  it.each([
    [{ notes: 'n'.repeat(4001) }, detailTexts.notesTooLong],
    [{ notes: 3 }, detailTexts.notesInvalid],
    [{ steps: Array.from({ length: 51 }, () => ({ title: 's' })) }, detailTexts.tooManySteps],
    [{ steps: [{ title: '  ' }] }, detailTexts.stepTitleRequired],
    [{ steps: [{ title: 's'.repeat(181) }] }, detailTexts.stepTitleTooLong],
    [{ steps: ['s'] }, detailTexts.stepsInvalid],
    [{ steps: {} }, detailTexts.stepsInvalid],
    [{ repeat: 'FREQ=DAILY' }, detailTexts.repeatInvalid],
    [{ repeat: { rule: 'FREQ=HOURLY' } }, detailTexts.repeatRuleFreq],
    [{ repeat: { rule: 'FREQ=DAILY;INTERVAL=0' } }, detailTexts.repeatRuleInterval],
    [{ repeat: { rule: 'FREQ=DAILY', from: 'start' } }, detailTexts.repeatFromInvalid],
    [{ repeat: { rule: 'FREQ=DAILY', timeZone: 'Nowhere/Land' } }, detailTexts.repeatTimeZoneInvalid],
    [{ important: 'yes' }, text.booleanInvalid('important')],
    [{ groupId: '' }, detailTexts.groupIdNotText],
    [{ groupId: null }, detailTexts.groupIdNotText],
    [{ due: 'tomorrow' }, text.dueInvalid],
  ])('refuses %j', (body, message) => {
    expect(() => parseUpdateTodo(body)).toThrow(message);
  });

  it('a new repeating task needs a due date', () => {
    expect(() => parseCreateTodo({ description: 'a', repeat: { rule: 'FREQ=DAILY' } })).toThrow(
      detailTexts.repeatNeedsDue,
    );
    expect(
      parseCreateTodo({ description: 'a', due: '2030-01-31T22:59:00.000Z', repeat: { rule: 'FREQ=DAILY' } })
        .details,
    ).toEqual({ notes: '', steps: [], repeat: { rule: 'FREQ=DAILY', from: 'due' } });
  });
});
