/**
 * The daily digest's cost per 1,000 users (docs/notification-emails.md#cost): users seeded with a
 * verified address, the digest by email, five tasks (three due today, two overdue) and their digest
 * due now; then one run of the real poller handler with a sender that only counts, inside the call
 * counter. Measured: DynamoDB calls and request units, and the run's wall time (an upper bound of
 * Lambda's time: DynamoDB Local answers slower than DynamoDB), scaled to 1,000 users and priced.
 */
import { BatchWriteCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { countCalls } from '../../functions/data/core/call-counter';
import { dueIndexKeys, keys } from '../../functions/data/core/keys';
import type { Row } from './report';
import type { BenchTarget } from './target';
import { benchDocumentClient } from './target';
import { prices } from './team-bill';

export interface DigestCost {
  users: number;
  mails: number;
  calls: number;
  readUnits: number;
  writeUnits: number;
  ms: number;
}

const tasksPerUser = 5;

export async function measureDigestCost(
  target: BenchTarget,
  options: { users: number },
): Promise<DigestCost> {
  const db = benchDocumentClient(target.dynamoEndpoint);
  const now = new Date();
  const dueAt = new Date(now.getTime() - 1000).toISOString();
  const today = now.toISOString().slice(0, 10);
  const earlier = new Date(now.getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
  const prefix = `digest${now.getTime().toString(36)}`;
  const items: Record<string, unknown>[] = [];
  for (let u = 0; u < options.users; u++) {
    // Ids end in a spread of characters, so the digests spread over the index's shards as ULIDs do.
    const id = `${prefix}${String(u).padStart(6, '0')}${'0123456789ABCDEFGHJKMNPQRSTVWXYZ'[u % 32]}`;
    items.push({
      ...keys.user(id),
      type: 'user',
      id,
      username: `d${u}`,
      email: `d${u}@example.com`,
      emailVerified: true,
      notifyDigest: 'email',
      timeZone: 'UTC',
    });
    items.push({
      ...keys.digest(id),
      type: 'digest',
      id,
      userId: id,
      timeZone: 'UTC',
      ...dueIndexKeys(dueAt, id),
    });
    for (let t = 0; t < tasksPerUser; t++)
      items.push({
        ...keys.todo(id, `${id}T${t}`),
        type: 'todo',
        id: `${id}T${t}`,
        userId: id,
        description: `Digest task ${t}`,
        completed: false,
        dueDay: t < 3 ? today : earlier,
        due: `${t < 3 ? today : earlier}T12:00:00.000Z`,
        createdAt: now.toISOString(),
      });
  }
  try {
    for (let start = 0; start < items.length; start += 25)
      await db.send(
        new BatchWriteCommand({
          RequestItems: {
            [target.tableName]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
          },
        }),
      );
    await db.send(new DeleteCommand({ TableName: target.tableName, Key: keys.reminderWatermark() }));
  } finally {
    db.destroy();
  }
  const { pollReminders } = await import('../../functions/reminders/poll');
  const { createLogger } = await import('../../functions/lib/log');
  let mails = 0;
  const started = performance.now();
  const { result, count } = countCalls(() =>
    pollReminders(now, createLogger({ bench: 'digest' }), {
      origin: target.baseUrl,
      send: async () => {
        mails++;
        return undefined;
      },
    }),
  );
  await result;
  return {
    users: options.users,
    mails,
    calls: count.total,
    readUnits: count.readUnits,
    writeUnits: count.writeUnits,
    ms: performance.now() - started,
  };
}

/** The poller's memory (infra/constructs/reminders.ts), for its GB-seconds. */
const pollerGb = 0.5;

export function digestSection(result: DigestCost): { rows: Row[]; checks: [] } {
  const per = 1000 / result.users;
  const calls = result.calls * per;
  const reads = result.readUnits * per;
  const writes = result.writeUnits * per;
  const seconds = (result.ms * per) / 1000;
  const dollars =
    reads * prices.dynamoReadUnit +
    writes * prices.dynamoWriteUnit +
    seconds * pollerGb * prices.lambdaGbSecond;
  return {
    rows: [
      {
        area: 'reminders',
        subject: `daily digest per 1,000 users (measured on ${result.users}, ${tasksPerUser} tasks each; ${result.mails} mailed)`,
        measured: `${Math.round(calls)} DynamoDB calls, ${Math.round(reads)} RRU + ${Math.round(writes)} WRU, ${seconds.toFixed(1)} s Lambda`,
        reference: `about $${dollars.toFixed(5)} a day at list prices (SES: $0.10 per 1,000 mails beside it)`,
        budget: '',
        status: '',
      },
    ],
    checks: [],
  };
}
