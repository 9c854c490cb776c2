/**
 * Team tasks (docs/api.md#team-tasks): a task in a shared list whose assignees are members of the
 * list, each with their own part (Completed or Pending), and a completion mode that says when the
 * task itself is done. The rule lives here, once, for the server's writes and the web's optimistic
 * changes alike.
 */

/** When a team task is done: every assignee's part, the first one, or the one who claimed it. */
export const completionModes = ['all', 'any', 'claim'] as const;
export type CompletionMode = (typeof completionModes)[number];

export const teamTaskLimits = {
  /** Assignees of one task (and members in its rotation). */
  assigneesMax: 20,
  /** A task's pending assignees may be nudged once in this long. */
  nudgeEveryMinutes: 60,
} as const;

/** Whether a task carries team state: assignees, a completion mode or a rotation. */
export const hasTeamState = (task: {
  assignees?: readonly unknown[];
  completion?: CompletionMode;
  rotation?: readonly string[];
}): boolean =>
  (task.assignees?.length ?? 0) > 0 || task.completion !== undefined || (task.rotation?.length ?? 0) > 0;

/** One assignee's part as the rule reads it. */
export interface Part {
  completed: boolean;
}

/**
 * Whether a task with these parts is done under `mode`; undefined for a task without assignees,
 * whose own completion stands (a plain task, or one up for grabs that nobody claimed).
 */
export function partsDone(mode: CompletionMode, parts: readonly Part[]): boolean | undefined {
  if (parts.length === 0) return undefined;
  return mode === 'any' ? parts.some((part) => part.completed) : parts.every((part) => part.completed);
}

/**
 * The member a repeating task's next occurrence goes to: the one after `current` in `rotation`,
 * skipping whoever is no longer a member; undefined when nobody in it is.
 */
export function nextInRotation(
  rotation: readonly string[],
  current: string | undefined,
  isMember: (userId: string) => boolean,
): string | undefined {
  const start = current === undefined ? -1 : rotation.indexOf(current);
  for (let step = 1; step <= rotation.length; step++) {
    const candidate = rotation[(start + step) % rotation.length] as string;
    if (isMember(candidate)) return candidate;
  }
  return undefined;
}
