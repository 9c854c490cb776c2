/**
 * What a task's history entry records (docs/api.md#activity), and which entries a revert puts
 * back: the server refuses the others (functions/data/conversation/activity-revert.ts) and the web offers
 * Revert on these only (features/task-details/ActivityTab.tsx).
 */
export const activityKinds = [
  'created',
  'description',
  'notes',
  'steps',
  'due',
  'importance',
  'priority',
  'labels',
  'list',
  'repeat',
  'reminder',
  'assignees',
  'completed',
  'reopened',
  'moved',
  /** Several fields in one change (one todo/update with more than one field). */
  'edited',
  'deleted',
  'restored',
  'comment-added',
  'comment-deleted',
  /** A revert of an earlier entry (its id in `revertOf`). */
  'reverted',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** The kinds a revert leaves alone: not a change of the task's own fields (its creation, a move, deletion and restore, comments). */
const notRevertable: readonly ActivityKind[] = [
  'created',
  'moved',
  'deleted',
  'restored',
  'comment-added',
  'comment-deleted',
];

/** The kinds a revert puts back: every other kind, a change of the task's own fields. */
export const revertableKinds: ReadonlySet<string> = new Set<ActivityKind>(
  activityKinds.filter((kind) => !notRevertable.includes(kind)),
);
