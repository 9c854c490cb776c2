/** The group name body (group.ts), run through the server's validation as a route runs it. */
import { describe, expect, it } from 'vitest';
import { validate } from '../../../functions/lib/middlewares/contract';
import { validation as text } from '../../messages/validation';
import { groupNameBody } from './group';

const parseGroupName = (body: unknown) => validate(groupNameBody, body);

describe('group name body', () => {
  it('parses a group name', () => {
    expect(parseGroupName({ name: ' x ' })).toEqual({ name: 'x' });
    expect(() => parseGroupName({ name: 'n'.repeat(21) })).toThrow(text.groupNameTooLong);
    expect(() => parseGroupName({ name: ' ' })).toThrow(text.groupNameRequired);
  });
});
