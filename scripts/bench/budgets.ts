/**
 * The performance budgets, in one place. `npm run bench` exits non-zero when a measured
 * figure crosses one of them. Tighten a number when the product does better; loosen one only with
 * a reason written beside it.
 */

export const budgets = {
  /** Each Lambda bundle, minified (not gzipped): cold-start download and parse cost. */
  functionMinifiedKb: 300,
  /**
   * Functions allowed more, each because it alone carries a library an issue asks for (so every
   * other function stays under the general budget). Keys are handler paths under functions/.
   */
  functionMinifiedKbByHandler: {
    // A well-kept RRULE library was asked for: `rrule` adds about 54 KB (its natural-language
    // module cannot be left out) to the one function that advances repeating tasks. Every change
    // also writes its history entry (functions/data/conversation/activity.ts) and a completion notice its queued
    // email (functions/data/notifications/notification-emails.ts): 362.4 KB with task priority; 370.4 KB with
    // times of day (the zone library, @date-fns/tz) and labels.
    'todo/update': 375,
    // A timed task's instant is computed in its zone by the zone library asked for (@date-fns/tz),
    // and labels are checked against the user's own: 301.1 and 301.5 KB.
    'todo/create': 305,
    'assignment/send': 305,
    // A revert is the update's operation (functions/data/conversation/activity-revert.ts), RRULE library included;
    // who may revert is the audience rule's (functions/data/conversation/task-audience.ts, docs/decisions/0144):
    // 367.3 KB before it, 370.6 KB with it.
    'tasks/activity-revert': 375,
    // Mail through SES v2 was asked for (docs/decisions/0119): the SES client adds about 60 KB to
    // the functions that send, and only to them.
    'auth/update-profile': 370,
    'auth/password-forgot': 380,
    'auth/email-verify-request': 360,
    // The verification page confirms a new recovery address with the password and a second
    // factor's code, and mails the old address its undo link (docs/decisions/0142): the SES client
    // and the code check beside the link's transaction, 381.7 KB.
    'auth/email-verify': 390,
    'invites/create': 370,
    // Sign-up sends the verification mail of a `domain` site and names the session's device.
    'auth/signup': 410,
    // The session's device name (bowser, about 35 KB) and, for sign-in, the second factor's challenge.
    'auth/signin': 320,
    // Deleting an account also deletes its history, bin and mail queue items, the second factor's
    // check included: 324.2 KB.
    'auth/delete-account': 330,
    // An admin's deletion of an account is the same operation, without the second factor's check.
    'admin/user-delete': 310,
    // The import reads three formats (ours, Todoist's CSV, TickTick's), each field mapped by hand
    // (no library); at 299.7 KB, each new task field mapped (priority: 0.4 KB) passed the general budget.
    // Times of day (docs/decisions/0133): a timed task's instant is computed through the zone
    // library (@date-fns/tz, about 6 KB), which tasks created by the import carry too: 307.0 KB with
    // the Todoist and TickTick times; labels (ensureLabels, @label words) besides.
    'portability/import': 320,
    // Quick add was asked for with a well-kept date parser: chrono-node's English parser (about
    // 63 KB, shared/quick-add/bundle.test.ts) beside todo/create's operation; with times of day and
    // labels (ensureLabels): 361.4 KB.
    'todo/quick-add': 370,
    // Passkeys were asked for with @simplewebauthn/server, which carries its CBOR, ASN.1 and
    // attestation parsers whole: about 250 KB more, in the four passkey ceremony functions only.
    // A registration starts only with the password and, with two-factor on, a code (decision
    // 0142): the password and code checks beside the library, 554.1 KB.
    'auth/passkeys-register-options': 560,
    'auth/passkeys-register-verify': 620,
    'auth/passkeys-signin-options': 540,
    'auth/passkeys-signin-verify': 600,
    // A session's step-up takes a code or a passkey's answer to a sign-in challenge (decision 0142):
    // the passkey sign-in's verification, and the code check, 562.2 KB.
    'auth/step-up': 570,
  } as Record<string, number>,
  // DynamoDB calls per request: one number per route, `ddbCalls` in infra/route-settings.ts.
  /** JavaScript loaded before the first render (index.html's scripts and their static imports), gzipped. */
  // The budget started at 150; the SPA needs about 105 KB, so 120 leaves room without inviting growth.
  initialWebJsGzipKb: 120,
  /** The dashboard's API requests on load do not grow with the number of groups or teammates. */
  dashboardRequestsConstant: true,
  /** Navigation to 1,000 tasks shown in Chromium, median of 3 first visits. */
  dashboardShownMs: 500,
  /**
   * Navigation to the same 1,000 tasks shown on a repeat visit, median of 5: the service worker
   * serves the app, the SWR cache kept in IndexedDB draws the list before the network answers
   * (the repeat visit's goal, docs/performance.md).
   */
  repeatVisitShownMs: 200,
  /** A click on a sidebar entry to its 1,000-task list painted, median. */
  viewSwitchMs: 50,
  /** API requests made by switching views once the dashboard is loaded. */
  viewSwitchRequests: 0,
  /** A click on the calendar's sidebar entry to a month of 500 due tasks drawn, median (chunk loaded). */
  calendarMonthMs: 100,
  /** Reads of the groups made by opening the calendar from the dashboard (it uses the groups held). */
  calendarRequests: 0,
} as const;

export interface BudgetCheck {
  name: string;
  /** The measured figure, as shown. */
  actual: string;
  limit: string;
  ok: boolean;
  /** Where to look when it fails (file or route). */
  where?: string;
}

/** A numeric check: `actual <= limit`. */
export function atMost(name: string, actual: number, limit: number, unit = '', where?: string): BudgetCheck {
  return {
    name,
    actual: `${Number.isInteger(actual) ? actual : actual.toFixed(1)}${unit}`,
    limit: `<= ${limit}${unit}`,
    ok: actual <= limit,
    ...(where ? { where } : {}),
  };
}

export const failures = (checks: readonly BudgetCheck[]) => checks.filter((c) => !c.ok);
