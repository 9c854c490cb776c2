/**
 * How delete-group splits its work into transactions of at most 100 items (DynamoDB's limit).
 * Each transaction holds one profile Update (the counters, by what that transaction deletes) and up
 * to 99 task Deletes; the group's own Delete rides in the last one, or alone when the last is full.
 * Tasks go first and the group last, so a failure halfway leaves a smaller group whose counters
 * match what is left, and running delete-group again finishes the job.
 */
export interface DeletionChunk<T> {
  todos: T[];
  /** How much this transaction lowers totalTasks and completedTasks. */
  total: number;
  completed: number;
  /** Whether this transaction deletes the group item too (only the last does). */
  deletesGroup: boolean;
}

export function planGroupDeletion<T extends { completed: boolean }>(
  todos: T[],
  maxItems: number,
): DeletionChunk<T>[] {
  const perChunk = maxItems - 1; // one slot for the profile update
  const chunks: DeletionChunk<T>[] = [];
  for (let start = 0; start < todos.length; start += perChunk) {
    const slice = todos.slice(start, start + perChunk);
    chunks.push({
      todos: slice,
      total: slice.length,
      completed: slice.filter((todo) => todo.completed === true).length,
      deletesGroup: false,
    });
  }
  const last = chunks[chunks.length - 1];
  // The group's Delete needs one slot: the last chunk has it unless it is full (profile + todos = max).
  if (last && last.todos.length + 2 <= maxItems) last.deletesGroup = true;
  else chunks.push({ todos: [], total: 0, completed: 0, deletesGroup: true });
  return chunks;
}
