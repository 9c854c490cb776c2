/**
 * Key builders of the single table (docs/data-model.md). Every key is built here, nowhere else, and
 * every reader that recognises an item by its key (the live-update fan-out and its stream filter)
 * takes the prefixes from here. One partition per user holds that user's items, so a user's view
 * is one Query.
 */

/** The partition key prefix of a user's items, and the sort key of their profile. */
export const userPartitionPrefix = 'USER#';
export const profileSortKey = 'PROFILE';

/** Partition key of a user's items, and the sort key prefixes to query them by kind. */
export const userPartition = (userId: string) => `${userPartitionPrefix}${userId}`;
export const skPrefix = {
  /**
   * A task's history entry (../conversation/activity.ts), `ACT#<taskId>#<entryId>`: sorts before `ASSIGN#`,
   * outside the board's read range; the live stream filter lets none through.
   */
  activity: 'ACT#',
  group: 'GROUP#',
  todo: 'TODO#',
  assignment: 'ASSIGN#',
  note: 'NOTE#',
  connection: 'CONN#',
  /** An import's progress record (functions/data/portability/imports.ts), by the hash of the file. */
  importRun: 'IMPORT#',
  /** A Web Push subscription: sorts after `TODO$`, outside every other read's range. */
  pushSubscription: 'WEBPUSH#',
  /** A passkey (../accounts/passkeys.ts): sorts after `TODO$` and before `WEBPUSH#`, outside every other read's range. */
  passkey: 'WEBAUTHN#',
  /** A saved filter (../lists/saved-filters.ts): sorts after `TODO$`, outside the board's range. */
  savedFilter: 'VIEW#',
  /**
   * A label of the user's (../lists/labels.ts), `VLABEL#<id>`, and its name's claim, `VLABELNAME#<name key>`
   * (unique per user case-insensitively): both sort after `VIEW#`, outside the board's range.
   */
  label: 'VLABEL#',
  labelName: 'VLABELNAME#',
  /**
   * A user's read mark of a task's comment thread (../conversation/comments.ts): between `PROFILE` and `TODO#`, so
   * the board's one Query (ASSIGN#..TODO#) reads them with no call of its own.
   */
  readMark: 'READ#',
  /**
   * A deleted task or list in its deleter's bin (../tasks/bin.ts): sorts after `TODO$` and before
   * `TRASHPART#` and `WEBAUTHN#`, outside the board's range, so the board read never pays for it.
   */
  bin: 'TRASH#',
  /** A part of a binned list's tasks (../tasks/bin.ts): `TRASHPART#<listId>#<partId>`, outside every other read's range. */
  binPart: 'TRASHPART#',
  /**
   * A notification email waiting to go (../notifications/notification-emails.ts), by its notification's id: sorts
   * after `WEBPUSH#`, outside every other read's range; `XDIGEST`, the daily digest's schedule, too.
   */
  mailQueue: 'XMAIL#',
} as const;

/** The partition of a task's comment thread (../conversation/task-audience.ts names the thread, ../conversation/comments.ts its items). */
export const threadPartitionPrefix = 'THREAD#';
export const commentSortKeyPrefix = 'COMMENT#';

