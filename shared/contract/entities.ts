/**
 * The answers' shapes (SPEC.md section 3, docs/api.md), declared once as valibot schemas: the
 * TypeScript types derive from them (shared/types.ts), API tests validate every answer against them
 * (tests/support/api.ts), and the OpenAPI document is generated from them (scripts/docs/openapi.ts).
 * Objects are not strict: a client reads the fields declared here and ignores others.
 */
import * as v from 'valibot';
import { registrationModes, userRoles } from '../accounts';
import { filterIcons } from '../filters/icons';
import { labelColors } from '../labels';
import { notificationChoices } from '../notification-settings';
import { priorities } from '../priority';
import { repeatFroms } from '../repeat';
import { completionModes } from '../team-task-fields';

const id = v.pipe(v.string(), v.description('A time-ordered id (ULID) or a built-in group id'));
const isoTime = v.pipe(v.string(), v.description('An ISO 8601 date-time'));
const day = v.pipe(v.string(), v.description('A calendar date, yyyy-mm-dd'));
/**
 * Extension: a date-only due is a calendar day, the same for every viewer (docs/decisions/0113).
 * `due` is then noon UTC of it, for the original client. Always sent by this server.
 */
const dueDay = v.optional(v.nullable(day));
const avatarUrl = v.nullable(v.pipe(v.string(), v.description('Site-relative avatar URL, /avatars/...')));

export const pendingTeamEntry = v.object({
  userId: id,
  /** True on the sender's side of the request. */
  from: v.boolean(),
});

/** What every profile answer shows of a user. */
const profileFields = {
  _id: id,
  username: v.string(),
  email: v.string(),
  bio: v.string(),
  coverImg: avatarUrl,
  createdAt: isoTime,
  totalTasks: v.number(),
  completedTasks: v.number(),
  totalTeams: v.number(),
};

/** The signed-in user as `GET /api/auth/user` and the sign-in routes answer it. */
export const user = v.object({
  ...profileFields,
  team: v.array(id),
  pendingTeam: v.array(pendingTeamEntry),
  /**
   * Always empty: copies others assigned to the user are counted in totalTasks already, and the
   * original client adds this list's length to its completion denominator
   * (docs/compat.md#the-user-object). Kept so the field SPEC.md names is present.
   */
  assignedToMe: v.array(id),
  /** Extension: whether the calendar feed is on (its secret link is shown only when it is made). */
  calendarFeedOn: v.optional(v.boolean()),
  /** Extension: who the user is on this deploy (docs/api.md#accounts); always sent by this server. */
  role: v.optional(v.picklist(userRoles)),
  /** Extension: whether `email` is verified (docs/api.md#email); always sent by this server. */
  emailVerified: v.optional(v.boolean()),
  /** Extension: whether the user signs in with a second factor (docs/api.md#two-factor-sign-in); always sent. */
  twoFactor: v.optional(v.boolean()),
  /**
   * Extension: the verified address recovery mail goes to ('' for none), which only a link confirmed
   * with the password moves (docs/api.md#email); always sent by this server.
   */
  recoveryEmail: v.optional(v.string()),
  /**
   * Extension, sent by auth/user and the sign-in routes: the deploy requires this admin to set up
   * two-factor sign-in before anything else (`requireTwoFactorForAdmins`), and they have not yet.
   */
  twoFactorRequired: v.optional(v.boolean()),
});

/**
 * POST /api/auth/signin's 401: `{ message }`, and, when the password was right and the account
 * asks for its second factor, `twoFactor: true` and the `challenge` that POST /api/auth/signin/2fa
 * takes with the code.
 */
export const signInRefusal = v.object({
  message: v.string(),
  twoFactor: v.optional(v.literal(true)),
  challenge: v.optional(v.pipe(v.string(), v.description('A secret token, valid 5 minutes and 5 codes'))),
});

/**
 * POST /api/auth/2fa/setup: a new secret, pending until a code from it turns two-factor sign-in on;
 * as base32 text to type, as an otpauth:// link, and as that link's QR code (an SVG document).
 */
