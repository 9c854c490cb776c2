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
import { takesIdempotencyKey } from '../shared/idempotency';
import { type RouteName, routeByName } from '../shared/routes';

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

/**
 * 512 MB by default: an arm64 function's CPU share is proportional to memory, and at 512 MB the
 * cold start (parsing a ~0.6 MB bundle with the SDK inside) and JWT verification stay well under
 * 100 ms of CPU while the cost per request stays small. 10 s is far above any keyed DynamoDB call
 * with retries and below API Gateway's 30 s integration limit.
 */
const base = { memoryMb: 512, timeoutSeconds: 10, ddbCalls: 2 } as const;
const read = { ...base, table: 'read' } as const satisfies RouteSettings;
const write = { ...base, table: 'write' } as const satisfies RouteSettings;
/**
 * scrypt at N=2^17, r=8 needs 128 MiB per hash (functions/lib/password.ts); 1024 MB leaves room
 * for the runtime and gives the function over half a vCPU, so one hash takes well under a second.
 */
const passwordWork = { ...write, memoryMb: 1024 } as const satisfies RouteSettings;

const sendersRead = 'a BatchGet resolves the senders (names and avatars change)';
/**
 * An account's deletion (functions/data/accounts/account-deletion.ts): it works up to 12 s a call and answers
 * 202 while more is left, so 29 s (API Gateway's limit) is room for the step under way at that
 * point; it deletes the avatar object and batch-deletes its partition.
 */
const accountDeletion = { timeoutSeconds: 29, avatarDeletes: true, bulkDelete: true } as const;
const deletionCalls =
  'the first call marks the profile, then a Query of the partition, one of the invitations and one transaction end a bare account; more to delete is more calls (a transaction or two per copy assigned to it, shared list, request and teammate; a Query and 40 batch deletes per 1,000 items), until the call answers 202 at its deadline and the next goes on';
const requestRead = 'the request is read to learn its sender before the transaction';
const groupDeletion = 'the group is marked, its tasks listed, then one transaction per 99 tasks';
/** The deploy's read that `requireTwoFactorForAdmins` costs an admin without a second factor. */
/** Every password check a session makes (decision 0142): four calls around the hash. */
const sessionPasswordCheck =
  "the password check is reserved in the account's and the address's windows, then settled (the account's window deleted, the address's reservation given back: functions/lib/password-check.ts)";

const adminSecondFactor =
  'an admin whose session proved no second factor also reads whether the deploy requires one';

