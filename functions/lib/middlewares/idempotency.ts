/**
 * Middleware 6, idempotency: a signed-in, state-changing route called with an
 * `Idempotency-Key` header (shared/idempotency.ts says which routes take one; the handler factory
 * adds this middleware to every signed-in route, and on the others it reads nothing) applies at
 * most once per user and key within 24 hours.
 *   - A key that is not a UUID or ULID: 400, nothing read or changed.
 *   - The first request claims the key (functions/data/core/idempotency.ts) and keeps the claim in the
 *     request's unit of work (functions/data/core/unit-of-work.ts), which the handler factory gives the
 *     route to pass to its repository operation, so the route's own transaction carries the key;
 *     the answer (status and body, never cookies) is stored afterwards. A failed request gives
 *     the claim back, unless its change was committed.
 *   - A repeat answers the stored answer (with `idempotency-replayed: true`), or 409 while the
 *     first is still running; the same key with another route, path or body is 400.
 * Without the header nothing here reads or writes: the route behaves and counts as before.
 */
import { idempotencyHeader, isIdempotencyKey, takesIdempotencyKey } from '@shared/idempotency';
import { serverErrors } from '@shared/messages/server';
import { claimKey, completeKey, releaseKey, requestFingerprint } from '../../data/core/idempotency';
import { KeyedUnit } from '../../data/core/unit-of-work';
import { Conflict, Invalid } from '../errors';
import { header, type Result } from '../http';
import { rawBody } from './guard';
import type { Middleware } from './types';

/** What a replayed answer carries besides the stored body. */
const replayHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'idempotency-replayed': 'true',
};

/** The middleware of the signed-in route `name`: it reads nothing on a route that takes no key. */
export const idempotency = (name: string): Middleware => {
  const route = { name, auth: true };
  return {
    before: async ({ event, context }): Promise<Result | undefined> => {
      if (!takesIdempotencyKey({ ...route, method: event.requestContext.http.method })) return undefined;
      const key = header(event, idempotencyHeader);
      const { state } = context;
      if (key === undefined || !state.user) return undefined;
      if (!isIdempotencyKey(key)) throw new Invalid(serverErrors.idempotencyKeyInvalid);
      const fingerprint = requestFingerprint([
        route.name,
        JSON.stringify(event.pathParameters ?? {}),
        rawBody(event),
      ]);
      const outcome = await claimKey(state.user.id, key, fingerprint);
      if (outcome.claimed) {
        state.unit = new KeyedUnit(outcome.claim);
        return undefined;
      }
      const { record } = outcome;
      if (record && record.fingerprint !== fingerprint) throw new Invalid(serverErrors.idempotencyKeyReused);
      if (record?.status === 'done' && record.statusCode !== undefined)
        return { statusCode: record.statusCode, headers: { ...replayHeaders }, body: record.body ?? '' };
      throw new Conflict(serverErrors.idempotencyInProgress);
    },
    after: async ({ response, context }) => {
      const { claim } = context.state.unit;
      if (!claim || !response) return;
      try {
        await completeKey(claim, response.statusCode ?? 200, String(response.body ?? ''));
      } catch (error) {
        // The change is made: failing the request now would only make the client retry into a 409.
        context.state.log.error('idempotency answer not stored', { error });
      }
    },
    onError: async ({ context }) => {
      const { claim, carried } = context.state.unit;
      if (!claim || carried) return;
      try {
        await releaseKey(claim);
      } catch (error) {
        // The claim's lease runs out on its own; the error answer must still be given.
        context.state.log.error('idempotency claim not released', { error });
      }
    },
  };
};
