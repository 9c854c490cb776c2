/** The server's own error messages and the answers of sign-in, the load-test routes and push. */

/** The server's own error messages, returned as `{ message }`. */
export const serverErrors = {
  notSignedIn: 'Not signed in',
  invalidJson: 'Request body must be valid JSON',
  jsonContentType: 'Content-Type must be application/json',
  foreignOrigin: 'Cross-origin request refused',
  usernameTaken: 'Username is already taken',
  invalidCredentials: 'Invalid username or password',
  wrongPassword: 'Current password is incorrect',
  tooManySignIns: 'Too many failed sign-in attempts. Try again in 15 minutes.',
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  userNotFound: 'User not found',
  todoNotFound: 'Task not found',
  groupNotFound: 'Group not found',
  assignmentNotFound: 'Assignment not found',
  assignmentChanged: 'This task was changed meanwhile, please try again',
  builtInGroup: 'Built-in groups cannot be changed',
  forbidden: 'You may not change this item',
  tooLarge: 'Request body is too large',
  unavailable: 'Service temporarily unavailable, please retry',
  mailNotSetUp: 'Email is not set up on this site',
  internal: 'Internal server error',
  idempotencyKeyInvalid: 'Idempotency-Key must be a UUID or ULID',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed',
  idempotencyKeyReused: 'This Idempotency-Key was used for another request',
} as const;

/** Success answers of the auth routes (`{ message }`). */
export const authTexts = {
  signedOut: 'Signed out',
  passwordChanged: 'Password changed',
} as const;

/** Answers of the load-test routes (`{ message }`): what was done and how long it took. */
export const burnTexts = {
  memory: (mb: number, ms: number) => `Allocated, touched and released ${mb} MB in ${ms} ms`,
  rps: 'ok',
} as const;

/**
 * The server's refusal of a push endpoint that is no browser push service (functions/lib/push-endpoint.ts).
 * Apart from reminderTexts: the web never shows it, so it stays out of the web's bundle.
 */
export const pushTexts = {
  endpointNotPushService:
    'endpoint must be a browser push service (fcm.googleapis.com, updates.push.services.mozilla.com, web.push.apple.com or *.notify.windows.com)',
} as const;
