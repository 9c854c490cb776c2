/**
 * The longest quick-add line (todo/quick-add's `text`, the web's add-task input while it
 * highlights): its title, once the understood parts are out, is a description (at most 180).
 */
export const quickAddTextMax = 400;

/** How far from the server's now a line's `at` may be: a change kept offline for up to 30 days. */
export const quickAddAtSpanMs = 30 * 86_400_000;
