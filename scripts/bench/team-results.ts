/**
 * The team scenario's size (`team`) and the shapes of what it measures, apart from the scenario
 * (./team.ts) so that the bill (./team-bill.ts) and the report's sections (./team-sections.ts)
 * read them without loading the browser and the local stack.
 */
import type { RouteName } from '../../shared/routes';
import type { DashboardLoad } from './browser';

export const team = { members: 20, lists: 5, tasksPerList: 1000, ownTasks: 1000 } as const;

/** What one request of a kind cost on the local stack (./team-bill.ts multiplies it by the day). */
export interface RequestCost {
  route: RouteName;
  /** Median wall time of the request through the local gateway (an upper bound of the handler's). */
  ms: number;
  readUnits: number;
  writeUnits: number;
  /** Bytes of the answer's body on the wire (Brotli from a kilobyte, as to a browser: functions/lib/compression.ts). */
  bytes: number;
}

/** From a write's answer to its row on each open page, with its two parts. */
export interface Latencies {
  latenciesMs: number[];
  p50: number;
  p95: number;
  /** Of the latency: the write's answer to the message at the page, and the message to the row drawn. */
  arrival: { p50: number; p95: number };
  draw: { p50: number; p95: number };
  /** The CPU time of the whole machine (every process, every core) per change, from the write to its last page. */
  cpuMsPerChange: number;
}

export interface FanOut extends Latencies {
  pages: number;
  changes: number;
  /** The API requests (method and path) the open pages made while the changes reached them. */
  pageReads: string[];
  /** Per change, summed over the fan-out's invocations. */
  ddbCalls: number;
  ddbCallsByCommand: Record<string, number>;
  readUnits: number;
  invocations: number;
  invocationMs: number;
  messages: number;
  /** The same changes with fewer pages open, as many as the machine draws without its cores saturated. */
  held: Latencies & { pages: number };
  /** A team task of every member: each part completed in turn by its member, to the roll call on every page. */
  rollCall: { changes: number; p50: number; p95: number; pageReads: string[] };
}

export interface TeamResult {
  /** With the lists kept by the functions (functions/data/lists/list-cache.ts), as after any member's read. */
  firstVisit: DashboardLoad;
  /** The same with nothing kept: the first read of a function, or every list changed since. */
  unkeptVisit: DashboardLoad;
  baseline: DashboardLoad;
  fanOut: FanOut;
  /** The static files of a first visit: how many requests, and their bytes as sent. */
  assets: { requests: number; bytes: number };
  /** Each kind of request, reading the lists as a function that keeps none (the bill's upper bound). */
  costs: Record<'pageLoad' | 'change' | 'sharedChange' | 'search' | 'reminder', RequestCost[]>;
  /** The board's and a search's cost with the lists kept (the bill's lower bound). */
  keptCosts: { board: RequestCost; search: RequestCost };
}
