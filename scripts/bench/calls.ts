/**
 * DynamoDB calls per request, route by route: drives every product route once as a seeded user
 * would (the gateway counts the calls with the SDK middleware and answers them in `x-ddb-calls`)
 * and sets each figure beside the route's budget (`ddbCalls` in infra/route-settings.ts). Then the
 * whole round again on fresh users, every write that takes one sent with an `Idempotency-Key` as
 * the web's outbox sends it, beside the budget with a key (`ddbCallsWithKey`).
 *
 * Routes run in an order that prepares what the next needs (a request to accept, an assignment to
 * edit...). A route that answers an error is still listed, with its status, so a missing or broken
 * route shows in the table instead of stopping the bench.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { Secret, TOTP } from 'otpauth';
import { keys } from '../../functions/data/core/keys';
import { ddbCallsWithKey, settingsFor } from '../../infra/route-settings';
import type { ResponseOf } from '../../shared/contract';
import { idempotencyHeader, takesIdempotencyKey } from '../../shared/idempotency';
import { type RouteName, routeByName, routes } from '../../shared/routes';
import type { Task } from '../../shared/types';
import { assignmentRows } from '../../shared/views';
import { devMailPath } from '../local/gateway-answers';
import { BenchClient, type RequestSpec, type Timed } from './client';
import { type SeededUser, seedPassword, seedUsers } from './seed';
import { SoftAuthenticator } from './soft-authenticator';
import { type BenchTarget, benchDocumentClient } from './target';

/** One request's answer status and DynamoDB calls (NaN: not reached). */
export interface Measured {
  status: number;
  calls: number;
}

export interface RouteCalls extends Measured {
  route: RouteName;
  kind: 'read' | 'write';
  /** The route's budget: `ddbCalls` of its settings (infra/route-settings.ts). */
  budget: number;
  /** The same route sent with an Idempotency-Key; absent for a route that takes none. */
  withKey?: Measured & { budget: number };
}

/** The load-test routes are not product requests: they are not measured. */
const notMeasured = new Set<RouteName>(['burn-memory', 'burn-rps']);

export const routeKind = (name: RouteName): 'read' | 'write' => settingsFor(name).table;

const avatarBase64 = readFileSync(
  resolve(import.meta.dirname, '../../tests/fixtures/avatar-16px.jpg'),
).toString('base64');

/** The "Assigned by you" row of the copies send-assignment answered (regrouped as a client does). */
const rowNamed = (copies: Task[] | undefined, description: string) =>
  assignmentRows(copies ?? []).find((t) => t.description === description);

const notReached: Measured = { status: 0, calls: Number.NaN };

export async function measureRouteCalls(target: BenchTarget): Promise<RouteCalls[]> {
  const plain = await driveRoutes(target, false);
  const keyed = await driveRoutes(target, true);
  // Every product route, in manifest order; a route the steps could not reach shows as such.
  return routes
    .filter((r) => !notMeasured.has(r.name))
    .map((r) => {
      const withKey = ddbCallsWithKey(r.name);
      return {
        route: r.name,
        kind: routeKind(r.name),
        ...(plain.get(r.name) ?? notReached),
        budget: settingsFor(r.name).ddbCalls,
        ...(withKey === undefined
          ? {}
          : { withKey: { ...(keyed.get(r.name) ?? notReached), budget: withKey } }),
      };
    });
}

/**
 * One round over every route. `keyed`: each measured request of a route that takes an
 * Idempotency-Key sends a new one.
 */
