/**
 * The texts of the panel of changes the server refused on replay (web/src/app/RefusedChanges.tsx),
 * a lazy chunk, and the kinds of change the outbox names. The rule for what goes where is in ./README.md.
 */

/** The changes the server refused when the outbox replayed them (loaded with that panel). */
export const outboxTexts = {
  refusedTitle: 'Not saved',
  /** One refused change: what it was, then the server's reason. */
  refused: (what: string, reason: string) => `${what}: ${reason}`,
  dismiss: 'Dismiss',
  /** A change that depended on one the server refused (e.g. a change to a task never created). */
  dependsOnRefused: 'It depended on a change that was not saved',
  /** What a kept change was, by its kind (web/src/api/outbox/state.ts `ChangeKind`). */
  kinds: {
    createTask: (description: string) => `Add "${description}"`,
    changeTask: (description: string) => `Change "${description}"`,
    claimTask: (description: string) => `Claim "${description}"`,
    unclaimTask: (description: string) => `Give back "${description}"`,
    deleteTask: (description: string) => `Delete "${description}"`,
    createGroup: (name: string) => `Create group "${name}"`,
    renameGroup: (name: string) => `Rename group to "${name}"`,
    deleteGroup: (name: string) => `Delete group "${name}"`,
    assign: (description: string) => `Assign "${description}"`,
    changeAssignment: (description: string) => `Change assignment "${description}"`,
    removeAssignee: (description: string) => `Remove an assignee of "${description}"`,
    deleteAssignment: (description: string) => `Delete assignment "${description}"`,
    comment: (description: string) => `Comment on "${description}"`,
  },
  /** A change to a task, list or assignment that was deleted meanwhile (the server answered 404). */
  deletedElsewhere: 'It was deleted on another device',
} as const;
