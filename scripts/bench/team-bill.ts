/**
 * The AWS bill of a team (docs/performance.md#the-aws-bill-of-a-team): a scripted day per member,
 * counted in what AWS bills (requests, Lambda GB-seconds, DynamoDB request units, WebSocket
 * messages and connection minutes, CloudFront requests and bytes, log bytes) from what the team
 * bench measured on the local stack (./team.ts), then priced at AWS's public list prices. Pure.
 *
 * An upper bound on purpose: durations are wall times through the local gateway and DynamoDB Local
 * (slower than Lambda's handler time in AWS), every day of the month is a working day, and no free
 * tier is taken off. Answers are counted as compressed on the wire (functions/lib/compression.ts).
 */
import type { FanOut, RequestCost, TeamResult } from './team-results';

/** us-east-1 list prices, in dollars. */
export const prices = {
  readOn: '2026-11-26',
  source:
    'aws.amazon.com/lambda/pricing, /api-gateway/pricing, /dynamodb/pricing/on-demand, /cloudfront/pricing, /cloudwatch/pricing',
  /** Lambda on arm64 (infra/constructs/api.ts), per GB-second and per request. */
  lambdaGbSecond: 0.0000133334,
  lambdaRequest: 0.2 / 1e6,
  /** HTTP API, the first 300 million requests a month. */
  httpApiRequest: 1.0 / 1e6,
  /** WebSocket API: messages (each 32 KB or part of it) and connection minutes. */
  webSocketMessage: 1.0 / 1e6,
  webSocketConnectionMinute: 0.25 / 1e6,
  /** DynamoDB on demand (standard table class). */
  dynamoWriteUnit: 0.625 / 1e6,
  dynamoReadUnit: 0.125 / 1e6,
  dynamoStorageGbMonth: 0.25,
  /** CloudFront, price class 100 (North America and Europe): HTTPS requests and data out. */
  cloudFrontRequest: 0.01 / 1e4,
  cloudFrontGb: 0.085,
  /** CloudWatch Logs ingestion. */
  logsGb: 0.5,
} as const;

/** A member's day, as the issue scripts it. */
export const memberDay = {
  pageLoads: 30,
  /** Of the day's 60 changes, half in the shared lists (fanned out to the team), half in own lists. */
  ownChanges: 30,
  sharedChanges: 30,
  searches: 10,
  reminders: 2,
  /** Hours a page is open and connected for live updates. */
  connectedHours: 8,
} as const;

/**
 * Assumed, not measured: the reminder poller runs every minute for the whole deployment (shared by
 * the team) for about this long and these units when nothing is due; a WebSocket connect or
 * disconnect is one small write (its connection item) in about this long; each Lambda invocation
 * logs about this many bytes (its START, END and REPORT lines and one JSON line).
 */
export const assumed = {
  pollerMs: 100,
  pollerReadUnits: 2,
  connectMs: 30,
  connectWriteUnits: 1,
  logBytesPerInvocation: 600,
  /** Bytes each member's items take in the table (tasks of ~400 bytes and their index entries). */
  storedBytesPerMember: 1_500 * 800,
} as const;

const gb = 1024 ** 3;
const daysPerMonth = 30;
const minutesPerDay = 24 * 60;

export interface BillLine {
  service: string;
  /** What is counted, per member and month. */
  quantity: number;
  unit: string;
  dollars: number;
}

export interface TeamBill {
  lines: BillLine[];
  /** Dollars per active member per month. */
  perMemberMonth: number;
  members: number;
}

interface Memory {
  /** MB of each route's function (infra/route-settings.ts) and of the fan-out and poller. */
  routeMb: (route: RequestCost['route']) => number;
  fanOutMb: number;
  pollerMb: number;
  connectMb: number;
}

const sumOf = (costs: readonly RequestCost[], pick: (cost: RequestCost) => number) =>
  costs.reduce((sum, cost) => sum + pick(cost), 0);

