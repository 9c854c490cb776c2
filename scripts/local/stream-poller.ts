/**
 * The local stand-in for Lambda's DynamoDB Streams event source mapping: it reads DynamoDB Local's
 * own stream of the table (DescribeStream, GetShardIterator, GetRecords: DynamoDB Local implements
 * the Streams API) and invokes the very same fan-out handler with the Lambda event shape
 * (`{ Records: [{ eventName, dynamodb: { Keys, NewImage, OldImage, SequenceNumber, ... } }] }`).
 *
 * What the mapping does in AWS, it does here (infra/constructs/realtime.ts holds the same values):
 *  - the filter of functions/realtime/stream-filter.ts: only records that matter invoke the handler;
 *  - batches of up to `batchSize` records per shard, shards in parallel, records of a shard in order;
 *  - partial batch failures: a reported sequence number is retried from there, at most
 *    `maxRetries` times, then the batch is logged (the on-failure destination) and the shard moves on;
 *  - a new shard (DynamoDB rolls shards over) is found by describing the stream again.
 * It starts at LATEST for the shards open when it starts (a kept .data folder has old history that
 * nobody is listening for) and reads later shards from their start. It calls the Streams API
 * through ./streams-api.ts and hands on records reshaped as Lambda delivers them (./stream-records.ts).
 */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { matchesLiveFilter } from '../../functions/realtime/stream-filter';
import { toLambdaRecord } from './stream-records';
import { type ShardIteratorType, StreamsApiError, streamsApi, type WireShard } from './streams-api';
import { onTableActivity } from './table-activity';

export type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | undefined>;

export interface StreamPollerOptions {
  dynamoEndpoint: string;
  tableName: string;
  handler: StreamHandler;
  /** Pause between empty polls while the table is busy (within `busyWindowMs` of activity). */
  idleMs?: number;
  /** Pause between empty polls when nothing happened for `busyWindowMs`; activity cuts it short. */
  restMs?: number;
  busyWindowMs?: number;
  batchSize?: number;
  maxRetries?: number;
  /** How often the stream is described again to find new shards. */
  refreshMs?: number;
}

export interface StreamPoller {
  stop(): Promise<void>;
}