export const twoFactorSetup = v.object({
  secret: v.pipe(v.string(), v.description('Base32, RFC 4648')),
  otpauthUrl: v.pipe(v.string(), v.description('otpauth://totp/... (SHA-1, 6 digits, 30 s)')),
  qrSvg: v.pipe(v.string(), v.description('An SVG document: the QR code of otpauthUrl')),
});

/** POST /api/auth/2fa/enable: the recovery codes, each good for one sign-in, shown once. */
export const recoveryCodeList = v.object({ recoveryCodes: v.array(v.string()) });

export const teamMemberSummary = v.object({ _id: id, username: v.string(), coverImg: avatarUrl });

/** Another user's public profile (get-user-info, search/user, get-teammates). */
export const publicUser = v.object({ ...profileFields, team: v.array(teamMemberSummary) });

/** A user by id and username (usernames never change): who did something, whose an item is. */
const userRef = v.object({ _id: id, username: v.string() });

/** An assignee of a team task and their part: Completed (and when) or Pending. */
export const assignee = v.object({
  _id: id,
  username: v.string(),
  completed: v.boolean(),
  completedAt: v.nullable(isoTime),
});

/** One step of a task's checklist. On a copy, `completed` is the assignee's own tick. */
export const step = v.object({ _id: id, title: v.string(), completed: v.boolean() });

/** A label of the user's (docs/api.md#labels): a name (1-30 characters) and a colour. */
export const label = v.object({
  _id: id,
  name: v.string(),
  color: v.picklist(labelColors),
});

export const labelList = v.array(label);

/**
 * How a task repeats: `rule` is the canonical text of the RRULE subset of
 * shared/repeat.ts; `from` says whether the next due date follows the schedule ('due') or counts
 * from the day of completion ('completion'); `timeZone` (IANA) is the zone whose calendar days the
 * due date is counted in, when the client sent one.
 */
export const repeat = v.object({
  rule: v.pipe(v.string(), v.description('RRULE subset, canonical: FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR')),
  from: v.picklist(repeatFroms),
  timeZone: v.optional(v.pipe(v.string(), v.description('IANA time zone name'))),
});

/**
 * A task as the server sends it, one shape for all: an own task, a copy assigned to the caller, and
 * the assigner's view of a copy. What clients build from tasks (a merged view's `groupName`, the
 * grouped "Assigned by you" row) is theirs, not the answer's (shared/views.ts).
 */
export const todo = v.object({
  _id: id,
  description: v.string(),
  completed: v.boolean(),
  assigned: v.boolean(),
  important: v.boolean(),
  /**
   * Extension (docs/api.md#priority): 1 (highest) to 4 (none), beside the star; always sent by this
   * server (4 when unset), optional so a client may build a task without it.
   */
  priority: v.optional(v.picklist(priorities)),
  due: v.nullable(isoTime),
  dueDay,
  /**
   * Extensions (docs/api.md#times-of-day, shared/due-time.ts): the time of day, "HH:MM" (24 h) or
   * null for a date-only task; and its zone, null (floating: wall-clock time wherever the viewer
   * is) or an IANA zone (fixed: one instant for everyone). Always sent by this server.
   */
  dueTime: v.optional(v.nullable(v.pipe(v.string(), v.description('HH:MM, 24 h')))),
  dueZone: v.optional(v.nullable(v.pipe(v.string(), v.description('IANA time zone name')))),
  /**
   * Extension (docs/api.md#labels): the ids of the task's labels, at most 10; always sent by this
   * server ([] when none). In a shared list they are the labels of whoever set them: `labelInfo`
   * names each for every member.
   */
  labels: v.optional(v.array(id)),
  labelInfo: v.optional(v.array(label)),
  createdAt: isoTime,
  /** Owner (or assignee, for an assigned copy). */
  user: id,
  /**
   * The group the task is stored in: a user group, a built-in home (today, important, planned),
   * `assigned-to-me` for a copy assigned to the caller, `assigned-by-me` for the assigner's view
   * of a copy.
   */
  groupId: id,
  /** Shared by all copies of one assignment. */
  uniqueMarker: v.optional(id),
  /** Assigner's username, on copies (views 3 and 4). */
  username: v.optional(v.string()),
  /**
   * Extensions: always sent by this server ('' , [] and null when unset); optional so
   * a client may build a task without them.
   */
  notes: v.optional(v.string()),
  steps: v.optional(v.array(step)),
  repeat: v.optional(v.nullable(repeat)),
  /** Extension: when the owner is reminded, or null; always sent by this server. */
  remindAt: v.optional(v.nullable(isoTime)),
  /**
   * Extension (docs/api.md#times-of-day): a relative reminder, minutes before the due (0: at due
   * time), `remindAt` following the due; null for none or an absolute reminder. Always sent.
   */
  remindBefore: v.optional(v.nullable(v.number())),
  /**
   * Extensions, on a task in a shared list (docs/api.md#shared-lists): who created it, who changed
   * it last and when, who completed it and when (null while it is open).
   */
  createdBy: v.optional(userRef),
  updatedBy: v.optional(userRef),
  updatedAt: v.optional(isoTime),
  completedBy: v.optional(v.nullable(userRef)),
  completedAt: v.optional(v.nullable(isoTime)),
  /**
   * Extensions, on a team task of a shared list (docs/api.md#team-tasks), sent when set: its
   * assignees, each with their part; when it is done ('all' when absent); the members its
   * occurrences go to in turn.
   */
  assignees: v.optional(v.array(assignee)),
  completion: v.optional(v.picklist(completionModes)),
  rotation: v.optional(v.array(id)),
  /**
   * Extension (docs/api.md#comments): comments on the task the caller has not read, capped at 99;
   * sent by get-groups on every task.
   */
  unreadComments: v.optional(v.number()),
});

