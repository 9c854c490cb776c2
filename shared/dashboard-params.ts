/**
 * The dashboard's URL parameters that links to it carry (shared/task-links.ts writes them, the web's
 * dashboard reads them). Apart from the links' builders so that the first download, which reads
 * them, does not carry the builders only later parts use.
 */

/** The task whose details panel is open: a reload or a shared link keeps it. */
export const taskParam = 'task';

/** A comment to open the details panel at (with `task`). */
export const commentParam = 'comment';
