/**
 * The routes anyone may call without a session (sign-in and its code step, sign-up, logout, the sign-up page's options and
 * invitation, a password reset by its link, the calendar feed, whose URL holds its own secret, and an email's unsubscribe link, signed for its one user and kind): every other route needs a signed-in user. Kept apart from the route
 * manifest (./routes.ts reads it for each route's `auth`) so that a function learns its access
 * without bundling the whole manifest, and so that the handler factory's types refuse a route
 * created with the wrong one (functions/lib/handler.ts).
 */
export const publicRouteNames = [
  'auth-signin',
  'auth-signup',
  'auth-logout',
  'calendar-feed',
  'auth-options',
  'auth-invite',
  'auth-password-reset',
  'auth-password-forgot',
  'auth-email-verify',
  'auth-email-undo',
  'auth-password-reset-account',
  'auth-password-reset-passkey-delete',
  'auth-passkeys-signin-options',
  'auth-passkeys-signin-verify',
  'auth-signin-2fa',
  'notification-unsubscribe',
  'notification-unsubscribe-page',
] as const;

export type PublicRouteName = (typeof publicRouteNames)[number];

/** Whether `name` is one of the public routes above. */
export const isPublicRoute = (name: string): boolean =>
  (publicRouteNames as readonly string[]).includes(name);
