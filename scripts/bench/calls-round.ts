/**
 * What one round of ./calls.ts hands the steps that drive the routes (./calls-*.ts): `measure`,
 * which sends a request and keeps the first answer's DynamoDB calls of its route, and the clients
 * of the round's seeded users.
 */
import type { ResponseOf } from '../../shared/contract';
import type { RouteName } from '../../shared/routes';
import type { BenchClient, RequestSpec, Timed } from './client';
import type { SeededUser } from './seed';

export type Measure = <N extends RouteName>(
  client: BenchClient,
  spec: RequestSpec<N>,
) => Promise<Timed<ResponseOf<N>>>;

/** The clients of the seeded users u0 to u3 (`a` to `d`), and `guest`, a new signed-out one per call. */
export type RoundClients = Record<'a' | 'b' | 'c' | 'd', BenchClient> & { guest: () => BenchClient };

/** The round's seeded users: u0 and u1 are teammates (and u0 with u3); u2 is not u0's; u3 is not u1's. */
export type RoundUsers = Record<'u0' | 'u1' | 'u2' | 'u3', SeededUser>;