interface ShardState {
  iterator: string | undefined;
  /** The last sequence number handed to the handler (to resume after an expired iterator). */
  lastSequence: string | undefined;
  /** Where reading this shard started: LATEST for a shard open when the poller started, else TRIM_HORIZON. */
  start: 'LATEST' | 'TRIM_HORIZON';
  /** Whether the iterator was just replaced after a refused read (a second refusal skips ahead). */
  reset?: boolean;
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const idleMs = options.idleMs ?? 50;
  const restMs = options.restMs ?? 500;
  const busyWindowMs = options.busyWindowMs ?? 5000;
  const batchSize = options.batchSize ?? 100;
  const maxRetries = options.maxRetries ?? 2;
  const refreshMs = options.refreshMs ?? 10_000;
  const streams = streamsApi(options.dynamoEndpoint);
  const dynamo = new DynamoDBClient({
    endpoint: options.dynamoEndpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const table = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
  dynamo.destroy();
  const found = table.Table?.LatestStreamArn;
  if (!found) throw new Error(`stream-poller: table ${options.tableName} has no stream`);
  const streamArn: string = found;

  const shards = new Map<string, ShardState>();
  let stopped = false;

  const iteratorFor = async (shardId: string, type: ShardIteratorType, sequence?: string) =>
    (
      await streams<{ ShardIterator?: string }>('GetShardIterator', {
        StreamArn: streamArn,
        ShardId: shardId,
        ShardIteratorType: type,
        ...(sequence ? { SequenceNumber: sequence } : {}),
      })
    ).ShardIterator;

  /** Finds shards not seen yet: open ones at LATEST on the first call, every later one from its start. */
  async function refreshShards(first: boolean): Promise<void> {
    let start: string | undefined;
    do {
      const { StreamDescription } = await streams<{
        StreamDescription?: { Shards?: WireShard[]; LastEvaluatedShardId?: string };
      }>('DescribeStream', { StreamArn: streamArn, ...(start ? { ExclusiveStartShardId: start } : {}) });
      for (const shard of StreamDescription?.Shards ?? []) {
        const shardId = shard.ShardId;
        if (shards.has(shardId)) continue;
        const closed = shard.SequenceNumberRange?.EndingSequenceNumber !== undefined;
        if (first && closed) {
          shards.set(shardId, { iterator: undefined, lastSequence: undefined, start: 'LATEST' });
          continue;
        }
        const start = first ? 'LATEST' : 'TRIM_HORIZON';
        shards.set(shardId, { iterator: await iteratorFor(shardId, start), lastSequence: undefined, start });
      }
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
  }

  /** Invokes the handler with retries from the first reported failure; true when the batch is done. */
  async function invoke(records: DynamoDBRecord[]): Promise<void> {
    let pending = records;
    for (let attempt = 0; pending.length > 0; attempt++) {
      let retryFrom: string | undefined;
      try {
        const response = await options.handler({ Records: pending });
        retryFrom = response?.batchItemFailures?.[0]?.itemIdentifier;
      } catch (error) {
        console.error('stream-poller: fan-out threw', error);
        retryFrom = pending[0]?.dynamodb?.SequenceNumber;
      }
      if (retryFrom === undefined) return;
      if (attempt >= maxRetries) {
        console.error(
          `stream-poller: records from ${retryFrom} failed ${attempt + 1} times; skipped (on-failure destination)`,
        );
        return;
      }
      const index = pending.findIndex((r) => r.dynamodb?.SequenceNumber === retryFrom);
      pending = index < 0 ? pending : pending.slice(index);
      await sleep(100 * 2 ** attempt);
    }
  }

  /** One GetRecords of a shard; answers whether it returned records (poll again at once). */
  async function pollShard(shardId: string, state: ShardState): Promise<boolean> {
    if (!state.iterator) return false;
    let result: { Records?: DynamoDBRecord[]; NextShardIterator?: string };
    try {
      result = await streams('GetRecords', { ShardIterator: state.iterator, Limit: batchSize });
    } catch (error) {
      if (!(error instanceof StreamsApiError)) throw error;
      // The iterator expired, or DynamoDB Local refuses it as pointing before the shard's oldest
      // record (TrimmedDataAccessException, seen under load): resume right after the last record
      // handed on (nothing is sent twice), or where the shard was first read from. Refused again
      // at once: go on from the newest record, rather than failing every poll after.
      if (error.type !== 'ExpiredIteratorException' && error.type !== 'TrimmedDataAccessException')
        throw error;
      if (state.reset) state.iterator = await iteratorFor(shardId, 'LATEST');
      else if (state.lastSequence)
        state.iterator = await iteratorFor(shardId, 'AFTER_SEQUENCE_NUMBER', state.lastSequence);
      else state.iterator = await iteratorFor(shardId, state.start);
      state.reset = true;
      return true;
    }
    state.reset = false;
    state.iterator = result.NextShardIterator; // undefined once a closed shard is read to its end
    const records = result.Records ?? [];
    if (records.length === 0) return false;
    state.lastSequence = records[records.length - 1]?.dynamodb?.SequenceNumber;
    const relevant = records.map((record) => toLambdaRecord(record, streamArn)).filter(matchesLiveFilter);
    if (relevant.length > 0) await invoke(relevant);
    return true;
  }

  await refreshShards(true);

  // Polls every idleMs for five seconds after the gateway answered a request (what a request sets
  // off, written by no request, arrives soon too), then every restMs; a request answered meanwhile
  // wakes the poller at once (scripts/local/table-activity.ts).
  let lastActivity = Date.now();
  let wake: (() => void) | undefined;
  const stopListening = onTableActivity(() => {
    lastActivity = Date.now();
    wake?.();
  });
  const pause = () =>
    new Promise<void>((resolvePause) => {
      const ms = Date.now() - lastActivity < busyWindowMs ? idleMs : restMs;
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolvePause();
      }
      wake = done;
    });

  const loop = (async () => {
    let lastRefresh = Date.now();
    while (!stopped) {
      try {
        // Shards roll over: look for new ones now and then, and soon when none is open.
        const noneOpen = [...shards.values()].every((s) => !s.iterator);
        if (Date.now() - lastRefresh > (noneOpen ? 1000 : refreshMs)) {
          await refreshShards(false);
          lastRefresh = Date.now();
        }
        const busy = await Promise.all(
          [...shards].map(([shardId, state]) => (stopped ? false : pollShard(shardId, state))),
        );
        if (!busy.some(Boolean)) await pause();
      } catch (error) {
        if (stopped) break;
        console.error('stream-poller: poll failed', error);
        await sleep(1000);
      }
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      stopListening();
      wake?.();
      await loop;
    },
  };
}