async function driveRoutes(target: BenchTarget, keyed: boolean): Promise<Map<RouteName, Measured>> {
  const db = benchDocumentClient(target.dynamoEndpoint);
  // u0 and u1 are teammates (and u0 with u3); u2 is not u0's teammate; u3 is not u1's.
  let seeded: SeededUser[];
  try {
    seeded = await seedUsers(db, target.tableName, {
      prefix: `calls${keyed ? 'k' : ''}_${Date.now().toString(36)}_`,
      count: 4,
      tasksPerUser: 20,
      groupsPerUser: 3,
      teammatesPerUser: 1,
      notificationsPerUser: 3,
    });
  } finally {
    db.destroy();
  }
  const [u0, u1, u2, u3] = seeded as [SeededUser, SeededUser, SeededUser, SeededUser];
  const as = (user: SeededUser) => new BenchClient(target.baseUrl, user.cookie);
  const [a, b, c, d] = [as(u0), as(u1), as(u2), as(u3)];
  const guest = () => new BenchClient(target.baseUrl);
  const results = new Map<RouteName, Measured>();

  const measure = async <N extends RouteName>(client: BenchClient, spec: RequestSpec<N>) => {
    const withKey = keyed && takesIdempotencyKey(routeByName(spec.name));
    const answer = await client.call(
      withKey ? { ...spec, headers: { [idempotencyHeader]: randomUUID() } } : spec,
    );
    // The first measurement of a route stands (later calls of it only prepare other steps).
    if (!results.has(spec.name)) results.set(spec.name, { status: answer.status, calls: answer.ddbCalls });
    return answer;
  };

  // Auth.
  await measure(a, { name: 'auth-user' });
  await measure(guest(), { name: 'auth-signin', body: { username: u1.username, password: seedPassword } });
  const fresh = guest();
  const freshName = `calls${keyed ? 'k' : ''}_${Date.now().toString(36)}`;
  await measure(fresh, { name: 'auth-signup', body: { username: freshName, password: seedPassword } });
  await measure(fresh, {
    name: 'auth-change-password',
    body: { oldPassword: seedPassword, newPassword: `${seedPassword}2` },
  });
  await measure(fresh, { name: 'auth-logout' });
  await measure(a, { name: 'auth-update-profile', body: { bio: 'Measuring things.' } });

  // Search and other users.
  await measure(a, { name: 'search', query: { query: 'task 1' } });
  await measure(a, { name: 'search-user', params: { id: u1.id } });
  await measure(a, { name: 'notification-get-user-info', params: { id: u1.id } });

  // Tasks and groups.
  const groupId = u0.groupIds[0] as string;
  await measure(a, { name: 'todo-get-groups' });
  await measure(a, { name: 'todo-get', params: { groupId } });
  await measure(a, { name: 'todo-getall' });
  await measure(a, {
    name: 'todo-create',
    body: { description: 'Measured task', groupId, completed: false },
  });
  // Quick add: the line parsed (date, repeat, priority, list) into a new task (measured below, in a shared list).
  await a.call({
    name: 'todo-quick-add',
    body: { text: 'Measured quick add tomorrow 5pm every friday !1 #Measured', timeZone: 'Europe/Paris' },
  });
  await measure(a, {
    name: 'todo-update',
    params: { id: u0.todoIds[1] as string },
    body: { completed: true },
  });
  await measure(a, { name: 'todo-delete', params: { id: u0.todoIds[2] as string } });
  // The bin: the deleted task listed and restored; another deleted and purged.
  await measure(a, { name: 'bin-list' });
  await measure(a, { name: 'bin-restore', params: { id: u0.todoIds[2] as string } });
  await a.call({ name: 'todo-delete', params: { id: u0.todoIds[3] as string } });
  await measure(a, { name: 'bin-purge', params: { id: u0.todoIds[3] as string } });
  await measure(a, { name: 'todo-plus-completed' });
  await measure(a, { name: 'todo-minus-completed' });
  // A task's history, and a revert of its last change (docs/api.md#activity).
  const traced = (await a.call({ name: 'todo-create', body: { description: 'Measured history' } })).body?._id;
  if (traced) {
    await a.call({ name: 'todo-update', params: { id: traced }, body: { notes: 'Changed' } });
    const history = await measure(a, { name: 'tasks-activity', params: { id: traced } });
    const last = (history.body as { entries?: { _id: string }[] } | undefined)?.entries?.[0]?._id;
    if (last)
      await measure(a, { name: 'tasks-activity-revert', params: { id: traced, entryId: last }, body: {} });
  }
  await measure(a, { name: 'todo-decrement-total-tasks', params: { userId: u0.id } });
  await measure(a, { name: 'todo-decrement-completed-tasks', params: { userId: u0.id } });
  const created = await measure(a, { name: 'todo-create-group', body: { name: 'Measured' } });
  const newGroupId = created.body?._id;
  if (newGroupId) {
    await measure(a, { name: 'todo-update-group', params: { id: newGroupId }, body: { name: 'Renamed' } });
    await measure(a, { name: 'todo-delete-group', params: { id: newGroupId } });
  }
  const postDeleted = (await a.call({ name: 'todo-create-group', body: { name: 'Deleted by POST' } })).body
    ?._id;
  if (postDeleted) await measure(a, { name: 'todo-delete-group-post', params: { id: postDeleted } });

  // Requests and notifications.
  await measure(a, { name: 'notification-get-notifications' });
  await measure(a, { name: 'notification-get-requests' });
  await measure(a, { name: 'notification-get-teammates' });
  await measure(a, { name: 'notification-send-requests', body: { toUser: u2.id } });
  const toC = (await c.call({ name: 'notification-get-requests' })).body;
  const fromA = Array.isArray(toC) ? toC.find((r) => r.fromUser._id === u0.id) : undefined;
  if (fromA) await measure(c, { name: 'notification-accept', params: { id: fromA._id } });
  await b.call({ name: 'notification-send-requests', body: { toUser: u3.id } });
  const toD = (await d.call({ name: 'notification-get-requests' })).body;
  const fromB = Array.isArray(toD) ? toD.find((r) => r.fromUser._id === u1.id) : undefined;
  if (fromB) await measure(d, { name: 'notification-reject', params: { id: fromB._id } });
  const notes = (await a.call({ name: 'notification-get-notifications' })).body;
  const note = Array.isArray(notes) ? notes[0] : undefined;
  if (note) await measure(a, { name: 'notification-delete', params: { id: note._id } });
  const newest = notes && Array.isArray(notes) ? notes[1] : undefined;
  if (newest) await measure(a, { name: 'notification-clear', body: { upTo: newest._id } });

  // Assignments (u0 assigns to u1).
  const sent = await measure(a, {
    name: 'notification-send-assignment',
    body: { description: 'Measured assignment', partners: [u1.id], completed: false },
  });
  const row = rowNamed(sent.body?.todos, 'Measured assignment');
  if (row) {
    await measure(a, { name: 'notification-get-assignments-status', body: { todos: [row] } });
    const edited = await measure(a, {
      name: 'notification-edit-assignment',
      body: { description: 'Measured assignment, edited', todos: row },
    });
    await measure(a, {
      name: 'notification-delete-assignment-for-single-teammate',
      body: {
        todos: edited.status === 200 ? { ...row, description: 'Measured assignment, edited' } : row,
        index: 0,
      },
    });
  }
  const second = await a.call({
    name: 'notification-send-assignment',
    body: { description: 'Second assignment', partners: [u1.id], completed: false },
  });
  const secondRow = rowNamed(second.body?.todos, 'Second assignment');
  if (secondRow)
    await measure(a, {
      name: 'notification-delete-assignment-for-all-teammates',
      body: { todos: secondRow },
    });
  // Shared lists (u0 shares a list with u1, then takes it back).
  const sharedList = (await a.call({ name: 'todo-create-group', body: { name: 'Shared' } })).body?._id;
  if (sharedList) {
    const list = { groupId: sharedList };
    await measure(a, { name: 'lists-member-add', params: list, body: { userId: u1.id, role: 'editor' } });
    await measure(a, { name: 'lists-members', params: list });
    // Quick add by the member u1 into the list shared with them, assigning u0, with a new label: the
    // joined lists read too, and the label created.
    await measure(b, {
      name: 'todo-quick-add',
      body: { text: `Measured team quick add #Shared +${u0.username} @measured`, timeZone: 'UTC' },
    });
    // Team tasks: a task up for grabs claimed and given back, then assigned and nudged.
    const teamTask = (
      await a.call({ name: 'todo-create', body: { description: 'Measured team task', groupId: sharedList } })
    ).body?._id;
    if (teamTask) {
      const id = { id: teamTask };
      await a.call({ name: 'todo-update', params: id, body: { completion: 'claim' } });
      await measure(a, { name: 'todo-claim', params: id });
      await measure(a, { name: 'todo-unclaim', params: id });
      await a.call({
        name: 'todo-update',
        params: id,
        body: { completion: 'all', assignees: [u0.id, u1.id] },
      });
      await measure(a, { name: 'todo-nudge', params: id });
      // Comments on it: one mentioning the member, the thread, an edit, the read mark, a delete.
      const comment = await measure(a, {
        name: 'comments-create',
        params: id,
        body: { text: `Measured comment for @${u1.username}` },
      });
      await measure(a, { name: 'comments-list', params: id });
      const commentId = comment.body?._id;
      if (commentId) {
        await measure(a, {
          name: 'comments-edit',
          params: { ...id, commentId },
          body: { text: `Measured comment for @${u1.username}, edited` },
        });
        await measure(a, { name: 'comments-read', params: id });
        await measure(a, { name: 'comments-delete', params: { ...id, commentId } });
      }
    }
    await measure(a, {
      name: 'lists-member-role',
      params: { ...list, userId: u1.id },
      body: { role: 'viewer' },
    });
    await measure(a, { name: 'lists-member-remove', params: { ...list, userId: u1.id } });
  }
  await measure(a, { name: 'notification-remove-from-team', body: { toUser: u1.id } });

  // Data in and out.
  await measure(a, { name: 'portability-export' });
  await measure(a, { name: 'portability-export-group-csv', params: { file: `${groupId}.csv` } });
  await measure(a, {
    name: 'portability-import',
    body: { file: 'TYPE,CONTENT\r\ntask,Measured import\r\n', fileName: 'Measured.csv', dryRun: false },
  });
  const feed = await measure(a, { name: 'calendar-token-create' });
  const feedPath = feed.body?.url ? new URL(feed.body.url).pathname.split('/').pop() : undefined;
  if (feedPath) await measure(guest(), { name: 'calendar-feed', params: { file: feedPath } });
  await measure(a, { name: 'calendar-token-delete' });

  // Avatars.
  await measure(a, { name: 'image-upload', body: { image: avatarBase64 } });
  await measure(a, { name: 'image-get' });

  await driveAccountRoutes(target, measure, { a, b, c, d, guest }, { u0, u2, u3 });

  // Web Push devices.
  await measure(a, { name: 'push-public-key' });
  const device = {
    // A push service the server accepts (functions/lib/push-endpoint.ts); nothing is sent to it here.
    endpoint: 'https://fcm.googleapis.com/fcm/send/bench',
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };
  await measure(a, { name: 'push-subscribe', body: device });
  await measure(a, { name: 'push-unsubscribe', body: { endpoint: device.endpoint } });

  return results;
}

