/**
 * The typed fetch client: one function for every route of the manifest, its body and answer typed
 * by the route's contract (shared/contract: BodyOf, ResponseOf).
 * Every call carries the session cookie and a JSON content type (the server refuses state-changing
 * requests without it). A failed call throws ApiError with the server's `message`, else the fallback
 * text of SPEC.md section 8 for that route.
 */
import type { BodyOf, ResponseOf } from '@shared/contract';
import { failures } from '@shared/messages/screens';
import { pageUserHeader } from '@shared/page-user';
import { buildPath, type RouteName, routeByName } from '@shared/routes';
import { dropEarlyReads, takeEarlyRead } from './early-reads';
import { noteExitWrite } from './exit-writes';
import { noteOwnWrite } from './own-writes';
import { currentPageUser, sessionMayHaveEnded } from './page-user';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when no answer came (network failure). */
    readonly status: number,
    /** Whether the server answered with its own `message`. */
    readonly fromServer: boolean,
    /** The refusal's whole answer, for the few that say more than `{ message }` (sign-in's second factor). */
    readonly answer?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

/** The section-8 fallback text for each route that has one. */
const fallbacks: Partial<Record<RouteName, string>> = {
  'auth-signin': failures.signIn,
  'auth-signup': failures.signUp,
  'auth-change-password': failures.changePassword,
  'auth-update-profile': failures.updateProfile,
  'notification-get-notifications': failures.getNotifications,
  'notification-get-requests': failures.getRequests,
  'notification-get-teammates': failures.getTeammates,
  'notification-get-user-info': failures.getUserInfo,
  'search-user': failures.getUserInfo,
  'notification-send-assignment': failures.sendAssignment,
  'notification-edit-assignment': failures.editAssignment,
  'notification-delete-assignment-for-single-teammate': failures.deleteAssignmentSingle,
  'notification-delete-assignment-for-all-teammates': failures.deleteAssignmentAll,
  'notification-get-assignments-status': failures.getAssignmentsStatus,
  'notification-send-requests': failures.sendRequest,
  'notification-remove-from-team': failures.removeFromTeam,
  'notification-accept': failures.acceptRequest,
  'notification-reject': failures.rejectRequest,
  'notification-delete': failures.deleteWaitlist,
  'todo-create': failures.createTodo,
  'todo-get': failures.getTodos,
  'todo-getall': failures.getAllTodos,
  'todo-delete': failures.deleteTodo,
  'todo-update': failures.updateTodo,
  'todo-get-groups': failures.getGroups,
  'todo-create-group': failures.createGroup,
  'todo-update-group': failures.updateGroup,
  'todo-delete-group': failures.deleteGroup,
  'todo-delete-group-post': failures.deleteGroup,
  'image-upload': failures.uploadImage,
  'image-get': failures.getImage,
};

export interface CallOptions<N extends RouteName> {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: BodyOf<N>;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a held delete sent as the page goes away). */
  keepalive?: boolean;
  /** Overrides the route's fallback error text. */
  fallback?: string;
  /** Sent as the `Idempotency-Key` header: a repeat of the change is answered, not applied again (the outbox). */
  idempotencyKey?: string;
  /**
   * Whose change it is (the outbox's entries), sent as the page's user (shared/page-user.ts); `''`
   * sends no page user (asking whose session the browser holds now).
   */
  asUser?: string;
}

/** The URL path of a call, also used as its SWR key. */
export function apiPath(
  name: RouteName,
  params?: Record<string, string>,
  query?: Record<string, string>,
): string {
  const path = buildPath(name, params);
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

async function refusalOf(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const body = (await response.json()) as unknown;
    if (body && typeof body === 'object') return body as Record<string, unknown>;
  } catch {
    // Not JSON: no server message.
  }
  return undefined;
}

/** Sends a call; one with an Idempotency-Key is noted as this page's own write (./own-writes.ts). */
export function api<N extends RouteName>(name: N, options: CallOptions<N> = {}): Promise<ResponseOf<N>> {
  const answer = send(name, options);
  if (options.idempotencyKey) noteOwnWrite(options.idempotencyKey, answer);
  return answer;
}

async function send<N extends RouteName>(name: N, options: CallOptions<N>): Promise<ResponseOf<N>> {
  const route = routeByName(name);
  const fallback = options.fallback ?? fallbacks[name] ?? 'Request failed';
  const path = apiPath(name, options.params, options.query);
  // A read web/public/early-reads.js already started is taken instead of asked again; a change
  // makes any such answer stale.
  const early = route.method === 'GET' && !options.signal ? takeEarlyRead(path) : undefined;
  if (route.method !== 'GET') dropEarlyReads();
  // It may land after the next page's first read (./exit-writes.ts).
  if (options.keepalive) noteExitWrite();
  // Whose page sends it (shared/page-user.ts): never sent under a session of someone else (a public
  // route does not look at it).
  const asUser = options.asUser ?? currentPageUser();
  let response: Response;
  try {
    response = await (early ??
      fetch(path, {
        method: route.method,
        credentials: 'include',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
          ...(asUser ? { [pageUserHeader]: asUser } : {}),
        },
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.keepalive ? { keepalive: true } : {}),
      }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(fallback, 0, false);
  }
  if (!response.ok) {
    const answer = await refusalOf(response);
    const message = typeof answer?.message === 'string' && answer.message ? answer.message : undefined;
    if (response.status === 401) {
      console.info(`${route.method} ${route.path}: 401 (not signed in)`);
      // Perhaps the page's session ended (elsewhere, or another user signed in in this browser).
      if (asUser) sessionMayHaveEnded(asUser);
    } else console.error(`${route.method} ${route.path}: ${response.status}`, message ?? '');
    throw new ApiError(message ?? fallback, response.status, message !== undefined, answer);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as ResponseOf<N>;
}

/** The visible text of a failure: the ApiError's message, else the given fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * What a failed read says beside what it shows: nothing when it shows data kept from before and
 * the browser is offline (the offline banner speaks for every read then, app/OfflineIndicator.tsx),
 * else the failure's text. Null without a failure.
 */
export function readFailureText(
  error: unknown,
  kept: unknown,
  fallback: string,
  online: boolean = navigator.onLine,
): string | null {
  if (!error) return null;
  const unreachable = error instanceof ApiError && error.status === 0;
  if (kept !== undefined && unreachable && !online) return null;
  return errorText(error, fallback);
}
