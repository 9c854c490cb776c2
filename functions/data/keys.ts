/**
 * Key builders of the single table (docs/data-model.md). Every key is built here, nowhere else.
 * One partition per user holds that user's items, so a user's view is one Query.
 */
export const keys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  usernameClaim: (usernameLower: string) => ({ pk: `USERNAME#${usernameLower}`, sk: 'USERNAME' }),
  group: (userId: string, groupId: string) => ({ pk: `USER#${userId}`, sk: `GROUP#${groupId}` }),
  todo: (userId: string, todoId: string) => ({ pk: `USER#${userId}`, sk: `TODO#${todoId}` }),
  assignment: (assignerId: string, marker: string) => ({ pk: `USER#${assignerId}`, sk: `ASSIGN#${marker}` }),
  note: (recipientId: string, noteId: string) => ({ pk: `USER#${recipientId}`, sk: `NOTE#${noteId}` }),
  rate: (key: string) => ({ pk: `RATE#${key}`, sk: 'RATE' }),
} as const;

/** Partition key of a user's items, and the sort key prefixes to query them by kind. */
export const userPartition = (userId: string) => `USER#${userId}`;
export const skPrefix = { group: 'GROUP#', todo: 'TODO#', assignment: 'ASSIGN#', note: 'NOTE#' } as const;

/** GSI1: users by username prefix. The partition is the first character, so a prefix query is one Query. */
export const userSearchKeys = (usernameLower: string) => ({
  gsi1pk: `UNAME#${usernameLower.slice(0, 1)}`,
  gsi1sk: usernameLower,
});