export const keys = {
  user: (userId: string): { pk: string; sk: typeof profileSortKey } => ({
    pk: userPartition(userId),
    sk: profileSortKey,
  }),
  usernameClaim: (usernameLower: string) => ({ pk: `USERNAME#${usernameLower}`, sk: 'USERNAME' }),
  group: (userId: string, groupId: string) => ({
    pk: userPartition(userId),
    sk: `${skPrefix.group}${groupId}`,
  }),
  todo: (userId: string, todoId: string) => ({ pk: userPartition(userId), sk: `${skPrefix.todo}${todoId}` }),
  assignment: (assignerId: string, marker: string) => ({
    pk: userPartition(assignerId),
    sk: `${skPrefix.assignment}${marker}`,
  }),
  note: (recipientId: string, noteId: string) => ({
    pk: userPartition(recipientId),
    sk: `${skPrefix.note}${noteId}`,
  }),
  rate: (key: string) => ({ pk: `RATE#${key}`, sk: 'RATE' }),
  /** One comment of a task's thread: its own partition, oldest first by the time-ordered id. */
  comment: (threadId: string, commentId: string) => ({
    pk: `${threadPartitionPrefix}${threadId}`,
    sk: `${commentSortKeyPrefix}${commentId}`,
  }),
  /** How far a user has read a thread (../conversation/comments.ts): in their own partition. */
  readMark: (userId: string, threadId: string) => ({
    pk: userPartition(userId),
    sk: `${skPrefix.readMark}${threadId}`,
  }),
  /** A deleted task or list in the bin of the user who deleted it (../tasks/bin.ts), by the task's or list's id. */
  bin: (userId: string, id: string) => ({ pk: userPartition(userId), sk: `${skPrefix.bin}${id}` }),
  /** One part of a binned list's tasks (../tasks/bin.ts). */
  binPart: (userId: string, listId: string, partId: string) => ({
    pk: userPartition(userId),
    sk: `${skPrefix.binPart}${listId}#${partId}`,
  }),
  /** One import of one file by one user: its progress, so a re-run completes it and a repeat creates nothing. */
  importRun: (userId: string, fileHash: string) => ({
    pk: userPartition(userId),
    sk: `${skPrefix.importRun}${fileHash}`,
  }),
  /** The calendar feed's lookup, by the SHA-256 of its secret token (the token itself is never stored). */
  calendarFeed: (tokenHash: string) => ({ pk: `CALFEED#${tokenHash}`, sk: 'CALFEED' }),
  /** A user's open WebSocket connection (functions/data/notifications/connections.ts). */
  connection: (userId: string, connectionId: string) => ({
    pk: userPartition(userId),
    sk: `${skPrefix.connection}${connectionId}`,
  }),
  /** A user's Idempotency-Key record (functions/data/core/idempotency.ts); its own partition, outside the board's. */
  idempotency: (userId: string, key: string) => ({ pk: `IDEM#${userId}#${key}`, sk: 'IDEM' }),
  /** Who owns a connection: $disconnect knows only the connection id. */
  connectionOwner: (connectionId: string) => ({ pk: `${skPrefix.connection}${connectionId}`, sk: 'CONN' }),
  /** One device's Web Push subscription, keyed by a hash of its endpoint (../notifications/push-subscriptions.ts). */
  pushSubscription: (userId: string, endpointHash: string) => ({
    pk: userPartition(userId),
    sk: `${skPrefix.pushSubscription}${endpointHash}`,
  }),
  /** The poller's watermark: the oldest hour bucket that may still hold something due (../notifications/reminders.ts). */
  reminderWatermark: () => ({ pk: 'REMINDERS', sk: 'WATERMARK' }),
  /** A notification email waiting to go, by its notification's id (../notifications/notification-emails.ts). */
  mailQueue: (recipientId: string, noteId: string) => ({
    pk: userPartition(recipientId),
    sk: `${skPrefix.mailQueue}${noteId}`,
  }),
  /** The user's daily digest schedule: in the due index at their next 8:00 (../notifications/notification-emails.ts). */
  digest: (userId: string) => ({ pk: userPartition(userId), sk: 'XDIGEST' }),
  /** The deploy's owner and settings, one item (../accounts/deploy.ts). */
  deploy: () => ({ pk: 'DEPLOY', sk: 'DEPLOY' }),
  /** An invitation; all of them in one partition, which expiry keeps small (../accounts/invites.ts). */
  invite: (inviteId: string) => ({ pk: invitesPartition, sk: `INVITE#${inviteId}` }),
  /** A password reset link's lookup, by the SHA-256 of its token (../accounts/password-resets.ts). */
  passwordReset: (tokenHash: string) => ({ pk: `RESET#${tokenHash}`, sk: 'RESET' }),
  /** A saved filter of the user's (../lists/saved-filters.ts). */
  savedFilter: (userId: string, filterId: string) => ({
    pk: userPartition(userId),
    sk: `${skPrefix.savedFilter}${filterId}`,
  }),
  /** A label of the user's (../lists/labels.ts). */
  label: (userId: string, labelId: string) => ({
    pk: userPartition(userId),
    sk: `${skPrefix.label}${labelId}`,
  }),
  /** The claim of a label name (its case-insensitive key) in the user's partition (../lists/labels.ts). */
  labelName: (userId: string, nameKey: string) => ({
    pk: userPartition(userId),
    sk: `${skPrefix.labelName}${nameKey}`,
  }),
  /** A passkey of the user's, by its credential id (../accounts/passkeys.ts). */
  passkey: (userId: string, credentialId: string) => ({
    pk: userPartition(userId),
    sk: `${skPrefix.passkey}${credentialId}`,
  }),
  /** A WebAuthn challenge while it waits for its answer (5 minutes, once): ../accounts/passkeys.ts. */
  webAuthnChallenge: (challenge: string) => ({ pk: `WACHALLENGE#${challenge}`, sk: 'WACHALLENGE' }),
  /** An email verification link's lookup, by the SHA-256 of its token (../accounts/email-addresses.ts). */
  emailVerification: (tokenHash: string) => ({ pk: `VERIFY#${tokenHash}`, sk: 'VERIFY' }),
  /** A verified address and its account, by the lowercase address: one account per address (../accounts/email-addresses.ts). */
  emailClaim: (emailLower: string) => ({ pk: `EMAIL#${emailLower}`, sk: 'EMAIL' }),
  /** A sign-in waiting for its second factor, by the SHA-256 of its challenge (../accounts/sign-in-challenges.ts). */
  signInChallenge: (challengeHash: string) => ({ pk: `CHALLENGE#${challengeHash}`, sk: 'CHALLENGE' }),
} as const;

