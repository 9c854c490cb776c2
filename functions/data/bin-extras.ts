/**
 * What is kept under a task's id outside the task item (its comment thread, its activity...) and
 * goes only when the task goes for good: a purge from the bin (./bin.ts). While the task is in the
 * bin these stay untouched, keyed by the task's id, which a restore keeps: so the restored task
 * finds them again. A feature that keeps such items registers its remover here; each is given the
 * ids of the tasks purged (a list's purge: all its tasks).
 * docs/decisions/0127-what-a-task-keeps-elsewhere-goes-with-its-purge.md
 */
export type ExtrasRemover = (taskIds: string[]) => Promise<void>;

const removers: ExtrasRemover[] = [];

/** Registers what removes a feature's items kept under task ids (called once, at module load). */
export function keptUnderTaskIds(remover: ExtrasRemover): void {
  removers.push(remover);
}

/** Removes everything kept under these tasks' ids (after their purge). */
export async function purgeTaskExtras(taskIds: string[]): Promise<void> {
  if (taskIds.length === 0) return;
  for (const remover of removers) await remover(taskIds);
}
