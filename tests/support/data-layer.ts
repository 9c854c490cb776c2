/**
 * What the data-layer tests (`functions/data/x.db.test.ts`) share: users made as sign-up makes them,
 * teammates, own tasks and assignments made by the repository operations, reads of what is stored,
 * the counter check every test ends with, and a concurrent writer on demand. They run on the table
 * tests/support/db-table.ts set up for the file.
 */
import { randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { newEntry } from '../../functions/data/accounts/session-entries';
import { createUser } from '../../functions/data/accounts/sign-up';
import type { UserItem } from '../../functions/data/accounts/users';
import { db, tableName } from '../../functions/data/core/client';
import { newId } from '../../functions/data/core/ids';
import type { TodoItem } from '../../functions/data/core/items';
import { keys, skPrefix, userPartition } from '../../functions/data/core/keys';
import { queryAll } from '../../functions/data/core/query';
import { noKey } from '../../functions/data/core/unit-of-work';
import { listNotes } from '../../functions/data/notifications/notes';
import { type NewAssignment, sendAssignment } from '../../functions/data/tasks/assignments';
import { readCounters } from '../../functions/data/tasks/counters';
import { createTodo, readBoard } from '../../functions/data/tasks/todos';

/** A new user, as sign-up stores them (a unique name, no tasks, no team). */
export function newUser(prefix = 'user'): Promise<UserItem> {
  return createUser({
    id: newId(),
    username: `${prefix}_${randomBytes(4).toString('hex')}`,
    passwordHash: 'unused',
    session: { id: newId(), entry: newEntry(Math.floor(Date.now() / 1000) + 3600, 'Test') },
    createdAt: new Date().toISOString(),
  });
}

/** Makes the users each other's teammates, as an accepted request leaves them; answers them as stored. */
export async function teamUp(...users: UserItem[]): Promise<UserItem[]> {
  const since = new Date().toISOString();
  for (const user of users)
    for (const other of users) {
      if (other.id === user.id) continue;
      user.team = { ...user.team, [other.id]: since };
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.user(user.id),
          UpdateExpression: 'SET #team.#other = :since ADD totalTeams :one',
          ExpressionAttributeNames: { '#team': 'team', '#other': other.id },
          ExpressionAttributeValues: { ':since': since, ':one': 1 },
        }),
      );
    }
  return users;
}

/** An assigner and two of their teammates, in that order. */
export const assignerAndTwo = async () =>
  (await teamUp(await newUser('boss'), await newUser('ann'), await newUser('bob'))) as [
    UserItem,
    UserItem,
    UserItem,
  ];

/** A new own task of the user, not completed, in Today unless `home` says otherwise. */
export function ownTask(
  user: UserItem,
  fields: Partial<Parameters<typeof createTodo>[1]> = {},
  home = 'today',
) {
  return createTodo(
    user.id,
    {
      description: 'Water the plants',
      completed: false,
      important: false,
      dueDay: null,
      details: { notes: '', steps: [], repeat: null },
      ...fields,
    },
    home,
    noKey,
    user,
  );
}

/** The user's "Assigned by you" rows, as stored. */
export const rowsOf = async (userId: string) => (await readBoard(userId, ['assignment'])).assignments;

/**
 * `assigner` assigns a task to `assignees` (their teammates); answers the row and each assignee's
 * copy, in the order of `assignees`.
 */
export async function assign(
  assigner: UserItem,
  assignees: UserItem[],
  fields: Partial<Omit<NewAssignment, 'partners'>> = {},
) {
  const row = await sendAssignment(
    assigner,
    {
      description: 'Paint the fence',
      important: false,
      dueDay: null,
      details: { notes: '', steps: [], repeat: null },
      ...fields,
      partners: assignees.map((assignee) => assignee.id),
    },
    noKey,
  );
  const copies = await Promise.all(
    assignees.map(async (assignee) => {
      const copy = (await tasksOf(assignee.id)).find((task) => task.uniqueMarker === row.id);
      if (!copy) throw new Error(`no copy of ${row.id} for ${assignee.username}`);
      return copy;
    }),
  );
  return { row, copies };
}

/** The tasks (own and copies) in the user's partition, as stored. */
export const tasksOf = (userId: string) =>
  queryAll<TodoItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': skPrefix.todo },
    ConsistentRead: true,
  });

/**
 * The user's counters are `expected`, agree with a recount of their partition's tasks, and keep
 * 0 <= completedTasks <= totalTasks (docs/data-model.md#task-counters).
 */
export async function expectCounters(userId: string, expected: { total: number; completed: number }) {
  const stored = await readCounters(userId);
  const tasks = await tasksOf(userId);
  const recount = { total: tasks.length, completed: tasks.filter((task) => task.completed).length };
  expect({ total: stored?.totalTasks, completed: stored?.completedTasks }).toEqual(expected);
  expect(recount).toEqual(expected);
  expect(expected.completed).toBeGreaterThanOrEqual(0);
  expect(expected.completed).toBeLessThanOrEqual(expected.total);
}

/** The messages of the user's notifications, newest first. */
export const messagesOf = async (userId: string) =>
  (await listNotes(userId, 'notification')).map((note) => note.message);

/**
 * Runs `operation` while `write` runs right after each of its first `times` reads by the SDK command
 * `command` (as 'GetItemCommand'), before the operation goes on: another request's write landing
 * between an operation's read and its transaction, on the real engine. Reads made by `write` itself
 * do not count. Answers how many writes landed (so a test knows the race took place).
 */
export async function writesAfterReads(
  command: string,
  times: number,
  write: () => Promise<unknown>,
  operation: () => Promise<unknown>,
): Promise<number> {
  const name = `writesAfterReads-${newId()}`;
  let writes = 0;
  let writing = false;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (context.commandName === command && writes < times && !writing) {
        writes++;
        writing = true;
        try {
          await write();
        } finally {
          writing = false;
        }
      }
      return result;
    },
    { step: 'initialize', name },
  );
  try {
    await operation();
  } finally {
    db.middlewareStack.remove(name);
  }
  return writes;
}