/** The partition of the invitations (../accounts/invites.ts). */
export const invitesPartition = 'INVITES';

/**
 * GSI3, the directory of accounts the admin screen pages through by username (../accounts/directory.ts): one
 * partition, as a deploy has a team's accounts, not a public site's.
 */
export const directoryKeys = (usernameLower: string) => ({ gsi3pk: 'USERS', gsi3sk: usernameLower });

/**
 * GSI4, the tasks of a shared list (../lists/joined-lists.ts): a task put in a list that is shared, and
 * each task of a list when it is first shared (../lists/shared-lists.ts), carries the list's id as its
 * index partition, so a member's board Query reads that list's tasks only. A key left on a task
 * that moved out is harmless (a read keeps the tasks whose `groupId` is the list); a task missing
 * its key is caught by the read's count against the list's `taskCount`, which then reads the
 * owner's partition instead.
 */
export const listIndexKeys = (groupId: string, todoId: string) => ({
  gsi4pk: listIndexPartition(groupId),
  gsi4sk: `TODO#${todoId}`,
});
export const listIndexPartition = (groupId: string) => `LIST#${groupId}`;
export const listIndexAttributes = ['gsi4pk', 'gsi4sk'] as const;

/** GSI1: users by username prefix. The partition is the first character, so a prefix query is one Query. */
export const userSearchKeys = (usernameLower: string) => ({
  gsi1pk: `UNAME#${usernameLower.slice(0, 1)}`,
  gsi1sk: usernameLower,
});

/**
 * GSI2, the sparse index of what the reminder poller must do (../notifications/reminders.ts): a task
 * whose reminder is pending, or a notification whose push is pending. Partition: the UTC hour of
 * the due time and a shard (`DUE#2026-11-25T09#2`), so each poll queries only the buckets that can
 * hold something due and a popular 9:00 is spread over `dueShards` partitions; sort key: the due
 * time (ISO, UTC) and the item id, so `gsi2sk <= now` is exactly what is due. Items leave the index
 * by losing these two attributes (sent, completed, changed) or by being deleted.
 */
export const dueShards = 4;
export const dueHourOf = (iso: string) => iso.slice(0, 13);
const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The shard of an id: its last character (ULIDs end in random bits). */
export const dueShardOf = (id: string) =>
  Math.max(0, crockford.indexOf(id.slice(-1).toUpperCase())) % dueShards;
export const dueBucket = (hour: string, shard: number) => `DUE#${hour}#${shard}`;
export const dueIndexKeys = (dueAtIso: string, id: string) => ({
  gsi2pk: dueBucket(dueHourOf(dueAtIso), dueShardOf(id)),
  gsi2sk: `${dueAtIso}#${id}`,
});
