/**
 * Seeds a data set straight into DynamoDB with BatchWriteItem: users (profile + username claim,
 * with one live session each so the bench can act as them), their groups and tasks, symmetric
 * teams and notifications. Keys come from functions/data/core/keys.ts and items have the shapes of
 * functions/data/core/items.ts and users.ts, so the data is what the routes themselves write.
 *
 * Usage as a script: `tsx scripts/bench/seed.ts` seeds 1,000 users and 100,000 tasks into the
 * table named by TABLE_NAME at AWS_ENDPOINT_URL_DYNAMODB (a running `npm start`'s DynamoDB Local).
 * The bench imports `seedUsers`.
 */
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { newEntry } from '../../functions/data/accounts/session-entries';
import type { UserItem } from '../../functions/data/accounts/users';
import { newId } from '../../functions/data/core/ids';
import type { GroupItem, NoteItem, TodoItem } from '../../functions/data/core/items';
import { directoryKeys, keys, userSearchKeys } from '../../functions/data/core/keys';
import { hashPassword } from '../../functions/lib/password';
import { sessionCookieName } from '../../shared/session-cookies';

export const seedPassword = 'Passw0rd';

export interface SeedOptions {
  /** Username prefix; user i is `<prefix><i>`. Lowercase letters, digits, underscore. */
  prefix: string;
  /** Index range [from, from + count): a later call with another range adds users (scale runs). */
  from?: number;
  count: number;
  tasksPerUser: number;
  groupsPerUser: number;
  /** Team links per user within the seeded range: user i is teamed with i+1..i+k (and so with i-1..i-k). */
  teammatesPerUser: number;
  notificationsPerUser: number;
  /**
   * Different sizes for the first user of the range (the one a browser run looks at); `dueMonth`
   * (yyyy-mm): every task of theirs due in that month, spread over its days (the calendar's bench).
   */
  firstUser?: { tasks?: number; groups?: number; dueMonth?: string };
}

/** Which of a user's seeded tasks are completed (every third, from the first). */
export const isSeededCompleted = (index: number): boolean => index % 3 === 0;

/** How many of `tasks` seeded tasks are completed. */
export const seededCompletedCount = (tasks: number): number =>
  Array.from({ length: tasks }, (_, index) => index).filter(isSeededCompleted).length;

export interface SeededUser {
  id: string;
  username: string;
  /** `__Host-session=<jwt>`, a live session of this user. */
  cookie: string;
  groupIds: string[];
  todoIds: string[];
  teammateIds: string[];
}

type Item = Record<string, unknown>;

const batchSize = 25;
const inFlight = 8;

/** Writes items in BatchWriteItem calls of 25, several in flight, retrying what DynamoDB left unprocessed. */
export async function batchWrite(
  db: DynamoDBDocumentClient,
  tableName: string,
  items: Item[],
  onProgress?: (written: number, total: number) => void,
): Promise<void> {
  const chunks: Item[][] = [];
  for (let i = 0; i < items.length; i += batchSize) chunks.push(items.slice(i, i + batchSize));
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < chunks.length) {
      let pending = (chunks[next++] as Item[]).map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 2 ** attempt * 10)));
        const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
        pending = (result.UnprocessedItems?.[tableName] ?? []) as typeof pending;
      }
      done += 1;
      if (onProgress && done % 400 === 0) onProgress(done * batchSize, items.length);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}

let passwordHash: Promise<string> | undefined;

/**
 * Seeds users [from, from + count) and answers them with a session cookie each. Needs the handlers'
 * environment (SESSION_SECRET) to sign the sessions: the session module is imported lazily for that.
 */
