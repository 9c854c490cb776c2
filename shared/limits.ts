/** Business constants and limits (SPEC.md section 9, plus the ones this product defines and docs/ records). */
export const limits = {
  /** Saved filters a user keeps (shared/filters), and the length of a filter's name. */
  savedFiltersMax: 50,
  filterNameMax: 30,
  /** Web Push devices a user keeps; subscribing one more removes the oldest. */
  pushDevicesMax: 10,
  /** The longest push endpoint URL accepted. */
  pushEndpointMax: 2048,
  groupNameMax: 20,
  descriptionMax: 180,
  passwordMin: 6,
  /** Longest password accepted: bounds the work of hashing (docs/decisions/0009-passwords-scrypt.md). */
  passwordMax: 128,
  usernameMin: 3,
  usernameMax: 30,
  emailMax: 254,
  bioMax: 500,
  builtInGroupCount: 5,
  todayWindowMinutes: 1440,
  searchDebounceMs: 300,
  searchQueryMax: 100,
  /** Results per section of a search answer. */
  searchResultsMax: 10,
  /** Requests, and notifications, answered per list: the newest ones (docs/data-model.md). */
  notesListMax: 100,
  /** Edits of one assignment within this long of its last notice fold into that notice, per assignee. */
  editNoticeFoldMinutes: 10,
  highlightDelayMs: 300,
  highlightPulseMs: 2000,
  logoutReloadDelayMs: 100,
  toastDurationMs: 4000,
  toastSuccessDurationMs: 2000,
  toastsHeldMax: 20,
  burnMemoryMaxMb: 400,
  burnMemoryDefaultMb: 200,
  burnRpsRequests: 2000,
  burnRpsIntervalMs: 5,
  burnRpsDefaultShown: 200,
  avatarPreviewMaxHeightPx: 300,
  avatarCropNudgesPx: [1, 10, 100],
  /** Largest avatar accepted after base64 decoding. */
  avatarMaxBytes: 1024 * 1024,
  /** Partners per assignment: one transaction of 100 items holds the partner copies and updates. */
  assignmentPartnersMax: 20,
  /** Failed sign-ins per username and per client address within the window, then 429. */
  signInFailuresMax: 10,
  signInWindowMinutes: 15,
  sessionDays: 7,
  /**
   * Wrong passwords a signed-in or link-holding check may take (the verification page's, and the
   * session routes' that reuse functions/lib/password-check.ts) per account and per client address
   * within the window, then 429.
   */
  passwordChecksPerAccount: 10,
  passwordChecksPerAddress: 30,
  passwordCheckWindowMinutes: 15,
  /** Link checks (the setup link, reset links, invitations) per client address within the window, then 429. */
  linkChecksMax: 20,
  linkCheckWindowMinutes: 15,
  /** Passkey sign-in challenges per client address within the window, then 429. */
  passkeyChallengesMax: 30,
  /** Account mails (verification links, forgotten-password links) per account or login per day, then 429. */
  accountMailsPerDay: 5,
  /** Invitation mails a member may send per day (an admin or the owner: the next), then 429. */
  inviteMailsPerDay: 20,
  inviteMailsPerDayAdmin: 200,
  /** Invitation mails one address may receive per day, whoever sends them, then 429. */
  inviteMailsPerAddressPerDay: 3,
  /** The forgotten-password route answers no sooner than this, whatever it found (no timing tells). */
  forgotAnswerFloorMs: 1500,
  /** Sessions kept per user; the oldest beyond this are dropped on sign-in. */
  sessionsPerUserMax: 20,
  /** Task details: notes, steps and the repeat rule's interval. */
  notesMax: 4000,
  stepsMax: 50,
  stepTitleMax: 180,
  repeatIntervalMax: 365,
  /**
   * Data in and out (docs/api.md): an import file of at most 2 MB (UTF-8 bytes) and 5,000
   * data rows (tasks, subtasks, checklist items and notes together) and 50 lists, refused with 413;
   * an export answered inline up to 5 MB, above that as a download link valid 15 minutes.
   */
  importFileMaxBytes: 2 * 1024 * 1024,
  importRowsMax: 5000,
  importGroupsMax: 50,
  exportInlineMaxBytes: 5 * 1024 * 1024,
  exportLinkSeconds: 900,
  /** The calendar feed: cacheable 15 minutes; at most 120 reads per client address per hour. */
  calendarCacheSeconds: 900,
  calendarReadsPerHour: 120,
} as const;

/**
 * Shared lists (docs/api.md#shared-lists): members besides the owner, tasks a shared list holds,
 * and shared lists one user is in (owned or joined). Apart from `limits`, so that a bundle that
 * needs none of them does not carry them.
 */
/** Comments on a task (docs/api.md#comments). */
export const commentLimits = {
  /** Characters of one comment's text. */
  textMax: 2000,
  /** Comments per page of GET /api/tasks/{id}/comments. */
  pageSize: 50,
  /** How long its author may edit a comment. */
  editHours: 24,
  /** `unreadComments` is capped here. */
  unreadMax: 99,
} as const;

export const listLimits = {
  membersMax: 50,
  tasksMax: 5000,
  perUserMax: 100,
} as const;

/** The five built-in views of the dashboard, by index (SPEC.md section 2). */
export const builtInViews = [
  { index: 0, id: 'today', name: 'Today' },
  { index: 1, id: 'important', name: 'Important' },
  { index: 2, id: 'planned', name: 'Planned' },
  { index: 3, id: 'assigned-to-me', name: 'Assigned to you' },
  { index: 4, id: 'assigned-by-me', name: 'Assigned by you' },
] as const;

export type BuiltInViewId = (typeof builtInViews)[number]['id'];

export const isBuiltInViewId = (id: string): id is BuiltInViewId => builtInViews.some((v) => v.id === id);
