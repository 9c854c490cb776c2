/**
 * The shared lists' task index (../core/keys.ts `listIndexKeys`, ./list-index.ts) and a member's read of
 * the lists through it (./joined-lists.ts), on DynamoDB Local: the tasks a list held before its first
 * share are indexed by the share, every later write into it indexes its task, a task moved out
 * leaves it, and a list the index cannot answer for (a task without its key, a change within the
 * index's lag) is read from its owner's partition, so a member always gets the list whole.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { newUser, ownTask, teamUp } from '../../../tests/support/data-layer';
import { getUser, type UserItem } from '../accounts/users';
import { countCalls } from '../core/call-counter';
import { db, tableName } from '../core/client';
import { newId } from '../core/ids';
import type { TodoItem } from '../core/items';
import { keys } from '../core/keys';
import { noKey } from '../core/unit-of-work';
import { updateTodo } from '../tasks/task-updates';
import { createGroup, groupItem } from './groups';
import { indexedListsPerOwnerMax, indexLagMs, readJoinedLists } from './joined-lists';
import { settledMs } from './list-cache';
import { addMember, removeMember } from './shared-lists';

const stored = async (user: UserItem, id: string) =>
  (await db.send(new GetCommand({ TableName: tableName, Key: keys.todo(user.id, id), ConsistentRead: true })))
    .Item as TodoItem | undefined;

const fresh = async (user: UserItem) => (await getUser(user.id)) as UserItem;

/** Makes the list's last change look `ago` ms old (by default just older than the index's lag). */
const settle = (owner: UserItem, groupId: string, ago = indexLagMs + 1) =>
  db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.group(owner.id, groupId),
      UpdateExpression: 'SET changedAt = :then',
      ExpressionAttributeValues: { ':then': Date.now() - ago },
    }),
  );

/** An owner with a list of `count` tasks, shared with a teammate; both read again. */
async function sharedList(count: number) {
  const [owner, member] = (await teamUp(await newUser('owner'), await newUser('member'))) as [
    UserItem,
    UserItem,
  ];
  const groupId = newId();
  await createGroup(groupItem(owner.id, groupId, 'Sprint', new Date().toISOString()), noKey);
  const before: TodoItem[] = [];
  for (let i = 0; i < count; i++) before.push(await ownTask(owner, { description: `Before ${i}` }, groupId));
  await addMember(await fresh(owner), groupId, member.id, 'editor', noKey);
  return { owner: await fresh(owner), member: await fresh(member), groupId, before };
}

/** The member's read of the list: its task descriptions, and the DynamoDB calls it made. */
async function memberRead(member: UserItem) {
  const { result, count } = countCalls(() => readJoinedLists(member.id, member));
  const [list] = await result;
  return { descriptions: (list?.todos ?? []).map((todo) => todo.description).sort(), calls: count.total };
}

