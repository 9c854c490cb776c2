/** What the server answers and writes about teams, shared lists and comments. */

/**
 * Texts of the team routes: the notifications they write (shown under 'Your
 * Notifications' beside the sender's name), their success answers and their refusals.
 */
export const teamTexts = {
  // Notifications written into the other user's partition.
  requestAcceptedNote: 'accepted your team request',
  requestRejectedNote: 'rejected your team request',
  removedFromTeamNote: 'removed you from their team',
  // Success answers ({ message }).
  requestSent: 'Request sent',
  requestAccepted: 'Request accepted',
  requestRejected: 'Request rejected',
  removedFromTeam: 'User removed from team',
  noteDeleted: 'Notification deleted',
  notesCleared: 'Read notifications cleared',
  notesSeen: 'Notifications marked as seen',
  // Refusals.
  alreadyTeammate: 'This user is already on your team',
  alreadyPending: 'A team request between you and this user is already pending',
  notTeammate: 'This user is not on your team',
  requestNotFound: 'Request not found',
  requestAnswered: 'This request has already been answered',
  noteNotFound: 'Notification not found',
  teamChanged: 'Your team changed meanwhile, please try again',
  toUserRequired: 'toUser is required',
  clearUpToInvalid: 'upTo must be the id of the newest notification read',
  seenUpToInvalid: 'upTo must be the id of the newest notification shown',
  searchQueryTooLong: 'Search text must be at most 100 characters',
} as const;

/** Answers and refusals of the shared lists' routes, and of task writes refused by a list's role. */
export const listTexts = {
  memberAdded: 'Member added',
  roleChanged: 'Role changed',
  memberRemoved: 'Member removed',
  notTeammate: 'Lists can only be shared with teammates',
  alreadyMember: 'This teammate is already a member of this list',
  notMember: 'This user is not a member of this list',
  ownerManages: 'Only the owner of this list manages its members',
  ownerStays: 'The owner cannot leave their own list',
  membersFull: 'A list can have at most 50 members',
  tooManyShared: 'A user can be in at most 100 shared lists',
  listFull: 'A shared list holds at most 5,000 tasks',
  viewerOnly: 'You can view this list but not change it',
  noLongerMember: 'You are no longer a member of this list',
  roleInvalid: "role must be 'editor' or 'viewer'",
  userIdRequired: 'userId is required',
  ownerOnlyDeletes: 'Only the owner of this list can delete it',
} as const;

/**
 * Comments on a task (docs/api.md#comments): the routes' answers, their refusals, and the
 * notification an @mention writes.
 */
export const commentTexts = {
  textRequired: 'Comment text is required',
  textTooLong: 'A comment can be at most 2,000 characters',
  notFound: 'Comment not found',
  notAuthor: 'Only its author can edit a comment',
  editWindowOver: 'A comment can be edited for 24 hours after it was written',
  cannotDelete: "Only its author, the task's owner or the list's owner can delete a comment",
  deleted: 'Comment deleted',
  read: 'Comments marked as read',
  mentioned: (username: string, description: string) => `${username} mentioned you on "${description}"`,
  commented: (username: string, description: string) => `${username} commented on "${description}"`,
} as const;