/** Prices a member's month from the team bench's measures. */
export function teamBill(
  measured: Pick<TeamResult, 'costs' | 'assets'> & {
    fanOut: Pick<FanOut, 'invocationMs' | 'readUnits' | 'invocations'>;
  },
  memory: Memory,
  members: number,
): TeamBill {
  const day = memberDay;
  const { costs, fanOut, assets } = measured;
  // Each kind of request, times how often a member's day sends it.
  const requests: { costs: readonly RequestCost[]; times: number }[] = [
    { costs: costs.pageLoad, times: day.pageLoads },
    { costs: costs.change, times: day.ownChanges },
    { costs: costs.sharedChange, times: day.sharedChanges },
    { costs: costs.search, times: day.searches },
    { costs: costs.reminder, times: day.reminders },
  ];
  const httpRequests = requests.reduce((n, r) => n + r.costs.length * r.times, 0);
  const gbSeconds = (ms: number, mb: number) => (ms / 1000) * (mb / 1024);
  const httpGbSeconds = requests.reduce(
    (n, r) => n + r.times * sumOf(r.costs, (c) => gbSeconds(c.ms, memory.routeMb(c.route))),
    0,
  );
  // Every change is a stream record for the fan-out: a shared list's as measured, an own list's
  // one invocation with the same work for one recipient at most.
  const changes = day.ownChanges + day.sharedChanges;
  const fanOutInvocations = changes * fanOut.invocations;
  const fanOutGbSeconds = changes * gbSeconds(fanOut.invocationMs, memory.fanOutMb);
  const pollerInvocations = minutesPerDay / members;
  const pollerGbSeconds = pollerInvocations * gbSeconds(assumed.pollerMs, memory.pollerMb);
  // A page load opens a connection and closes one.
  const connectInvocations = 2 * day.pageLoads;
  const connectGbSeconds = connectInvocations * gbSeconds(assumed.connectMs, memory.connectMb);
  const invocations = httpRequests + fanOutInvocations + pollerInvocations + connectInvocations;

  const readUnits =
    requests.reduce((n, r) => n + r.times * sumOf(r.costs, (c) => c.readUnits), 0) +
    changes * fanOut.readUnits +
    pollerInvocations * assumed.pollerReadUnits;
  const writeUnits =
    requests.reduce((n, r) => n + r.times * sumOf(r.costs, (c) => c.writeUnits), 0) +
    connectInvocations * assumed.connectWriteUnits;
  // A shared change reaches every other member's page (one each), an own change the member's own page.
  const messages = day.sharedChanges * (members - 1) + day.ownChanges;
  const connectionMinutes = day.connectedHours * 60;
  const answerBytes = requests.reduce((n, r) => n + r.times * sumOf(r.costs, (c) => c.bytes), 0);
  // The first load of the day fetches the app; later ones are served by the service worker.
  const cloudFrontRequests = httpRequests + assets.requests + day.pageLoads;
  const cloudFrontBytes = answerBytes + assets.bytes;

  const month = (perDay: number) => perDay * daysPerMonth;
  const line = (service: string, perDay: number, unit: string, price: number): BillLine => ({
    service,
    quantity: month(perDay),
    unit,
    dollars: month(perDay) * price,
  });
  const lines: BillLine[] = [
    line('Lambda requests', invocations, 'invocations', prices.lambdaRequest),
    line(
      'Lambda compute',
      httpGbSeconds + fanOutGbSeconds + pollerGbSeconds + connectGbSeconds,
      'GB-seconds',
      prices.lambdaGbSecond,
    ),
    line('API Gateway HTTP', httpRequests, 'requests', prices.httpApiRequest),
    line('API Gateway WebSocket messages', messages, 'messages', prices.webSocketMessage),
    line(
      'API Gateway WebSocket connection',
      connectionMinutes,
      'connection minutes',
      prices.webSocketConnectionMinute,
    ),
    line('DynamoDB reads', readUnits, 'read request units', prices.dynamoReadUnit),
    line('DynamoDB writes', writeUnits, 'write request units', prices.dynamoWriteUnit),
    {
      service: 'DynamoDB storage',
      quantity: assumed.storedBytesPerMember / gb,
      unit: 'GB-months',
      dollars: (assumed.storedBytesPerMember / gb) * prices.dynamoStorageGbMonth,
    },
    line('CloudFront requests', cloudFrontRequests, 'HTTPS requests', prices.cloudFrontRequest),
    line('CloudFront data out', cloudFrontBytes / gb, 'GB', prices.cloudFrontGb),
    line('CloudWatch Logs', (invocations * assumed.logBytesPerInvocation) / gb, 'GB ingested', prices.logsGb),
  ];
  return { lines, perMemberMonth: lines.reduce((sum, l) => sum + l.dollars, 0), members };
}
