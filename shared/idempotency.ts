/**
 * The `Idempotency-Key` header, declared once for the server (the handler
 * factory's idempotency middleware) and the web client (the outbox sends one key per change).
 *
 * Which routes take a key: every signed-in route that changes state (not GET, and not the POST that
 * only reads, get-assignments-status). Sign-in, sign-up and logout take none: before the call there
 * is no user to keep a key per, and their answers carry a new session cookie, which is never stored.
 * Nor do the routes whose answer is a secret (calendar/token, an invitation, a reset link, a
 * two-factor secret and its recovery codes). On those routes the header is ignored
 * (docs/api.md, docs/decisions/0078-which-writes-take-a-key.md,
 * docs/decisions/0102-no-secret-in-an-idempotency-record.md).
 */
import type { RouteDefinition } from './routes';

/** The header's name as API Gateway v2 and Node deliver it (lower case). */
export const idempotencyHeader = 'idempotency-key';

/** How long the first answer per user and key is kept (also the item's TTL). */
export const idempotencyKeepSeconds = 24 * 60 * 60;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Crockford base32, 26 characters; the first is at most 7 (48-bit time). */
const ulid = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i;

/** Whether `value` is a UUID (any version) or a ULID, the two forms a key may take. */
export const isIdempotencyKey = (value: string): boolean => uuid.test(value) || ulid.test(value);

/** POST routes that change nothing (they take no key: their function may not write). */
const readOnlyPosts: ReadonlySet<string> = new Set(['notification-get-assignments-status']);

/**
 * Routes whose answer holds a secret the server itself keeps only as a hash (the calendar feed's
 * URL): they take no key, so their answer is never stored in an idempotency record. A repeat makes
 * a new secret, which is harmless: the previous one stops working
 * (docs/decisions/0102-no-secret-in-an-idempotency-record.md).
 */
const secretAnswers: ReadonlySet<string> = new Set([
  'calendar-token-create',
  'invites-create',
  'admin-reset-link',
  // Two-factor sign-in's secret and its recovery codes.
  'auth-2fa-setup',
  'auth-2fa-enable',
]);

/** Whether a route takes the header (see above). */
export const takesIdempotencyKey = (
  route: Pick<RouteDefinition, 'name' | 'auth'> & { method: string },
): boolean =>
  route.auth && route.method !== 'GET' && !readOnlyPosts.has(route.name) && !secretAnswers.has(route.name);

/** Whether a route's answer holds a secret (it takes no key, see above). */
export const answersSecret = (route: Pick<RouteDefinition, 'name'>): boolean => secretAnswers.has(route.name);