describe("a shared list's task index", () => {
  it('holds the tasks the list had before its first share, and the ones written into it since', async () => {
    const { owner, member, groupId, before } = await sharedList(3);
    for (const task of before) expect((await stored(owner, task.id))?.gsi4pk).toBe(`LIST#${groupId}`);
    const byMember = await ownTask(member, { description: 'By the member' }, groupId);
    expect((await stored(owner, byMember.id))?.gsi4pk).toBe(`LIST#${groupId}`);
    // A task of the owner's elsewhere is not in it.
    const elsewhere = await ownTask(owner, { description: 'Elsewhere' });
    expect((await stored(owner, elsewhere.id))?.gsi4pk).toBeUndefined();

    await settle(owner, groupId);
    // One BatchGet of the list and one Query of its index: the owner's other task is not read.
    expect(await memberRead(member)).toEqual({
      descriptions: ['Before 0', 'Before 1', 'Before 2', 'By the member'],
      calls: 2,
    });
  });

  it('loses a task moved out of the list, which the member no longer sees', async () => {
    const { owner, member, groupId, before } = await sharedList(2);
    const home = newId();
    await createGroup(groupItem(owner.id, home, 'Mine', new Date().toISOString()), noKey);
    const moved = before[0] as TodoItem;
    await updateTodo(owner.id, moved.id, { groupId: home }, owner, noKey);
    expect((await stored(owner, moved.id))?.gsi4pk).toBeUndefined();
    await settle(owner, groupId);
    expect(await memberRead(member)).toEqual({ descriptions: ['Before 1'], calls: 2 });
  });

  it('is not trusted for a list changed within its lag, or one with a task missing its key', async () => {
    const { owner, member, groupId, before } = await sharedList(2);
    await ownTask(owner, { description: 'Just now' }, groupId);
    // Changed a moment ago: the owner's partition is read too, strongly.
    expect(await memberRead(member)).toEqual({
      descriptions: ['Before 0', 'Before 1', 'Just now'],
      calls: 3,
    });

    await settle(owner, groupId);
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.todo(owner.id, (before[1] as TodoItem).id),
        UpdateExpression: 'REMOVE gsi4pk, gsi4sk',
      }),
    );
    // The index holds one task fewer than the list counts: the list is read whole all the same.
    expect(await memberRead(member)).toEqual({
      descriptions: ['Before 0', 'Before 1', 'Just now'],
      calls: 3,
    });
  });

  it('is not used for an owner who shares more lists with the member than a few: their partition is read once', async () => {
    const { owner, member, groupId } = await sharedList(1);
    await settle(owner, groupId);
    const others: string[] = [];
    for (let i = 0; i < indexedListsPerOwnerMax; i++) {
      const other = newId();
      await createGroup(groupItem(owner.id, other, `List ${i}`, new Date().toISOString()), noKey);
      await ownTask(await fresh(owner), { description: `In list ${i}` }, other);
      await addMember(await fresh(owner), other, member.id, 'viewer', noKey);
      others.push(other);
    }
    const { result, count } = countCalls(async () => {
      const reader = await fresh(member);
      return readJoinedLists(reader.id, reader);
    });
    const lists = await result;
    expect(lists.map((list) => list.todos.map((todo) => todo.description))).toEqual([
      ['Before 0'],
      ...others.map((_, i) => [`In list ${i}`]),
    ]);
    // The profile's read, the lists' BatchGet and one Query of the owner's partition.
    expect(count.total).toBe(3);
  });
});

describe('a shared list kept between reads (./list-cache.ts)', () => {
  it('is used while its version holds, and a change by anyone is read at once', async () => {
    const { owner, member, groupId, before } = await sharedList(2);
    await settle(owner, groupId, settledMs + 1);
    expect(await memberRead(member)).toEqual({ descriptions: ['Before 0', 'Before 1'], calls: 2 });
    // Kept: the next read asks for the list's group alone, and answers the same tasks.
    expect(await memberRead(member)).toEqual({ descriptions: ['Before 0', 'Before 1'], calls: 1 });

    await updateTodo(owner.id, (before[1] as TodoItem).id, { description: 'Renamed' }, owner, noKey);
    // The group's version moved: the list is read again (the index, then the partition: it changed just now).
    expect(await memberRead(member)).toEqual({ descriptions: ['Before 0', 'Renamed'], calls: 3 });
    // Changed within the settling time: answered, not kept, so read again until it settles.
    expect(await memberRead(member)).toEqual({ descriptions: ['Before 0', 'Renamed'], calls: 3 });
    await settle(owner, groupId, settledMs + 1);
    expect(await memberRead(member)).toEqual({ descriptions: ['Before 0', 'Renamed'], calls: 2 });
    expect(await memberRead(member)).toEqual({ descriptions: ['Before 0', 'Renamed'], calls: 1 });
  });

  it('answers a list the member lost as gone, kept or not', async () => {
    const { owner, member, groupId } = await sharedList(1);
    await settle(owner, groupId, settledMs + 1);
    expect((await memberRead(member)).descriptions).toEqual(['Before 0']);
    await removeMember(await fresh(owner), groupId, member.id, noKey);
    // The profile still names the list (as a page that read it before would): the group decides.
    expect(await readJoinedLists(member.id, member)).toEqual([]);
  });
});
