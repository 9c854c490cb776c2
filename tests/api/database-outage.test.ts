/**
 * A database outage: DynamoDB Local stopped in the middle of a burst of writes from several clients.
 * Every answer is a 2xx or a 503 with a message (no 500, none slower than 10 s); the supervisor of
 * scripts/local/dynamodb.ts says so in one line, restarts the engine on the same data folder and the
 * API recovers without restarting anything else; afterwards each user's counters equal a recount
 * (nothing half-written). Stopped by either signal, the engine may lose a whole recent transaction
 * it had acknowledged (DynamoDB Local's durability, not AWS's: a SIGTERM run lost one once in about
 * a dozen), never part of one; every write acknowledged once it is back is there.
 *
 * This file runs its own DynamoDB Local on a data folder (the run's shared one is in memory and
 * must not be killed).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningDynamoDb, startDynamoDb } from '../../scripts/local/dynamodb';
import { freePort } from '../../scripts/local/ports';
import { localS3Client } from '../../scripts/local/s3';
import { applyHandlerEnvironment, provision } from '../../scripts/local/stack';
import { serverErrors } from '../../shared/messages/server';
import { buildPath } from '../../shared/routes';
import { ApiClient, type TestApi, uniqueName } from '../support/api';
import { expectSafeAnswer, partitionItems } from './refusal-support';
import { expectCountersMatchRecount } from './todo-support';

const clientsCount = 3;
const answerDeadlineMs = 10_000;

let dataDir: string;
let dynamo: RunningDynamoDb;
let server: Server;
let api: TestApi;
const notices: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'teamtodo-fault-'));
  dynamo = await startDynamoDb({
    port: await freePort(),
    dbPath: dataDir,
    supervise: true,
    notify: (line) => notices.push(line),
  });
  const suffix = randomBytes(6).toString('hex');
  const config = {
    dynamoEndpoint: dynamo.endpoint,
    s3Endpoint: inject('s3Endpoint'),
    sesEndpoint: inject('sesEndpoint'),
    tableName: `fault-${suffix}`,
    avatarBucket: `fault-${suffix}`,
    exportBucket: `fault-exports-${suffix}`,
    sessionSecret: randomBytes(32).toString('base64url'),
    vapidSeed: randomBytes(32).toString('base64url'),
    setupToken: randomBytes(32).toString('base64url'),
    burnRoutesEnabled: false,
    logLevel: 'silent',
  };
  applyHandlerEnvironment(config);
  await provision(config);
  const { createGateway } = await import('../../scripts/local/gateway');
  server = await createGateway({ trustForwardedFor: true });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'us-east-1' }),
  );
  const s3 = localS3Client(config.s3Endpoint);
  api = {
    baseUrl,
    dynamoEndpoint: dynamo.endpoint,
    tableName: config.tableName,
    bucket: config.avatarBucket,
    exportBucket: config.exportBucket,
    db,
    s3,
    client: (address) => new ApiClient(baseUrl, address),
    setupToken: config.setupToken,
    user: async (prefix = 'user') => {
      const client = new ApiClient(baseUrl);
      return { client, user: await client.signUp(uniqueName(prefix)) };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      db.destroy();
      s3.destroy();
    },
  };
});

afterAll(async () => {
  await api?.close();
  await dynamo?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  status: number;
  text: string;
  headers: Headers;
  ms: number;
  /** When its answer came (ms since the epoch). */
  at: number;
  kind: 'create' | 'toggle';
  description?: string;
}

/** One request with the session of `client`, failing the test rather than waiting past the deadline. */
async function timed(client: ApiClient, path: string, body: unknown): Promise<Omit<Outcome, 'kind'>> {
  const started = Date.now();
  const response = await fetch(new URL(path, api.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: client.cookie ?? '' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(answerDeadlineMs + 5_000),
  });
  const text = await response.text();
  const at = Date.now();
  return { status: response.status, text, headers: response.headers, ms: at - started, at };
}

/**
 * Each client writes in a loop until the engine is back (`recovered` resolved) and one of its new
 * tasks has been acknowledged since: a new task (a transaction: the item and the counters), then a
 * toggle of its first task's completion (a transaction moving completedTasks). A client that gets
 * no acknowledgement within `recoveryMs` of the engine's return stops too (the test then fails).
 */
