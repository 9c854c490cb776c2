/**
 * A moment as people read it on the history, the comments and the notifications: in the
 * interface's language ('Nov 29, 2026, 4:48 PM'), without seconds, in 12 or 24 hours as the
 * browser's locale has it. Apart from ./dates.ts so that only the parts that show it load it.
 */

/** The browser locale's hour cycle ('h12', 'h23'...): its people's way of writing hours. */
const hourCycle = new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions().hourCycle;

const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', hourCycle });

export const momentText = (at: string | number | Date): string => moment.format(new Date(at));
