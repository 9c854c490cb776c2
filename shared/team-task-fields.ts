/**
 * The fields a team task carries (docs/api.md#team-tasks), apart from its rules (./team-tasks.ts):
 * what a row needs to know to draw one, so the first download carries this and not the rules.
 */

/** When a team task is done: every assignee's part, the first one, or the one who claimed it. */
export const completionModes = ['all', 'any', 'claim'] as const;
export type CompletionMode = (typeof completionModes)[number];

/** Whether a task carries team state: assignees, a completion mode or a rotation. */
export const hasTeamState = (task: {
  assignees?: readonly unknown[];
  completion?: CompletionMode;
  rotation?: readonly string[];
}): boolean =>
  (task.assignees?.length ?? 0) > 0 || task.completion !== undefined || (task.rotation?.length ?? 0) > 0;