/** The token of the newest link to `path` mailed to `to` (the local stack's sent mail), if any. */
async function mailedToken(target: BenchTarget, to: string, path: string): Promise<string | undefined> {
  const response = await fetch(new URL(devMailPath, target.baseUrl));
  if (!response.ok) return undefined;
  const mail = (await response.json()) as { to: string[]; text: string }[];
  const text = mail.find((sent) => sent.to.includes(to))?.text ?? '';
  const link = text.match(new RegExp(`https?://\\S+${path}\\?token=([A-Za-z0-9_-]+)`));
  return link?.[1];
}

/** Makes the deploy unowned again, as before its claim (the bench's own client: not counted). */
async function releaseDeploy(target: BenchTarget): Promise<void> {
  const db = benchDocumentClient(target.dynamoEndpoint);
  try {
    await db.send(new DeleteCommand({ TableName: target.tableName, Key: keys.deploy() }));
  } finally {
    db.destroy();
  }
}

type Measure = <N extends RouteName>(
  client: BenchClient,
  spec: RequestSpec<N>,
) => Promise<Timed<ResponseOf<N>>>;

/**
 * The account routes: the claim (each round's first user claims the deploy, which the bench makes
 * unowned again first: a claim is once per deploy), the settings, the directory, invitations,
 * sessions, a reset link, a transfer handed straight back, two-factor sign-in, and two throwaway
 * accounts deleted (by themselves, by the owner).
 */
