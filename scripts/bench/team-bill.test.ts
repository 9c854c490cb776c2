/** The team's bill (team-bill.ts): each line is the day's count times the price, for 30 days. */
import { describe, expect, it } from 'vitest';
import { assumed, memberDay, prices, teamBill } from './team-bill';
import type { RequestCost } from './team-results';

const cost = (
  route: RequestCost['route'],
  ms: number,
  readUnits: number,
  writeUnits: number,
): RequestCost => ({
  route,
  ms,
  readUnits,
  writeUnits,
  bytes: 1024,
});

const measured = {
  costs: {
    pageLoad: [cost('todo-get-groups', 1000, 10, 0)],
    change: [cost('todo-update', 500, 1, 2)],
    sharedChange: [cost('todo-update', 500, 1, 4)],
    search: [cost('search', 200, 3, 0)],
    reminder: [cost('todo-update', 500, 1, 2)],
  },
  assets: { requests: 10, bytes: 100 * 1024 },
  fanOut: { invocationMs: 200, readUnits: 5, invocations: 1 },
};
const memory = { routeMb: () => 1024, fanOutMb: 1024, pollerMb: 1024, connectMb: 1024 };
const lineOf = (bill: ReturnType<typeof teamBill>, service: string) =>
  bill.lines.find((line) => line.service === service);

describe("a member's month", () => {
  const bill = teamBill(measured, memory, 20);

  it('counts the HTTP requests of the scripted day, 30 days a month', () => {
    const perDay =
      memberDay.pageLoads +
      memberDay.ownChanges +
      memberDay.sharedChanges +
      memberDay.searches +
      memberDay.reminders;
    expect(lineOf(bill, 'API Gateway HTTP')).toMatchObject({ quantity: perDay * 30 });
    expect(lineOf(bill, 'API Gateway HTTP')?.dollars).toBeCloseTo(perDay * 30 * prices.httpApiRequest, 12);
  });

  it('prices the units each request and each fan-out consumed', () => {
    const reads =
      30 * 10 + 30 * 1 + 30 * 1 + 10 * 3 + 2 * 1 + 60 * 5 + (24 * 60 * assumed.pollerReadUnits) / 20;
    expect(lineOf(bill, 'DynamoDB reads')?.quantity).toBeCloseTo(reads * 30, 6);
    const writes = 30 * 2 + 30 * 4 + 2 * 2 + 2 * 30 * assumed.connectWriteUnits;
    expect(lineOf(bill, 'DynamoDB writes')?.quantity).toBeCloseTo(writes * 30, 6);
    // A shared change reaches the 19 other members' pages, an own change one.
    expect(lineOf(bill, 'API Gateway WebSocket messages')?.quantity).toBe((30 * 19 + 30) * 30);
  });

  it('adds every line into the dollars per member and month', () => {
    const total = bill.lines.reduce((sum, line) => sum + line.dollars, 0);
    expect(bill.perMemberMonth).toBeCloseTo(total, 12);
    expect(bill.perMemberMonth).toBeGreaterThan(0);
    // 1 s at 1 GB per page load is 30 GB-s a day from page loads alone.
    expect(lineOf(bill, 'Lambda compute')?.quantity).toBeGreaterThan(30 * 30);
  });
});
