import { formatFilterQuery } from '@shared/filters/format';
import { parseFilterQuery } from '@shared/filters/query';
import { describe, expect, it } from 'vitest';
import { type BuilderModel, modelOf, modelTree } from './builder';

describe('the filter builder', () => {
  it.each([
    'due before: +7d & !completed & priority <= 2 & list:Sprint & assigned:me',
    'important | label:"deep work" | has:notes | due:none | due:any | overdue',
    'assigned:by me & due on: 2026-12-31 & shared & !repeat',
    'due after: tomorrow',
  ])('shows %j and writes it back unchanged in meaning', (text) => {
    const tree = parseFilterQuery(text);
    const model = modelOf(tree);
    expect(model).not.toBeNull();
    const written = formatFilterQuery(modelTree(model as BuilderModel) as never);
    expect(parseFilterQuery(written)).toEqual(tree);
  });

  it('leaves nested groups to the text editor', () => {
    expect(modelOf(parseFilterQuery('important & (completed | shared)'))).toBeNull();
    expect(modelOf(parseFilterQuery('!(important & shared)'))).toBeNull();
  });

  it('writes nothing while a condition is incomplete', () => {
    expect(modelTree({ match: 'all', conditions: [{ field: 'label', op: 'is', value: '  ' }] })).toBeNull();
    expect(modelTree({ match: 'all', conditions: [] })).toBeNull();
    expect(
      modelTree({ match: 'any', conditions: [{ field: 'due', op: 'before', value: 'soon' }] }),
    ).toBeNull();
  });

  it('quotes what needs quoting, so that every model it writes parses', () => {
    const tree = modelTree({
      match: 'any',
      conditions: [
        { field: 'list', op: 'is', value: 'Home & garden (2)' },
        { field: 'label', op: 'is', value: 'by' },
        { field: 'assigned', op: 'is', value: 'me' },
      ],
    });
    const text = formatFilterQuery(tree as never);
    expect(parseFilterQuery(text)).toEqual(tree);
  });
});
