/** The route manifest's own rules (routes.ts): unique names and keys, the public routes, built paths. */
import { describe, expect, it } from 'vitest';
import { buildPath, routeKey, routes } from './routes';

describe('route manifest', () => {
  it('has unique names and unique route keys', () => {
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
    expect(new Set(routes.map(routeKey)).size).toBe(routes.length);
  });

  it("marks only sign-in and its code step, sign-up, logout, the calendar feed and the sign-up page's own reads as public", () => {
    expect(routes.filter((r) => !r.auth).map((r) => r.name)).toEqual([
      'auth-signin',
      'auth-signup',
      'auth-logout',
      // Calendar apps poll the feed without a cookie; its secret token is the credential.
      'calendar-feed',
      // What the sign-up page offers, whose invitation it is, and a reset link's use: before any session.
      'auth-options',
      'auth-invite',
      'auth-password-reset',
      // A forgotten password and an address's verification link: before any session.
      'auth-password-forgot',
      'auth-email-verify',
      // The undo link mailed to a replaced recovery address, and the reset page's reads and passkey removals by its link.
      'auth-email-undo',
      'auth-password-reset-account',
      'auth-password-reset-passkey-delete',
      // Signing in with a passkey: its challenge, then its answer.
      'auth-passkeys-signin-options',
      'auth-passkeys-signin-verify',
      // The password step's challenge stands in for the session the code step begins.
      'auth-signin-2fa',
      // A notification email's unsubscribe link: its signed token names the one user and kind.
      'notification-unsubscribe',
      'notification-unsubscribe-page',
    ]);
  });

  it('builds paths with encoded parameters and refuses missing ones', () => {
    expect(buildPath('todo-get', { groupId: 'a/b c' })).toBe('/api/todo/get/a%2Fb%20c');
    expect(() => buildPath('todo-get')).toThrow(/groupId/);
  });
});
