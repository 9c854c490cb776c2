/**
 * Undo (change-undo.ts): the change taken back from what the server holds, with the changes still
 * waiting laid over again, for every route's change.
 */
import type { Group } from '@shared/types';
import { describe, expect, it } from 'vitest';
import { ids, made, server, task } from '../../../../tests/support/dashboard-changes';
import type { QueuedRequest } from '../../api/mutation';
import { undone } from './change-undo';
import { applyChange, withPending } from './changes';
import { groupRequests, taskRequests } from './requests';

describe('undo: the change taken back, the changes still waiting applied again', () => {
  const undo = (request: QueuedRequest<unknown>, since: (groups: Group[]) => Group[], waiting = []) => {
    const before = server();
    const after = applyChange(before, request);
    return undone(since(after), { before, after }, waiting);
  };

  it.each(made())('%s: undone right away, the groups are as before', (_, request) => {
    expect(undo(request, (groups) => groups)).toEqual(server());
  });

  it('keeps what later changes did to the same task and to others', () => {
    const t1 = task('t1', 'g1');
    const later = taskRequests.update(t1, { description: 'Later' });
    const other = taskRequests.update(task('t3', 'g2'), { important: true });
    const shown = undo(
      taskRequests.update(t1, { completed: true, description: 'First' }),
      (groups) => withPending(groups, [later, other]),
      [later] as never,
    );
    expect(shown[1]?.todo[0]).toEqual({ ...t1, description: 'Later' });
    expect(shown[2]?.todo[0]).toMatchObject({ _id: 't3', important: true });
  });

  it('puts a deleted group back in its place with its tasks, and a deleted task at its index', () => {
    expect(undo(groupRequests.delete(server()[1] as Group), (g) => g)).toEqual(server());
    expect(
      ids(
        undo(taskRequests.delete(task('t2', 'g1')), (g) => g),
        'g1',
      ),
    ).toEqual(['t1', 't2']);
  });
});
