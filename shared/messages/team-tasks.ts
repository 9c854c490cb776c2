/**
 * Team tasks on screen (docs/api.md#team-tasks): the roll call on a row, its panel, and the details'
 * section, all in lazy chunks.
 */
export const teamTaskScreens = {
  /** The roll call on a row. */
  rollCall: (done: number, total: number) => `${done} of ${total} done`,
  partDone: (username: string) => `${username}: done`,
  done: 'Done',
  pending: 'Pending',
  partPending: (username: string) => `${username}: pending`,
  rollCallLabel: (done: number, total: number) => `${done} of ${total} done: open the assignees`,
  upForGrabs: 'Up for grabs',
  claimedBy: (username: string) => `Claimed by ${username}`,
  waitingOn: (names: string) => `Waiting on ${names}`,
  /** An Anyone task: one of them will do. */
  waitingForAny: (names: string) => `Waiting for one of ${names}`,
  nudge: 'Nudge',
  nudgeFailed: 'Could not nudge',
  claim: 'Claim',
  unclaim: 'Unclaim',
  claimed: 'You claimed it',
  unclaimed: 'It is up for grabs again',
  claimFailed: 'Could not claim it',
  unclaimFailed: 'Could not give it back',
  /** The details panel's section. */
  assignees: 'Assignees',
  assigneeOf: (username: string) => `Assign ${username}`,
  doneWhen: 'Done when',
  modes: { all: 'Everyone', any: 'Anyone', claim: 'Up for grabs' },
  modeHelp: {
    all: 'Done when every assignee has done their part',
    any: 'Done when one assignee has done it',
    claim: 'Nobody has it until a member claims it',
  },
  rotateBetween: 'Rotate between…',
  rotationHelp: 'Each new occurrence goes to the next of them, in this order',
  moveUp: (username: string) => `Move ${username} up`,
  completeForEveryone: 'Complete for everyone',
  reopenForEveryone: 'Reopen for everyone',
  saved: 'Assignees updated',
  saveFailed: 'Could not update the assignees',
} as const;