export const routeSettings = {
  /** The session read; an admin without a second factor also reads whether the deploy requires one. */
  'auth-user': { ...read, ddbCalls: 2 },
  'auth-signin': {
    ...passwordWork,
    ddbCalls: 8,
    ddbCallsWhy: `attempts are reserved in two rate windows before the check and given back after (with two-factor on, the challenge is written instead of the session); ${adminSecondFactor}`,
  },
  'auth-signup': {
    ...passwordWork,
    mail: true,
    ddbCalls: 4,
    ddbCallsWhy:
      "the deploy's settings are read (who may sign up) beside the invitation, when there is one, then one transaction; a sign-up that mails a verification link counts it in the account's daily window",
  },
  'auth-logout': write,
  'auth-change-password': {
    ...passwordWork,
    ddbCalls: 6,
    ddbCallsWhy: `${sessionPasswordCheck}; then one write changes the hash and ends the other sessions`,
  },
  'auth-update-profile': {
    ...write,
    mail: true,
    ddbCalls: 4,
    ddbCallsWhy:
      "a new address reserves a mail in the account's daily window, then one transaction (with its verification link), then the profile is read for the answer",
  },
  search: {
    ...read,
    searchIndex: true,
    ddbCalls: 3,
    ddbCallsWhy:
      "user results are a GSI Query beside the Query of the own partition (a `#label` word reads the caller's labels instead, before the partition's Query)",
  },
  'search-user': {
    ...read,
    ddbCalls: 3,
    ddbCallsWhy: "a BatchGet resolves the team's usernames and avatars",
  },
  'notification-get-notifications': { ...read, ddbCalls: 3, ddbCallsWhy: sendersRead },
  'notification-get-requests': { ...read, ddbCalls: 3, ddbCallsWhy: sendersRead },
  'notification-get-teammates': {
    ...read,
    ddbCalls: 3,
    ddbCallsWhy: 'a BatchGet reads the teammates themselves',
  },
  'notification-get-user-info': {
    ...read,
    ddbCalls: 3,
    ddbCallsWhy: "a BatchGet resolves the user's team members",
  },
  'notification-send-requests': write,
  'notification-remove-from-team': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy:
      "when the caller owns shared lists, the teammate's profile is read to end their memberships in them (one more transaction when there are some)",
  },
  'notification-accept': { ...write, ddbCalls: 3, ddbCallsWhy: requestRead },
  'notification-reject': { ...write, ddbCalls: 3, ddbCallsWhy: requestRead },
  'notification-delete': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy: 'an open request is read and dismissed in a transaction (a notification: 2)',
  },
  'notification-clear': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: 'a Query finds the notifications read; one transaction deletes each 99 of them',
  },
  'notification-send-assignment': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy:
      "one BatchGet reads the partners' 'assigned to you' settings (off: no notice), then one transaction",
  },
  'notification-edit-assignment': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: 'the row is read to find every copy to edit',
  },
  'notification-delete-assignment-for-single-teammate': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: 'the row is read to find the copy',
  },
  'notification-delete-assignment-for-all-teammates': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: 'the row is read to find the copies',
  },
  /** 1 MiB bodies: the original client sends every grouped row it holds (functions/assignment/status.ts). */
  'notification-get-assignments-status': read,
  'todo-decrement-total-tasks': write,
  'todo-decrement-completed-tasks': write,
  'todo-create': write,
  'todo-get': read,
  'todo-getall': read,
  'todo-delete': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: 'the counters move by the completion state read before the delete',
  },
  'todo-update': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      "any change reads the task, then one transaction writes it with its history entry (3); completing an assigned copy also reads its row (and the assigner's team) to notify the assigner, then the other copies' states to say who completed or that everyone has (4 with one assignee, 5 with several); reopening a repeating task reads the next occurrence its completion created (4); a team task's change also reads its list for the members (4, 5 when it also reopens a repeating one)",
  },
  'todo-plus-completed': { ...write, ddbCalls: 1 },
  'tasks-activity': {
    ...read,
    ddbCalls: 4,
    ddbCallsWhy:
      "the task's audience is read (one BatchGet, then the assignment row or the list's group item, or the assigner's rows: functions/data/conversation/task-audience.ts), then one Query reads the page of entries",
  },
  'tasks-activity-revert': {
    ...write,
    ddbCalls: 8,
    ddbCallsWhy:
      "the task's audience is read (one or two calls), one Query reads the entry and those after it, then the update reads the task again and writes it with the revert entry in one transaction (a reopening or an assigned copy: the reads of todo-update)",
  },
  'todo-claim': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      'the task is read, then its list for the members, then one transaction conditioned on the task as read takes it (a claim that lost the race reads it again to name who won)',
  },
  'todo-unclaim': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      'the task is read, then its list for the members to tell, then one transaction conditioned on the task as read gives it back',
  },
  'todo-nudge': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      "the task is read, then its list for the members, then one transaction writes the hour's window and a notification to each pending assignee",
  },
  'comments-list': {
    ...read,
    ddbCalls: 5,
    ddbCallsWhy:
      "the task's audience is read (one BatchGet, then the assignment row, the list or the assigner's rows: functions/data/conversation/task-audience.ts), then one Query of the thread's page and one BatchGet of its authors",
  },
  'comments-create': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      "the task's audience is read (two calls), the names of mentioned members it did not give (one BatchGet, only for a mention), the notification settings of those told (one BatchGet, only when someone is), then one transaction writes the comment, the counters, the read mark, the history entry and the notices",
  },
  'comments-edit': {
    ...write,
    ddbCalls: 6,
    ddbCallsWhy:
      "the task's audience is read (two calls), then the comment, the names of mentioned members (only for a mention) and the settings of those newly mentioned (only for a new mention), then one transaction",
  },
  'comments-delete': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      "the task's audience is read (two calls), then the comment for its author, then it is deleted",
  },
  'comments-read': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      "the task's audience is read (two calls) for the thread's counter, then the read mark is put",
  },
  'todo-minus-completed': { ...write, ddbCalls: 1 },
  'todo-get-groups': read,
  'todo-create-group': write,
  'todo-update-group': write,
  'todo-delete-group': { ...write, ddbCalls: 4, ddbCallsWhy: groupDeletion },
  'todo-delete-group-post': { ...write, ddbCalls: 4, ddbCallsWhy: groupDeletion },
  /**
   * Data in and out. The export reads the partition (one Query, paged) and one BatchGet
   * of names and copy states; a large one runs longer and keeps the document in memory twice.
   */
  'portability-export': {
    ...read,
    memoryMb: 1024,
    timeoutSeconds: 29,
    exports: true,
    ddbCalls: 3,
    ddbCallsWhy: "a BatchGet reads the names of teammates, assignees and senders and the assignees' copies",
  },
  'portability-export-group-csv': {
    ...read,
    ddbCalls: 3,
    ddbCallsWhy: 'the group is read, then its tasks; a BatchGet reads the assignees of its assignments',
  },
  'portability-import': {
    ...write,
    memoryMb: 1024,
    timeoutSeconds: 29,
    ddbCalls: 5,
    ddbCallsWhy:
      'the import record and the existing groups are read, then one transaction per 97 items (each with the counters and the progress; the first also carries an Idempotency-Key claim)',
  },
  'calendar-token-create': write,
  'calendar-token-delete': write,
  'calendar-feed': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      "a rate window is counted, the token looked up, then the tasks and groups read beside the owner's shared lists (their tasks: one BatchGet and one Query per list owner more)",
  },
  'image-upload': { ...write, avatars: true },
  'image-get': { ...read, ddbCalls: 1 },
  /** Allocates up to 400 MB (SPEC.md section 9) on top of the runtime's own ~100 MB. */
  'burn-memory': { ...read, memoryMb: 1024, loadTest: true, ddbCalls: 1 },
  'burn-rps': { ...read, loadTest: true, ddbCalls: 1 },
  'auth-options': { ...read, ddbCalls: 1 },
  'auth-invite': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      "the address's check is reserved in its rate window, then the invitation and its inviter are read",
  },
  'auth-password-reset': {
    ...passwordWork,
    ddbCalls: 6,
    ddbCallsWhy:
      "the address's check is reserved in its rate window, the link read, then one transaction uses it and sets the password (4); with a code, the account is read and the check reserved in its two windows (6)",
  },
  'auth-password-forgot': {
    ...write,
    mail: true,
    ddbCalls: 6,
    ddbCallsWhy:
      "the address's and the login's windows are reserved, the login's account found (its username or address claim, then its profile), then one transaction makes the link",
  },
  'auth-email-verify-request': {
    ...write,
    mail: true,
    ddbCalls: 3,
    ddbCallsWhy: "the account's mail window is reserved, then one transaction makes the link",
  },
  'auth-email-verify': {
    ...passwordWork,
    mail: true,
    ddbCalls: 10,
    ddbCallsWhy:
      "the address's check is reserved in its rate window, the link and its account read; a link made for a session reserves the password check in two windows (given back when right) and, with two-factor on, the code check in two more; then one transaction verifies and claims the address (and keeps the undo link)",
  },
  'auth-email-undo': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      "the address's check is reserved in its rate window, the link and its account read, then one transaction puts the address back",
  },
  'auth-password-reset-account': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      "the address's check is reserved in its rate window, the link and its account read, then the passkeys queried",
  },
  'auth-password-reset-passkey-delete': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      "the address's check is reserved in its rate window, the link and its account read, one transaction removes the passkey, then the passkeys left are queried",
  },
  /** scrypt for the password a registration starts with (decision 0142), as for a sign-in. */
  'auth-passkeys-register-options': {
    ...passwordWork,
    ddbCalls: 10,
    ddbCallsWhy: `${sessionPasswordCheck}; with two-factor on, the code check is reserved in two more and the code spent; the user's passkeys are read (not to register one twice), then the challenge kept`,
  },
  'auth-passkeys-register-verify': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: 'the challenge is taken, then one transaction stores the passkey and counts it',
  },
  'auth-passkeys-signin-options': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: "the address's window is reserved, then the challenge kept",
  },
  'auth-passkeys-signin-verify': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      'the challenge is taken, the user and the passkey read together, then its counter moves and the session is added',
  },
  'auth-passkeys': { ...read, ddbCalls: 2 },
  'auth-passkey-delete': write,
  'auth-sessions': { ...read, ddbCalls: 1 },
  'auth-session-delete': write,
  'auth-sessions-revoke-others': write,
  'auth-delete-account': {
    ...passwordWork,
    ...accountDeletion,
    ddbCalls: 9,
    ddbCallsWhy: `${sessionPasswordCheck} (with two-factor on, the first call's code check reserved in two more); ${deletionCalls}`,
  },
  'admin-claim': {
    ...write,
    searchIndex: true,
    directoryIndex: true,
    setupSecret: true,
    timeoutSeconds: 29,
    ddbCalls: 40,
    ddbCallsWhy:
      "once per deploy: the address's check is reserved in its rate window and one transaction makes the owner; then a Query of the directory and one of the username index per first character find the accounts made before the directory (one write each puts them in)",
  },
  'admin-users': { ...read, directoryIndex: true, ddbCalls: 3, ddbCallsWhy: adminSecondFactor },
  'admin-user-update': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy: `the account is read for its role, then changed on the condition that the role is still the one read; ${adminSecondFactor}`,
  },
  'admin-reset-link': {
    ...write,
    siteLinks: true,
    ddbCalls: 4,
    ddbCallsWhy: `the account is read for its role, then one transaction writes the link and ends its sessions; ${adminSecondFactor}`,
  },
  'admin-transfer': { ...write, ddbCalls: 3, ddbCallsWhy: adminSecondFactor },
  /** The deploy's settings are read once, for the answer and for the second-factor rule. */
  'admin-settings': read,
  'admin-settings-update': { ...write, ddbCalls: 3, ddbCallsWhy: adminSecondFactor },
  'admin-user-delete': {
    ...write,
    ...accountDeletion,
    ddbCalls: 7,
    ddbCallsWhy: `the account is read for its role; ${deletionCalls}; ${adminSecondFactor}`,
  },
  'invites-create': {
    ...write,
    mail: true,
    ddbCalls: 5,
    ddbCallsWhy:
      "a member's invitation reads the deploy's settings first (may members invite?); one to mail reserves its place in the sender's and the address's daily windows",
  },
  'invites-list': read,
  'invites-delete': write,
  'filters-list': read,
  'filters-create': write,
  'filters-update': write,
  'filters-delete': write,
  'todo-quick-add': {
    ...write,
    ddbCalls: 6,
    ddbCallsWhy:
      "the caller's groups (one Query) and, in parallel, the lists shared with them (one BatchGet) give the #list names and a shared list's members; \"@name\" labels read the caller's labels (one Query) and create the new ones (one transaction); then create's transaction",
  },
  'labels-list': read,
  'labels-create': write,
  'labels-update': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: 'the label is read to learn its name before the change (a new name moves its claim)',
  },
  'labels-delete': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      'the label is read, the tasks carrying it are found by a Query, then one transaction marks it and takes it off a batch of tasks (or deletes it); more tasks are more calls, each answering 202',
  },
  'push-public-key': { ...read, ddbCalls: 1, vapidSecret: true },
  'push-subscribe': {
    ...write,
    ddbCalls: 3,
    ddbCallsWhy: "the caller's devices are listed to drop the oldest beyond 10 in the same transaction",
  },
  'push-unsubscribe': write,
  'lists-members': {
    ...read,
    ddbCalls: 3,
    ddbCallsWhy: 'the list is read for its members, then one BatchGet reads their names and avatars',
  },
  'lists-member-add': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      "the list and both profiles are read in one BatchGet (a first share also counts the list's tasks), one transaction adds the member on both sides, then one BatchGet reads the members' names",
  },
  'lists-member-role': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      'one transaction changes the role on the list and the member, then the members are read for the answer',
  },
  'lists-member-remove': write,
  'bin-list': {
    ...read,
    ddbCalls: 4,
    ddbCallsWhy:
      "the bin is read beside the caller's list names; a task deleted from another owner's list reads that list's name (one BatchGet)",
  },
  'bin-restore': {
    ...write,
    ddbCalls: 6,
    ddbCallsWhy:
      "the bin's item is read, then a task goes back in one transaction (a second when its list is gone); a list comes back in one transaction with its members, then its parts are read and put back one transaction each (about 90 tasks a part), then its bin item goes",
  },
  'bin-purge': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      "a list's parts are read after its bin item's delete, then deleted in one transaction per 100; each task's comments and history are read (two Queries) and deleted in batches (functions/data/tasks/bin-extras.ts)",
  },
  /** Two-factor sign-in: scrypt for the password of setup and disable, as for a sign-in. */
  'auth-2fa-setup': {
    ...passwordWork,
    ddbCalls: 6,
    ddbCallsWhy: `${sessionPasswordCheck}; then the pending secret is written`,
  },
  'auth-2fa-enable': {
    ...write,
    ddbCalls: 4,
    ddbCallsWhy:
      "the code check is reserved in the account's and the address's windows, then the profile is written",
  },
  'auth-2fa-disable': {
    ...passwordWork,
    ddbCalls: 9,
    ddbCallsWhy: `an admin reads whether the deploy requires a second factor; ${sessionPasswordCheck}; the code check is reserved in the account's and the address's windows, then the profile is written`,
  },
  /** A session proves a second factor (docs/decisions/0142-sensitive-changes-need-proof.md). */
  'auth-step-up': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      "a code: the code check is reserved in the account's and the address's windows, then one write spends it and marks the session; a passkey: its challenge taken, the passkey read, its counter and the session written",
  },
  'auth-signin-2fa': {
    ...write,
    ddbCalls: 5,
    ddbCallsWhy:
      "the challenge is read, then the account beside the code check's two windows, then one transaction spends the challenge and the code and adds the session (a wrong code: one write counts it against the challenge)",
  },
  /** Notification settings (docs/notification-emails.md): the session read holds them. */
  'notification-settings': { ...read, ddbCalls: 1 },
  /** One transaction: the profile's settings and the digest's schedule. */
  'notification-settings-update': write,
  /** Public: the signed token names the user; one transaction (the digest's schedule with it). */
  'notification-unsubscribe': { ...write, ddbCalls: 1 },
  /** Public: a redirect to the site's unsubscribe page; reads nothing (1: the budget's floor). */
  'notification-unsubscribe-page': { ...read, ddbCalls: 1 },
} as const satisfies Record<RouteName, RouteSettings>;

