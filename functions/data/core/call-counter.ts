/**
 * Counts DynamoDB calls per request, and the request units they consumed, for the tests and
 * benchmarks that hold each route to the round trips docs/data-model.md promises and price it
 * (docs/performance.md). The local gateway runs each request inside `countCalls`; in Lambda nothing
 * enters the store, so the middleware (./client.ts) finds no counter, asks for no consumed capacity
 * and does nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface CallCount {
  total: number;
  byCommand: Record<string, number>;
  /** Read and write request units as on-demand billing counts them (`recordUnits`). */
  readUnits: number;
  writeUnits: number;
}

const store = new AsyncLocalStorage<CallCount>();

export function countCalls<T>(fn: () => Promise<T>): { result: Promise<T>; count: CallCount } {
  const count: CallCount = { total: 0, byCommand: {}, readUnits: 0, writeUnits: 0 };
  return { result: store.run(count, fn), count };
}

/** Whether a count is under way (then the client asks DynamoDB for the capacity each call consumed). */
export const counting = (): boolean => store.getStore() !== undefined;

export function recordCall(commandName: string): void {
  const count = store.getStore();
  if (!count) return;
  count.total += 1;
  count.byCommand[commandName] = (count.byCommand[commandName] ?? 0) + 1;
}

const readCommands = new Set([
  'GetItemCommand',
  'QueryCommand',
  'ScanCommand',
  'BatchGetItemCommand',
  'TransactGetItemsCommand',
]);
/**
 * A transaction is billed two units per unit of its items; DynamoDB Local reports them as plain
 * writes and reads, so they are doubled here.
 */
const transactional = new Set(['TransactWriteItemsCommand', 'TransactGetItemsCommand']);

/** Adds the units of one call's `ConsumedCapacity` (one entry, or one per table). */
export function recordUnits(commandName: string, consumed: unknown): void {
  const count = store.getStore();
  if (!count || !consumed) return;
  const entries = (Array.isArray(consumed) ? consumed : [consumed]) as { CapacityUnits?: number }[];
  const units = entries.reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
  const billed = transactional.has(commandName) ? units * 2 : units;
  if (readCommands.has(commandName)) count.readUnits += billed;
  else count.writeUnits += billed;
}
