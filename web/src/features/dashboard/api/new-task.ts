/** A task as the user types it in, and the fields it shows with until the server saved it. */
export interface NewTask {
  description: string;
  important: boolean;
  /** ISO instant (end of the chosen day) or null. */
  due: string | null;
}

/** The fields of a task not saved yet, as the list shows it meanwhile. */
export const unsavedTask = (task: NewTask) => ({
  description: task.description,
  completed: false,
  important: task.important,
  due: task.due,
  createdAt: new Date().toISOString(),
});