/** A shared list member's role; the owner's is `owner`. */
export const listRole = v.picklist(['owner', 'editor', 'viewer']);

export const group = v.object({
  _id: id,
  name: v.string(),
  todo: v.array(todo),
  /** True for the five built-in groups. */
  builtIn: v.optional(v.boolean()),
  /**
   * Extension: on a shared list (docs/api.md#shared-lists), its owner, the caller's role in it, how
   * many members it has besides the owner, and its version.
   */
  shared: v.optional(
    v.object({
      owner: userRef,
      role: listRole,
      memberCount: v.number(),
      /** Its members besides the owner, by name, for the avatars beside it. */
      members: v.optional(v.array(userRef)),
      /** The list's version: a live change of it carries the next one (shared/live.ts). */
      version: v.optional(v.number()),
    }),
  ),
});

/** GET /api/lists/{groupId}/members: the owner, and each member with their role. */
export const listMembers = v.object({
  owner: teamMemberSummary,
  members: v.array(v.object({ ...teamMemberSummary.entries, role: v.picklist(['editor', 'viewer']) })),
});

/**
 * The sender of a request or notification: flat, and again nested under `user` (the shape the
 * original client renders, docs/compat.md#the-sender). 'Unknown User' for a gone account.
 */
export const fromUser = v.object({ ...teamMemberSummary.entries, user: teamMemberSummary });

/** A comment on a task (docs/api.md#comments): plain text; `mentions` are audience members' ids. */
export const comment = v.object({
  _id: id,
  author: teamMemberSummary,
  text: v.string(),
  mentions: v.array(id),
  createdAt: isoTime,
  editedAt: v.nullable(isoTime),
});

/** GET /api/tasks/{id}/comments: a page, oldest first; `next` is the cursor of the next page, or null. */
export const commentPage = v.object({ comments: v.array(comment), next: v.nullable(v.string()) });

export const teamRequest = v.object({ _id: id, createdAt: isoTime, isProcessed: v.boolean(), fromUser });

export const notification = v.object({
  _id: id,
  createdAt: isoTime,
  message: v.string(),
  fromUser,
  /** Extension: the task a reminder or a completion notice is about. */
  todo: v.optional(id),
});

/** GET /api/push/public-key: the VAPID public key, base64url (applicationServerKey). */
export const pushPublicKey = v.object({ publicKey: v.string() });

/** Completion flag by task copy id. */
export const assignmentStatus = v.record(v.string(), v.boolean());

