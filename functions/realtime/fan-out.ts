/**
 * The fan-out: fed by the table's DynamoDB stream (new and old images), it tells every open
 * connection of each affected user what changed, through API Gateway's management API.
 *
 * One invocation handles one batch of records of one shard, in order:
 *  1. each record's audience (functions/realtime/audience.ts), merged per user, so a transaction
 *     that touched a task and a profile makes ONE message per connection;
 *  2. per user (a few at a time): one Query of their connections, one post per connection; a
 *     connection that answers 410 Gone has its items deleted; connections of a session that just
 *     ended (logout, password change) are told so (`signedOut`) and closed instead;
 *  3. the answer reports partial batch failures (ReportBatchItemFailures): only when a user's
 *     connections could not be READ (DynamoDB failing) is the earliest record concerning that user
 *     reported, so Lambda retries from there (bisecting, a bounded number of times, then the
 *     on-failure destination). A post that fails is logged and dropped: messages are hints, a
 *     client revalidates on reconnect and on focus, and one bad connection must never block the
 *     stream. Retried records may post a message twice; re-reading twice is harmless.
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { type LiveChange, type LiveCounters, liveSignedOut } from '@shared/live';
import type {
  DynamoDBBatchResponse,
  DynamoDBRecord,
  DynamoDBStreamEvent,
  AttributeValue as LambdaAttributeValue,
} from 'aws-lambda';
import { type ConnectionItem, deleteConnection, listConnections } from '../data/notifications/connections';
import { createLogger, type Logger } from '../lib/log';
import {
  type Audience,
  addRemovals,
  audienceOf,
  endedSessions,
  type Image,
  mergeAudience,
  type Recipient,
  type Removals,
} from './audience';
import { liveConfig } from './config';
import { listMembersNow, listPatchesOf } from './list-patches';
import { closeConnection, postToConnection } from './management-api';

type AttributeMap = Record<string, LambdaAttributeValue>;

/** What one batch asks for: merged audience, ended sessions, and the first record that concerns each user. */
interface BatchPlan {
  audience: Audience;
  endedSessions: Map<string, Set<string>>;
  firstRecord: Map<string, string>;
}

/** Per-batch counts, logged once and used by the benchmark (events sent per change). */
export interface FanOutStats {
  records: number;
  recipients: number;
  sent: number;
  gone: number;
  closed: number;
  failedPosts: number;
}

const image = (attributes: AttributeMap | undefined): Image | undefined =>
  attributes ? unmarshall(attributes as Parameters<typeof unmarshall>[0]) : undefined;

const earlier = (a: string, b: string): string => (BigInt(a) <= BigInt(b) ? a : b);

function note(plan: BatchPlan, userId: string, sequenceNumber: string | undefined): void {
  if (sequenceNumber === undefined) return;
  const first = plan.firstRecord.get(userId);
  plan.firstRecord.set(userId, first === undefined ? sequenceNumber : earlier(first, sequenceNumber));
}

interface Change {
  sequenceNumber: string | undefined;
  before: Image | undefined;
  after: Image | undefined;
}

/** The records' images; one that cannot be read would fail the same way on every retry: skipped. */
function changesOf(records: DynamoDBRecord[], log: Logger): Change[] {
  return records.flatMap((record) => {
    const sequenceNumber = record.dynamodb?.SequenceNumber;
    try {
      const before = image(record.dynamodb?.OldImage as AttributeMap | undefined);
      const after = image(record.dynamodb?.NewImage as AttributeMap | undefined);
      return [{ sequenceNumber, before, after }];
    } catch (error) {
      log.error('stream record skipped', { error, sequenceNumber });
      return [];
    }
  });
}

function planBatch(records: DynamoDBRecord[], log: Logger): BatchPlan {
  const plan: BatchPlan = { audience: new Map(), endedSessions: new Map(), firstRecord: new Map() };
  const changes = changesOf(records, log);
  // A keyed write's deletes are named on its other items (docs/realtime.md#own-echo): those first.
  const removals: Removals = new Map();
  for (const { before, after } of changes) addRemovals(removals, before, after);
  // A shared list's change seen whole in this batch goes to its members as it is; a list's tasks
  // and comments go only to who is in it as the batch's last record of it says.
  const patches = listPatchesOf(changes);
  const membersNow = listMembersNow(changes);
  for (const { sequenceNumber, before, after } of changes) {
    try {
      const audience = audienceOf(before, after, removals, patches, membersNow);
      mergeAudience(plan.audience, audience);
      for (const userId of audience.keys()) note(plan, userId, sequenceNumber);
      const ended = endedSessions(before, after);
      if (ended.length > 0) {
        const owner = String(before?.id ?? '');
        const set = plan.endedSessions.get(owner) ?? new Set<string>();
        for (const sessionId of ended) set.add(sessionId);
        plan.endedSessions.set(owner, set);
        note(plan, owner, sequenceNumber);
      }
    } catch (error) {
      // A record that cannot be read would fail the same way on every retry: skip it, never block.
      log.error('stream record skipped', { error, sequenceNumber });
    }
  }
  return plan;
}

