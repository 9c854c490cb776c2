import { describe, expect, it } from 'vitest';
import { joinParts } from './update-parts';

describe('joinParts', () => {
  it("joins each part's actions, conditions, names and values into one update", () => {
    expect(
      joinParts(
        { set: ['a = :a'], conditions: ['attribute_exists(pk)'], values: { ':a': 1 } },
        {
          set: ['#b = :b'],
          remove: ['c', 'd'],
          conditions: ['e < :b'],
          names: { '#b': 'b' },
          values: { ':b': 2 },
        },
      ),
    ).toEqual({
      UpdateExpression: 'SET a = :a, #b = :b REMOVE c, d',
      ConditionExpression: '(attribute_exists(pk)) AND (e < :b)',
      ExpressionAttributeNames: { '#b': 'b' },
      ExpressionAttributeValues: { ':a': 1, ':b': 2 },
    });
  });

  it('leaves out what no part has (DynamoDB refuses empty maps)', () => {
    expect(joinParts({ remove: ['x'] })).toEqual({ UpdateExpression: 'REMOVE x' });
  });
});
