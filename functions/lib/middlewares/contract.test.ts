/** The contract middleware (contract.ts): the route gets its contract's output, or the first issue's message. */
import { describe, expect, it } from 'vitest';
import { contract } from '../../../shared/contract';
import { validation } from '../../../shared/messages/validation';
import { jsonType as json, parsedRequest as parsed, runBefore as run } from '../../../tests/support/events';
import { Invalid } from '../errors';
import { contractCheck } from './contract';

describe('contract', () => {
  it("hands the route its contract's output, and answers the first issue's message", async () => {
    const request = await parsed({ headers: json, body: '{"description":"  milk ","groupId":""}' });
    await run(contractCheck(contract['todo-create']), request);
    expect(request.context.state?.input).toEqual({
      description: 'milk',
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
    const bad = await parsed({ headers: json, body: '{"description":"x","important":"yes"}' });
    await expect(run(contractCheck(contract['todo-create']), bad)).rejects.toEqual(
      new Invalid(validation.booleanInvalid('important')),
    );
    const missing = await parsed({});
    await expect(run(contractCheck(contract['todo-create']), missing)).rejects.toEqual(
      new Invalid('Request body must be a JSON object'),
    );
  });

  it('validates the query string, with its defaults', async () => {
    const request = await parsed({
      method: 'GET',
      path: '/burn/memory',
      queryStringParameters: { size: '9000' },
    });
    await run(contractCheck(contract['burn-memory']), request);
    expect(request.context.state?.queryInput).toEqual({ size: 400 });
    const none = await parsed({ method: 'GET', path: '/burn/memory' });
    await run(contractCheck(contract['burn-memory']), none);
    expect(none.context.state?.queryInput).toEqual({ size: 200 });
  });
});
