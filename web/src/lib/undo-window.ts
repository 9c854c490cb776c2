/**
 * How long an undoable change offers its Undo (components/undoToast.tsx), and a delete is held back
 * as long (tasks/api/held-deletes.ts). A module of its own, without the toast's markup,
 * so that what only needs the time does not bring the toast along.
 */
export const undoWindowMs = 5000;