async function burst(
  members: { client: ApiClient; user: { _id: string }; firstTaskId: string }[],
  recovered: Promise<void>,
) {
  let back = false;
  void recovered.then(() => {
    back = true;
  });
  const outcomes: Outcome[] = [];
  await Promise.all(
    members.map(async (member, index) => {
      let acknowledgedSinceBack = false;
      for (let n = 0; !(back && (acknowledgedSinceBack || Date.now() > backAt + recoveryMs)); n++) {
        const description = `c${index}-${n}`;
        const created: Outcome = {
          kind: 'create',
          description,
          ...(await timed(member.client, buildPath('todo-create'), { description })),
        };
        outcomes.push(created);
        if (back && created.status < 300 && created.at > backAt) acknowledgedSinceBack = true;
        outcomes.push({
          kind: 'toggle',
          ...(await timed(member.client, buildPath('todo-update', { id: member.firstTaskId }), {
            completed: n % 2 === 0,
          })),
        });
      }
    }),
  );
  return outcomes;
}

async function members() {
  return Promise.all(
    Array.from({ length: clientsCount }, async () => {
      const { client, user } = await api.user('fault');
      expect((await client.call('todo-create', { body: { description: 'first' } })).status).toBeLessThan(300);
      const first = (await partitionItems(api, user._id)).find((item) => String(item.sk).startsWith('TODO#'));
      return { client, user, firstTaskId: String(first?.id) };
    }),
  );
}

/** When the engine was last back after a stop (ms since the epoch). */
let backAt = 0;

/** How long after the engine's return every client must have had a new task acknowledged. */
const recoveryMs = 20_000;

/** Stops the engine `afterMs` into the burst and resolves once the supervisor has it back. */
async function stopAndRecover(signal: NodeJS.Signals, afterMs: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  const engine = dynamo.process;
  const exited = new Promise((resolve) => engine.once('exit', resolve));
  engine.kill(signal);
  await exited;
  await dynamo.ready();
  backAt = Date.now();
}

function expectEveryAnswerHonest(outcomes: Outcome[]) {
  for (const outcome of outcomes) {
    expect(outcome.ms, `${outcome.kind} took ${outcome.ms} ms`).toBeLessThan(answerDeadlineMs);
    expect([200, 201, 503], `${outcome.status} ${outcome.text}`).toContain(outcome.status);
    expectSafeAnswer(outcome, { allow503: true });
    if (outcome.status === 503)
      expect(JSON.parse(outcome.text)).toEqual({ message: serverErrors.unavailable });
  }
  // The fault really happened during the burst, and the API answered on both sides of it.
  expect(outcomes.some((o) => o.status === 503)).toBe(true);
  expect(outcomes.filter((o) => o.status < 300).length).toBeGreaterThan(clientsCount);
}

describe('DynamoDB Local stopped during a burst of writes', () => {
  let group: Awaited<ReturnType<typeof members>>;

  it('SIGTERM: 2xx or 503 only, recovered, counters equal a recount, every write acknowledged once back kept', async () => {
    group = await members();
    const restartsBefore = dynamo.restarts;
    const outcomes = await burst(group, stopAndRecover('SIGTERM', 500));
    expect(dynamo.restarts).toBe(restartsBefore + 1);
    expectEveryAnswerHonest(outcomes);
    expect(notices.some((line) => /^DynamoDB Local stopped \(.*\): the API answers 503/.test(line))).toBe(
      true,
    );
    expect(notices.some((line) => /^DynamoDB Local is back/.test(line))).toBe(true);

    for (const [index, member] of group.entries()) {
      await expectCountersMatchRecount(api, member.user._id);
      const stored = new Set(
        (await partitionItems(api, member.user._id))
          .filter((item) => String(item.sk).startsWith('TODO#'))
          .map((item) => item.description),
      );
      const acknowledged = outcomes.filter(
        (o) => o.kind === 'create' && o.status < 300 && o.description?.startsWith(`c${index}-`),
      );
      // Some were answered once the engine was back: those must all be there.
      expect(acknowledged.some((o) => o.at > backAt)).toBe(true);
      const lost = acknowledged.filter((o) => !stored.has(o.description));
      expect(lost.filter((o) => o.at > backAt).map((o) => o.description)).toEqual([]);
    }
    // And the stack answers normally again, without having been restarted.
    const { client } = await api.user('after');
    expect(
      (await client.call('todo-create', { body: { description: 'after the fault' } })).status,
    ).toBeLessThan(300);
  });

  it('SIGKILL: 2xx or 503 only, recovered, nothing half-written', async () => {
    // The same users (signing up costs scrypt time): their counters were checked after the first round.
    const outcomes = await burst(group, stopAndRecover('SIGKILL', 500));
    expectEveryAnswerHonest(outcomes);
    expect(notices.some((line) => line.includes('killed by SIGKILL'))).toBe(true);
    for (const member of group) await expectCountersMatchRecount(api, member.user._id);
  });
});
