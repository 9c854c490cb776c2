/**
 * The route manifest: the one list of every HTTP route of the product (SPEC.md section 7).
 *
 * The CDK stack makes one Lambda function and one API route per entry, the local gateway mounts
 * one handler per entry, and the web client builds its URLs from it. Nothing lists routes a second
 * time. `handler` is the module under `functions/` that exports `handler` (without extension).
 */

import { isPublicRoute } from './route-access';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface RouteDefinition {
  /** Unique, stable, kebab-case name: used for Lambda ids, log fields and the bench tables. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path template in API Gateway syntax, for example `/api/todo/get/{groupId}`. */
  readonly path: string;
  /** Module path under `functions/`, for example `todo/get`. */
  readonly handler: string;
  /** Whether a signed-in session is required (guests get 401): all but ./route-access.ts `publicRouteNames`. */
  readonly auth: boolean;
}

/**
 * A route. Its handler module is `<area>/<rest of the name>` (`auth-user` -> `auth/user`) unless
 * given: most routes follow the rule, and the web's copy of the manifest then carries no second
 * spelling of their names.
 */
const route = <const Name extends string>(
  name: Name,
  method: HttpMethod,
  path: string,
  handler: string = name.replace('-', '/'),
): RouteDefinition & { readonly name: Name } => ({ name, method, path, handler, auth: !isPublicRoute(name) });

/** The routes of SPEC.md section 7, row for row (tests/checks/routes-match-spec.test.ts holds them equal). */
export const specRoutes = [
  // Auth
  route('auth-user', 'GET', '/api/auth/user'),
  route('auth-signin', 'POST', '/api/auth/signin'),
  route('auth-signup', 'POST', '/api/auth/signup'),
  route('auth-logout', 'POST', '/api/auth/logout'),
  route('auth-change-password', 'POST', '/api/auth/change-password'),
  route('auth-update-profile', 'POST', '/api/auth/update-profile'),
  // Search
  route('search', 'GET', '/api/search', 'search/search'),
  route('search-user', 'GET', '/api/search/user/{id}'),
  // Team, requests and notifications
  route('notification-get-notifications', 'GET', '/api/notification/get-notifications'),
  route('notification-get-requests', 'GET', '/api/notification/get-requests'),
  route('notification-get-teammates', 'GET', '/api/notification/get-teammates'),
  route('notification-get-user-info', 'GET', '/api/notification/get-user-info/{id}'),
  route('notification-send-requests', 'POST', '/api/notification/send-requests'),
  route('notification-remove-from-team', 'POST', '/api/notification/remove-from-team'),
  route('notification-accept', 'POST', '/api/notification/accept/{id}'),
  route('notification-reject', 'POST', '/api/notification/reject/{id}'),
  route('notification-delete', 'POST', '/api/notification/delete/{id}'),
  // Assignments
  route('notification-send-assignment', 'POST', '/api/notification/send-assignment', 'assignment/send'),
  route('notification-edit-assignment', 'POST', '/api/notification/edit-assignment', 'assignment/edit'),
  route(
    'notification-delete-assignment-for-single-teammate',
    'POST',
    '/api/notification/delete-assignment-for-single-teammate',
    'assignment/delete-single',
  ),
  route(
    'notification-delete-assignment-for-all-teammates',
    'POST',
    '/api/notification/delete-assignment-for-all-teammates',
    'assignment/delete-all',
  ),
  route(
    'notification-get-assignments-status',
    'POST',
    '/api/notification/get-assignments-status',
    'assignment/status',
  ),
  // Tasks, groups and the legacy counter routes
  route(
    'todo-decrement-total-tasks',
    'POST',
    '/api/todo/decrement-total-tasks/{userId}',
    'todo/legacy-counters',
  ),
  route(
    'todo-decrement-completed-tasks',
    'POST',
    '/api/todo/decrement-completed-tasks/{userId}',
    'todo/legacy-counters',
  ),
  route('todo-create', 'POST', '/api/todo/create'),
  route('todo-get', 'GET', '/api/todo/get/{groupId}'),
  route('todo-getall', 'GET', '/api/todo/getall'),
  route('todo-delete', 'POST', '/api/todo/delete/{id}'),
  route('todo-update', 'POST', '/api/todo/update/{id}'),
  route('todo-plus-completed', 'POST', '/api/todo/plus-completed', 'todo/legacy-counters'),
  route('todo-minus-completed', 'POST', '/api/todo/minus-completed', 'todo/legacy-counters'),
  route('todo-get-groups', 'GET', '/api/todo/get-groups'),
  route('todo-create-group', 'POST', '/api/todo/create-group'),
  route('todo-update-group', 'POST', '/api/todo/update-group/{id}'),
  route('todo-delete-group', 'DELETE', '/api/todo/delete-group/{id}'),
  // Avatars
  route('image-upload', 'POST', '/api/image/upload'),
  route('image-get', 'GET', '/api/image/get'),
  // Load-test routes (enabled per deployment)
  route('burn-memory', 'GET', '/burn/memory'),
  route('burn-rps', 'GET', '/burn/rps'),
] as const satisfies readonly RouteDefinition[];