async function driveAccountRoutes(
  target: BenchTarget,
  measure: Measure,
  clients: Record<'a' | 'b' | 'c' | 'd', BenchClient> & { guest: () => BenchClient },
  users: Record<'u0' | 'u2' | 'u3', SeededUser>,
): Promise<void> {
  const { a, b, c, d, guest } = clients;
  const { u0, u2, u3 } = users;
  await measure(guest(), { name: 'auth-options' });
  await releaseDeploy(target);
  await measure(a, { name: 'admin-claim', body: { token: target.setupToken } });
  await measure(a, { name: 'admin-settings' });
  await measure(a, { name: 'admin-settings-update', body: { membersCanInvite: true } });
  await measure(a, { name: 'admin-users', query: { query: u2.username.slice(0, 8) } });
  await measure(a, { name: 'admin-user-update', params: { id: u3.id }, body: { role: 'admin' } });

  // A member's invitation reads whether members may invite.
  const invite = await measure(b, { name: 'invites-create', body: { uses: 2 } });
  const code = invite.body?.url ? new URL(invite.body.url).searchParams.get('invite') : null;
  if (code) await measure(guest(), { name: 'auth-invite', params: { code } });
  await measure(b, { name: 'invites-list' });
  if (invite.body?._id) await measure(b, { name: 'invites-delete', params: { id: invite.body._id } });

  // Saved filters: saved (the query parsed), listed, moved, deleted.
  const filter = await measure(b, {
    name: 'filters-create',
    body: { name: 'This week', query: 'due before: +7d & !completed' },
  });
  await measure(b, { name: 'filters-list' });
  if (filter.body?._id) {
    await measure(b, { name: 'filters-update', params: { id: filter.body._id }, body: { order: 0 } });
    await measure(b, { name: 'filters-delete', params: { id: filter.body._id } });
  }

  // Labels: saved, listed, renamed, deleted (no task carries it: one call).
  const label = await measure(b, { name: 'labels-create', body: { name: 'Errands', color: 'green' } });
  await measure(b, { name: 'labels-list' });
  if (label.body?._id) {
    await measure(b, { name: 'labels-update', params: { id: label.body._id }, body: { name: 'Chores' } });
    await measure(b, { name: 'labels-delete', params: { id: label.body._id } });
  }

  // Sessions: u2 signs in on a second device, lists both, signs that one out, then every other.
  const second = guest();
  await second.call({ name: 'auth-signin', body: { username: u2.username, password: seedPassword } });
  const sessions = await measure(c, { name: 'auth-sessions' });
  const other = sessions.body?.find?.((s) => !s.current);
  if (other) await measure(c, { name: 'auth-session-delete', params: { id: other._id } });
  await measure(c, { name: 'auth-sessions-revoke-others' });

  // Passkeys: u2 registers one (a software authenticator answers), signs in with it, then removes it.
  const authenticator = new SoftAuthenticator(target.baseUrl);
  // Registration starts with the password besides the session (docs/decisions/0142).
  const creation = await measure(c, {
    name: 'auth-passkeys-register-options',
    body: { password: seedPassword },
  });
  if (creation.body?.challenge)
    await measure(c, {
      name: 'auth-passkeys-register-verify',
      body: { response: authenticator.register(creation.body as never) },
    });
  const request = await measure(guest(), { name: 'auth-passkeys-signin-options' });
  if (request.body?.challenge)
    await measure(guest(), {
      name: 'auth-passkeys-signin-verify',
      body: { response: authenticator.signIn({ challenge: request.body.challenge }) },
    });
  // The session proves the passkey again (a step-up, as an admin's password session would).
  const stepUp = await guest().call({ name: 'auth-passkeys-signin-options' });
  if (stepUp.body?.challenge)
    await measure(c, {
      name: 'auth-step-up',
      body: { response: authenticator.signIn({ challenge: stepUp.body.challenge }) },
    });
  const passkeys = await measure(c, { name: 'auth-passkeys' });
  const passkey = passkeys.body?.[0];
  if (passkey) await measure(c, { name: 'auth-passkey-delete', params: { id: passkey._id } });
  // A second passkey, for the reset page to remove below (not measured: the routes are above).
  const again = await c.call({ name: 'auth-passkeys-register-options', body: { password: seedPassword } });
  if (again.body?.challenge)
    await c.call({
      name: 'auth-passkeys-register-verify',
      body: { response: authenticator.register(again.body as never) },
    });
  const kept = (await c.call({ name: 'auth-passkeys' })).body?.[0];

  // Email: u2 verifies its address with the link it was mailed, then forgets its password.
  const address = `${u2.username.toLowerCase()}@example.com`;
  await measure(c, { name: 'auth-email-verify-request' });
  const verifyToken = await mailedToken(target, address, '/verify-email');
  // A link made for a session is confirmed with the password (docs/api.md#email).
  if (verifyToken)
    await measure(guest(), {
      name: 'auth-email-verify',
      body: { token: verifyToken, password: seedPassword },
    });
  await measure(guest(), { name: 'auth-password-forgot', body: { login: address } });
  // A second address confirmed: the first is mailed an undo link, used at the end (it signs u2 out).
  const moved = `moved_${u2.username.toLowerCase()}@example.com`;
  await c.call({ name: 'auth-update-profile', body: { email: moved } });
  const movedToken = await mailedToken(target, moved, '/verify-email');
  if (movedToken)
    await guest().call({ name: 'auth-email-verify', body: { token: movedToken, password: seedPassword } });
  const undoToken = await mailedToken(target, address, '/undo-email');

  // Notification settings, and the one-click unsubscribe of the digest they turn on.
  await measure(c, { name: 'notification-settings' });
  await measure(c, {
    name: 'notification-settings-update',
    body: { digest: 'email', timeZone: 'Europe/Paris' },
  });
  // Signed with the local stack's session secret (this process holds its environment).
  const { unsubscribeToken } = await import('../../functions/lib/unsubscribe-token');
  const unsubscribe = await unsubscribeToken(u2.id, 'digest');
  await measure(guest(), { name: 'notification-unsubscribe-page', query: { token: unsubscribe } });
  await measure(guest(), { name: 'notification-unsubscribe', query: { token: unsubscribe } });

  // A reset link for u2 (its sessions end), used once.
  const link = await measure(a, { name: 'admin-reset-link', params: { id: u2.id } });
  const token = link.body?.url ? new URL(link.body.url).searchParams.get('token') : null;
  if (token) {
    // The reset page reads the account and removes its passkey.
    await measure(guest(), { name: 'auth-password-reset-account', body: { token } });
    await measure(guest(), {
      name: 'auth-password-reset-passkey-delete',
      body: { token, id: kept?._id ?? 'AAAA' },
    });
    await measure(guest(), { name: 'auth-password-reset', body: { token, newPassword: seedPassword } });
  }
  if (undoToken) await measure(guest(), { name: 'auth-email-undo', body: { token: undoToken } });

  // The first round's owner hands the deploy to u3 and takes it straight back.
  await measure(a, { name: 'admin-transfer', body: { userId: u3.id } });
  await d.call({ name: 'admin-transfer', body: { userId: u0.id } });

  // Deleting accounts made for it: one deletes itself, the owner deletes the other.
  const throwaway = async () => {
    const client = guest();
    const made = await client.call({
      name: 'auth-signup',
      body: { username: `gone_${randomUUID().slice(0, 12)}`, password: seedPassword },
    });
    return { client, id: made.body && '_id' in made.body ? made.body._id : undefined };
  };
  const leaving = await throwaway();
  await measure(leaving.client, { name: 'auth-delete-account', body: { password: seedPassword } });
  const removed = await throwaway();
  if (removed.id) await measure(a, { name: 'admin-user-delete', params: { id: removed.id } });

  await driveTwoFactorRoutes(measure, b, guest);
}

/**
 * Two-factor sign-in: u1 sets it up and turns it on with a code computed from the secret, signs in
 * on another device with a recovery code (a code of the step just used would be refused), then
 * turns it off with another.
 */
async function driveTwoFactorRoutes(measure: Measure, b: BenchClient, guest: () => BenchClient) {
  const setup = await measure(b, { name: 'auth-2fa-setup', body: { password: seedPassword } });
  const secret = setup.body?.secret;
  if (!secret) return;
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const enabled = await measure(b, { name: 'auth-2fa-enable', body: { code } });
  const [first, second] = enabled.body?.recoveryCodes ?? [];
  if (!first || !second) return;
  const device = guest();
  const username = (await b.call({ name: 'auth-user' })).body?.username;
  const refusal = await device.call({ name: 'auth-signin', body: { username, password: seedPassword } });
  const challenge = (refusal.body as unknown as { challenge?: string } | undefined)?.challenge;
  if (challenge) await measure(device, { name: 'auth-signin-2fa', body: { challenge, code: first } });
  await measure(b, { name: 'auth-2fa-disable', body: { password: seedPassword, code: second } });
}
