/**
 * Counts DynamoDB calls per request, for the tests and benchmarks that hold each route to the round
 * trips docs/data-model.md promises. The local gateway runs each request inside `countCalls`;
 * in Lambda nothing enters the store, so the middleware finds no counter and does nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface CallCount {
  total: number;
  byCommand: Record<string, number>;
}

const store = new AsyncLocalStorage<CallCount>();

export function countCalls<T>(fn: () => Promise<T>): { result: Promise<T>; count: CallCount } {
  const count: CallCount = { total: 0, byCommand: {} };
  return { result: store.run(count, fn), count };
}

export function recordCall(commandName: string): void {
  const count = store.getStore();
  if (!count) return;
  count.total += 1;
  count.byCommand[commandName] = (count.byCommand[commandName] ?? 0) + 1;
}
