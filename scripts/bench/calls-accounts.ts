/**
 * The account routes of a round of ./calls.ts: the deploy's claim and settings, the directory,
 * invitations, saved filters, labels, then the credentials (./calls-credentials.ts), a transfer
 * and two accounts' deletion, and two-factor sign-in.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/data/core/keys';
import { driveCredentialRoutes, driveTwoFactorRoutes } from './calls-credentials';
import type { Measure, RoundClients } from './calls-round';
import { type SeededUser, seedPassword } from './seed';
import { type BenchTarget, benchDocumentClient } from './target';

/** Makes the deploy unowned again, as before its claim (the bench's own client: not counted). */
async function releaseDeploy(target: BenchTarget): Promise<void> {
  const db = benchDocumentClient(target.dynamoEndpoint);
  try {
    await db.send(new DeleteCommand({ TableName: target.tableName, Key: keys.deploy() }));
  } finally {
    db.destroy();
  }
}

/**
 * The account routes: the claim (each round's first user claims the deploy, which the bench makes
 * unowned again first: a claim is once per deploy), the settings, the directory, invitations,
 * sessions, a reset link, a transfer handed straight back, two-factor sign-in, and two throwaway
 * accounts deleted (by themselves, by the owner).
 */
export async function driveAccountRoutes(
  target: BenchTarget,
  measure: Measure,
  clients: RoundClients,
  users: Record<'u0' | 'u2' | 'u3', SeededUser>,
): Promise<void> {
  const { a, b, d, guest } = clients;
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

  // u2's sessions, passkeys, address and reset link.
  await driveCredentialRoutes(target, measure, clients, u2);

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