const sorted = <T extends string>(values: Iterable<T>): T[] => [...values].sort();

/**
 * What the recipient's pages may skip (docs/realtime.md#own-echo) or patch in (a shared list's
 * change, whole): only when there is something.
 */
const ownParts = ({ always, writes, counters, lists }: Recipient): Partial<LiveChange> =>
  writes.size > 0 || counters || lists.length > 0
    ? {
        always: sorted(always),
        ...(writes.size
          ? { writes: [...writes].map(([key, topics]) => ({ key, topics: sorted(topics) })) }
          : {}),
        ...(counters ? { counters } : {}),
        ...(lists.length ? { lists } : {}),
      }
    : {};

/** The users a page can patch instead of reading (their counters alone changed), when there are some. */
function userCountersOf({ userCounters }: Recipient): Pick<LiveChange, 'userCounters'> {
  const patchable = [...userCounters].filter((entry): entry is [string, LiveCounters] => entry[1] !== null);
  return patchable.length ? { userCounters: Object.fromEntries(patchable) } : {};
}

const signedOutMessage = JSON.stringify(liveSignedOut);

const messageFor = (recipient: Recipient | undefined): LiveChange | null =>
  recipient && (recipient.topics.size > 0 || recipient.users.size > 0 || recipient.comments.length > 0)
    ? {
        type: 'changed',
        topics: sorted(recipient.topics),
        ...(recipient.users.size ? { users: sorted(recipient.users) } : {}),
        ...userCountersOf(recipient),
        ...(recipient.notices.length ? { notices: recipient.notices } : {}),
        ...(recipient.comments.length ? { comments: recipient.comments } : {}),
        ...ownParts(recipient),
      }
    : null;

async function deliver(
  connection: ConnectionItem,
  message: string | null,
  sessionEnded: boolean,
  stats: FanOutStats,
  log: Logger,
): Promise<void> {
  const { connectionId, userId } = connection;
  try {
    if (sessionEnded) {
      // The page hears first why the connection closes, and shows the sign-in page at once instead
      // of reconnecting (a reconnect would be refused). Told or not, the connection closes.
      await postToConnection(connectionId, signedOutMessage).catch((error: unknown) =>
        log.warn('signed-out notice not delivered', { error, connectionId, userId }),
      );
      await closeConnection(connectionId);
      await deleteConnection(userId, connectionId);
      stats.closed++;
      return;
    }
    if (message === null) return;
    if ((await postToConnection(connectionId, message)) === 'gone') {
      await deleteConnection(userId, connectionId);
      stats.gone++;
    } else {
      stats.sent++;
    }
  } catch (error) {
    stats.failedPosts++;
    log.warn('live message not delivered', { error, connectionId, userId });
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++] as T);
  });
  await Promise.all(workers);
}

export async function fanOut(
  event: DynamoDBStreamEvent,
  log: Logger,
): Promise<{ response: DynamoDBBatchResponse; stats: FanOutStats }> {
  const records = event.Records ?? [];
  const plan = planBatch(records, log);
  const stats: FanOutStats = {
    records: records.length,
    recipients: 0,
    sent: 0,
    gone: 0,
    closed: 0,
    failedPosts: 0,
  };
  const users = [...new Set([...plan.audience.keys(), ...plan.endedSessions.keys()])];
  const unread: string[] = [];
  await eachLimited(users, liveConfig.concurrency, async (userId) => {
    let connections: ConnectionItem[];
    try {
      connections = await listConnections(userId);
    } catch (error) {
      log.error('connections not read', { error, userId });
      const first = plan.firstRecord.get(userId);
      if (first !== undefined) unread.push(first);
      return;
    }
    if (connections.length === 0) return;
    stats.recipients++;
    const change = messageFor(plan.audience.get(userId));
    const message = change ? JSON.stringify(change) : null;
    const ended = plan.endedSessions.get(userId) ?? new Set<string>();
    await Promise.all(
      connections.map((connection) =>
        deliver(connection, message, ended.has(connection.sessionId), stats, log),
      ),
    );
  });
  const retryFrom = unread.length ? unread.reduce(earlier) : undefined;
  return {
    response: { batchItemFailures: retryFrom === undefined ? [] : [{ itemIdentifier: retryFrom }] },
    stats,
  };
}

const log = createLogger({ route: 'live-fan-out' });

export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const { response, stats } = await fanOut(event, log);
  log.debug('fan-out', { ...stats, retryFrom: response.batchItemFailures[0]?.itemIdentifier });
  return response;
};
