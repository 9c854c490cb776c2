/**
 * Shared lists as the API tests make them: a list, its tasks, its members by role, what a member
 * reads, and the counters' rule (each task counts for its creator, wherever it lives). Bound to the
 * suite's API harness, which starts in `beforeAll` (so it is passed as a getter).
 */
import { expect } from 'vitest';
import { creatorOf } from '../../functions/data/core/items';
import type { Group, Task } from '../../shared/types';
import type { TestApi } from '../support/api';
import { befriend, type Member, storedProfile } from './team-support';
import { tasksOf } from './todo-support';

export const newTask = (description: string, groupId: string) => ({
  description,
  completed: false,
  important: false,
  due: null,
  groupId,
});

export function listHelpers(apiOf: () => TestApi) {
  async function createList(owner: Member, name: string): Promise<string> {
    const created = await owner.client.call('todo-create-group', { body: { name } });
    expect(created.status).toBe(201);
    return created.body._id;
  }

  async function addTask(member: Member, groupId: string, description: string): Promise<Task> {
    const created = await member.client.call('todo-create', { body: newTask(description, groupId) });
    expect(created.status).toBe(201);
    return created.body;
  }

  async function share(owner: Member, groupId: string, member: Member, role: 'editor' | 'viewer' = 'editor') {
    const added = await owner.client.call('lists-member-add', {
      params: { groupId },
      body: { userId: member.user._id, role },
    });
    expect(added.status).toBe(201);
    return added.body;
  }

  /** An owner's list `name` with an editor and a viewer in it, and a stranger to it (usernames from `prefix`). */
  async function listWithRoles(prefix: string, name: string) {
    const api = apiOf();
    const [owner, editor, viewer, stranger] = await Promise.all(
      ['own', 'edi', 'vie', 'str'].map((role) => api.user(`${prefix}${role}`)),
    );
    if (!owner || !editor || !viewer || !stranger) throw new Error('users not made');
    await befriend(owner, editor);
    await befriend(owner, viewer);
    const listId = await createList(owner, name);
    await share(owner, listId, editor, 'editor');
    await share(owner, listId, viewer, 'viewer');
    return { owner, editor, viewer, stranger, listId };
  }

  async function groupsOf(member: Member): Promise<Group[]> {
    const answer = await member.client.call('todo-get-groups');
    expect(answer.status).toBe(200);
    return answer.body.groups;
  }

  const sharedIn = async (member: Member, groupId: string) =>
    (await groupsOf(member)).find((group) => group._id === groupId);

  /**
   * Every user's counters equal a recount of the tasks they created, wherever those live (a shared
   * list's tasks live in its owner's partition), within 0 <= completed <= total.
   */
  async function expectCreatorCounters(members: Member[]) {
    const api = apiOf();
    const tasks = (await Promise.all(members.map((m) => tasksOf(api, m.user._id)))).flat();
    for (const member of members) {
      const mine = tasks.filter((task) => creatorOf(task) === member.user._id);
      const profile = await storedProfile(api, member.user._id);
      expect({ total: profile.totalTasks, completed: profile.completedTasks }).toEqual({
        total: mine.length,
        completed: mine.filter((task) => task.completed).length,
      });
      expect(profile.completedTasks).toBeGreaterThanOrEqual(0);
      expect(profile.completedTasks).toBeLessThanOrEqual(profile.totalTasks);
    }
  }

  return { createList, addTask, share, listWithRoles, groupsOf, sharedIn, expectCreatorCounters };
}