export async function seedUsers(
  db: DynamoDBDocumentClient,
  tableName: string,
  options: SeedOptions,
  onProgress?: (written: number, total: number) => void,
): Promise<SeededUser[]> {
  const { newSession, signSession } = await import('../../functions/lib/session');
  // One scrypt hash for everyone: hashing 1,000 passwords would take minutes and measure nothing.
  passwordHash ??= hashPassword(seedPassword);
  const hash = await passwordHash;
  const from = options.from ?? 0;
  const users = await Promise.all(
    Array.from({ length: options.count }, async (_, i) => {
      const id = newId();
      const session = newSession(id);
      return {
        id,
        username: `${options.prefix}${from + i}`,
        session,
        cookie: `${sessionCookieName}=${await signSession(session)}`,
      };
    }),
  );

  const items: Item[] = [];
  const seeded: SeededUser[] = [];
  users.forEach((user, i) => {
    const teammates = Array.from(
      { length: Math.min(options.teammatesPerUser, users.length - 1) },
      (_, k) => users[(i + k + 1) % users.length] as (typeof users)[number],
    );
    // Symmetric: user i lists i+1..i+k, and is listed by i-1..i-k.
    const behind = Array.from(
      { length: Math.min(options.teammatesPerUser, users.length - 1) },
      (_, k) => users[(i - k - 1 + users.length) % users.length] as (typeof users)[number],
    );
    const teamIds = [...new Set([...teammates, ...behind].map((t) => t.id))];
    const now = new Date().toISOString();

    const sizes = i === 0 ? options.firstUser : undefined;
    const groups: GroupItem[] = Array.from({ length: sizes?.groups ?? options.groupsPerUser }, (_, g) => {
      const groupId = newId();
      const name = `Group ${g + 1}`;
      return {
        ...keys.group(user.id, groupId),
        type: 'group',
        id: groupId,
        userId: user.id,
        name,
        nameLower: name.toLowerCase(),
        createdAt: now,
      };
    });
    let completed = 0;
    const dueMonth = sizes?.dueMonth;
    const monthDays = dueMonth
      ? new Date(Date.UTC(Number(dueMonth.slice(0, 4)), Number(dueMonth.slice(5, 7)), 0)).getUTCDate()
      : 0;
    const dueDayOf = (t: number) => `${dueMonth}-${String((t % monthDays) + 1).padStart(2, '0')}`;
    const todos: TodoItem[] = Array.from({ length: sizes?.tasks ?? options.tasksPerUser }, (_, t) => {
      const todoId = newId();
      const description = `Task ${t + 1} of ${user.username}: buy milk and call the plumber`;
      const isCompleted = isSeededCompleted(t);
      if (isCompleted) completed += 1;
      return {
        ...keys.todo(user.id, todoId),
        type: 'todo',
        id: todoId,
        userId: user.id,
        groupId: groups.length ? (groups[t % groups.length] as GroupItem).id : null,
        description,
        descriptionLower: description.toLowerCase(),
        completed: isCompleted,
        important: t % 5 === 0,
        ...(dueMonth
          ? { due: `${dueDayOf(t)}T12:00:00.000Z`, dueDay: dueDayOf(t) }
          : { due: t % 4 === 0 ? now : null }),
        createdAt: now,
        assigned: false,
      };
    });
    const notes: NoteItem[] = Array.from({ length: options.notificationsPerUser }, (_, n) => {
      const noteId = newId();
      const sender = teamIds.length ? (teamIds[n % teamIds.length] as string) : user.id;
      return {
        ...keys.note(user.id, noteId),
        type: 'note',
        kind: 'notification',
        id: noteId,
        recipientId: user.id,
        fromUserId: sender,
        createdAt: now,
        message: `Notification ${n + 1}`,
      };
    });
    const usernameLower = user.username.toLowerCase();
    const profile: UserItem = {
      ...keys.user(user.id),
      sk: 'PROFILE',
      type: 'user',
      id: user.id,
      username: user.username,
      usernameLower,
      email: `${usernameLower}@example.com`,
      bio: '',
      coverImg: null,
      createdAt: now,
      lastSeenAt: now,
      totalTasks: todos.length,
      completedTasks: completed,
      totalTeams: teamIds.length,
      team: Object.fromEntries(teamIds.map((id) => [id, now])),
      pending: {},
      assignedToMe: {},
      passwordHash: hash,
      sessions: { [user.session.sessionId]: newEntry(user.session.expiresAt, 'Bench') },
      ...userSearchKeys(usernameLower),
      ...directoryKeys(usernameLower),
    };
    items.push(
      profile as unknown as Item,
      { ...keys.usernameClaim(usernameLower), type: 'usernameClaim', userId: user.id },
      ...(groups as unknown as Item[]),
      ...(todos as unknown as Item[]),
      ...(notes as unknown as Item[]),
    );
    seeded.push({
      id: user.id,
      username: user.username,
      cookie: user.cookie,
      groupIds: groups.map((g) => g.id),
      todoIds: todos.map((t) => t.id),
      teammateIds: teamIds,
    });
  });
  await batchWrite(db, tableName, items, onProgress);
  return seeded;
}

/** The data set: 1,000 users, 100,000 tasks, 10 teammates and 20 notifications each. */
export const fullDataSet = {
  prefix: 'bench_u',
  count: 1000,
  tasksPerUser: 100,
  groupsPerUser: 5,
  teammatesPerUser: 5,
  notificationsPerUser: 20,
} as const satisfies SeedOptions;

async function main(): Promise<void> {
  const { benchDocumentClient } = await import('./target');
  const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  if (!endpoint) throw new Error('Set AWS_ENDPOINT_URL_DYNAMODB (and TABLE_NAME, SESSION_SECRET) first.');
  const db = benchDocumentClient(endpoint);
  const start = performance.now();
  const users = await seedUsers(db, process.env.TABLE_NAME ?? 'teamtodo', fullDataSet, (written, total) =>
    console.log(`${written} of ${total} items`),
  );
  console.log(`Seeded ${users.length} users in ${((performance.now() - start) / 1000).toFixed(1)} s.`);
  db.destroy();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
