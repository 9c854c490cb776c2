/**
 * Who made, changed and completed a task, stamped by the write itself (docs/api.md#shared-lists):
 * the answer shows them on tasks of shared lists, where several people write. Usernames never change,
 * so they are stored beside the ids and a read resolves nothing.
 */
import type { TodoItem } from '../core/items';

/** Who writes, as a stamp names them. */
export interface Stamper {
  id: string;
  username: string;
}

/** The stamp of a new task: its creator, whose counters hold it. */
export const createdStamp = (by: Stamper): Pick<TodoItem, 'createdBy' | 'createdByName'> => ({
  createdBy: by.id,
  createdByName: by.username,
});

type ChangeStamp = Pick<
  TodoItem,
  'updatedBy' | 'updatedByName' | 'updatedAt' | 'completedBy' | 'completedByName' | 'completedAt'
>;

/** The stamp of a change; a completion names who completed it, a reopening clears that. */
export function changedStamp(by: Stamper, at: Date, completed?: boolean): ChangeStamp {
  const stamp: ChangeStamp = { updatedBy: by.id, updatedByName: by.username, updatedAt: at.toISOString() };
  if (completed === true)
    return { ...stamp, completedBy: by.id, completedByName: by.username, completedAt: stamp.updatedAt };
  if (completed === false) return { ...stamp, completedBy: null, completedByName: null, completedAt: null };
  return stamp;
}
