/**
 * API latency under load on the local stack: N concurrent clients (each a different seeded user,
 * each sending its next request when the previous answered) until a number of requests is done;
 * p50/p95/p99 of the wall-clock time per request. Beside them, a bare DynamoDB Local GetItem and
 * Query at the same concurrency in the same run, so the handler's own cost shows as a ratio.
 *
 * The load generator runs in the gateway's process (one Node process, as one Lambda is one); on two
 * cores the figures are relative, not what AWS would show.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys, skPrefix, userPartition } from '../../functions/data/core/keys';
import type { RouteName } from '../../shared/routes';
import { BenchClient, type RequestSpec } from './client';
import type { SeededUser } from './seed';
import { percentile } from './stats';
import { type BenchTarget, benchDocumentClient } from './target';

export interface LatencyResult {
  /** A route name, or `dynamodb GetItem` / `dynamodb Query`. */
  subject: string;
  concurrency: number;
  /** Users in the table when measured. */
  users: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  /** Requests per second over the run. */
  throughput: number;
}

/** One request of a load run, for the worker's user; `i` counts that worker's requests. */
export type Workload = (user: SeededUser, i: number) => RequestSpec;

/** The main read and write routes of the dashboard, as a user drives them. */
export const mainWorkloads: Array<{ route: RouteName; make: Workload }> = [
  { route: 'auth-user', make: () => ({ name: 'auth-user' }) },
  { route: 'todo-get-groups', make: () => ({ name: 'todo-get-groups' }) },
  { route: 'todo-get', make: (u, i) => ({ name: 'todo-get', params: { groupId: pick(u.groupIds, i) } }) },
  { route: 'notification-get-notifications', make: () => ({ name: 'notification-get-notifications' }) },
  {
    route: 'todo-create',
    make: (u, i) => ({
      name: 'todo-create',
      body: { description: `Load task ${i}`, groupId: pick(u.groupIds, i), completed: false },
    }),
  },
  {
    route: 'todo-update',
    make: (u, i) => ({
      name: 'todo-update',
      params: { id: pick(u.todoIds, i) },
      body: { completed: i % 2 === 0 },
    }),
  },
];

const pick = (list: readonly string[], i: number): string => list[i % list.length] as string;

/** Runs `total` operations on `concurrency` workers; each operation answers whether it failed. */
async function drive(
  concurrency: number,
  total: number,
  operation: (worker: number, i: number) => Promise<boolean>,
): Promise<{ times: number[]; errors: number; seconds: number }> {
  const times: number[] = [];
  let errors = 0;
  let started = 0;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = 0; started < total; i++) {
        started += 1;
        const start = performance.now();
        const failed = await operation(worker, i).catch(() => true);
        times.push(performance.now() - start);
        if (failed) errors += 1;
      }
    }),
  );
  return { times, errors, seconds: (performance.now() - begin) / 1000 };
}

const summarise = (
  subject: string,
  concurrency: number,
  users: number,
  run: Awaited<ReturnType<typeof drive>>,
): LatencyResult => ({
  subject,
  concurrency,
  users,
  requests: run.times.length,
  errors: run.errors,
  p50: percentile(run.times, 50),
  p95: percentile(run.times, 95),
  p99: percentile(run.times, 99),
  throughput: run.times.length / run.seconds,
});

export interface LoadOptions {
  concurrency: number;
  requests: number;
  /** Users in the table (for the table's "users" column). */
  usersInTable: number;
}

/** Latency of one route's workload; worker w acts as users[w % users.length]. */
export async function measureRoute(
  target: BenchTarget,
  users: readonly SeededUser[],
  workload: { route: RouteName; make: Workload },
  options: LoadOptions,
): Promise<LatencyResult> {
  const clients = users.map((u) => new BenchClient(target.baseUrl, u.cookie));
  // A few warm-up requests: the first request of a route pays its module's lazy work.
  for (let i = 0; i < 3; i++) await clients[0]?.call(workload.make(users[0] as SeededUser, i));
  const run = await drive(options.concurrency, options.requests, async (worker, i) => {
    const index = worker % users.length;
    const answer = await (clients[index] as BenchClient).call(workload.make(users[index] as SeededUser, i));
    return answer.status >= 400;
  });
  return summarise(workload.route, options.concurrency, options.usersInTable, run);
}

/** Bare DynamoDB Local: the session read's GetItem and the task list's Query, with no handler around them. */
export async function measureBareDynamoDb(
  target: BenchTarget,
  users: readonly SeededUser[],
  options: LoadOptions,
): Promise<LatencyResult[]> {
  const db = benchDocumentClient(target.dynamoEndpoint);
  const user = (worker: number) => users[worker % users.length] as SeededUser;
  try {
    const get = await drive(options.concurrency, options.requests, async (worker) => {
      await db.send(
        new GetCommand({
          TableName: target.tableName,
          Key: keys.user(user(worker).id),
          ConsistentRead: true,
        }),
      );
      return false;
    });
    const query = await drive(options.concurrency, options.requests, async (worker) => {
      await db.send(
        new QueryCommand({
          TableName: target.tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': userPartition(user(worker).id), ':prefix': skPrefix.todo },
        }),
      );
      return false;
    });
    return [
      summarise('dynamodb GetItem', options.concurrency, options.usersInTable, get),
      summarise('dynamodb Query (tasks)', options.concurrency, options.usersInTable, query),
    ];
  } finally {
    db.destroy();
  }
}

/** Every main workload and the bare DynamoDB figures at one concurrency. */
export async function measureLatency(
  target: BenchTarget,
  users: readonly SeededUser[],
  options: LoadOptions,
  workloads = mainWorkloads,
): Promise<LatencyResult[]> {
  const results = await measureBareDynamoDb(target, users, options);
  for (const workload of workloads) results.push(await measureRoute(target, users, workload, options));
  return results;
}
