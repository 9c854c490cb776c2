/**
 * How delete-group splits its work into transactions of at most 100 items (DynamoDB's limit).
 * Each transaction holds the task Deletes and, per creator of those tasks, one profile Update (the
 * counters, by what that transaction deletes of theirs: a shared list's tasks count for whoever
 * created them); the group's own Delete rides in the last one, or alone when the last is full.
 * Tasks go first and the group last, so a failure halfway leaves a smaller group whose counters
 * match what is left, and running delete-group again finishes the job.
 */
export interface CounterMove {
  total: number;
  completed: number;
}

export interface DeletionChunk<T> {
  todos: T[];
  /** How much this transaction lowers each creator's totalTasks and completedTasks, by creator. */
  counters: Map<string, CounterMove>;
  /** Whether this transaction deletes the group item too (only the last does). */
  deletesGroup: boolean;
}

const emptyChunk = <T>(): DeletionChunk<T> => ({ todos: [], counters: new Map(), deletesGroup: false });
const size = (chunk: DeletionChunk<unknown>) => chunk.todos.length + chunk.counters.size;

export function planGroupDeletion<T extends { completed: boolean }>(
  todos: T[],
  maxItems: number,
  creatorOf: (todo: T) => string,
): DeletionChunk<T>[] {
  const chunks: DeletionChunk<T>[] = [];
  let chunk = emptyChunk<T>();
  for (const todo of todos) {
    const creator = creatorOf(todo);
    // A task takes one slot, and one more for its creator's Update when the chunk has none yet.
    if (size(chunk) + (chunk.counters.has(creator) ? 1 : 2) > maxItems) {
      chunks.push(chunk);
      chunk = emptyChunk<T>();
    }
    const move = chunk.counters.get(creator) ?? { total: 0, completed: 0 };
    move.total += 1;
    if (todo.completed === true) move.completed += 1;
    chunk.counters.set(creator, move);
    chunk.todos.push(todo);
  }
  if (chunk.todos.length > 0) chunks.push(chunk);
  const last = chunks[chunks.length - 1];
  // The group's Delete needs one slot: the last chunk has it unless it is full.
  if (last && size(last) + 1 <= maxItems) last.deletesGroup = true;
  else chunks.push({ ...emptyChunk<T>(), deletesGroup: true });
  return chunks;
}
