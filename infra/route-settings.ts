/**
 * What each route's Lambda function gets: memory, timeout and the data it may touch. Keyed by the
 * manifest's route names with an exhaustive type, so a route added to shared/routes.ts does not
 * compile until it is given settings here (no second list of routes that could drift).
 *
 * Access is per route, not per handler module: the legacy counter routes share one module and still
 * get one function each (one function per manifest route), each with its own role.
 *
 * If a route's data access changes (a GET that starts writing, a route that needs the username
 * index), change it here: the IAM policy follows, and `allowsCommand` lets a test hold the two equal.
 */
import type { RouteName } from '../shared/routes';

/** `read`: GetItem, BatchGetItem, Query. `write`: those plus PutItem, UpdateItem, DeleteItem, ConditionCheckItem. */
export type TableAccess = 'read' | 'write';

export interface RouteSettings {
  /** MB. Lambda's CPU share grows with memory, so this also sets speed (cold start, hashing). */
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
  readonly table: TableAccess;
  /** Query the username-prefix index (GSI1). */
  readonly searchIndex?: boolean;
  /** Put and delete objects under `avatars/` in the avatar bucket. */
  readonly avatars?: boolean;
  /** A load-test route: answers 404 unless the `burnRoutes` context flag enables it. */
  readonly loadTest?: boolean;
}

/**
 * 512 MB by default: an arm64 function's CPU share is proportional to memory, and at 512 MB the
 * cold start (parsing a ~0.6 MB bundle with the SDK inside) and JWT verification stay well under
 * 100 ms of CPU while the cost per request stays small. 10 s is far above any keyed DynamoDB call
 * with retries and below API Gateway's 30 s integration limit.
 */
const base = { memoryMb: 512, timeoutSeconds: 10 } as const;
const read = { ...base, table: 'read' } as const satisfies RouteSettings;
const write = { ...base, table: 'write' } as const satisfies RouteSettings;
/**
 * scrypt at N=2^17, r=8 needs 128 MiB per hash (functions/lib/password.ts); 1024 MB leaves room
 * for the runtime and gives the function over half a vCPU, so one hash takes well under a second.
 */
const passwordWork = { ...write, memoryMb: 1024 } as const satisfies RouteSettings;

export const routeSettings = {
  'auth-user': read,
  'auth-signin': passwordWork,
  'auth-signup': passwordWork,
  'auth-logout': write,
  'auth-change-password': passwordWork,
  'auth-update-profile': write,
  search: { ...read, searchIndex: true },
  'search-user': read,
  'notification-get-notifications': read,
  'notification-get-requests': read,
  'notification-get-teammates': read,
  'notification-get-user-info': read,
  'notification-send-requests': write,
  'notification-remove-from-team': write,
  'notification-accept': write,
  'notification-reject': write,
  'notification-delete': write,
  'notification-send-assignment': write,
  'notification-edit-assignment': write,
  'notification-delete-assignment-for-single-teammate': write,
  'notification-delete-assignment-for-all-teammates': write,
  'notification-get-assignments-status': read,
  'todo-decrement-total-tasks': write,
  'todo-decrement-completed-tasks': write,
  'todo-create': write,
  'todo-get': read,
  'todo-getall': read,
  'todo-delete': write,
  'todo-update': write,
  'todo-plus-completed': write,
  'todo-minus-completed': write,
  'todo-get-groups': read,
  'todo-create-group': write,
  'todo-update-group': write,
  'todo-delete-group': write,
  'todo-delete-group-post': write,
  'image-upload': { ...write, avatars: true },
  'image-get': read,
  /** Allocates up to 400 MB (SPEC.md section 9) on top of the runtime's own ~100 MB. */
  'burn-memory': { ...read, memoryMb: 1024, loadTest: true },
  'burn-rps': { ...read, loadTest: true },
} as const satisfies Record<RouteName, RouteSettings>;

export const settingsFor = (name: RouteName): RouteSettings => routeSettings[name];

const readActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;
const writeActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  // TransactWriteItems has no IAM action of its own: each item's action is checked, condition checks too.
  'dynamodb:ConditionCheckItem',
] as const;

/** The DynamoDB IAM actions a route's function is granted on the table. */
export function tableActions(access: TableAccess): string[] {
  return access === 'write' ? [...readActions, ...writeActions] : [...readActions];
}

/** DynamoDB commands (as the SDK names them) that a route with this access may send. */
const commandsByAccess: Record<TableAccess, readonly string[]> = {
  read: ['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand', 'TransactGetItemsCommand'],
  write: [
    'GetItemCommand',
    'BatchGetItemCommand',
    'QueryCommand',
    'TransactGetItemsCommand',
    'PutItemCommand',
    'UpdateItemCommand',
    'DeleteItemCommand',
    'TransactWriteItemsCommand',
  ],
};

/**
 * Whether the deployed function of `route` is allowed to send this DynamoDB command: lets an API
 * test compare the commands a request really sent (functions/data/call-counter.ts) with the grant.
 */
export function allowsCommand(route: RouteName, commandName: string): boolean {
  return commandsByAccess[settingsFor(route).table].includes(commandName);
}