/**
 * Routes beyond SPEC.md's table (docs/api.md, "Extensions"): each serves an existing handler module
 * to clients of the original API, and is documented apart from SPEC.md's routes.
 */
export const extensionRoutes = [
  // The original backend routes delete-group as POST (docs/compat.md#deleting-a-group).
  route('todo-delete-group-post', 'POST', '/api/todo/delete-group/{id}', 'todo/delete-group'),
] as const satisfies readonly RouteDefinition[];

/**
 * Features beyond SPEC.md (the design brief "Beyond SPEC.md: extensions", docs/api.md): new routes with
 * handler modules of their own, documented apart from SPEC.md's routes.
 */
export const featureRoutes = [
  // Data in and out. API Gateway takes only whole path segments as parameters, so
  // `{id}.csv` and `{token}.ics` arrive as `{file}` and the handler checks the extension.
  route('portability-export', 'GET', '/api/export'),
  route('portability-export-group-csv', 'GET', '/api/export/group/{file}'),
  route('portability-import', 'POST', '/api/import'),
  route('calendar-token-create', 'POST', '/api/calendar/token'),
  route('calendar-token-delete', 'DELETE', '/api/calendar/token'),
  route('calendar-feed', 'GET', '/api/calendar/{file}'),
  // The bell: marking the notifications seen, clearing those read (docs/api.md)
  route('notification-clear', 'POST', '/api/notification/clear'),
  route('notification-seen', 'POST', '/api/notification/seen'),
  // Shared lists: their members (docs/api.md#shared-lists)
  route('lists-members', 'GET', '/api/lists/{groupId}/members'),
  route('lists-member-add', 'POST', '/api/lists/{groupId}/members', 'lists/add-member'),
  route('lists-member-role', 'POST', '/api/lists/{groupId}/members/{userId}', 'lists/set-role'),
  route('lists-member-remove', 'DELETE', '/api/lists/{groupId}/members/{userId}', 'lists/remove-member'),
  // Team tasks in shared lists (docs/api.md#team-tasks)
  route('todo-claim', 'POST', '/api/todo/claim/{id}'),
  route('todo-unclaim', 'POST', '/api/todo/unclaim/{id}'),
  route('todo-nudge', 'POST', '/api/todo/nudge/{id}'),
  // Comments on a task, its audience's (docs/api.md#comments)
  route('comments-list', 'GET', '/api/tasks/{id}/comments'),
  route('comments-create', 'POST', '/api/tasks/{id}/comments'),
  route('comments-edit', 'POST', '/api/tasks/{id}/comments/{commentId}'),
  route('comments-delete', 'DELETE', '/api/tasks/{id}/comments/{commentId}'),
  route('comments-read', 'POST', '/api/tasks/{id}/read'),
  // A task's history and its reverts (docs/api.md#activity)
  route('tasks-activity', 'GET', '/api/tasks/{id}/activity'),
  route('tasks-activity-revert', 'POST', '/api/tasks/{id}/activity/{entryId}/revert'),
  // Accounts: who may sign up, sessions and password resets (docs/api.md#accounts)
  route('auth-options', 'GET', '/api/auth/options'),
  route('auth-invite', 'GET', '/api/auth/invite/{code}'),
  route('auth-password-reset', 'POST', '/api/auth/password/reset'),
  route('auth-password-forgot', 'POST', '/api/auth/password/forgot'),
  route('auth-email-verify-request', 'POST', '/api/auth/email/verify-request'),
  route('auth-email-verify', 'POST', '/api/auth/email/verify'),
  // The recovery address's undo link, and the reset page's passkeys (docs/api.md#email, #password-resets)
  route('auth-email-undo', 'POST', '/api/auth/email/undo'),
  route('auth-password-reset-account', 'POST', '/api/auth/password/reset/account'),
  route('auth-password-reset-passkey-delete', 'POST', '/api/auth/password/reset/passkey-delete'),
  route('auth-passkeys-register-options', 'POST', '/api/auth/passkeys/register/options'),
  route('auth-passkeys-register-verify', 'POST', '/api/auth/passkeys/register/verify'),
  route('auth-passkeys-signin-options', 'POST', '/api/auth/passkeys/signin/options'),
  route('auth-passkeys-signin-verify', 'POST', '/api/auth/passkeys/signin/verify'),
  route('auth-passkeys', 'GET', '/api/auth/passkeys'),
  route('auth-passkey-delete', 'DELETE', '/api/auth/passkeys/{id}'),
  route('auth-sessions', 'GET', '/api/auth/sessions'),
  route('auth-session-delete', 'DELETE', '/api/auth/sessions/{id}'),
  route('auth-sessions-revoke-others', 'POST', '/api/auth/sessions/revoke-others'),
  // Deleting an account: one's own, resumable (docs/api.md#deleting-an-account)
  route('auth-delete-account', 'POST', '/api/auth/delete-account'),
  // The deploy's owner and admins (docs/api.md#admin)
  route('admin-claim', 'POST', '/api/admin/claim'),
  route('admin-users', 'GET', '/api/admin/users'),
  route('admin-user-update', 'POST', '/api/admin/users/{id}'),
  route('admin-reset-link', 'POST', '/api/admin/users/{id}/reset-link'),
  route('admin-transfer', 'POST', '/api/admin/transfer'),
  route('admin-settings', 'GET', '/api/admin/settings'),
  route('admin-settings-update', 'POST', '/api/admin/settings'),
  // An admin deletes an account, resumable the same way (docs/api.md#deleting-an-account)
  route('admin-user-delete', 'DELETE', '/api/admin/users/{id}'),
  // Invitations (docs/api.md#invitations)
  route('invites-create', 'POST', '/api/invites'),
  route('invites-list', 'GET', '/api/invites'),
  route('invites-delete', 'DELETE', '/api/invites/{id}'),
  // Saved filters (docs/api.md#saved-filters)
  route('filters-list', 'GET', '/api/filters'),
  route('filters-create', 'POST', '/api/filters'),
  route('filters-update', 'POST', '/api/filters/{id}'),
  route('filters-delete', 'DELETE', '/api/filters/{id}'),
  // Quick add: a line parsed into a new task (docs/quick-add.md#the-route)
  route('todo-quick-add', 'POST', '/api/todo/quick-add'),
  // Labels (docs/api.md#labels)
  route('labels-list', 'GET', '/api/labels'),
  route('labels-create', 'POST', '/api/labels'),
  route('labels-update', 'POST', '/api/labels/{id}'),
  route('labels-delete', 'DELETE', '/api/labels/{id}'),
  // Web Push devices (docs/reminders.md)
  route('push-public-key', 'GET', '/api/push/public-key'),
  route('push-subscribe', 'POST', '/api/push/subscribe'),
  route('push-unsubscribe', 'POST', '/api/push/unsubscribe'),
  // Two-factor sign-in (docs/api.md#two-factor-sign-in)
  route('auth-2fa-setup', 'POST', '/api/auth/2fa/setup'),
  route('auth-2fa-enable', 'POST', '/api/auth/2fa/enable'),
  route('auth-2fa-disable', 'POST', '/api/auth/2fa/disable'),
  route('auth-signin-2fa', 'POST', '/api/auth/signin/2fa'),
  // A session proves a second factor (docs/decisions/0142-sensitive-changes-need-proof.md)
  route('auth-step-up', 'POST', '/api/auth/step-up'),
  // The bin: deleted tasks and lists for 30 days (docs/api.md#the-bin)
  route('bin-list', 'GET', '/api/bin'),
  route('bin-restore', 'POST', '/api/bin/{id}/restore'),
  route('bin-purge', 'DELETE', '/api/bin/{id}'),
  // Notification settings and email notices' one-click unsubscribe (docs/api.md#notification-settings)
  route('notification-settings', 'GET', '/api/notification-settings'),
  route('notification-settings-update', 'POST', '/api/notification-settings'),
  route('notification-unsubscribe', 'POST', '/api/notification-unsubscribe'),
  route('notification-unsubscribe-page', 'GET', '/api/notification-unsubscribe'),
] as const satisfies readonly RouteDefinition[];

