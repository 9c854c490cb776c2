import { dueFieldsOf } from '@shared/due-day';
import type { QuickAddRequest } from './quick-add-control';

/** A task as the user types it in, and the fields it shows with until the server saved it. */
export interface NewTask {
  description: string;
  important: boolean;
  /** The chosen day (yyyy-mm-dd) or null. */
  dueDay: string | null;
  /** The line as quick add read it: todo/quick-add's change (the server reads the line again). */
  quick?: QuickAddRequest;
}

/** The fields of a task not saved yet, as the list shows it meanwhile. */
export const unsavedTask = (task: NewTask) => ({
  description: task.description,
  completed: false,
  important: task.important,
  ...dueFieldsOf(task.dueDay),
  createdAt: new Date().toISOString(),
});
