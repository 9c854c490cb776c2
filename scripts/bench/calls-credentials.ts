/**
 * The credential routes of a round of ./calls.ts, as u2 (client `c`) and u1 (client `b`): sessions,
 * passkeys, the address verified and moved, notification settings and the digest's unsubscribe, a
 * reset link, and two-factor sign-in. Driven by ./calls-accounts.ts, between the deploy's
 * routes and the accounts' deletion.
 */
import { Secret, TOTP } from 'otpauth';
import { devMailPath } from '../local/gateway-answers';
import type { Measure, RoundClients } from './calls-round';
import type { BenchClient } from './client';
import { type SeededUser, seedPassword } from './seed';
import { SoftAuthenticator } from './soft-authenticator';
import type { BenchTarget } from './target';

/** The token of the newest link to `path` mailed to `to` (the local stack's sent mail), if any. */
async function mailedToken(target: BenchTarget, to: string, path: string): Promise<string | undefined> {
  const response = await fetch(new URL(devMailPath, target.baseUrl));
  if (!response.ok) return undefined;
  const mail = (await response.json()) as { to: string[]; text: string }[];
  const text = mail.find((sent) => sent.to.includes(to))?.text ?? '';
  const link = text.match(new RegExp(`https?://\\S+${path}\\?token=([A-Za-z0-9_-]+)`));
  return link?.[1];
}

/**
 * u2's credentials: a second device's session, a passkey registered, used and removed (a second one
 * kept for the reset page), its address verified and moved, the digest's settings and unsubscribe,
 * then a reset link from the owner (client `a`) used once, and the address's move undone.
 */
export async function driveCredentialRoutes(
  target: BenchTarget,
  measure: Measure,
  clients: RoundClients,
  u2: SeededUser,
): Promise<void> {
  const { a, c, guest } = clients;
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
}

/**
 * Two-factor sign-in: u1 sets it up and turns it on with a code computed from the secret, signs in
 * on another device with a recovery code (a code of the step just used would be refused), then
 * turns it off with another.
 */
export async function driveTwoFactorRoutes(measure: Measure, b: BenchClient, guest: () => BenchClient) {
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