export const searchResult = v.object({
  users: v.array(teamMemberSummary),
  /**
   * `groupId`: the group the task is stored in (as on a task). Extensions: `completed`, and
   * `groupName`, that group's name (absent when the read stopped before the user's groups).
   */
  todos: v.array(
    v.object({
      _id: id,
      description: v.string(),
      groupId: id,
      completed: v.optional(v.boolean()),
      groupName: v.optional(v.string()),
    }),
  ),
  groups: v.array(v.object({ _id: id, name: v.string() })),
});

export const messageBody = v.object({ message: v.string() });

/**
 * A step of an account's deletion (docs/api.md#deleting-an-account): `done` false (answered 202)
 * while there is more to delete, and the client calls again; true (200) once the account is gone.
 */
export const deletionProgress = v.object({ message: v.string(), done: v.boolean() });
export const groupsBody = v.object({ groups: v.array(group) });
export const todosBody = v.object({ todos: v.array(todo) });
export const todoBody = v.object({ todo });
/**
 * todo/quick-add (docs/quick-add.md#the-route): the task created, and what of the line was
 * understood and applied, each part with its offsets (`text === line.slice(start, end)`, UTF-16).
 */
export const quickAddAnswer = v.object({
  todo,
  parsed: v.array(
    v.object({
      kind: v.picklist(['date', 'repeat', 'priority', 'label', 'list', 'star', 'assignee']),
      text: v.string(),
      start: v.number(),
      end: v.number(),
    }),
  ),
});
/**
 * todo/update: the task as stored after the change, and `next` when completing a repeating task
 * created its next occurrence. Reopening such a task names that occurrence: `nextRemoved` when it
 * was taken back (unchanged), `nextKept` when it stays because it was changed.
 */
export const todoUpdatedBody = v.object({
  todo,
  next: v.optional(todo),
  nextRemoved: v.optional(v.string()),
  nextKept: v.optional(v.string()),
});
/** todo/nudge: what was said, and the pending assignees it reached. */
export const nudgedBody = v.object({ message: v.string(), nudged: v.array(id) });
export const countersBody = v.object({ totalTasks: v.number(), completedTasks: v.number() });
export const imageBody = v.object({ image: avatarUrl });
/** send-assignment: the new copies, one per partner, shaped like the `assigned-by-me` elements. */
export const assignmentSentBody = v.object({ message: v.string(), todos: v.array(todo) });

export const todoList = v.array(todo);
export const notificationList = v.array(notification);
/** notification-clear: its message, and how many notifications it deleted. */
export const clearedNotes = v.object({ message: v.string(), cleared: v.number() });
export const teamRequestList = v.array(teamRequest);
export const publicUserList = v.array(publicUser);

/* Data in and out (docs/api.md "Data in and out"). */

/** A task in an export: every field a task stores (ids kept, for reference only: an import makes new ones). */
export const exportTask = v.object({
  _id: id,
  /** The user group or built-in home (today, important, planned) it lives in. */
  groupId: id,
  description: v.string(),
  completed: v.boolean(),
  important: v.boolean(),
  /** 1 (highest) to 4 (none). Optional: exports written before it have none (4). */
  priority: v.optional(v.picklist(priorities)),
  /** The names of its labels (docs/api.md#labels). Optional: exports written before them have none. */
  labels: v.optional(v.array(v.string())),
  due: v.nullable(isoTime),
  /** Optional: exports written before it have only `due`, read as the day it was set on. */
  dueDay,
  /** The time of day and its zone (docs/api.md#times-of-day). Optional: older exports have none. */
  dueTime: v.optional(v.nullable(v.string())),
  dueZone: v.optional(v.nullable(v.string())),
  /** A relative reminder, minutes before the due. Optional: older exports have none. */
  remindBefore: v.optional(v.nullable(v.number())),
  createdAt: isoTime,
  notes: v.string(),
  steps: v.array(step),
  repeat: v.nullable(repeat),
  /** The pending reminder, or null. Exported, not imported (docs/api.md). */
  remindAt: v.nullable(isoTime),
});

