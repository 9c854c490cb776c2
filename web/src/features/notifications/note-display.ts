/**
 * How a notification reads on the page: its text without the sender's name the page already
 * shows beside it ('alice completed "Milk"' reads 'completed "Milk"' after 'alice'), and its time as
 * '2 min ago' (the exact time goes in the title). Pure, for the unit tests.
 */

/** The message with a leading "{sender} " taken off: the sender is named once, beside it. */
export function shownMessage(message: string, sender: string): string {
  const prefix = `${sender} `;
  return message.startsWith(prefix) && message.length > prefix.length
    ? message.slice(prefix.length)
    : message;
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// In the interface's language: '12 min ago' on an English screen, whatever the browser's locale.
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });

/** '2 min ago', 'yesterday', 'now': the largest whole unit of the time since `iso` (`now` for the tests). */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Number.isNaN(seconds)) return iso;
  for (const [unit, size] of units)
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  return relative.format(0, 'second');
}
