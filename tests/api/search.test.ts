/**
 * Search over HTTP on DynamoDB Local: users by case-insensitive username prefix (GSI1), the caller's
 * own groups and tasks by case-insensitive substring, and never another user's. Groups and tasks
 * are written straight into the table in the shapes of functions/data/core/items.ts, so this file does
 * not depend on the task routes.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../functions/data/core/ids';
import type { AssignmentItem, GroupItem, NoteItem, TodoItem } from '../../functions/data/core/items';
import { keys, userSearchKeys } from '../../functions/data/core/keys';
import { limits } from '../../shared/limits';
import { teamTexts } from '../../shared/messages/server';
import { startApi, type TestApi } from '../support/api';
import type { Member } from './team-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const search = (member: Member, query?: string) =>
  member.client.call('search', query === undefined ? {} : { query: { query } });

async function put(items: object[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    await api.db.send(
      new BatchWriteCommand({
        RequestItems: { [api.tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
}

const group = (userId: string, name: string): GroupItem => {
  const id = newId();
  return {
    ...keys.group(userId, id),
    type: 'group',
    id,
    userId,
    name,
    nameLower: name.toLowerCase(),
    createdAt: new Date().toISOString(),
  };
};

const todo = (userId: string, description: string, groupId: string | null, assigned = false): TodoItem => {
  const id = newId();
  return {
    ...keys.todo(userId, id),
    type: 'todo',
    id,
    userId,
    groupId,
    description,
    descriptionLower: description.toLowerCase(),
    completed: false,
    important: false,
    due: null,
    createdAt: new Date().toISOString(),
    assigned,
  };
};

describe('users', () => {
  let caller: Member;
  let found: Member[];
  beforeAll(async () => {
    caller = await api.user('Pickme');
    found = await Promise.all([api.user('PickAnn'), api.user('pickben'), api.user('other')]);
  });

  it('match a case-insensitive username prefix, never the caller, with no secrets', async () => {
    const response = await search(caller, 'PICK');
    expect(response.status).toBe(200);
    expect(response.ddbCalls).toBe(3);
    const ids = response.body.users.map((u) => u._id).sort();
    expect(ids).toEqual([found[0]?.user._id, found[1]?.user._id].sort());
    expect(response.body.users[0]).toEqual({
      _id: expect.any(String),
      username: expect.stringMatching(/^pick/i),
      coverImg: null,
    });
    const exact = await search(caller, found[1]?.user.username.toUpperCase());
    expect(exact.body.users.map((u) => u._id)).toEqual([found[1]?.user._id]);
    expect((await search(caller, 'ick')).body.users).toEqual([]);
  });

  it(`are capped at ${limits.searchResultsMax}`, async () => {
    // Profiles written directly (sign-ups would only spend scrypt time): what GSI1 indexes.
    await put(
      Array.from({ length: limits.searchResultsMax + 1 }, (_, i) => {
        const id = newId();
        const username = `Capped${i}`;
        return {
          ...keys.user(id),
          type: 'user',
          id,
          username,
          coverImg: null,
          ...userSearchKeys(username.toLowerCase()),
        };
      }),
    );
    const response = await search(caller, 'capped');
    expect(response.body.users).toHaveLength(limits.searchResultsMax);
  });
});

describe('groups and tasks', () => {
  let caller: Member;
  let other: Member;
  let own: { group: GroupItem; task: TodoItem; copy: TodoItem };
  beforeAll(async () => {
    [caller, other] = await Promise.all([api.user('seeker'), api.user('neighbour')]);
    const me = caller.user._id;
    const them = other.user._id;
    const milkGroup = group(me, 'Milk Runs');
    own = {
      group: milkGroup,
      task: todo(me, 'Buy MILK today', milkGroup.id),
      copy: { ...todo(me, 'Skim milk for the team', null, true), uniqueMarker: newId(), assignerId: them },
    };
    const note: NoteItem = {
      ...keys.note(me, newId()),
      type: 'note',
      kind: 'notification',
      id: newId(),
      recipientId: me,
      fromUserId: them,
      createdAt: new Date().toISOString(),
      message: 'milk notification',
    };
    const row: AssignmentItem = {
      ...keys.assignment(me, newId()),
      type: 'assignment',
      id: newId(),
      assignerId: me,
      description: 'milk assigned by me',
      descriptionLower: 'milk assigned by me',
      important: false,
      due: null,
      createdAt: new Date().toISOString(),
      assignedTo: [],
      originalIds: [],
    };
    const theirGroup = group(them, 'Milk Secrets');
    await put([
      own.group,
      own.task,
      own.copy,
      group(me, 'Bread'),
      todo(me, 'Walk the dog', own.group.id),
      note,
      row,
      theirGroup,
      todo(them, 'milk only they see', theirGroup.id),
      todo(them, 'More milk', null, true),
    ]);
  });

  it("match a case-insensitive substring in the caller's own items, assigned copies included", async () => {
    const response = await search(caller, 'MiLk');
    expect(response.status).toBe(200);
    expect(response.ddbCalls).toBe(3);
    expect(response.body.groups).toEqual([{ _id: own.group.id, name: 'Milk Runs' }]);
    // Newest first.
    // Each with its list's name and whether it is done.
    expect(response.body.todos).toEqual([
      {
        _id: own.copy.id,
        description: 'Skim milk for the team',
        groupId: 'assigned-to-me',
        groupName: 'Assigned to you',
        completed: false,
      },
      {
        _id: own.task.id,
        description: 'Buy MILK today',
        groupId: own.group.id,
        groupName: 'Milk Runs',
        completed: false,
      },
    ]);
  });

  it("never answer another user's groups or tasks", async () => {
    const mine = await search(caller, 'secret');
    expect(mine.body.groups).toEqual([]);
    expect((await search(caller, 'only they see')).body.todos).toEqual([]);
    const theirs = await search(other, 'milk');
    expect(theirs.body.groups.map((g) => g.name)).toEqual(['Milk Secrets']);
    expect(theirs.body.todos.map((t) => t.description).sort()).toEqual(['More milk', 'milk only they see']);
  });

  it('trim the query; an empty one answers empty lists without a read', async () => {
    const trimmed = await search(caller, '   bread  ');
    expect(trimmed.body.groups.map((g) => g.name)).toEqual(['Bread']);
    for (const query of [undefined, '', '    ']) {
      const empty = await search(caller, query);
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual({ users: [], groups: [], todos: [] });
      expect(empty.ddbCalls).toBe(1);
    }
  });

  it('refuse a query longer than the limit', async () => {
    const long = await search(caller, 'x'.repeat(limits.searchQueryMax + 1));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: teamTexts.searchQueryTooLong });
    expect((await search(caller, ` ${'x'.repeat(limits.searchQueryMax)} `)).status).toBe(200);
  });

  it(`are capped at ${limits.searchResultsMax} per section`, async () => {
    const me = caller.user._id;
    const many = Array.from({ length: limits.searchResultsMax + 3 }, (_, i) => [
      group(me, `bulk g${i}`),
      todo(me, `bulk task ${i}`, null),
    ]).flat();
    await put(many);
    const response = await search(caller, 'bulk');
    expect(response.body.groups).toHaveLength(limits.searchResultsMax);
    expect(response.body.todos).toHaveLength(limits.searchResultsMax);
    expect(response.body.todos[0]?.description).toBe(`bulk task ${limits.searchResultsMax + 2}`);
  });
});