/** One entry of a task's history (docs/api.md#activity): who changed what, from what to what. */
export const activityEntry = v.object({
  _id: id,
  actor: v.object({ _id: id, username: v.string() }),
  at: v.string(),
  kind: v.string(),
  changes: v.array(v.object({ field: v.string(), from: v.unknown(), to: v.unknown() })),
  /** On a revert: the entry it put back. */
  revertOf: v.optional(id),
});
/** GET /api/tasks/{id}/activity: a page of entries, newest first; `next` is the cursor of the next page. */
export const activityPage = v.object({ entries: v.array(activityEntry), next: v.nullable(v.string()) });
/** A revert: the task as stored after it (as todo/update answers), and the fields it put back. */
export const revertedBody = v.object({
  todo,
  next: v.optional(todo),
  nextRemoved: v.optional(v.string()),
  nextKept: v.optional(v.string()),
  reverted: v.array(v.string()),
});

export const exportDocument = v.object({
  format: v.literal('teamtodo-export'),
  version: v.literal(1),
  exportedAt: isoTime,
  /** The profile without secrets (no password hash, no sessions). */
  profile: v.object(profileFields),
  /** The caller's groups; a shared one with its members and their roles (an import leaves them out). */
  groups: v.array(
    v.object({
      _id: id,
      name: v.string(),
      createdAt: isoTime,
      members: v.optional(v.array(v.object({ ...userRef.entries, role: v.picklist(['editor', 'viewer']) }))),
    }),
  ),
  /** The caller's own tasks. */
  tasks: v.array(exportTask),
  /** The caller's labels, which the tasks name (an import finds or creates them by name, with their colour). */
  labels: v.optional(labelList),
  /**
   * The lists teammates shared with the caller, each with its owner, the caller's role and its
   * tasks, whoever made them (for reference: an import does not bring them back).
   */
  sharedWithMe: v.optional(
    v.array(
      v.object({
        _id: id,
        name: v.string(),
        owner: userRef,
        role: v.picklist(['editor', 'viewer']),
        tasks: v.array(v.object({ ...exportTask.entries, createdBy: userRef })),
      }),
    ),
  ),
  /** The assignments the caller made, each assignee with the state of their copy. */
  assignmentsMade: v.array(
    v.object({
      ...v.omit(exportTask, ['groupId', 'completed']).entries,
      assignees: v.array(v.object({ ...userRef.entries, copyId: id, completed: v.nullable(v.boolean()) })),
    }),
  ),
  /** Copies others assigned to the caller, with who assigned them. */
  assignedToMe: v.array(v.object({ ...v.omit(exportTask, ['groupId']).entries, assigner: userRef })),
  team: v.array(userRef),
  notifications: v.array(
    v.object({
      _id: id,
      kind: v.picklist(['request', 'notification']),
      createdAt: isoTime,
      message: v.string(),
      isProcessed: v.boolean(),
      from: userRef,
    }),
  ),
  /**
   * The history of the caller's tasks and assignments (docs/api.md#activity), kept 365 days:
   * `taskId` names the task or the assignment; `keptUntil` is when the entry expires.
   */
  activity: v.optional(
    v.array(
      v.object({
        ...v.omit(activityEntry, ['_id']).entries,
        _id: id,
        taskId: id,
        keptUntil: isoTime,
      }),
    ),
  ),
});

/** An export too large for one answer: a short-lived link to the same document in S3. */
export const exportLink = v.object({
  format: v.literal('teamtodo-export-link'),
  url: v.pipe(v.string(), v.description('A presigned GET URL of the export document')),
  expiresAt: isoTime,
  bytes: v.number(),
});

export const exportAnswer = v.union([exportDocument, exportLink]);

/** Text answers (CSV, iCalendar): documented as strings, sent with their own content type. */
export const csvText = v.pipe(v.string(), v.description('text/csv; RFC 4180'));
export const icsText = v.pipe(v.string(), v.description('text/calendar; RFC 5545'));

const lineNote = v.object({
  /** The line of the file the row starts on; null for a JSON file's entries. */
  line: v.nullable(v.number()),
  reason: v.string(),
});

