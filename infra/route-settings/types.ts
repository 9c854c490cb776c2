/**
 * What a route's settings hold (`RouteSettings`), apart from the table of every route's values
 * (infra/route-settings.ts and the areas' tables beside this file), so that the grants, the bench
 * and the docs generator can name the shape without the table.
 */
import type { RouteName } from '../../shared/routes';

/** `read`: GetItem, BatchGetItem, Query. `write`: those plus PutItem, UpdateItem, DeleteItem, ConditionCheckItem. */
export type TableAccess = 'read' | 'write';

export interface RouteSettings {
  /** MB. Lambda's CPU share grows with memory, so this also sets speed (cold start, hashing). */
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
  readonly table: TableAccess;
  /** Query the username-prefix index (GSI1). */
  readonly searchIndex?: boolean;
  /** Query the directory of accounts (GSI3, the admin list). */
  readonly directoryIndex?: boolean;
  /** Read the deploy's setup link token (the claim). */
  readonly setupSecret?: boolean;
  /** Put and delete objects under `avatars/` in the avatar bucket. */
  readonly avatars?: boolean;
  /** Delete objects under `avatars/` in the avatar bucket, nothing more (an account's deletion). */
  readonly avatarDeletes?: boolean;
  /**
   * Delete items with BatchWriteItem (`dynamodb:BatchWriteItem`): an account's deletion, whose own
   * partition goes 25 items a call (functions/data/core/batch.ts `deleteItems`).
   */
  readonly bulkDelete?: boolean;
  /** Put and read objects under `exports/` in the export bucket (large exports: `EXPORT_BUCKET`). */
  readonly exports?: boolean;
  /** Read the VAPID seed secret (the push public key). */
  readonly vapidSecret?: boolean;
  /**
   * Send mail (functions/lib/mail.ts): with `-c mailFrom` the function gets `MAIL_FROM` and
   * `ses:SendEmail` as that sender only; without it, neither, and its mail features say they are off.
   */
  readonly mail?: boolean;
  /**
   * Hands out a link to the site without mailing it (an admin's reset link). Such a route, like
   * every `mail` route, gets `SITE_ORIGIN`: links are built on the configured origin, never on a
   * request header (functions/lib/site.ts `linkOrigin`, decision 0143).
   */
  readonly siteLinks?: boolean;
  /** A load-test route: answers 404 unless the `burnRoutes` context flag enables it. */
  readonly loadTest?: boolean;
  /**
   * The most DynamoDB calls a normal request of the route makes, session read included (retries
   * after a lost race and chunks beyond the first aside), without an `Idempotency-Key`, as the
   * original client sends it. The bench holds every route to it and docs/data-model.md's budget
   * table is generated from it (`npm run docs`). With a key: `ddbCallsWithKey` below.
   */
  readonly ddbCalls: number;
  /**
   * Only for a route whose keyed request departs from the rule of `ddbCallsWithKey` (ddbCalls +
   * `keyCalls`): the most DynamoDB calls of its request with an `Idempotency-Key`.
   */
  readonly ddbCallsWithKey?: number;
  /** Why a route needs more than two calls: each is a call the answer needs. */
  readonly ddbCallsWhy?: string;
}

/** One area's part of the table: each of its routes with its settings, no other name. */
export type AreaSettings = Partial<Record<RouteName, RouteSettings>>;
