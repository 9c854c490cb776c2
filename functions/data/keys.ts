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
  group: 'GROUP#',
  todo: 'TODO#',
  assignment: 'ASSIGN#',
  note: 'NOTE#',
  connection: 'CONN#',
  /** An import's progress record (functions/data/imports.ts), by the hash of the file. */
  importRun: 'IMPORT#',
} as const;

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
  /** One import of one file by one user: its progress, so a re-run completes it and a repeat creates nothing. */
  importRun: (userId: string, fileHash: string) => ({
    pk: userPartition(userId),
    sk: `${skPrefix.importRun}${fileHash}`,
  }),
  /** The calendar feed's lookup, by the SHA-256 of its secret token (the token itself is never stored). */
  calendarFeed: (tokenHash: string) => ({ pk: `CALFEED#${tokenHash}`, sk: 'CALFEED' }),
  /** A user's open WebSocket connection (functions/data/connections.ts). */
  connection: (userId: string, connectionId: string) => ({
    pk: userPartition(userId),
    sk: `${skPrefix.connection}${connectionId}`,
  }),
  /** A user's Idempotency-Key record (functions/data/idempotency.ts); its own partition, outside the board's. */
  idempotency: (userId: string, key: string) => ({ pk: `IDEM#${userId}#${key}`, sk: 'IDEM' }),
  /** Who owns a connection: $disconnect knows only the connection id. */
  connectionOwner: (connectionId: string) => ({ pk: `${skPrefix.connection}${connectionId}`, sk: 'CONN' }),
} as const;

/** GSI1: users by username prefix. The partition is the first character, so a prefix query is one Query. */
export const userSearchKeys = (usernameLower: string) => ({
  gsi1pk: `UNAME#${usernameLower.slice(0, 1)}`,
  gsi1sk: usernameLower,
});
