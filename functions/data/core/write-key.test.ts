/** The write key a keyed write stores on the caller's changed items (docs/realtime.md#own-echo). */
import { describe, expect, it } from 'vitest';
import type { TransactItem } from './transactions';
import {
  removedNamedMax,
  withSetAssignments,
  withWriteKeys,
  writeKeyAttribute,
  writeRemovedAttribute,
} from './write-key';

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