export const settingsFor = (name: RouteName): RouteSettings => routeSettings[name];

/**
 * What an `Idempotency-Key` adds to a route that takes one (docs/data-model.md#idempotency-keys):
 * the claim, a conditional PutItem before the route runs, and the answer, an UpdateItem after it
 * (or the claim's DeleteItem after an error). The transaction that commits the change writes the
 * claim as one more element of itself, at no extra call.
 */
export const keyCalls = 2;

/**
 * The most DynamoDB calls of the route's request with an `Idempotency-Key` (the web's outbox sends
 * one with every write); undefined for a route that takes none (shared/idempotency.ts).
 */
export function ddbCallsWithKey(name: RouteName): number | undefined {
  if (!takesIdempotencyKey(routeByName(name))) return undefined;
  const settings = settingsFor(name);
  return settings.ddbCallsWithKey ?? settings.ddbCalls + keyCalls;
}

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

/** What `bulkDelete` grants beside the table access (BatchWriteItem has its own IAM action). */
export const bulkDeleteActions = ['dynamodb:BatchWriteItem'] as const;

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
 * test compare the commands a request really sent (functions/data/core/call-counter.ts) with the grant.
 */
export function allowsCommand(route: RouteName, commandName: string): boolean {
  const settings: RouteSettings = settingsFor(route);
  if (commandName === 'BatchWriteItemCommand') return settings.bulkDelete === true;
  return commandsByAccess[settings.table].includes(commandName);
}
