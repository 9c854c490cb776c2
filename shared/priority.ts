/**
 * A task's priority (docs/api.md#priority): 1 (highest) to 4 (none). Beside the star (SPEC.md's
 * Important), which stays as it is. A task stored without one has 4: nothing is migrated.
 */

export const priorities = [1, 2, 3, 4] as const;
export type Priority = (typeof priorities)[number];

/** What a task without a priority has: none. */
export const noPriority: Priority = 4;

export const isPriority = (value: unknown): value is Priority =>
  typeof value === 'number' && (priorities as readonly number[]).includes(value);

/** A stored or answered task's priority: 4 when it has none (or a value of no meaning). */
export const priorityOf = (task: { priority?: number | null }): Priority =>
  isPriority(task.priority) ? task.priority : noPriority;
