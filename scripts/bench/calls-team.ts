/**
 * The routes between people in a round of ./calls.ts: requests and notifications, assignments,
 * a shared list with its members, a team task claimed and nudged, its comments, and the end of a
 * teammate.
 */
import type { Task } from '../../shared/types';
import { assignmentRows } from '../../shared/views';
import type { Measure, RoundClients, RoundUsers } from './calls-round';

/** The "Assigned by you" row of the copies send-assignment answered (regrouped as a client does). */
const rowNamed = (copies: Task[] | undefined, description: string) =>
  assignmentRows(copies ?? []).find((t) => t.description === description);

/** Requests and notifications, then u0 assigns to u1 and shares a list with u1, then takes it back. */
export async function driveTeamRoutes(
  measure: Measure,
  clients: RoundClients,
  users: RoundUsers,
): Promise<void> {
  const { a, b, c, d } = clients;
  const { u0, u1, u2, u3 } = users;
  await measure(a, { name: 'notification-get-notifications' });
  await measure(a, { name: 'notification-get-requests' });
  await measure(a, { name: 'notification-get-teammates' });
  await measure(a, { name: 'notification-send-requests', body: { toUser: u2.id } });
  const toC = (await c.call({ name: 'notification-get-requests' })).body;
  const fromA = Array.isArray(toC) ? toC.find((r) => r.fromUser._id === u0.id) : undefined;
  if (fromA) await measure(c, { name: 'notification-accept', params: { id: fromA._id } });
  await b.call({ name: 'notification-send-requests', body: { toUser: u3.id } });
  const toD = (await d.call({ name: 'notification-get-requests' })).body;
  const fromB = Array.isArray(toD) ? toD.find((r) => r.fromUser._id === u1.id) : undefined;
  if (fromB) await measure(d, { name: 'notification-reject', params: { id: fromB._id } });
  const notes = (await a.call({ name: 'notification-get-notifications' })).body;
  const note = Array.isArray(notes) ? notes[0] : undefined;
  if (note) await measure(a, { name: 'notification-delete', params: { id: note._id } });
  const newest = notes && Array.isArray(notes) ? notes[1] : undefined;
  if (newest) await measure(a, { name: 'notification-seen', body: { upTo: newest._id } });
  if (newest) await measure(a, { name: 'notification-clear', body: { upTo: newest._id } });

  // Assignments (u0 assigns to u1).
  const sent = await measure(a, {
    name: 'notification-send-assignment',
    body: { description: 'Measured assignment', partners: [u1.id], completed: false },
  });
  const row = rowNamed(sent.body?.todos, 'Measured assignment');
  if (row) {
    await measure(a, { name: 'notification-get-assignments-status', body: { todos: [row] } });
    const edited = await measure(a, {
      name: 'notification-edit-assignment',
      body: { description: 'Measured assignment, edited', todos: row },
    });
    await measure(a, {
      name: 'notification-delete-assignment-for-single-teammate',
      body: {
        todos: edited.status === 200 ? { ...row, description: 'Measured assignment, edited' } : row,
        index: 0,
      },
    });
  }
  const second = await a.call({
    name: 'notification-send-assignment',
    body: { description: 'Second assignment', partners: [u1.id], completed: false },
  });
  const secondRow = rowNamed(second.body?.todos, 'Second assignment');
  if (secondRow)
    await measure(a, {
      name: 'notification-delete-assignment-for-all-teammates',
      body: { todos: secondRow },
    });
  // Shared lists (u0 shares a list with u1, then takes it back).
  const sharedList = (await a.call({ name: 'todo-create-group', body: { name: 'Shared' } })).body?._id;
  if (sharedList) {
    const list = { groupId: sharedList };
    await measure(a, { name: 'lists-member-add', params: list, body: { userId: u1.id, role: 'editor' } });
    await measure(a, { name: 'lists-members', params: list });
    // Quick add by the member u1 into the list shared with them, assigning u0, with a new label: the
    // joined lists read too, and the label created.
    await measure(b, {
      name: 'todo-quick-add',
      body: { text: `Measured team quick add #Shared +${u0.username} @measured`, timeZone: 'UTC' },
    });
    // Team tasks: a task up for grabs claimed and given back, then assigned and nudged.
    const teamTask = (
      await a.call({ name: 'todo-create', body: { description: 'Measured team task', groupId: sharedList } })
    ).body?._id;
    if (teamTask) {
      const id = { id: teamTask };
      await a.call({ name: 'todo-update', params: id, body: { completion: 'claim' } });
      await measure(a, { name: 'todo-claim', params: id });
      await measure(a, { name: 'todo-unclaim', params: id });
      await a.call({
        name: 'todo-update',
        params: id,
        body: { completion: 'all', assignees: [u0.id, u1.id] },
      });
      await measure(a, { name: 'todo-nudge', params: id });
      // Comments on it: one mentioning the member, the thread, an edit, the read mark, a delete.
      const comment = await measure(a, {
        name: 'comments-create',
        params: id,
        body: { text: `Measured comment for @${u1.username}` },
      });
      await measure(a, { name: 'comments-list', params: id });
      const commentId = comment.body?._id;
      if (commentId) {
        await measure(a, {
          name: 'comments-edit',
          params: { ...id, commentId },
          body: { text: `Measured comment for @${u1.username}, edited` },
        });
        await measure(a, { name: 'comments-read', params: id });
        await measure(a, { name: 'comments-delete', params: { ...id, commentId } });
      }
    }
    await measure(a, {
      name: 'lists-member-role',
      params: { ...list, userId: u1.id },
      body: { role: 'viewer' },
    });
    await measure(a, { name: 'lists-member-remove', params: { ...list, userId: u1.id } });
  }
  await measure(a, { name: 'notification-remove-from-team', body: { toUser: u1.id } });
}