export const importReport = v.object({
  dryRun: v.boolean(),
  format: v.picklist(['teamtodo', 'todoist', 'ticktick']),
  /** True when this very file was imported before: nothing is (or would be) created. */
  alreadyImported: v.boolean(),
  created: v.object({ groups: v.number(), tasks: v.number(), steps: v.number() }),
  groups: v.array(
    v.object({ source: v.string(), name: v.string(), renamed: v.boolean(), tasks: v.number() }),
  ),
  /** Extension: the one list the tasks go into, when the import named one (`groups` is then empty). */
  into: v.optional(v.object({ _id: v.string(), name: v.string() })),
  /** Rows not imported: the first 200 (`skippedTotal` counts them all). */
  skipped: v.array(lineNote),
  /** Extension: how many rows were not imported, listed in `skipped` or not. */
  skippedTotal: v.number(),
  /** Rows imported with a loss (a repeat rule without an equivalent, a date not read, text cut): the first 200. */
  warnings: v.array(lineNote),
  /** Extension: how many warnings there were, listed in `warnings` or not. */
  warningsTotal: v.number(),
});

export const calendarToken = v.object({
  url: v.pipe(v.string(), v.description('The secret feed URL (https://<site>/api/calendar/<token>.ics)')),
});

/** A sign-up that waits for its email address to be verified (a `domain` site): no session yet. */
export const pendingSignUp = v.object({ message: v.string(), verifyEmail: v.literal(true) });

/** What sign-up answers: the user, signed in; or, on a `domain` site, the pending sign-up. */
export const signUpAnswer = v.union([user, pendingSignUp]);

/** GET /api/auth/options: what the sign-in and sign-up pages offer (public). */
export const authOptions = v.object({
  registration: v.picklist(registrationModes),
  /** Whether the site sends mail (password resets by email, verification). */
  emailSignIn: v.boolean(),
  passkeys: v.boolean(),
  /** Extension: whether members, not only admins, may invite people. */
  membersCanInvite: v.boolean(),
});

/** GET /api/auth/invite/{code}: who invites, shown on the sign-up page before anything is typed. */
export const invitePreview = v.object({
  inviter: teamMemberSummary,
  expiresAt: isoTime,
});

/** One account as the admin screen lists it. */
export const adminUser = v.object({
  _id: id,
  username: v.string(),
  email: v.string(),
  emailVerified: v.boolean(),
  role: v.picklist(userRoles),
  disabled: v.boolean(),
  twoFactor: v.boolean(),
  /** How many passkeys the account has. */
  passkeys: v.number(),
  createdAt: isoTime,
  lastSeenAt: v.nullable(isoTime),
});

/** A page of accounts by username; `next` is the cursor of the following page, null after the last. */
export const adminUserPage = v.object({ users: v.array(adminUser), next: v.nullable(v.string()) });

/** The deploy's settings (GET and POST /api/admin/settings). */
export const deploySettings = v.object({
  registration: v.picklist(registrationModes),
  allowedDomains: v.array(v.string()),
  membersCanInvite: v.boolean(),
  requireTwoFactorForAdmins: v.boolean(),
});

/** A one-time link (an invitation's, a password reset's): shown once, only its hash is kept. */
export const oneTimeLink = v.object({
  url: v.pipe(v.string(), v.description('An absolute link to the site itself')),
  expiresAt: isoTime,
});

/** An invitation as its list shows it (its link is shown once, when made). */
export const invite = v.object({
  _id: id,
  email: v.nullable(v.string()),
  usesLeft: v.number(),
  uses: v.number(),
  expiresAt: isoTime,
  createdAt: isoTime,
  inviter: userRef,
});

/** POST /api/invites: the invitation and its link, shown once; `mailed`: the link went to `email` too. */
export const newInvite = v.object({ ...invite.entries, url: oneTimeLink.entries.url, mailed: v.boolean() });

export const inviteList = v.array(invite);

/** A saved filter (docs/api.md#saved-filters): a smart list of the user's, evaluated by clients. */
export const savedFilter = v.object({
  _id: id,
  name: v.string(),
  icon: v.picklist(filterIcons),
  /** The query (shared/filters/query.ts), as saved. */
  query: v.string(),
  /** The sidebar's order, ascending. */
  order: v.number(),
  createdAt: isoTime,
});