/** Every HTTP route: one Lambda function and one API route each. */
export const routes = [...specRoutes, ...extensionRoutes, ...featureRoutes] as const;

export type RouteName = (typeof routes)[number]['name'];

const byName = new Map<string, RouteDefinition>(routes.map((r) => [r.name, r]));

/** The route with this name; throws on a name that is not in the manifest (a programming error). */
export function routeByName(name: RouteName): RouteDefinition {
  const found = byName.get(name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}

/** The route key API Gateway uses, for example `POST /api/todo/update/{id}`. */
export const routeKey = (r: Pick<RouteDefinition, 'method' | 'path'>): string => `${r.method} ${r.path}`;

/**
 * Fills a path template: `buildPath('todo-get', { groupId: 'abc' })` gives `/api/todo/get/abc`.
 * Parameters are URI-encoded; a missing parameter is a programming error.
 */
export function buildPath(name: RouteName, params: Record<string, string> = {}): string {
  return routeByName(name).path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * The live-update functions (docs/realtime.md), apart from the HTTP routes above: the WebSocket
 * API's routes, each a function of its own, and the fan-out function fed by the table's stream.
 * The CDK stack and the local gateway both build them from these lists, like the HTTP routes.
 */
export interface LiveFunctionDefinition {
  /** Unique, stable, kebab-case name (Lambda ids, log fields). */
  readonly name: string;
  /** Module path under `functions/` exporting `handler`. */
  readonly handler: string;
}

export interface WebSocketRouteDefinition extends LiveFunctionDefinition {
  /** The WebSocket API's route key. */
  readonly routeKey: '$connect' | '$disconnect' | '$default';
}

export const webSocketRoutes = [
  { name: 'live-connect', routeKey: '$connect', handler: 'realtime/connect' },
  { name: 'live-disconnect', routeKey: '$disconnect', handler: 'realtime/disconnect' },
  // Pings (`{"action":"ping"}`) and anything else a client sends: answered with a pong.
  { name: 'live-default', routeKey: '$default', handler: 'realtime/ping' },
] as const satisfies readonly WebSocketRouteDefinition[];

/** Reads the table's change stream and tells each affected user's open connections what changed. */
export const liveFanOutFunction = {
  name: 'live-fan-out',
  handler: 'realtime/fan-out',
} as const satisfies LiveFunctionDefinition;

/**
 * The reminder poller (docs/reminders.md): run every minute by an EventBridge rule in
 * AWS, and on an interval (`REMINDER_POLL_MS`) by the local stack; the only function with web-push.
 */
export const reminderPollerFunction = {
  name: 'reminder-poller',
  handler: 'reminders/poll',
} as const satisfies LiveFunctionDefinition;
