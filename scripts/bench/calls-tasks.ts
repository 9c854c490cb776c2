/**
 * The task routes of a round of ./calls.ts: tasks and groups, the bin, quick add, the completion
 * counters and a task's history with a revert, measured as u0 (client `a`).
 */
import type { Measure } from './calls-round';
import type { BenchClient } from './client';
import type { SeededUser } from './seed';

/** Tasks and groups of u0, in an order that prepares each step's task or group. */
export async function driveTaskRoutes(measure: Measure, a: BenchClient, u0: SeededUser): Promise<void> {
  const groupId = u0.groupIds[0] as string;
  await measure(a, { name: 'todo-get-groups' });
  await measure(a, { name: 'todo-get', params: { groupId } });
  await measure(a, { name: 'todo-getall' });
  await measure(a, {
    name: 'todo-create',
    body: { description: 'Measured task', groupId, completed: false },
  });
  // Quick add: the line parsed (date, repeat, priority, list) into a new task (measured below, in a shared list).
  await a.call({
    name: 'todo-quick-add',
    body: { text: 'Measured quick add tomorrow 5pm every friday !1 #Measured', timeZone: 'Europe/Paris' },
  });
  await measure(a, {
    name: 'todo-update',
    params: { id: u0.todoIds[1] as string },
    body: { completed: true },
  });
  await measure(a, { name: 'todo-delete', params: { id: u0.todoIds[2] as string } });
  // The bin: the deleted task listed and restored; another deleted and purged.
  await measure(a, { name: 'bin-list' });
  await measure(a, { name: 'bin-restore', params: { id: u0.todoIds[2] as string } });
  await a.call({ name: 'todo-delete', params: { id: u0.todoIds[3] as string } });
  await measure(a, { name: 'bin-purge', params: { id: u0.todoIds[3] as string } });
  await measure(a, { name: 'todo-plus-completed' });
  await measure(a, { name: 'todo-minus-completed' });
  // A task's history, and a revert of its last change (docs/api.md#activity).
  const traced = (await a.call({ name: 'todo-create', body: { description: 'Measured history' } })).body?._id;
  if (traced) {
    await a.call({ name: 'todo-update', params: { id: traced }, body: { notes: 'Changed' } });
    const history = await measure(a, { name: 'tasks-activity', params: { id: traced } });
    const last = (history.body as { entries?: { _id: string }[] } | undefined)?.entries?.[0]?._id;
    if (last)
      await measure(a, { name: 'tasks-activity-revert', params: { id: traced, entryId: last }, body: {} });
  }
  await measure(a, { name: 'todo-decrement-total-tasks', params: { userId: u0.id } });
  await measure(a, { name: 'todo-decrement-completed-tasks', params: { userId: u0.id } });
  const created = await measure(a, { name: 'todo-create-group', body: { name: 'Measured' } });
  const newGroupId = created.body?._id;
  if (newGroupId) {
    await measure(a, { name: 'todo-update-group', params: { id: newGroupId }, body: { name: 'Renamed' } });
    await measure(a, { name: 'todo-delete-group', params: { id: newGroupId } });
  }
  const postDeleted = (await a.call({ name: 'todo-create-group', body: { name: 'Deleted by POST' } })).body
    ?._id;
  if (postDeleted) await measure(a, { name: 'todo-delete-group-post', params: { id: postDeleted } });
}