export const savedFilterList = v.array(savedFilter);

/** One signed-in session of the caller's (GET /api/auth/sessions). */
export const session = v.object({
  _id: id,
  /** The session this request came with. */
  current: v.boolean(),
  createdAt: isoTime,
  lastSeenAt: isoTime,
  /** A short browser and system name from the User-Agent, for example `Chrome on macOS`. */
  device: v.string(),
});

export const sessionList = v.array(session);

/** One of the caller's passkeys (`_id`: its credential id). */
export const passkey = v.object({
  _id: v.string(),
  /** The browser and system it was made on. */
  name: v.string(),
  createdAt: isoTime,
  lastUsedAt: v.nullable(isoTime),
});

export const passkeyList = v.array(passkey);

/**
 * POST /api/auth/password/reset/account (and passkey-delete): what a live reset link may act on,
 * for the reset page (docs/api.md#password-resets).
 */
export const resetAccount = v.object({
  username: v.string(),
  /** Whether setting the password also needs a code. */
  twoFactor: v.boolean(),
  passkeys: passkeyList,
});

/**
 * POST /api/auth/email/verify's 400: `{ message }`, and, for a link that needs the account's
 * password (and code) to confirm it, `passwordNeeded: true`, whether a code is needed too, and the
 * address the link confirms (docs/api.md#email).
 */
export const verifyRefusal = v.object({
  message: v.string(),
  passwordNeeded: v.optional(v.literal(true)),
  twoFactor: v.optional(v.boolean()),
  email: v.optional(v.string()),
});

/** WebAuthn options for the browser (@simplewebauthn/browser takes them as they are). */
export const webAuthnOptions = v.looseObject({ challenge: v.string() });

/**
 * What a session alone may not do (docs/decisions/0142-sensitive-changes-need-proof.md): the 401 of
 * a change that needs the password (`passwordNeeded: true`, and whether a code is needed too), and
 * the 403 of one that needs this session to prove the account's second factor first
 * (`twoFactorRequired: true`, and `stepUp`: what POST /api/auth/step-up may take on this account).
 * An admin without any second factor where the deploy requires one gets `twoFactorRequired: true`
 * without `stepUp`: it sets one up first.
 */
export const proofRefusal = v.object({
  message: v.string(),
  passwordNeeded: v.optional(v.literal(true)),
  twoFactor: v.optional(v.boolean()),
  twoFactorRequired: v.optional(v.literal(true)),
  stepUp: v.optional(v.object({ code: v.boolean(), passkey: v.boolean() })),
});

/** One deleted task or list in the caller's bin (GET /api/bin, docs/api.md#the-bin). */
export const binItem = v.object({
  _id: id,
  kind: v.picklist(['task', 'list']),
  /** The task's description, or the list's name. */
  title: v.string(),
  /** A task: the list it was in (a user group or a built-in home), and its name while it exists; a list: null. */
  listId: v.nullable(v.string()),
  listName: v.nullable(v.string()),
  deletedAt: isoTime,
  /** When it leaves the bin for good. */
  expiresAt: isoTime,
  /** A list: how many tasks it holds; a task: null. */
  taskCount: v.nullable(v.number()),
});

/** The caller's bin, newest first. */
export const binList = v.object({ items: v.array(binItem) });

/** POST /api/bin/{id}/restore: what came back, and the group it is in now (`today`: Tasks). */
export const binRestored = v.object({ _id: id, kind: v.picklist(['task', 'list']), groupId: v.string() });
const notificationChoice = v.picklist(notificationChoices);

/** The caller's notification settings (GET and POST /api/notification-settings). */
export const notificationSettings = v.object({
  mentions: notificationChoice,
  assigned: notificationChoice,
  comments: notificationChoice,
  completions: notificationChoice,
  digest: notificationChoice,
  /** The IANA zone the browser reported (the digest goes at 8:00 there); null until reported. */
  timeZone: v.nullable(v.string()),
  /** Whether emails can reach the caller: the site sends mail and their address is verified. */
  emailReady: v.boolean(),
});
